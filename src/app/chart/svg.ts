/**
 * The few SVG pieces the charts are drawn with (docs/sharing.md): a document with its
 * `<title>`, `<desc>` and `viewBox`, rectangles, lines and text. Self-contained (no
 * fonts, links or images are fetched), and deterministic: coordinates are rounded to one
 * decimal and written the same way every time, so the same answer gives the same bytes.
 *
 * A module of our own rather than a chart grammar: Vega-Lite with its renderer is
 * megabytes to load for four kinds of chart (the choice is in docs/sharing.md).
 */
export { shortPercent as pct } from '../summary.js';

/** The smallest chart's height (a compare of one entry). */
export const MIN_HEIGHT = 150;

/** The font the charts name; the PNG renderer is given this font's file (no system fonts). */
export const FONT = 'DejaVu Sans';
/** DejaVu Sans is wide: its average advance is about 0.6 em; enough to lay labels out. */
const EM_WIDTH = 0.6;

/**
 * Colours that stay apart in grey scale (luminance 0.28, 0.63, 0.9): dark blue for the
 * active side, orange for the reactive side, light grey for neither. Everything is also
 * labelled with its number, so no colour carries meaning alone.
 */
export const INK = {
  text: '#1a1a1a',
  muted: '#555555',
  grid: '#cccccc',
  active: '#1f4e8c',
  reactive: '#e8913a',
  none: '#e6e6e6',
  exact: '#1f4e8c',
  atLeast: '#9ecae1',
} as const;

/** The target's states, light (unhurt) to dark (dead): a ramp that reads in grey. */
export const STATE_INK = {
  unhurt: '#eeeeee',
  wounded: '#f2b880',
  unconscious: '#c0504d',
  dead: '#3a1c1c',
} as const;

/**
 * Fills of the measures of line and bar charts, far apart in luminance (43, 161, 119,
 * 218, 60 of 255) and each line with its own dash, so a grey print still tells them apart.
 */
export const SERIES = [
  { fill: '#08306b', dash: '' },
  { fill: '#e8913a', dash: '6 3' },
  { fill: '#2ca25f', dash: '2 3' },
  { fill: '#c7e9c0', dash: '8 3 2 3' },
  { fill: '#a50f15', dash: '1 2' },
] as const;

/** Black or white text, whichever reads on a fill (by its luminance). */
export function textOn(fill: string): string {
  const n = Number.parseInt(fill.slice(1), 16);
  const lum = 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
  return lum < 140 ? '#ffffff' : INK.text;
}

/** A number as the SVG writes it: at most one decimal, no "-0". */
export function num(x: number): string {
  const r = Math.round(x * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

/** Text for XML: markup escaped, control characters (not allowed in XML 1.0) dropped. */
export function esc(s: string): string {
  return (
    s
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}

/** The width a text takes at a font size, roughly (for layout, never for meaning). */
export const textWidth = (s: string, size: number): number =>
  Array.from(s).length * size * EM_WIDTH;

/** A text cut to fit a width, with an ellipsis. */
export function fit(s: string, width: number, size: number): string {
  const chars = Array.from(s);
  const max = Math.max(1, Math.floor(width / (size * EM_WIDTH)));
  return chars.length <= max ? s : `${chars.slice(0, max - 1).join('')}…`;
}

export interface TextOpts {
  readonly size?: number;
  readonly anchor?: 'start' | 'middle' | 'end';
  readonly fill?: string;
  readonly bold?: boolean;
}

export function text(x: number, y: number, s: string, o: TextOpts = {}): string {
  const attrs = [
    `x="${num(x)}"`,
    `y="${num(y)}"`,
    o.size === undefined ? '' : `font-size="${o.size}"`,
    o.anchor === undefined || o.anchor === 'start' ? '' : `text-anchor="${o.anchor}"`,
    o.fill === undefined ? '' : `fill="${o.fill}"`,
    o.bold === true ? 'font-weight="bold"' : '',
  ].filter((a) => a !== '');
  return `<text ${attrs.join(' ')}>${esc(s)}</text>`;
}

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  stroke?: string,
): string {
  const s = stroke === undefined ? '' : ` stroke="${stroke}"`;
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(Math.max(0, w))}" height="${num(Math.max(0, h))}" fill="${fill}"${s}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string): string {
  return `<line x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" stroke="${stroke}"/>`;
}

/** A polyline through points (one measure of a line chart), dashed to tell it in grey. */
export function polyline(
  points: readonly (readonly [number, number])[],
  stroke: string,
  dash: string,
): string {
  const d = dash === '' ? '' : ` stroke-dasharray="${dash}"`;
  const pts = points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');
  return `<polyline points="${pts}" fill="none" stroke="${stroke}" stroke-width="2"${d}/>`;
}

/**
 * The document: `<title>` and `<desc>` for screen readers (and as the tooltip), a white
 * background (a PNG in a dark chat theme stays legible), the font named once.
 */
export function svgDocument(
  width: number,
  height: number,
  title: string,
  desc: string,
  body: readonly string[],
): string {
  // At least 150 high: twice that (the PNG) is the 300 pixels a chat preview wants.
  height = Math.max(MIN_HEIGHT, height);
  const w = num(Math.ceil(width));
  const h = num(Math.ceil(height));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-labelledby="t d" font-family="${FONT}, sans-serif" font-size="12" fill="${INK.text}">`,
    `<title id="t">${esc(title)}</title>`,
    `<desc id="d">${esc(desc)}</desc>`,
    rect(0, 0, width, height, '#ffffff'),
    ...body,
    '</svg>',
    '',
  ].join('\n');
}
