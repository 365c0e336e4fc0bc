/**
 * Exactness (issue 25, D16-D19 and C15): Martial Arts in the Reactive Turn, a Direct
 * Template's burst counted as one hit and said so, Berserk (+3) from a profile, one
 * distance for both troopers, and a profiles file's skill words checked as `--with`
 * checks them. Numbers are checked against a brute force over every die.
 */
import { describe, expect, it } from 'vitest';
import { asN4 } from '../fixtures/n4-data.js';
import { edited, profile0 } from './edited-examples.js';
import { cli, exampleFiles } from './harness.js';

const files = exampleFiles();

interface DamageJson {
  readonly weapon: { readonly damage: number };
  readonly expected: number;
}
interface OddsJson {
  readonly kind: string;
  readonly active: { readonly sv: number; readonly source?: { range: { mod: number } | null } };
  readonly reactive: {
    readonly sv: number;
    readonly source?: { range: { mod: number; distance: string } | null };
  } | null;
  readonly damage: { readonly active: DamageJson | null; readonly reactive: DamageJson | null };
  readonly warnings?: readonly string[];
  readonly fromData?: readonly string[];
  readonly fromDataNotes?: readonly string[];
  readonly outcomes?: unknown;
  readonly roller?: { readonly sv: number };
}

/** N4 questions from game data read N4 files (the data's edition): the metadata in N4 shape. */
const forRules = (
  line: string,
  host: { files?: Record<string, string> },
): { files?: Record<string, string> } => {
  const meta = host.files?.['examples/metadata.json'];
  return line.includes('--rules n4') && line.includes('--data') && meta !== undefined
    ? { ...host, files: { ...host.files, 'examples/metadata.json': asN4(meta) } }
    : host;
};

const json = async (
  line: string,
  host: { files?: Record<string, string> } = {},
): Promise<OddsJson> => {
  const r = await cli(line, forRules(line, host));
  expect(
    r.stderr.split('\n').filter((l) => l.startsWith('infcalc:') && !l.includes('warning')),
  ).toEqual([]);
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as OddsJson;
};

/**
 * N4 Face-to-Face of one die each (docs/rules.md §1.4), by brute force over the 400 rolls:
 * how often the reactive side stands with a hit, and with a critical.
 */
function reactiveStands(svA: number, svR: number): { hit: number; crit: number } {
  let hit = 0;
  let crit = 0;
  for (let a = 1; a <= 20; a++)
    for (let r = 1; r <= 20; r++) {
      const aOk = a <= svA;
      const rOk = r <= svR;
      const aCrit = a === svA;
      const rCrit = r === svR;
      if (!rOk) continue;
      // The reactive die stands when the active one failed, or is beaten (higher or a crit).
      const beaten = !aOk || (rCrit && !aCrit) || (!aCrit && !rCrit && r > a);
      if (!beaten) continue;
      if (rCrit) crit++;
      else hit++;
    }
  return { hit: hit / 400, crit: crit / 400 };
}

describe('Martial Arts in the Reactive Turn (docs/rules.md §8.6)', () => {
  // Level, attack MOD, N4 damage MOD (the §8.6 table).
  const LEVELS = [
    [1, 0, 1],
    [2, 3, 1],
    [3, 3, 2],
    [4, 3, 3],
  ] as const;
  it.each(LEVELS)(
    'N4 ma%i on the reactive side: its attack MOD, -3 on the enemy, and its damage MOD',
    async (level, attack, damage) => {
      const r = await cli(`odds 14 vs 15 --cc --dam 13 --vs-dam 10 --vs-with ma${level} --json`);
      const out = JSON.parse(r.stdout) as OddsJson;
      expect(out.active.sv).toBe(11);
      expect(out.reactive?.sv).toBe(15 + attack);
      expect(out.damage.reactive?.weapon.damage).toBe(10 + damage);
      // ARM 0: a save fails on 1..Damage; a critical is two saves (§6.2).
      const fail = (10 + damage) / 20;
      const { hit, crit } = reactiveStands(11, 15 + attack);
      expect(out.damage.reactive?.expected).toBeCloseTo(hit * fail + 2 * crit * fail, 12);
      expect(r.stderr).toContain(
        `--vs-with: ma${level} adds +${damage} to the CC Damage: 10 -> ${10 + damage}`,
      );
    },
  );

  it('the issue: odds 14 vs 15 --cc --dam 13 --vs-dam 10 --vs-with ma1 gives Damage 11', async () => {
    const r = await cli('odds 14 vs 15 --cc --dam 13 --vs-dam 10 --vs-with ma1');
    expect(r.stdout).toContain(
      'Damage by the reactive trooper (to the active)\n  Weapon: Damage 11',
    );
  });

  it('N4 ma5: +1 B as well; N5 keeps its B and SD in the Reactive Turn, no damage MOD', async () => {
    const n4 = await json('odds 14 vs 15 --cc --dam 13 --vs-dam 10 --vs-with ma5 --json');
    expect(n4.damage.reactive?.weapon.damage).toBe(13);
    const n5 = await json('odds 14 vs 15 --cc --ps 7 --vs-ps 8 --vs-with ma5 --rules n5 --json');
    expect(n5.reactive).toMatchObject({ sv: 18, burst: 2, sd: 1 });
    expect(n5.damage.reactive).toMatchObject({ weapon: { ps: 8 } });
  });

  it('a Dodge takes no damage MOD (it hits nobody); the active side keeps its own', async () => {
    const r = await json('odds 14 vs 15 --cc --dam 13 --with ma3 --vs-dodge --vs-with ma3 --json');
    expect(r.damage.active?.weapon.damage).toBe(15);
    expect(r.damage.reactive).toBeNull();
  });

  it('engage: a reactive trooper with Martial Arts adds its damage MOD too', async () => {
    const file = JSON.stringify({
      active: {
        name: 'A',
        spec: '14',
        cc: true,
        weapon: { dam: 13 },
        targets: [{ name: 'R', burst: 1 }],
      },
      reactive: [{ name: 'R', spec: '15', with: ['ma1'], weapon: { dam: 10 } }],
    });
    const r = await cli('engage e.json --odds', { files: { 'e.json': file } });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('by R: Damage 11 (PS 9) N');
    expect(r.stdout).toContain('wounds 0: 67.20%');
  });
});

