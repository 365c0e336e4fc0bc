/**
 * The command a shared answer names (a Discord message's code span, a chart's subtitle):
 * the one typed, less what only chose how to show it (`--chart FILE`, `--format F`,
 * `--json`, `--no-color`), so that pasting it gives the same answer in a terminal. An
 * army code is never repeated: it holds the whole list, the Lieutenant and every hidden
 * trooper included (docs/rules.md §9.7), so it is written `CODE`.
 */
import { decodeArmyCode } from '../../core/army/code/index.js';
import { commandLine } from '../shell.js';

/** What stands for an army code in a shared command. */
export const CODE_PLACEHOLDER = 'CODE';

/** A word that reads as an army code (or a link holding one). */
const isCode = (word: string): boolean =>
  word.length >= 8 && !word.startsWith('-') && decodeArmyCode(word).ok;

const SHARE_ONLY = new Set(['--chart', '--format']);
const SWITCHES = new Set(['--json', '--no-color']);

export function shareCommand(argv: readonly string[]): string {
  const kept: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--') {
      kept.push(...argv.slice(i));
      break;
    }
    const eq = a.startsWith('--') ? a.indexOf('=') : -1;
    const flag = eq === -1 ? a : a.slice(0, eq);
    const value = eq === -1 ? undefined : a.slice(eq + 1);
    if (SWITCHES.has(a)) continue;
    if (flag === '--code') {
      // `--code -` or `--code FILE` name no list; anything else is one.
      const code = value ?? argv[i + 1] ?? '';
      const shown = code === '-' || /^[\w./-]+\.\w+$/.test(code) ? code : CODE_PLACEHOLDER;
      kept.push(value === undefined ? a : `--code=${shown}`);
      if (value === undefined && i + 1 < argv.length) kept.push(shown);
      if (value === undefined) i++;
      continue;
    }
    if (!SHARE_ONLY.has(flag)) {
      kept.push(isCode(a) ? CODE_PLACEHOLDER : a);
      continue;
    }
    if (value === undefined) i++;
  }
  return commandLine(kept);
}
