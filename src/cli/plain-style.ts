/**
 * What a renderer is handed to colour its words (a Style), and the one without colour:
 * pure, so renderers load no terminal code (the page, docs/web.md, uses them too).
 */
export interface Style {
  readonly bold: (s: string) => string;
  readonly dim: (s: string) => string;
  readonly good: (s: string) => string;
  readonly bad: (s: string) => string;
  readonly warn: (s: string) => string;
  readonly accent: (s: string) => string;
}

const id = (s: string): string => s;
export const plainStyle: Style = { bold: id, dim: id, good: id, bad: id, warn: id, accent: id };