describe('a Direct Template with a burst above 1: one hit per template (§10.9)', () => {
  it('typed: two templates, two hits, no warning; one Dodge against both', async () => {
    const out = await json(
      'odds 13b2 vs 11 --template --ps 7 --vs-arm 1 --vs-cover --vs-dodge --rules n5 --json',
    );
    expect(out.kind).toBe('pair-odds');
    expect(out.warnings).toEqual([]);
    const text = await cli(
      'odds 13b2 vs 11 --template --ps 7 --vs-arm 1 --vs-cover --vs-dodge --rules n5',
    );
    expect(text.stderr).toBe('');
    // The worked example: unhurt 0.622, Unconscious 0.216, Dead 0.162.
    expect(text.stdout).toContain('unhurt 62.20%  unconscious 21.60%  dead 16.20%');
    const alone = await cli('odds 13b2 --template --ps 7 --vs-arm 1 --vs-cover --rules n5');
    expect(alone.stdout).toContain('unhurt 16.00%  unconscious 48.00%  dead 36.00%');
  });

  it('burst 1: no warning, and JSON warnings is empty', async () => {
    const r = await cli('odds 13 vs 12 --template --dam 13 --json');
    expect(r.stderr).toBe('');
    expect((JSON.parse(r.stdout) as OddsJson).warnings).toEqual([]);
  });

  it('from game data (a Heavy Flamethrower (+1B)): two templates', async () => {
    const out = await json(
      'odds --unit ironclad --weapon "heavy flamethrower" --vs-unit zhanshi --vs-weapon "combi rifle" --data examples --rules n5 --json',
      { files },
    );
    expect(out.kind).toBe('pair-odds');
    expect(out.warnings).toEqual([]);
    expect(JSON.stringify(out)).toContain('"templates":2');
  });
});

describe('a Direct Template in ARO: automatic, the attack a Normal roll (§8.9, §10.9)', () => {
  interface PairJson {
    readonly kind: string;
    readonly why: string;
    readonly reactiveTemplates?: number;
    readonly templateHits: unknown;
    readonly reactive: unknown;
    readonly active: { readonly sv: number; readonly outcomes: readonly { probability: number }[] };
    readonly damage: { readonly reactive: { readonly states: Record<string, number> } | null };
    readonly warnings: readonly string[];
  }
  const run = async (line: string, host = {}): Promise<PairJson> => {
    const r = await cli(line, host);
    expect(r.code).toBe(0);
    return JSON.parse(r.stdout) as PairJson;
  };
  // ARM 1 in cover, VITA 1, a PS 7 (Damage 13) template: no +3 (§10.9), each save fails
  // 12 in 20. The active BS 12 at a target in cover: a Normal roll at 9, B2.
  it.each([
    ['n5', '--vs-ps 7', 1, { unhurt: 0.4, unconscious: 0.6, dead: 0 }],
    ['n4', '--vs-dam 13', 1, { unhurt: 0.4, unconscious: 0.6, dead: 0 }],
    ['n5', '--vs-ps 7', 2, { unhurt: 0.16, unconscious: 0.48, dead: 0.36 }],
    ['n4', '--vs-dam 13', 2, { unhurt: 0.16, unconscious: 0.48, dead: 0.36 }],
  ])('%s %s, %s template(s)', async (ed, dam, n, states) => {
    const spec = n === 1 ? 'vs 12' : 'vs 12b2';
    const out = await run(
      `odds 12b2 ${spec} --vs-template ${dam} --arm 1 --cover --vs-cover --rules ${ed} --json`,
    );
    expect(out.kind).toBe('pair-odds');
    expect(out.why).toBe('template');
    expect(out.reactiveTemplates).toBe(n);
    expect(out.templateHits).toBeNull();
    expect(out.reactive).toBeNull();
    // A Normal roll (no F2F): SV 12 - 3 = 9, P(a hit) = 1 - (11/20)^2.
    expect(out.active.sv).toBe(9);
    const miss = out.active.outcomes[0]?.probability ?? 0;
    expect(1 - miss).toBeCloseTo(1 - (11 / 20) ** 2, 10);
    const st = out.damage.reactive?.states ?? {};
    for (const [k, v] of Object.entries(states)) expect(st[k]).toBeCloseTo(v, 10);
    expect(out.warnings).toEqual([]);
  });

  it('a template against a template: both automatic', async () => {
    const out = await run(
      'odds 12 vs 12 --template --vs-template --vs-ps 7 --ps 7 --rules n5 --json',
    );
    expect(out.reactiveTemplates).toBe(1);
    expect(out.damage.reactive?.states.unhurt).toBeCloseTo(0.35, 10);
  });

  it('not against a CC Attack', async () => {
    const r = await cli('odds 12 vs 12 --cc --vs-template --rules n5');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--vs-template');
  });

  it('from game data: the reactive Nanopulser is one template, no warning', async () => {
    const out = await run(
      'odds --unit fusilier --weapon "combi rifle" --range 10cm --vs-unit "spectre cell" --vs-weapon nanopulser --data examples --rules n5 --json',
      { files },
    );
    expect(out.kind).toBe('pair-odds');
    expect(out.reactiveTemplates).toBe(1);
    expect(out.warnings.join(' ')).not.toContain('Direct Template in ARO');
  }, 20000);
});

