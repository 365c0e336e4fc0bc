/**
 * `odds --unit ... --vs-unit ...` (docs/game-data.md): goldens with and without
 * explicit overrides, the seed example (docs/rules.md §1, §8.1), and a property: a
 * trooper from the data gives the same odds as the question it fills in, typed by hand.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cli, exampleFiles, transcript } from './harness.js';
import { runs } from '../properties.js';

const files = exampleFiles();
const SEED =
  'odds --unit fusilier --weapon "combi rifle" --range 37cm --vs-unit zhanshi --vs-weapon "combi rifle" --vs-range 22cm --vs-cover --data examples --rules n5';

describe('odds from game data (golden)', () => {
  it('troopers and weapons, with and without overrides', async () => {
    const t = await transcript(
      [
        SEED,
        `${SEED} --json`,
        // Explicit specs and flags win over the data.
        'odds 14b2 --unit fusilier --weapon "combi rifle" --range 37cm --vs-unit zhanshi --ps 9 --vs-arm 3 --data examples --rules n5',
        // A target with Mimetism (-6) and no weapon: a Normal roll against it.
        'odds --unit fusilier --weapon "combi rifle" --range 60cm --vs-unit "ghost stalkers" --data examples --rules n5',
        'odds --unit fusilier --weapon "combi rifle" --range 60cm --vs-unit "ghost stalkers" --vs-dodge --data examples --rules n5',
        'odds --unit fusilier --weapon "combi rifle" --range 15in --vs-unit zhanshi --data examples',
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/odds-data.txt');
  });

  it('bad input: one line, exit 2', async () => {
    const t = await transcript(
      [
        'odds --unit fusilier --data examples',
        'odds --unit fusilier --weapon "chain rifle" --data examples',
        'odds --unit fusilier --weapon "combi rifle" --range 200cm --data examples',
        'odds --unit fusilier --weapon "combi rifle" --range 37 --data examples',
        'odds --vs-range 20cm --unit fusilier --weapon "combi rifle" --data examples',
        'odds --unit fusilier --profile 2 --weapon "combi rifle" --data examples',
        // A unit fielded by other factions than the one named: they are named.
        'odds --unit zhanshi --faction example-company --weapon "combi rifle" --data examples',
        'unit "hired guns" --faction example-wardens --data examples',
        'odds',
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/odds-data-errors.txt');
  });
});

describe('a distance swept from game data (golden, docs/sweeps-and-formats.md)', () => {
  const FUS =
    'odds --unit fusilier --weapon "combi rifle" --vs-unit zhanshi --data examples --rules n5';
  it('each cell at its band; cells past the last band shown as out of range', async () => {
    const t = await transcript(
      [
        `${FUS} --range 10..160cm:30`,
        `${FUS} --range 36..60in:12 --format csv`,
        `${FUS} --range 100cm..140cm:40 --format md`,
        `${FUS} --range 110..130cm:20 --json`,
        `${FUS} --range 110..130cm:20 --allow-out-of-range`,
        `${FUS} --vs-weapon "combi rifle" --range 16..64in:16 --vs-range 40..120cm:40`,
        // Refused: one line, exit 2.
        `${FUS} --range 10..120:10`,
        `${FUS} --range 10cm..48in`,
        `${FUS} --range 10cm..120`,
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/odds-data-range-sweep.txt');
  });
});

describe('roll and ftf from game data (golden)', () => {
  it('seeded rolls with troopers and weapons', async () => {
    const t = await transcript(
      [
        'roll --unit fusilier --weapon "combi rifle" --range 37cm --vs-unit zhanshi --vs-cover --data examples --rules n5 --seed s1',
        'ftf --unit fusilier --weapon "combi rifle" --range 37cm --vs-unit zhanshi --vs-weapon "combi rifle" --vs-range 22cm --data examples --rules n5 --seed s1',
        'roll --unit fusilier --weapon "combi rifle" --vs-unit zhanshi --vs-weapon "combi rifle" --data examples',
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/roll-data.txt');
  });
});

describe('the seed example', () => {
  it('Fusilier at 37 cm: +3 range and -3 cover; the Zhanshi back at 22 cm: +3 range', async () => {
    const r = await cli(`${SEED} --json`, { files });
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as {
      active: { sv: number; source: { range: { mod: number } } };
      reactive: { sv: number; source: { range: { mod: number } } };
    };
    // BS 12 + 3 - 3 = 12; BS 11 + 3 = 14.
    expect([json.active.sv, json.reactive.sv]).toEqual([12, 14]);
    expect([json.active.source.range.mod, json.reactive.source.range.mod]).toEqual([3, 3]);
  });
});

describe('property: the data gives the odds of the question it fills in', () => {
  it('--unit/--weapon/--range == the equivalent typed spec and flags', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 130 }),
        fc.integer({ min: 0, max: 130 }),
        fc.boolean(),
        async (d1, d2, cover) => {
          const c = cover ? ' --vs-cover' : '';
          const fromData = await cli(
            `odds --unit fusilier --weapon "combi rifle" --range ${d1}cm --vs-unit zhanshi --vs-weapon "combi rifle" --vs-range ${d2}cm${c} --allow-out-of-range --data examples --rules n5 --json`,
            { files },
          );
          const band = (d: number) => (d <= 40 ? '+3' : d <= 80 ? '-3' : d <= 120 ? '-6' : null);
          const mod = (flag: string, d: number) =>
            band(d) === null ? '' : ` ${flag} range=${band(d) ?? ''}`;
          const typed = await cli(
            `odds 12b3 vs 11${mod('--mod', d1)}${mod('--vs-mod', d2)}${c} --ps 7 --ammo n --save arm --vs-arm 1 --vs-bts 0 --vs-ph 10 --vs-w 1 --vs-ps 7 --vs-ammo n --vs-save arm --arm 1 --bts 0 --ph 10 --w 1 --rules n5 --json`,
            { files },
          );
          expect(fromData.code).toBe(0);
          const a = JSON.parse(fromData.stdout) as Record<string, unknown>;
          const b = JSON.parse(typed.stdout) as Record<string, unknown>;
          expect(a.outcomes).toEqual(b.outcomes);
          expect(a.damage).toEqual(b.damage);
        },
      ),
      { numRuns: runs(12) },
    );
  });
});

describe('--program with a trooper from the data rolls its WIP (§8.8)', () => {
  const BASE =
    'odds --unit fusilier --program carbonite --vs-unit zhanshi --data examples --rules n5';

  it('no --weapon needed: the spec is the WIP, the program its burst and saves', async () => {
    const r = await cli(BASE, { files });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('spec 12 (WIP 12, --program)');
    expect(r.stdout).toContain('(hacking Attack) attribute 12, SV 12; 2 dice');
    // The example Fusilier carries no Hacking Device, and a Zhanshi (LI) is no Carbonite
    // target: both said, the odds still given (docs/game-data.md).
    expect(r.stderr.trim().split('\n')).toEqual([
      'infcalc: warning: --program: FUSILIERS has no Hacking Device: its WIP is rolled as if it had one (docs/rules.md §8.8)',
      'infcalc: warning: --program Carbonite targets TAG, HI, REM, Hacker, VH: ZHANSHI (LI) is none of them (docs/rules.md §8.8)',
    ]);
  });

  it("a --weapon's BS does not roll, and its Damage is not the program's: a warning", async () => {
    const r = await cli(`${BASE} --weapon "combi rifle"`, { files });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('(hacking Attack) attribute 12, SV 12; 2 dice');
    expect(r.stdout).not.toContain('--ps 7');
    expect(r.stderr).toContain('--program rolls WIP 12, not the BS of --weapon Combi Rifle');
  });

  it.each(['', ' --vs-weapon "combi rifle"'])(
    '--vs-reset from the data rolls the WIP, the weapon unused (%s)',
    async (weapon) => {
      const r = await cli(`${BASE} --vs-reset${weapon}`, { files });
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('vs 13 (Reset: WIP 13)');
      expect(r.stdout).toContain('Reactive: (Reset) attribute 13, SV 13; 1 die');
      expect(r.stdout).not.toContain('--vs-ps');
    },
  );

  it('a typed spec is the WIP (the spec cannot tell): no warning about it', async () => {
    const r = await cli(
      'odds 13 --program carbonite --vs-unit zhanshi --data examples --rules n5',
      {
        files,
      },
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('(hacking Attack) attribute 13, SV 13; 2 dice');
    expect(r.stderr).not.toContain('rolls WIP');
    expect(r.stderr).not.toContain('Hacking Device');
  });
});

describe("the builder's special values, filled in (docs/game-data.md, golden)", () => {
  const D = '--data examples --rules n5';
  it('loadout brackets, special ammunition and saves, words, CC and template weapons, Dodge', async () => {
    const t = await transcript(
      [
        // Plasma: no --save filled (it saves against ARM and BTS); Immunity (ARM): a warning.
        `odds --unit "spectre cell" --weapon "plasma rifle:hit" --range 30cm --vs-unit ironclad ${D}`,
        `odds --unit "spectre cell" --weapon "plasma rifle:hit" --range 30cm --vs-unit zhanshi --data examples --rules n4`,
        // ARM=0: the target's ARM is 0 for the save.
        `odds --unit "spectre cell" --weapon "k1 combi rifle" --range 30cm --vs-unit zhanshi ${D}`,
        // Monofilament: ARM=0, CC, State: Dead (a failed save kills); an ARO of 1 die.
        `odds --unit "spectre cell" --weapon monofilament --vs-unit "ghost stalkers" --vs-weapon "cc weapon" ${D}`,
        // N+E/M, BTS/2, 2 saves; (PS=6) on the loadout; a CC weapon sets --cc.
        `odds --unit "spectre cell" --weapon "e/m cc" --vs-unit ironclad ${D}`,
        // Bioweapon (DA+SHOCK).
        `odds --unit "spectre cell" --weapon "viral combi" --range 10cm --vs-unit zhanshi ${D}`,
        // Immunity (AP): AP counts as N.
        `odds --unit "spectre cell" --weapon "multi rifle:ap" --range 30cm --vs-unit ironclad ${D}`,
        // (+1B) on the loadout, Dodge (PH=11) of the target's profile.
        `odds --unit "spectre cell" --weapon spitfire --range 30cm --vs-unit ironclad --vs-dodge ${D} --json`,
        // (+1SD): not modelled, a warning.
        `odds --unit "spectre cell" --weapon pistol --range 10cm --vs-unit zhanshi ${D}`,
        // A Direct Template Weapon: --template; no answer: it hits; burst 2: a warning.
        `odds --unit ironclad --weapon "heavy flamethrower" --vs-unit "spectre cell" ${D}`,
        `odds --unit "spectre cell" --weapon nanopulser --vs-unit zhanshi --vs-dodge ${D}`,
        // A Direct Template in ARO: rolled as a BS ARO, with a warning.
        `odds --unit fusilier --weapon "combi rifle" --range 10cm --vs-unit "spectre cell" --vs-weapon nanopulser ${D}`,
        // Typed flags win; a typed word that changes nothing is still a warning.
        `odds --unit "spectre cell" --weapon "k1 combi rifle" --range 30cm --vs-unit zhanshi --vs-arm 1 --with surprise3,msv1 ${D}`,
        // No --range for a weapon with bands: a note.
        `odds --unit "spectre cell" --weapon "k1 combi rifle" --vs-unit zhanshi ${D}`,
        `save 1 --weapon "plasma rifle:hit" --vs-unit ironclad ${D} --dice 14,3`,
        `save 1 --weapon "k1 combi rifle" --vs-unit zhanshi ${D} --dice 9`,
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/odds-data-special.txt');
  });

  it('refused: one line, exit 2', async () => {
    const t = await transcript(
      [
        `odds --cc --unit fusilier --weapon "combi rifle" --range 30cm --vs-unit zhanshi ${D}`,
        `odds --unit zhanshi --weapon "combi rifle" --range 30cm --vs-unit "ghost stalkers" --vs-weapon "cc weapon" ${D}`,
        `odds --unit "spectre cell" --weapon "e/m cc" --vs-unit zhanshi --vs-weapon "combi rifle" --vs-range 10cm ${D}`,
        `roll --unit ironclad --weapon "heavy flamethrower" --vs-unit "spectre cell" ${D} --seed s1`,
      ],
      { files },
    );
    for (const line of t.split('\n').filter((l) => l.startsWith('[exit')))
      expect(line).toBe('[exit 2]');
    await expect(t).toMatchFileSnapshot('../golden/odds-data-special-errors.txt');
  });

  it('the data gives the odds of the question it fills in, new fills included', async () => {
    const pairs: [string, string][] = [
      [
        `odds --unit "spectre cell" --weapon "e/m cc" --vs-unit ironclad ${D} --json`,
        `odds 20 --cc --with ma2,mimetism3,msv1 --ps 6 --ammo n+em --save bts --vs-arm 7 --vs-bts 6 --vs-ph 16 --vs-w 3 --vs-str --vs-immunity ap,arm --rules n5 --json`,
      ],
      [
        `odds --unit "spectre cell" --weapon "k1 combi rifle" --range 30cm --vs-unit zhanshi --vs-weapon "combi rifle" --vs-range 30cm ${D} --json`,
        `odds 13b3 vs 11 --mod range=+3 --vs-mod range=+3 --with ma2,mimetism3,msv1 --ps 7 --ammo n --save arm --vs-arm 0 --vs-bts 0 --vs-ph 10 --vs-w 1 --vs-ps 7 --vs-ammo n --vs-save arm --arm 1 --bts 3 --ph 12 --w 1 --rules n5 --json`,
      ],
    ];
    for (const [fromData, typed] of pairs) {
      const a = await cli(fromData, { files });
      const b = await cli(typed, { files });
      expect(a.code).toBe(0);
      expect(b.code).toBe(0);
      const ja = JSON.parse(a.stdout) as Record<string, unknown>;
      const jb = JSON.parse(b.stdout) as Record<string, unknown>;
      expect(ja.outcomes).toEqual(jb.outcomes);
      expect(ja.damage).toEqual(jb.damage);
    }
  });
});

describe('what the data says against what the question asks (warnings)', () => {
  it("Suppressive Fire with a weapon without the trait (§8.9): a warning; the ARO burst is the skill's", async () => {
    const r = await cli(
      'odds --unit fusilier --weapon "combi rifle" --range 30cm --vs-unit "spectre cell" --vs-weapon "multi rifle:anti-materiel" --vs-range 30cm --vs-with suppressive --data examples --rules n5',
      { files },
    );
    expect(r.code).toBe(0);
    expect(r.stdout.replace(/\s+/g, ' ')).toContain('ARO in Suppressive Fire: its burst');
    expect(r.stderr).toContain(
      'warning: --vs-with suppressive: MULTI Rifle has no Suppressive Fire trait (docs/rules.md §8.9)',
    );
  });

  it.each([
    [
      '--vs-weapon "combi rifle" --vs-dodge',
      'warning: --vs-weapon Combi Rifle is unused: with --vs-dodge the trooper Dodges and hits nobody',
    ],
    [
      '--template',
      'warning: --template: Combi Rifle is not a Direct Template Weapon in the data; rolled as a template because --template says so',
    ],
  ])('a typed flag the data contradicts (%s): a warning, the flag wins', async (flags, said) => {
    const r = await cli(
      `odds --unit fusilier --weapon "combi rifle" --range 30cm --vs-unit zhanshi ${flags} --data examples --rules n5`,
      { files },
    );
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(said);
  });

  it('a trooper in Suppressive Fire with the trait: no warning, no "no --vs-range" note', async () => {
    const r = await cli(
      'odds --unit fusilier --weapon "combi rifle" --range 30cm --vs-unit zhanshi --vs-weapon "combi rifle" --vs-with suppressive --data examples --rules n5',
      { files },
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('(Suppressive Fire 20-40 cm)');
    expect(r.stderr).not.toContain('Suppressive Fire trait');
    expect(r.stderr).not.toContain('no --vs-range');
  });
});

describe('--without, --vs-without: a skill of the data left out (docs/game-data.md)', () => {
  const SHOT =
    'odds --unit fusilier --weapon "combi rifle" --range 60cm --vs-unit "ghost stalkers" --data examples --rules n5';

  it('is not filled, and the odds are those of the trooper without it', async () => {
    const kept = await cli(`${SHOT} --json`, { files });
    const left = await cli(`${SHOT} --vs-without mimetism6 --json`, { files });
    // Mimetism (-6) typed by hand on a target that lacks it: the same as the data's.
    const typed = await cli(`${SHOT} --vs-without "Mimetism (-6)" --vs-with mimetism6 --json`, {
      files,
    });
    expect(left.code).toBe(0);
    const outcomes = (r: { stdout: string }) =>
      (JSON.parse(r.stdout) as Record<string, unknown>).outcomes;
    expect(outcomes(left)).not.toEqual(outcomes(kept));
    expect(outcomes(typed)).toEqual(outcomes(kept));
    const text = await cli(`${SHOT} --vs-without mimetism6`, { files });
    expect(text.stdout).not.toContain('mimetism6');
  });

  it('a word the trooper does not carry is a warning; a word infcalc does not know, exit 2', async () => {
    const absent = await cli(`${SHOT} --without ma2`, { files });
    expect(absent.code).toBe(0);
    expect(absent.stderr).toContain(
      'warning: --without ma2: FUSILIERS does not carry it; nothing struck out',
    );
    const unknown = await cli(`${SHOT} --vs-without nonsense`, { files });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown skill or equipment "nonsense" in --vs-without');
  });
});
