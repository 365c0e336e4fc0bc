/** Help: every command leads with real examples; the program's help as a golden transcript. */
import { describe, expect, it } from 'vitest';
import { cli, transcript } from './harness.js';

const COMMANDS = [
  '',
  'roll',
  'ftf',
  'odds',
  'save',
  'compare',
  'orders',
  'validate',
  'schema',
  'order',
  'order check',
  'order sequence',
  'engage',
  'scgb',
  'scgb move',
  'completion',
];

describe('help', () => {
  it.each(COMMANDS)('"%s --help" leads with 2 to 4 real examples', async (command) => {
    const r = await cli(`${command} --help`.trim());
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('Examples:');
    const examples = lines.slice(1, lines.indexOf(''));
    expect(examples.length).toBeGreaterThanOrEqual(2);
    expect(examples.length).toBeLessThanOrEqual(4);
    for (const e of examples) expect(e).toMatch(/^ {2}\$ (infcalc |eval |cat )/);
  });

  it('golden help', async () => {
    await expect(await transcript(['--help', 'roll --help', 'order --help'])).toMatchFileSnapshot(
      '../golden/help.txt',
    );
  });

  it('bare infcalc off a terminal prints help with examples and exits 2', async () => {
    const r = await cli('');
    expect(r.code).toBe(2);
    expect(r.stderr.startsWith('Examples:')).toBe(true);
  });
});