/** The example data with Zhanshi's profile given "Dodge (...)" with these brackets. */
function dodgeFiles(brackets: readonly { name: string; type: string }[]): Record<string, string> {
  return edited((_meta, rivals, unit) => {
    const ids = brackets.map((b, i) => {
      rivals.filters.extras.push({ id: 120 + i, ...b });
      return 120 + i;
    });
    profile0(unit('Zhanshi')).skills.push({ id: 40, extra: ids, q: 1, order: 9 });
  });
}

describe("a profile's Dodge brackets (§8.7, §1.1; choice dodge-bracket)", () => {
  const Q =
    'odds --unit fusilier --weapon "combi rifle" --range 10cm --vs-unit zhanshi --vs-dodge --data examples --json';
  interface DodgeJson {
    readonly active: { readonly sv: number };
    readonly reactive: { readonly sv: number; readonly sd?: number };
  }
  const run = async (line: string, f: Record<string, string>): Promise<DodgeJson> => {
    const r = await cli(line, forRules(line, { files: f }));
    expect(r.code, r.stderr).toBe(0);
    return JSON.parse(r.stdout) as DodgeJson;
  };
  it.each(['n5', 'n4'])('%s: +3 to its own Dodge, a distance (+2.5) is no MOD', async (ed) => {
    const base = await run(`${Q} --rules ${ed}`, files);
    const more = dodgeFiles([
      { name: '+3', type: 'TEXT' },
      { name: '+2.5', type: 'DISTANCE' },
    ]);
    const out = await run(`${Q} --rules ${ed}`, more);
    expect(out.reactive.sv).toBe(base.reactive.sv + 3);
    expect(out.active.sv).toBe(base.active.sv);
    const off = await run(`${Q} --rules ${ed} --choice dodge-bracket=off`, more);
    expect(off.reactive.sv).toBe(base.reactive.sv);
  });

  it('-3: the attacker takes it in that Face-to-Face roll; own: its own Dodge', async () => {
    const base = await run(`${Q} --rules n5`, files);
    const minus = dodgeFiles([{ name: '-3', type: 'TEXT' }]);
    const out = await run(`${Q} --rules n5`, minus);
    expect([out.active.sv, out.reactive.sv]).toEqual([base.active.sv - 3, base.reactive.sv]);
    const own = await run(`${Q} --rules n5 --choice dodge-bracket=own`, minus);
    expect([own.active.sv, own.reactive.sv]).toEqual([base.active.sv, base.reactive.sv - 3]);
  });

  it('+1SD: one Special Die on its Dodge', async () => {
    const out = await run(`${Q} --rules n5`, dodgeFiles([{ name: '+1SD', type: 'TEXT' }]));
    expect(out.reactive.sd).toBe(1);
  });
});

/** The example data with a piece of equipment on Zhanshi's profile (id 990). */
function zhanshiWithEquip(name: string): Record<string, string> {
  return edited((meta, rivals, unit) => {
    meta.equips.push({ id: 990, name });
    rivals.filters.equip.push({ id: 990, name });
    profile0(unit('Zhanshi')).equip.push({ id: 990, extra: [], q: 1, order: 9 });
  });
}

describe('Triangulated Fire from game data: declared, no warning (§10.14)', () => {
  // Zhanshi carries Triangulated Fire, a skill its player declares (`--with`).
  const withTf = edited((meta, _rivals, unit) => {
    meta.skills.push({ id: 992, name: 'Triangulated Fire' });
    profile0(unit('Zhanshi')).skills.push({ id: 992, extra: [], q: 1, order: 9 });
  });
  it.each([
    ['a target', '--vs-unit zhanshi'],
    ['shooting back', '--vs-unit zhanshi --vs-weapon "combi rifle"'],
    ['Dodging', '--vs-unit zhanshi --vs-dodge'],
    ['the active trooper', '--vs-unit fusilier --unit zhanshi'],
  ])('%s: an ordinary attack, no warning', async (_, who) => {
    const unit = who.includes('--unit zhanshi') ? '' : '--unit fusilier';
    const line = `odds ${unit} --weapon "combi rifle" --range 30cm ${who} --data examples --rules n5`;
    const text = await cli(line, { files: withTf });
    expect(text.code, text.stderr).toBe(0);
    expect(text.stderr).not.toContain('Triangulated Fire');
    const json = await cli(`${line} --json`, { files: withTf });
    const out = JSON.parse(json.stdout) as { warnings?: string[]; fromDataNotes?: string[] };
    expect((out.warnings ?? []).join('\n')).not.toContain('Triangulated Fire');
    // The active trooper's player is told how to declare it.
    expect((out.fromDataNotes ?? []).join('\n').includes('--with triangulated-fire')).toBe(
      who.includes('--unit zhanshi'),
    );
  });
  it('declared: the range filled from the data counts 0', async () => {
    const line =
      'odds --unit zhanshi --weapon "combi rifle" --range 100cm --vs-unit fusilier --data examples --rules n5 --json';
    const sv = async (extra: string): Promise<number> => {
      const r = await cli(`${line} ${extra}`, { files: withTf });
      expect(r.code, r.stderr).toBe(0);
      return (JSON.parse(r.stdout) as { roller: { sv: number } }).roller.sv;
    };
    const plain = await sv('');
    const declared = await sv('--with triangulated-fire');
    expect([plain, declared]).toEqual([11 - 6, 11]);
    expect(await sv('--with triangulated-fire --choice triangulated-fire=off')).toBe(plain);
  });
});

