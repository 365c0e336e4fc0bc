/**
 * The README's examples are real: every code block that starts with `$ infcalc …` must
 * match what that command prints now (colour off). A line `…` stands for lines left out.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cli, exampleFiles } from './cli/harness.js';

const readme = readFileSync('README.md', 'utf8');
const blocks = [...readme.matchAll(/```\n(\$ infcalc [^\n]*)\n([\s\S]*?)```/g)].map((m) => ({
  command: (m[1] ?? '').slice('$ infcalc '.length),
  shown: (m[2] ?? '').replace(/\n$/, '').split('\n'),
}));

/** Does `actual` contain the shown lines in order, with `…` skipping any number of lines? */
function matches(shown: readonly string[], actual: readonly string[]): boolean {
  let at = 0;
  let skipping = false;
  for (const line of shown) {
    if (line.trim() === '…') {
      skipping = true;
      continue;
    }
    const found = skipping
      ? actual.findIndex((a, i) => i >= at && a.trimEnd() === line.trimEnd())
      : at;
    if (found === -1 || actual[found]?.trimEnd() !== line.trimEnd()) return false;
    at = found + 1;
    skipping = false;
  }
  return true;
}

describe('README examples', () => {
  it('has examples to check', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(6);
  });
  it.each(blocks)('$ infcalc $command', async ({ command, shown }) => {
    const r = await cli(command, { files: exampleFiles() });
    const actual = r.stdout.replace(/\n$/, '').split('\n');
    if (!matches(shown, actual)) expect(shown.join('\n')).toBe(actual.join('\n'));
  });
});
