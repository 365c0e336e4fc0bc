/**
 * `--profiles FILE` (docs/game-data.md): the player's own troopers and weapons, ahead of
 * the builder's data, offline too; the default file in the XDG config directory; bad files
 * refused with their JSON path.
 */
import { describe, expect, it } from 'vitest';
import { cli, exampleFiles, transcript } from './harness.js';

const files = exampleFiles();
const P = '--profiles examples/profiles.json';

describe('odds with the player profiles (golden)', () => {
  it('profiles ahead of the data, offline, and bad input', async () => {
    const bad = {
      ...files,
      'bad.json': JSON.stringify({ troopers: [{ name: 'X', BS: 'twelve' }] }),
      'both.json': JSON.stringify({
        weapons: [{ name: 'W', modes: [{ ps: 6, damage: 14 }] }],
      }),
    };
    const t = await transcript(
      [
        `odds --unit "vet fusilier" --weapon "proxy rifle" --range 37cm --vs-unit "ghost proxy" ${P} --data examples --rules n5`,
        `odds --unit "vet fusilier" --weapon "combi rifle" --range 15cm --vs-unit zhanshi --vs-weapon "combi rifle" --vs-range 15cm ${P} --data examples --rules n5 --json`,
        // Offline: no data directory, the profiles alone.
        `odds --unit "vet fusilier" --weapon "proxy rifle" --range 15cm --vs-unit "ghost proxy" --vs-weapon "proxy rifle" --vs-range 15cm ${P} --data nowhere`,
        `odds --unit zhanshi --weapon "combi rifle" --range 15cm ${P} --data nowhere`,
        'odds --unit "vet fusilier" --weapon "proxy rifle" --profiles missing.json --data examples',
        'odds --unit "vet fusilier" --weapon "proxy rifle" --profiles bad.json --data examples',
        'odds --unit "vet fusilier" --weapon "proxy rifle" --profiles both.json --data examples',
      ],
      { files: bad },
    );
    await expect(t).toMatchFileSnapshot('../golden/odds-profiles.txt');
  });

  it('the default file: $XDG_CONFIG_HOME/infcalc/profiles.json, else ~/.config', async () => {
    const text = files['examples/profiles.json'] ?? '';
    const args =
      'odds --unit "ghost proxy" --weapon "proxy rifle" --range 10cm --data nowhere --json';
    for (const [env, path] of [
      [{ XDG_CONFIG_HOME: 'cfg' }, 'cfg/infcalc/profiles.json'],
      [{ HOME: 'home' }, 'home/.config/infcalc/profiles.json'],
    ] as const) {
      const r = await cli(args, { env, files: { [path]: text } });
      expect(r.code).toBe(0);
      expect(
        (JSON.parse(r.stdout) as { roller: { source: { from: string } } }).roller.source.from,
      ).toBe('profiles');
    }
    // Absent: the data directory is asked, as before.
    const r = await cli(args, { env: { HOME: 'home' }, files });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('no game data');
  });

  it('roll and ftf take the profiles too', async () => {
    const r = await cli(
      `ftf --unit "vet fusilier" --weapon "proxy rifle" --range 15cm --vs-unit "ghost proxy" --vs-weapon "proxy rifle" --vs-range 15cm ${P} --data examples --seed s1`,
      { files },
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('from profiles');
  });

  it('infcalc schema profiles', async () => {
    const r = await cli('schema profiles', { files });
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { title: string }).title).toBe('infcalc profiles');
  });
});
