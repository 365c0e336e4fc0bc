/**
 * "too many arguments" with the word that is too many: commander only counts them
 * ("Expected 3 arguments but got 4"), and a player who typed `odds 13 B3 vs 11` needs to
 * see that "B3" is the stray word, and that the spec is one word (13b3).
 */
import type { Command } from 'commander';
import { usage } from './errors.js';

/** A spec split at a space: "13" then "B3" (or "b3"), "13-3" then "b2". */
const SPEC_HEAD = /^\d{1,2}([+-]\d{1,2})*$/;
const BURST_TAIL = /^b\d{1,2}$/i;

/**
 * Leaf commands take any number of words from commander and `checkStray` refuses the
 * extra ones itself (the preAction hook), so the refusal can name them.
 */
export function allowStray(cmd: Command): void {
  if (cmd.commands.length === 0) cmd.allowExcessArguments(true);
  cmd.commands.forEach(allowStray);
}

/** Throw a usage error naming the words `action` does not take, with a likely fix. */
export function checkStray(action: Command): void {
  const declared = action.registeredArguments;
  if (declared.at(-1)?.variadic === true) return;
  const words = action.args;
  if (words.length <= declared.length) return;
  const path: string[] = [];
  for (let c = action; c.parent !== null; c = c.parent) path.unshift(c.name());
  const name = path.join(' ');
  const split = words.findIndex(
    (w, i) => i > 0 && BURST_TAIL.test(w) && SPEC_HEAD.test(words[i - 1] ?? ''),
  );
  const stray = split > 0 ? [words[split] ?? ''] : words.slice(declared.length);
  const shown = stray
    .slice(0, 3)
    .map((w) => `"${w}"`)
    .join(', ');
  const more = stray.length > 3 ? ` and ${stray.length - 3} more` : '';
  const takes = declared.length === 0 ? 'no words' : declared.map((a) => a.name()).join(' ');
  const fix =
    split > 0
      ? `did you mean ${words[split - 1] ?? ''}${(words[split] ?? '').toLowerCase()}? (a roll spec is one word)`
      : `infcalc ${name} --help shows what it takes; quote a value that holds spaces`;
  throw usage(
    `too many arguments for '${name}': ${shown}${more} ${stray.length === 1 ? 'is' : 'are'} not taken (it takes ${takes})`,
    fix,
  );
}
