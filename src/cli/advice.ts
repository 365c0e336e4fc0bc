/**
 * The core's advice codes in the CLI's words (docs/development.md: the core and the app
 * return codes, the edges word them): here a command to run.
 */
import { clipped, type Advice, type InputError } from '../core/result.js';
import { commandLine } from './shell.js';

const ADVICE_WORDS = {
  'list-factions': 'infcalc data list shows the factions at hand',
  'list-words': 'infcalc mods lists every word',
  'list-choices': 'infcalc mods lists the choices of these rules',
  'list-choices-by-edition': 'infcalc mods lists the choices of each edition',
} as const satisfies Record<Advice, string>;

/** An input error as the CLI shows it: its advice worded into the hint, long values cut. */
export function shownError(error: InputError): InputError {
  const { example, ...e } = clipped(error);
  // The example, as the command that shows it: after the hint it illustrates.
  const shown = example === undefined ? e.hint : withCommand(e.hint, example);
  const words = e.advice === undefined ? undefined : ADVICE_WORDS[e.advice];
  const hint = [shown, words].filter((h) => h !== undefined).join(' ');
  return hint === '' ? e : { ...e, hint };
}

const withCommand = (hint: string | undefined, example: readonly string[]): string =>
  `${hint === undefined ? '' : `${hint}, `}e.g. ${commandLine(example)}`;
