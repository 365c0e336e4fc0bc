/**
 * `A vs B` on the command line: the word "vs" between two specs is the CLI's, so the
 * use-cases (and the library) take the reactive spec alone, or none for a Normal roll.
 */
import { usage } from './errors.js';

/** The literal "vs" between two specs, in any case. */
function checkVs(word: string, command: string): void {
  if (word.toLowerCase() !== 'vs') {
    throw usage(
      `expected "vs" between the two specs, got "${word}"`,
      `write: infcalc ${command} 12b3 vs 11`,
    );
  }
}

/** `odds A [vs B]`: the reactive spec, or undefined for a Normal roll. */
export function oddsReactive(
  vs: string | undefined,
  reactive: string | undefined,
): string | undefined {
  if (vs === undefined) return undefined;
  checkVs(vs, 'odds');
  if (reactive === undefined)
    throw usage('odds A vs B needs a second spec', 'write: infcalc odds 13b3 vs 11');
  return reactive;
}

/** `ftf A vs B`: the reactive spec, or the same help as `odds` when a word is missing. */
export function ftfReactive(vs: string | undefined, reactive: string | undefined): string {
  if (vs !== undefined) checkVs(vs, 'ftf');
  if (vs === undefined || reactive === undefined)
    throw usage('ftf needs two specs, "A vs B"', 'write: infcalc ftf 12b3 vs 11');
  return reactive;
}
