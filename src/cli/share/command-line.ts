/**
 * The command a shared answer names (a Discord message's code span, a chart's subtitle):
 * the one typed, less what only chose how to show it (`--chart FILE`, `--format F`,
 * `--json`, `--no-color`), so that pasting it gives the same answer in a terminal.
 */
import { commandLine } from '../shell.js';

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
    if (!SHARE_ONLY.has(flag)) {
      kept.push(a);
      continue;
    }
    if (value === undefined) i++;
  }
  return commandLine(kept);
}