describe('Vulnerability (Viral): no Immunity (Enhanced) against a Viral weapon (§10.4)', () => {
  const vulnerable = edited((meta, rivals, unit) => {
    meta.skills.push({ id: 991, name: 'Vulnerability' });
    rivals.filters.extras.push(
      { id: 140, name: 'Enhanced', type: 'TEXT' },
      { id: 141, name: 'Viral', type: 'TEXT' },
    );
    profile0(unit('Zhanshi')).skills.push(
      { id: 162, extra: [140], q: 1, order: 8 },
      { id: 991, extra: [141], q: 1, order: 9 },
    );
  });
  const filledOf = async (weapon: string): Promise<string> => {
    const r = await cli(
      `odds --unit "spectre cell" --weapon "${weapon}" --range 10cm --vs-unit zhanshi --data examples --rules n5 --json`,
      { files: vulnerable },
    );
    expect(r.code, r.stderr).toBe(0);
    return (JSON.parse(r.stdout) as { fromData: string[] }).fromData.join(' | ');
  };
  it('a Viral weapon: no (Enhanced); another weapon: (Enhanced) stands', async () => {
    expect(await filledOf('viral combi')).not.toContain('enhanced');
    expect(await filledOf('k1 combi rifle')).toContain('--vs-immunity enhanced');
  });
});

/** The example data with "Berserk (+3)" on Lance (a profile bracket, §8.6). */
function berserkFiles(): Record<string, string> {
  return edited((meta, rivals, unit) => {
    meta.skills.push({ id: 24, name: 'Berserk' });
    rivals.filters.extras.push({ id: 110, name: '+3', type: 'TEXT' });
    profile0(unit('Lance, Duelist')).skills.push({ id: 24, extra: [110], order: 1 });
  });
}

describe('Berserk (+3): +3 to its CC Attack, from the profile (§10.8, §1.1)', () => {
  // N4: two Normal rolls; N5: an ordinary CC Attack, one Face-to-Face roll (§10.8).
  it.each([
    ['n4', 'pair-odds'],
    ['n5', 'ftf-odds'],
  ])('%s: berserk3 gives +3 (%s)', async (ed, kind) => {
    const out = await json(`odds 15 vs 13 --cc --with berserk3 --rules ${ed} --json`);
    expect(out.kind).toBe(kind);
    expect(out.active.sv).toBe(18);
    expect(out.reactive?.sv).toBe(13);
    // "Berserk (+3)" as the profile writes it is the same word.
    const spelt = await json(`odds 15 vs 13 --cc --with "Berserk (+3)" --rules ${ed} --json`);
    expect(spelt.active.sv).toBe(18);
  });

  it('only in the Active Turn: on the reactive side it changes no MOD', async () => {
    const out = await json('odds 15 vs 13 --cc --vs-with berserk3 --json');
    expect(out.kind).toBe('ftf-odds');
    expect(out.reactive?.sv).toBe(13);
  });

  it('from game data: the profile gives berserk3, a declared word named in a note', async () => {
    const host = { files: berserkFiles() };
    const unit = await cli('unit lance --data examples --json', host);
    expect(unit.code).toBe(0);
    const words = (JSON.parse(unit.stdout) as { words: { word: string; from: string }[][] }).words;
    expect(words[0]).toEqual([{ word: 'berserk3', from: 'Berserk (+3)' }]);
    const odds = await json(
      'odds --unit lance --weapon "cc weapon" --vs-unit zhanshi --vs-weapon "cc weapon" --data examples --json',
      host,
    );
    expect(odds.fromDataNotes?.join('\n')).toContain('not applied: berserk3 of LANCE');
    const applied = await json(
      'odds --unit lance --weapon "cc weapon" --vs-unit zhanshi --vs-weapon "cc weapon" --with berserk3 --data examples --json',
      host,
    );
    // The data is N5 (its edition is the question's): Berserk is one F2F roll (§10.8).
    expect(applied.kind).toBe('ftf-odds');
    expect(applied.active.sv).toBe(18);
  });
});

describe('one distance for both troopers (§8.1): --range gives the reactive weapon its band', () => {
  const BOTH =
    'odds --unit fusilier --weapon "combi rifle" --vs-unit zhanshi --vs-weapon "combi rifle" --data examples --rules n5';
  it('the seed: Fusilier vs Zhanshi at 37 cm, both in cover: +3 -3 each side', async () => {
    const out = await json(`${BOTH} --range 37cm --cover --vs-cover --json`, { files });
    expect(out.reactive?.source?.range).toMatchObject({ distance: '37cm', mod: 3 });
    expect([out.active.sv, out.reactive?.sv]).toEqual([12, 11]);
    const typed = await json(
      'odds 12b3 vs 11 --mod range=+3 --vs-mod range=+3 --cover --vs-cover --ps 7 --ammo n --save arm --vs-arm 1 --vs-bts 0 --vs-ph 10 --vs-w 1 --vs-ps 7 --vs-ammo n --vs-save arm --arm 1 --bts 0 --ph 10 --w 1 --rules n5 --json',
    );
    expect(out.outcomes).toEqual(typed.outcomes);
    expect(out.damage).toEqual(typed.damage);
  });

  it('--vs-range says otherwise; a Dodge reads no band', async () => {
    const own = await json(`${BOTH} --range 37cm --vs-range 60cm --json`, { files });
    expect(own.reactive?.source?.range).toMatchObject({ distance: '60cm', mod: -3 });
    expect(own.reactive?.sv).toBe(8);
    const dodge = await json(`${BOTH} --range 37cm --vs-dodge --json`, { files });
    expect(dodge.reactive?.sv).toBe(10);
    expect(dodge.reactive?.source?.range ?? null).toBeNull();
  });

  it('past the reactive weapon’s last band: out of range, naming --range', async () => {
    const r = await cli(
      'odds --unit fusilier --weapon "combi rifle" --range 70cm --vs-unit zhanshi --vs-weapon pistol --data examples --rules n5',
      { files },
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/Pistol is out of range at 70cm.*give a shorter --range/);
  });

  it('a sweep over the distance: each cell gives both weapons its band', async () => {
    const r = await cli(`${BOTH} --range 20..100cm:40 --json`, { files });
    expect(r.code).toBe(0);
    const rows = (
      JSON.parse(r.stdout) as {
        rows: { values: { range: string }; result: { reactive: { sv: number } } }[];
      }
    ).rows;
    // BS 11 at +3 (20, 40 cm... up to 40), -3 (to 80), -6 (to 120).
    expect(rows.map((x) => x.result.reactive.sv)).toEqual([14, 8, 5]);
  });

  it('compare entries and batch lines: "range" for both unless "vsRange"', async () => {
    const entries = JSON.stringify([
      {
        name: 'both at 60',
        unit: 'fusilier',
        weapon: 'combi rifle',
        range: '60cm',
        vsUnit: 'zhanshi',
        vsWeapon: 'combi rifle',
      },
      {
        name: 'the Zhanshi at 30',
        unit: 'fusilier',
        weapon: 'combi rifle',
        range: '60cm',
        vsUnit: 'zhanshi',
        vsWeapon: 'combi rifle',
        vsRange: '30cm',
      },
    ]);
    const host = { files: { ...files, 'c.json': entries } };
    const c = await cli('compare c.json --data examples --rules n5 --json', host);
    expect(c.code).toBe(0);
    const svs = (
      JSON.parse(c.stdout) as { entries: { result: { reactive: { sv: number } } }[] }
    ).entries.map((e) => e.result.reactive.sv);
    expect(svs).toEqual([8, 14]);
    const line = JSON.stringify((JSON.parse(entries) as unknown[])[0]);
    const b = await cli('odds - --ndjson --data examples --rules n5', {
      ...host,
      stdin: line + '\n',
    });
    expect(b.code).toBe(0);
    expect((JSON.parse(b.stdout.trim()) as { reactive: { sv: number } }).reactive.sv).toBe(8);
  });
});

