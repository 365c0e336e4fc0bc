/**
 * Colour, decided once per run: on only for a TTY, off with NO_COLOR or --no-color,
 * forced with FORCE_COLOR; never in JSON. Renderers take a Style so they stay pure.
 */
import type { ChalkInstance } from 'chalk';

import { plainStyle, type Style } from './plain-style.js';

export { plainStyle, type Style };

export interface ColourInputs {
  readonly isTTY: boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly noColorFlag: boolean;
}

export function wantsColour({ isTTY, env, noColorFlag }: ColourInputs): boolean {
  if (noColorFlag) return false;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force !== 'false';
  return isTTY && env.TERM !== 'dumb';
}

/** chalk (and the tty/os modules it loads) is imported only when colour is on. */
export async function makeStyle(colour: boolean): Promise<Style> {
  if (!colour) return plainStyle;
  const { Chalk } = await import('chalk');
  const c: ChalkInstance = new Chalk({ level: 1 });
  return {
    bold: (s) => c.bold(s),
    dim: (s) => c.dim(s),
    good: (s) => c.green(s),
    bad: (s) => c.red(s),
    warn: (s) => c.yellow(s),
    accent: (s) => c.cyan(s),
  };
}
