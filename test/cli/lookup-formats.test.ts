/**
 * `unit` and `weapon` take `--format text|json|md|csv` like the other commands (issue 25,
 * item 23); `--json` stays the same as `--format json`.
 */
import { describe, expect, it } from 'vitest';
import { cli, exampleFiles, transcript } from './harness.js';

const files = exampleFiles();

describe('unit and weapon in every format (golden)', () => {
  it('text, json, md and csv', async () => {
    const t = await transcript(
      [
        'unit zhanshi --data examples --format md',
        'unit "ghost stalkers" --data examples --format csv --rules n5',
        'unit ironclad --data examples --format md --rules n5',
        'weapon "multi rifle" --data examples --format md',
        'weapon "multi rifle:ap" --range 15in --data examples --format csv --rules n5',
        'weapon pistol --range 70cm --allow-out-of-range --data examples --format md',
        'weapon "heavy flamethrower" --data examples --format csv',
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/unit-weapon-formats.txt');
  });

  it.each(['unit zhanshi', 'weapon "combi rifle" --range 37cm'])(
    '%s: --format text is the text, --format json is --json',
    async (ask) => {
      const base = `${ask} --data examples`;
      const [text, plain, json, flag] = await Promise.all([
        cli(`${base} --format text`, { files }),
        cli(base, { files }),
        cli(`${base} --format json`, { files }),
        cli(`${base} --json`, { files }),
      ]);
      expect(text.code).toBe(0);
      expect(text.stdout).toBe(plain.stdout);
      expect(json.stdout).toBe(flag.stdout);
      expect(() => JSON.parse(json.stdout) as unknown).not.toThrow();
    },
  );

  it('an unknown format is refused (exit 2)', async () => {
    const r = await cli('unit zhanshi --data examples --format xml', { files });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
  });
});