describe('a profiles file: skill words checked as --with checks them (C15)', () => {
  const profiles = (skills: unknown, game = 'n5'): Record<string, string> => {
    const file = JSON.parse(files['examples/profiles.json'] ?? '{}') as {
      game: string;
      troopers: { skills?: unknown }[];
    };
    file.game = game;
    const ghost = file.troopers[1];
    if (ghost !== undefined) ghost.skills = skills;
    return { ...files, 'p.json': JSON.stringify(file) };
  };
  const ASK =
    'odds --unit "vet fusilier" --weapon "proxy rifle" --range 15cm --vs-unit "ghost proxy" --profiles p.json --data nowhere';
  it.each([
    [['mimetism6x'], 'unknown skill or equipment "mimetism6x"', 'troopers[1].skills[0]'],
    [['nwi', 'ma2', 'ma3'], '"ma2" and "ma3"', 'troopers[1].skills[2]'],
    [['mimetism6, msv1'], 'is several words', 'troopers[1].skills[0]'],
    [[''], 'must not be empty', 'troopers[1].skills[0]'],
  ])('%j: refused with its JSON path, exit 2', async (skills, message, path) => {
    const r = await cli(`${ASK} --rules n5`, { files: profiles(skills) });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(message);
    expect(r.stderr).toContain(`(at ${path})`);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('a word of the other game: refused where the run uses it', async () => {
    const host = { files: profiles(['combat-instinct']) };
    expect((await cli(`${ASK} --rules n5`, host)).code).toBe(0);
    const r = await cli(`${ASK} --rules n4`, host);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      '"combat-instinct" in troopers[1].skills is not a word of these rules (N5 only)',
    );
  });

  it('any spelling --with takes: "Mimetism (-6)" is mimetism6', async () => {
    for (const spelt of ['Mimetism (-6)', 'mimetism-6', 'mimetism6']) {
      const out = await json(`${ASK} --rules n5 --json`, { files: profiles([spelt]) });
      // BS 13, +3 range, -6 Mimetism: SV 10.
      expect(out.roller?.sv).toBe(10);
      expect(out.fromData).toContain('--vs-with mimetism6');
    }
  });
});

/** The example data with one more weapon (and its ammunition) on every Zhanshi loadout. */
function zhanshiWith(
  weapon: { readonly id: number; readonly [k: string]: unknown },
  ammo?: { id: number; name: string },
): Record<string, string> {
  return edited((meta, _rivals, unit) => {
    if (ammo !== undefined) meta.ammunitions.push(ammo);
    meta.weapons.push(weapon);
    for (const o of unit('Zhanshi').profileGroups[0]?.options ?? [])
      o.weapons.push({ id: weapon.id, order: 9 });
  });
}

/** A PARA CC Weapon (PS "-", PH-6 save) on the Zhanshi. */
const paraFiles = (): Record<string, string> =>
  zhanshiWith(
    {
      id: 71,
      type: 'WEAPON',
      name: 'PARA CC Weapon',
      ammunition: 37,
      burst: '1',
      damage: '-',
      saving: 'PH-6',
      savingNum: '1',
      properties: ['CC', 'Non-lethal', 'State: IMM-A'],
      distance: null,
    },
    { id: 37, name: 'PARA' },
  );

describe('PARA (PS "-"): the target is filled from the data as for any weapon (§6.2, §10.4)', () => {
  it.each(['n5', 'n4'])('%s: the Ironclad saves against its own PH 16 - 6', async (rules) => {
    const out = await json(
      `odds --unit zhanshi --weapon "PARA CC Weapon" --vs-unit ironclad --data examples --rules ${rules} --json`,
      { files: paraFiles() },
    );
    expect(out.fromData?.join(' ')).toContain('--vs-ph 16');
    expect(JSON.stringify(out.damage.active)).toContain('"ammo":"para"');
  });
});

describe('an Impact Template: no Partial Cover +3 on its saves, the roll still takes -3 (§10.9)', () => {
  it.each(['n5', 'n4'])('%s: a Heavy Grenade Launcher at the Ironclad in cover', async (rules) => {
    const hgl = JSON.parse(files['examples/metadata.json'] ?? '{}') as {
      weapons: { id: number }[];
    };
    const weapon = hgl.weapons.find((w) => w.id === 81) ?? { id: 81 };
    const line = `odds --unit zhanshi --weapon "heavy grenade launcher" --range 40cm --vs-unit ironclad --vs-cover --data examples --rules ${rules} --json`;
    const out = await json(line, { files: zhanshiWith({ ...weapon, id: 981 }) });
    expect(out.fromData?.join(' ')).toContain('impact-template');
    // The same question typed: cover's -3 on the roll, no +3 on the ARM 7 save.
    const typed = await json(
      `odds 11 --mod cover=-3 --${rules === 'n5' ? 'ps 7' : 'dam 13'} --vs-arm 7 --vs-w 3 --vs-str --vs-bts 6 --rules ${rules} --json`,
    );
    expect(out.damage.active?.expected).toBe(typed.damage.active?.expected);
  });
});

describe('the target protects itself (docs/rules.md §10.12): roll and save, both editions', () => {
  it.each([
    // N5 Nanoscreen adds to cover: -6 on the roll, +3 cover and +3 Nanoscreen on the save.
    [
      'odds 12 vs 11 --vs-with nanoscreen --vs-arm 2 --ps 7 --vs-cover --rules n5',
      ['MODs -3 nanoscreen, -3 cover, sum -6, SV 6', 'ARM 2 + PS 7 + 3 cover + 3 save MOD = 15'],
    ],
    // Marksmanship ignores its -3, not its save +3.
    [
      'odds 12 --with marksmanship vs 11 --vs-with nanoscreen --vs-arm 2 --ps 7 --rules n5',
      ['0 nanoscreen (-3 ignored by marksmanship)', 'ARM 2 + PS 7 + 3 save MOD = 12'],
    ],
    // N4: Partial Cover all around, not added to a cover; the save is in cover.
    [
      'odds 12 vs 11 --vs-with nanoscreen --vs-arm 2 --ps 7 --rules n4',
      ['MODs -3 cover, sum -3, SV 9', 'ARM 2 +3 cover = 5'],
    ],
    [
      'odds 12 vs 11 --vs-with nanoscreen --vs-arm 2 --ps 7 --vs-cover --rules n4',
      ['MODs -3 cover, sum -3, SV 9', 'ARM 2 +3 cover = 5'],
    ],
    // N5 No Cover: nothing from its cover; Limited Cover: the save keeps +3.
    [
      'odds 12 vs 11 --vs-with no-cover --vs-arm 2 --ps 7 --vs-cover --rules n5',
      ['0 cover (-3 ignored by no-cover)', 'Save: ARM 2 + PS 7 = 9'],
    ],
    [
      'odds 12 vs 11 --vs-with limited-cover --vs-arm 2 --ps 7 --vs-cover --rules n5',
      ['0 cover (-3 ignored by limited-cover)', 'ARM 2 + PS 7 + 3 cover = 12'],
    ],
    // Albedo: only an enemy with an MSV or Marksmanship.
    ['odds 12 --with msv2 vs 11 --vs-with "Albedo (-6)" --rules n5', ['MODs -6 albedo, sum -6']],
    // Firewall: -X to the hacking Attack, +3 to the BTS saves (N4: Damage -3).
    [
      'odds 13 --program carbonite vs 11 --vs-with "TinBot: Firewall (-3)" --vs-bts 3 --rules n5',
      ['MODs -3 firewall, sum -3, SV 10', 'BTS 3 + PS 7 + 3 save MOD = 13'],
    ],
    [
      'odds 13 --program carbonite vs 11 --vs-with firewall6 --vs-bts 3 --rules n4',
      ['MODs -6 firewall, sum -6, SV 7', 'BTS 3 +3 save MOD = 6'],
    ],
    // ECM: Hacker (choice ecm-hacker): its bracket on the hacking Attack, not on the saves.
    [
      'odds 13 --program carbonite vs 11 --vs-with "ECM: Hacker (-3)" --vs-bts 3 --rules n5',
      ['MODs -3 ecm, sum -3, SV 10', 'BTS 3 + PS 7 = 10'],
    ],
    [
      'odds 13 --program carbonite vs 11 --vs-with ecm-hacker6 --vs-bts 3 --rules n4',
      ['MODs -6 ecm, sum -6, SV 7'],
    ],
    [
      'odds 13 --program carbonite vs 11 --vs-with ecm-hacker3 --choice ecm-hacker=off --rules n5',
      ['(hacking Attack) attribute 13, SV 13'],
    ],
    // A Comms Attack weapon (a Jammer) rolled as a BS Attack: Firewall acts, either turn.
    [
      'odds 13 --with comms-attack --ps 7 --save bts vs 11 --vs-with firewall3 --vs-bts 3 --rules n5',
      ['MODs -3 firewall, sum -3, SV 10', 'BTS 3 + PS 7 + 3 save MOD = 13'],
    ],
    [
      'odds 13 --with comms-attack --dam 13 --save bts vs 11 --vs-with firewall6 --vs-bts 3 --rules n4',
      ['MODs -6 firewall, sum -6, SV 7', 'BTS 3 +3 save MOD = 6'],
    ],
    [
      'odds 11 --with firewall3 --bts 3 vs 13 --vs-with comms-attack --vs-ps 7 --vs-save bts --rules n5',
      ['MODs -3 firewall, sum -3, SV 10', 'BTS 3 + PS 7 + 3 save MOD = 13'],
    ],
    // Without the trait a BS Attack is no Comms Attack: nothing.
    [
      'odds 13 --ps 7 --save bts vs 11 --vs-with firewall3 --vs-bts 3 --rules n5',
      ['attribute 13, SV 13', 'Save: BTS 3 + PS 7 = 10'],
    ],
    // A Comms Attack rolled as a BS Attack: Nanoscreen does nothing, in either edition.
    [
      'odds 12 --with comms-attack vs 11 --vs-with nanoscreen --vs-arm 2 --ps 7 --rules n5',
      ['attribute 12, SV 12', 'Save: ARM 2 + PS 7 = 9'],
    ],
    [
      'odds 12 --with comms-attack vs 11 --vs-with nanoscreen --vs-arm 2 --ps 7 --rules n4',
      ['attribute 12, SV 12', 'Save: ARM 2: fails'],
    ],
  ])('%s', async (line, wanted) => {
    const r = await cli(line, { files });
    expect(r.code, r.stderr).toBe(0);
    for (const w of wanted) expect(r.stdout).toContain(w);
  });

  it('game data fills Nanoscreen: the MOD on the shot and the save, no warning', async () => {
    const withNanoscreen = zhanshiWithEquip('Nanoscreen');
    const r = await cli(
      'odds --unit fusilier --weapon "combi rifle" --range 30cm --vs-unit zhanshi --data examples --rules n5',
      { files: withNanoscreen },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('-3 nanoscreen');
    expect(r.stdout).toContain('saves +3 (nanoscreen)');
    expect(r.stderr).not.toContain('Nanoscreen');
  });
});

describe('game data: a weapon with Comms. Attack gets nothing from a Nanoscreen (§10.12)', () => {
  const commsRifle = edited((meta, rivals, unit) => {
    for (const w of meta.weapons)
      if (w.name === 'Combi Rifle') w.properties = ['Comms. Attack', 'Suppressive Fire'];
    meta.equips.push({ id: 990, name: 'Nanoscreen' });
    rivals.filters.equip.push({ id: 990, name: 'Nanoscreen' });
    profile0(unit('Zhanshi')).equip.push({ id: 990, extra: [], q: 1, order: 9 });
  });
  it.each(['n4', 'n5'])('%s: no MOD on the shot, no save bonus, no warning', async (rules) => {
    const meta = commsRifle['examples/metadata.json'];
    const files =
      rules === 'n4' ? { ...commsRifle, 'examples/metadata.json': asN4(meta) } : commsRifle;
    const r = await cli(
      'odds --unit fusilier --weapon "combi rifle" --range 30cm --vs-unit zhanshi --data examples',
      { files },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('--with comms-attack');
    expect(r.stdout).not.toMatch(/-3 (nanoscreen|cover)|save MOD|\+3 cover/);
    expect(r.stderr).toBe('');
  });
});

describe('game data: a Comms. Attack weapon against a TinBot: Firewall (§10.12)', () => {
  const jammer = edited((meta, rivals, unit) => {
    for (const w of meta.weapons)
      if (w.name === 'Combi Rifle') w.properties = ['Comms. Attack', 'BS Weapon (WIP)'];
    meta.equips.push({ id: 991, name: 'TinBot: Firewall' });
    rivals.filters.equip.push({ id: 991, name: 'TinBot: Firewall' });
    rivals.filters.extras.push({ id: 992, name: '-3', type: 'TEXT' });
    profile0(unit('Zhanshi')).equip.push({ id: 991, extra: [992], q: 1, order: 9 });
  });
  it.each(['n4', 'n5'])('%s: -3 on the shot, +3 on the saves, no warning', async (rules) => {
    const meta = jammer['examples/metadata.json'];
    const files = rules === 'n4' ? { ...jammer, 'examples/metadata.json': asN4(meta) } : jammer;
    const r = await cli(
      'odds --unit fusilier --weapon "combi rifle" --range 30cm --vs-unit zhanshi --data examples',
      { files },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('--with comms-attack');
    expect(r.stdout).toContain('-3 firewall');
    expect(r.stdout).toContain('saves +3 (firewall3)');
    expect(r.stderr).toBe('');
  });
});

describe('engage: the target’s own save words, for the hits of each attacker (§10.12)', () => {
  const order = (more: string) => `{
    "active": {
      "name": "Fusilier", "spec": "12b3", "weapon": { "ps": 7 }, "target": { "arm": 1, "w": 1 },
      "targets": [{ "name": "Achilles", "burst": 2 }, { "name": "Zhanshi", "burst": 1 }]
    },
    "reactive": [
      { "name": "Achilles", "spec": "11", "action": "dodge", "with": ["nanoscreen"],
        "target": { "arm": 2, "w": 1 } },
      { "name": "Zhanshi", "spec": "11", "action": "dodge", "target": { "arm": 2, "w": 1 } }
    ]${more}
  }`;
  const withOrder = (more: string) => ({ files: { ...files, 'examples/o.json': order(more) } });

  it('N5 odds: Achilles saves at +3, Zhanshi does not', async () => {
    const r = await cli('engage examples/o.json --odds --rules n5', withOrder(''));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Fusilier (SV 9, 2 dice) vs Achilles');
    expect(r.stdout).toContain('saves +3 (nanoscreen); ARM 2 + PS 7 + 3');
    expect(r.stdout).toContain('by Fusilier: PS 7 (Damage 13) N; ARM 2 + PS 7 = 9');
  });

  it('N4 dice: the Nanoscreen user saves in cover', async () => {
    const dice =
      ', "dice": { "Fusilier": [5, 6, 7], "Achilles": [15], "Zhanshi": [15] }, "saveDice": { "Achilles": [12, 12], "Zhanshi": [12] }';
    const r = await cli('engage examples/o.json --rules n4', withOrder(dice));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Save: ARM 2 +3 cover = 5');
    expect(r.stdout).toContain('Save: ARM 2: fails');
  });
});

describe('engage: a Direct Template is a BS Attack for the target’s save words (§10.9, §10.12)', () => {
  const order = (withs: string, dodge: boolean) => `{
    "active": {
      "name": "Fusilier", "spec": "12", "template": true, "weapon": { "ps": 7 }${withs},
      "target": { "arm": 1, "w": 1 },
      "targets": [{ "name": "Achilles", "burst": 1 }, { "name": "Zhanshi", "burst": 1 }]
    },
    "reactive": [
      { "name": "Achilles", "spec": "11", "action": "${dodge ? 'dodge' : 'none'}",
        "with": ["nanoscreen"], "target": { "arm": 2, "w": 1 } },
      { "name": "Zhanshi", "spec": "11", "action": "none", "target": { "arm": 2, "w": 1 } }
    ]
  }`;
  const run = (withs: string, dodge: boolean, rules: string) =>
    cli(`engage examples/o.json --odds --rules ${rules}`, {
      files: { ...files, 'examples/o.json': order(withs, dodge) },
    });
  const odds = (more: string) =>
    cli(`odds 12 ${more} vs 11 --template --ps 7 --vs-arm 2 --vs-with nanoscreen --rules n5`, {
      files,
    });

  it.each([
    ['no Dodge, N5', '', false, 'ARM 2 + PS 7 + 3 save MOD = 12', ''],
    ['Dodging, N5', '', true, 'ARM 2 + PS 7 + 3 save MOD = 12', '--vs-dodge'],
    [
      'with SR-1, N5',
      ', "with": ["sr1"]',
      true,
      'saves +2 (sr1+nanoscreen)',
      '--with sr1 --vs-dodge',
    ],
  ])('%s: the +3 as odds gives it, no warning', async (_, withs, dodge, save, more) => {
    const r = await run(withs, dodge, 'n5');
    expect(r.code, r.stderr).toBe(0);
    // The text wraps: read it as one line.
    const flat = r.stdout.replace(/\s+/g, ' ');
    expect(flat).toContain(save);
    // Zhanshi has no Nanoscreen.
    if (withs === '') expect(flat).toContain('by Fusilier: PS 7 (Damage 13) N; ARM 2 + PS 7 = 9');
    expect(r.stdout).not.toContain('warning');
    const unhurt = (t: string) => /unhurt (\S+)/.exec(t)?.[1];
    const one = await odds(more);
    expect(unhurt(r.stdout)).toBe(unhurt(one.stdout));
  });

  it('N4: the template takes no cover save, Nanoscreen or not (as odds)', async () => {
    const r = await run('', true, 'n4');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('by Fusilier: Damage 13 (PS 7) N; ARM 2: fails on 1-11');
    expect(r.stdout).not.toContain('+3 cover');
  });
});

describe('N5.2 Cube 2.0 (declared): +2 to the saves against a Sepsitor only (§10.11)', () => {
  it.each([
    ['a Sepsitor', '--template --sepsitor --save bts', 'BTS 3 + PS 4 + 2 save MOD = 9'],
    ['a Sepsitor, no Cube 2.0', '--template --sepsitor --save bts', 'BTS 3 + PS 4 = 7'],
    ['any other weapon', '--save bts', 'BTS 3 + PS 4 = 7'],
  ])('%s', async (what, weapon, save) => {
    const cube = what.includes('no Cube') ? '' : '--vs-with cube2';
    const r = await cli(`odds 12 vs 11 ${weapon} --ps 4 --vs-bts 3 ${cube} --rules n5`, { files });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.replace(/\s+/g, ' ')).toContain(save);
  });

  it('N4 has no such rule: the word is refused', async () => {
    const r = await cli('odds 12 --template --sepsitor --ps 4 --vs-with cube2 --rules n4', {
      files,
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('N5 only');
  });

  it('engage: on the Sepsitor template’s hits only', async () => {
    const order = `{
      "active": { "name": "Ikari", "spec": "12", "template": true,
        "weapon": { "ps": 4, "save": "bts", "sepsitor": true }, "target": { "arm": 1, "w": 1 },
        "targets": [{ "name": "Fusilier", "burst": 1 }] },
      "reactive": [{ "name": "Fusilier", "spec": "11", "action": "none", "with": ["cube2"],
        "target": { "bts": 3, "w": 1 } }]
    }`;
    const r = await cli('engage examples/o.json --odds --rules n5', {
      files: { ...files, 'examples/o.json': order },
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.replace(/\s+/g, ' ')).toContain('BTS 3 + PS 4 + 2 save MOD = 9');
  });
});

describe('N4 SymbioBomb: -3 to its targets in Face-to-Face (§10.13)', () => {
  it.each([
    ['odds 13 --with symbiobomb vs 12 --rules n4', 'Reactive: attribute 12, MODs -3 symbiobomb'],
    ['odds 12 vs 13 --vs-with symbiobomb --rules n4', 'Active:   attribute 12, MODs -3 symbiobomb'],
  ])('%s', async (line, wanted) => {
    const r = await cli(line, { files });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(wanted);
  });

  it('a Normal roll: nothing', async () => {
    const r = await cli('odds 13 --with symbiobomb --rules n4', { files });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('attribute 13, SV 13');
  });

  it('N5 has none: the word is refused', async () => {
    const r = await cli('odds 13 --with symbiobomb vs 12 --rules n5', { files });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('N4 only');
  });

  const bomb = edited((meta, _r, unit) => {
    const mode = (m: string, props: string[]) => ({
      id: 1300,
      type: 'WEAPON',
      name: 'SymbioBomb',
      mode: m,
      ammunition: 0,
      burst: '2',
      damage: '13',
      saving: 'BTS',
      properties: ['Comms. Attack', 'Technical Weapon', ...props],
      distance: null,
    });
    meta.weapons.push(
      mode('Endgame Mode', ['Bioweapon']),
      mode('Mirrorball Mode', ['Impact Template (Circular)']),
    );
    unit('Zhanshi').profileGroups[0]?.options[0]?.weapons.push({ id: 1300, order: 9 });
  });
  it('game data: its Endgame Mode fills the word; the target shooting back takes -3', async () => {
    const r = await cli(
      'odds --unit zhanshi --weapon "symbiobomb:endgame mode" --range 15cm --vs-unit fusilier --vs-weapon "combi rifle" --data examples --rules n4',
      { files: { ...bomb, 'examples/metadata.json': asN4(bomb['examples/metadata.json']) } },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('comms-attack,symbiobomb');
    expect(r.stdout).toMatch(/Reactive: attribute \d+, MODs .*-3 symbiobomb/);
  });
});
