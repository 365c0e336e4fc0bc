/**
 * The builder's traits of docs/rules.md §10.11 from game data, through `odds` in both
 * turns, `save`, and typed words: a loadout's attribute setter, Remote Presence, a
 * Sepsitor, Vulnerability, N4 Bioimmunity and Immunity (Viral), SymbioMate and Boost. The
 * example data edited in memory (synthetic, the builder's shape).
 */
import { describe, expect, it } from 'vitest';
import { asN4 } from '../fixtures/n4-data.js';
import { edited, META, profile0 } from './edited-examples.js';
import { cli } from './harness.js';

interface Answer {
  readonly roller?: { readonly sv: number };
  readonly fromData: readonly string[];
  readonly fromDataNotes?: readonly string[];
  readonly active: { readonly sv: number };
  readonly reactive: { readonly sv: number } | null;
  readonly warnings?: readonly string[];
}

async function ask(line: string, host: Record<string, string>): Promise<Answer> {
  const r = await cli(`${line} --json`, { files: host });
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as Answer;
}

describe('a loadout attribute setter: "BS=14" on an option (§10.11)', () => {
  const host = edited((meta, _r, unit) => {
    meta.skills.push({ id: 990, name: 'BS=14' });
    unit('Zhanshi').profileGroups[0]?.options[0]?.skills.push({ id: 990, order: 9 });
  });
  it('active: the option rolls BS 14, not the profile 11, and says why', async () => {
    const a = await ask(
      'odds --unit zhanshi --weapon "combi rifle" --range 30cm --vs-unit fusilier --data examples --rules n5',
      host,
    );
    expect(a.fromData.join(' | ')).toContain("spec 14b3 (BS 14 by the loadout's BS=14, burst 3)");
    expect(a.roller?.sv).toBe(17);
  });
  it('reactive: its ARO (Face-to-Face) rolls at 14 too', async () => {
    const a = await ask(
      'odds --unit fusilier --weapon "combi rifle" --range 30cm --vs-unit zhanshi --vs-weapon "combi rifle" --data examples --rules n5',
      host,
    );
    expect(a.reactive?.sv).toBe(17);
  });
  it('the coverage table has it applied, with no warning', async () => {
    const a = await ask(
      'odds --unit zhanshi --weapon "combi rifle" --range 30cm --vs-unit fusilier --data examples --rules n5',
      host,
    );
    expect(a.warnings ?? []).toEqual([]);
  });
});

describe('Remote Presence from the data (§10.11)', () => {
  const host = edited((meta, _r, unit) => {
    meta.skills.push({ id: 991, name: 'Remote Presence' });
    profile0(unit('Ironclad TAG')).skills.push({ id: 991, order: 9 });
  });
  it.each(['n5', 'n4'])('%s: odds fills --vs-remote-presence on the STR target', async (ed) => {
    const r = await cli(
      `odds --unit fusilier --weapon "combi rifle" --range 30cm --vs-unit ironclad --data examples --rules ${ed} --json`,
      { files: ed === 'n4' ? { ...host, [META]: asN4(host[META]) } : host },
    );
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as Answer).fromData.join(' ')).toContain('--vs-remote-presence');
  });
  it('save: filled, the target saves as a Remote Presence one', async () => {
    const r = await cli(
      'save 3 --weapon "combi rifle" --vs-unit ironclad --data examples --rules n5 --json',
      { files: host },
    );
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { target: { remotePresence?: boolean } };
    expect(out.target.remotePresence).toBe(true);
  });
  it('typed: --vs-with remote-presence and --vs-remote-presence agree', async () => {
    const typed = async (extra: string) =>
      (await cli(`odds 13b3 vs 12 --ps 7 --vs-arm 1 --vs-str ${extra} --rules n5 --json`, {}))
        .stdout;
    const a = JSON.parse(await typed('--vs-with remote-presence')) as {
      damage: { active: { states: Record<string, number> } };
    };
    const b = JSON.parse(await typed('--vs-remote-presence')) as typeof a;
    expect(a.damage.active.states).toEqual(b.damage.active.states);
    expect(a.damage.active.states.dead).toBeLessThan(0.1);
  });
});

describe('Vulnerability: no Immunity at all against the weapon it names (§10.11)', () => {
  const host = edited((meta, rivals, unit) => {
    meta.skills.push({ id: 992, name: 'Vulnerability' });
    rivals.filters.extras.push(
      { id: 150, name: 'BTS', type: 'TEXT' },
      { id: 151, name: 'Viral', type: 'TEXT' },
    );
    profile0(unit('Zhanshi')).skills.push(
      { id: 162, extra: [150], q: 1, order: 8 },
      { id: 992, extra: [151], q: 1, order: 9 },
    );
  });
  const line = (weapon: string) =>
    `odds --unit "spectre cell" --weapon "${weapon}" --range 10cm --vs-unit zhanshi --data examples --rules n5`;
  it('a Viral weapon: Immunity (BTS) is void too, said', async () => {
    const a = await ask(line('viral combi'), host);
    expect(a.fromData.join(' ')).not.toContain('--vs-immunity');
    expect(a.warnings?.join(' ')).toContain('Vulnerability (viral): no Immunity against');
  });
  it('another weapon: (BTS) stands', async () => {
    expect((await ask(line('k1 combi rifle'), host)).fromData.join(' ')).toContain(
      '--vs-immunity bts',
    );
  });
});

describe('N4 Bioimmunity: the better of ARM and BTS (§10.11)', () => {
  const host = edited((meta, _r, unit) => {
    meta.skills.push({ id: 993, name: 'Bioimmunity' });
    profile0(unit('Zhanshi')).skills.push({ id: 993, order: 9 });
  });
  const n4 = { ...host, [META]: asN4(host[META]) };
  it('N4: ARM and BTS filled with the better value (ARM 1, BTS 0: both 1), said', async () => {
    const r = await cli(
      'odds --unit fusilier --weapon "combi rifle" --range 30cm --vs-unit zhanshi --data examples --rules n4 --json',
      { files: n4 },
    );
    expect(r.code, r.stderr).toBe(0);
    const filled = (JSON.parse(r.stdout) as Answer).fromData.join(' | ');
    expect(filled).toContain('--vs-bts 1 (Bioimmunity: the better of ARM 1 and BTS 0)');
    expect(filled).toContain('--vs-arm 1');
  });
});

describe('SymbioMate: declared, not filled (§10.11)', () => {
  const host = edited((meta, _r, unit) => {
    meta.equips.push({ id: 990, name: 'SymbioMate' });
    profile0(unit('Zhanshi')).equip.push({ id: 990, order: 1 });
  });
  it('from data a note says how to declare it', async () => {
    const a = await ask(
      'odds --unit fusilier --weapon "combi rifle" --range 30cm --vs-unit zhanshi --data examples --rules n5',
      host,
    );
    expect(a.fromData.join(' ')).not.toContain('symbiomate');
    expect((a.fromDataNotes ?? []).join(' ')).toContain('symbiomate');
  });
  it.each([
    ['n5', 'Immunity (Enhanced)'],
    ['n4', 'Immunity (Total)'],
  ])('%s typed: ARM and BTS 9 with %s', async (ed, immunity) => {
    const r = await cli(`odds 13b3 --ps 7 --vs-arm 1 --vs-with symbiomate --rules ${ed}`, {});
    expect(r.stdout).toContain('ARM 9, BTS 9');
    expect(r.stdout).toContain(immunity);
  });
});

describe('Boost and Sepsitor weapons from the data (§10.11)', () => {
  const host = edited((meta, _r, unit) => {
    meta.weapons.push(
      {
        id: 1200,
        type: 'WEAPON',
        name: 'Koala Bot',
        ammunition: 2,
        burst: '1',
        damage: '5',
        saving: 'ARM',
        savingNum: '1',
        properties: ['Disposable (2)', 'Boost', 'Perimeter', 'Deployable'],
        distance: null,
      },
      {
        id: 1201,
        type: 'WEAPON',
        name: 'Septic Gun',
        ammunition: 0,
        burst: '1',
        damage: '4',
        saving: 'BTS',
        savingNum: '1',
        properties: ['State: Sepsitorized', 'Direct Template (Large Teardrop)'],
        distance: null,
      },
    );
    unit('Zhanshi').profileGroups[0]?.options[0]?.weapons.push(
      { id: 1200, order: 8 },
      { id: 1201, order: 9 },
    );
  });
  it('Boost: no roll to hit, a Normal Dodge avoids it', async () => {
    const a = await ask(
      'odds --unit zhanshi --weapon "koala bot" --vs-unit fusilier --vs-dodge --data examples --rules n5',
      host,
    );
    expect(a.fromData.join(' ')).toContain('--template (Boost: no roll to hit');
  });
  it('Sepsitor: --sepsitor filled, the answer gives the chance of Sepsitorized', async () => {
    const r = await cli(
      'odds --unit zhanshi --weapon "septic gun" --vs-unit fusilier --data examples --rules n5',
      { files: host },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('--sepsitor (State: Sepsitorized)');
    // BTS 0 + PS 4: a save fails on 5+, 80%.
    expect(r.stdout).toContain('Sepsitorized: 80.00%');
  });
  // A typed --sepsitor saves against BTS as the data's does: the same answer both ways.
  const effect = (r: { stdout: string }) =>
    (JSON.parse(r.stdout) as { damage: Record<string, { effect?: unknown } | null> }).damage;
  it.each([
    [
      'active',
      'odds --unit zhanshi --weapon "septic gun" --vs-unit fusilier --data examples --rules n5',
      'odds 11 --template --sepsitor --ps 4 --vs-arm 1 --vs-bts 0 --rules n5',
    ],
    [
      'reactive',
      'odds --unit fusilier --weapon "combi rifle" --range 30cm --vs-unit zhanshi --vs-weapon "septic gun" --data examples --rules n5',
      'odds 12b3 --mod range=+3 --arm 1 --bts 0 --ps 7 vs 11 --vs-template --vs-sepsitor --vs-ps 4 --vs-arm 4 --vs-bts 3 --rules n5',
    ],
  ])('typed --sepsitor gives the same odds as the data (%s)', async (side, data, typed) => {
    const a = await cli(`${data} --json`, { files: host });
    const b = await cli(`${typed} --json`, {});
    expect(a.code, a.stderr).toBe(0);
    expect(b.code, b.stderr).toBe(0);
    const at = side === 'active' ? 'active' : 'reactive';
    expect(effect(b)[at]?.effect).toEqual(effect(a)[at]?.effect);
    expect(effect(b)[at]?.effect).toBeDefined();
  });
  it('a typed --sepsitor with --save arm is refused', async () => {
    const r = await cli('odds 11 --template --sepsitor --ps 4 --save arm --rules n5', {});
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('a Sepsitor saves against BTS');
  });
});

describe('engage: a Dodging trooper takes its profile Dodge brackets, as odds does (§8.7)', () => {
  const host = edited((_m, rivals, unit) => {
    rivals.filters.extras.push(
      { id: 160, name: '+3', type: 'TEXT' },
      { id: 161, name: '+1SD', type: 'TEXT' },
      { id: 162, name: '-3', type: 'TEXT' },
    );
    profile0(unit('Zhanshi')).skills.push({ id: 40, extra: [160, 161, 162], q: 1, order: 9 });
  });
  const file = (choice: readonly string[]) =>
    JSON.stringify({
      active: {
        name: 'Fusilier',
        unit: 'fusilier',
        weapon: 'combi rifle',
        range: '37cm',
        targets: [{ name: 'Zhanshi', burst: 3 }],
      },
      reactive: [{ name: 'Zhanshi', unit: 'zhanshi', action: 'dodge' }],
      choice,
    });
  it.each([
    [[], 'Zhanshi: spec 10+3 (PH 10, Dodge, Dodge (+3))', true],
    [['dodge-bracket=off'], 'Zhanshi: spec 10 (PH 10, Dodge)', false],
  ] as const)('choice %j: %s', async (choice, line, sd) => {
    const r = await cli('engage e.json --data examples --rules n5 --json', {
      files: { ...host, 'e.json': file(choice) },
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(line);
    expect(r.stdout.includes('sd 1 (Dodge (+1SD))')).toBe(sd);
    expect(r.stdout.includes('not applied: Dodge (-3)')).toBe(sd);
  });
  it('odds agrees: the same Dodge at 13 with one Special Die', async () => {
    const r = await cli(
      'odds --unit fusilier --weapon "combi rifle" --range 37cm --vs-unit zhanshi --vs-dodge --data examples --rules n5',
      { files: host },
    );
    expect(r.stdout).toContain('--vs-mod dodge=+3');
    expect(r.stdout).toContain('--vs-sd 1');
  });
});

describe('a loadout that lists one weapon twice: the copy is named with #N', () => {
  const host = edited((_m, rivals, unit) => {
    rivals.filters.extras.push({ id: 170, name: '+1B', type: 'TEXT' });
    unit('Zhanshi').profileGroups[0]?.options[0]?.weapons.push({ id: 33, extra: [170], order: 9 });
  });
  const line = (weapon: string) =>
    `odds --unit zhanshi --weapon "${weapon}" --range 30cm --vs-unit fusilier --data examples --rules n5`;
  it('without #: the first copy, and the answer names the other', async () => {
    const a = await ask(line('combi rifle'), host);
    expect(a.fromData.join(' ')).toContain('spec 11b3');
    expect((a.fromDataNotes ?? []).join(' ')).toContain(
      "its loadout lists Combi Rifle 2 times (Combi Rifle, Combi Rifle (+1B)): took #1 (Combi Rifle); the other: --weapon 'Combi Rifle#2'",
    );
  });
  it('#2: the (+1B) copy, burst 4', async () => {
    const a = await ask(line('combi rifle#2'), host);
    expect(a.fromData.join(' ')).toContain('spec 11b4');
    expect((a.fromDataNotes ?? []).join(' ')).toContain('took #2 (Combi Rifle (+1B))');
  });
  it('#3: exit 2 naming the copies', async () => {
    const r = await cli(line('combi rifle#3'), { files: host });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('the loadout lists Combi Rifle 2 times');
    expect(r.stderr).toContain('give #1 to #2: Combi Rifle, Combi Rifle (+1B)');
  });
});

describe('N4 plain Bioweapon: only troopers with W are affected (§10.13)', () => {
  // A Phero-Booster-like weapon in the N4 shape, carried by the Zhanshi.
  const bio = edited((meta, _r, unit) => {
    meta.weapons.push({
      id: 1310,
      type: 'WEAPON',
      name: 'Phero Gun',
      ammunition: 0,
      burst: '1',
      damage: '14',
      saving: 'BTS',
      properties: ['Bioweapon', 'Comms. Attack', 'Technical Weapon'],
      distance: null,
    });
    unit('Zhanshi').profileGroups[0]?.options[0]?.weapons.push({ id: 1310, order: 9 });
  });
  const n4 = { ...bio, [META]: asN4(bio[META]) };
  it('against a STR target: the roll, no damage, and a warning that says why', async () => {
    const r = await cli(
      'odds --unit zhanshi --weapon "phero gun" --vs-unit ironclad --data examples --rules n4',
      { files: n4 },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('Damage to the target');
    expect(r.stderr).toContain('Bioweapon (N4) affects only troopers with W');
  });
  it('against a W target: its saves as the row gives them', async () => {
    const r = await cli(
      'odds --unit zhanshi --weapon "phero gun" --vs-unit fusilier --data examples --rules n4',
      { files: n4 },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Damage to the target');
    expect(r.stderr).toBe('');
  });
  it.each([
    ['Ironclad', 'ironclad', false],
    ['Fusilier', 'fusilier', true],
  ])(
    'engage at %s: the STR target takes nothing, the W target its damage',
    async (name, unitName, hurt) => {
      const order = JSON.stringify({
        active: {
          name: 'Zhanshi',
          unit: 'zhanshi',
          weapon: 'phero gun',
          targets: [{ name, burst: 1 }],
        },
        reactive: [{ name, unit: unitName, action: 'none' }],
      });
      const r = await cli('engage e.json --data examples --rules n4 --odds --json', {
        files: { ...n4, 'e.json': order },
      });
      expect(r.code, r.stderr).toBe(0);
      const out = JSON.parse(r.stdout) as { fromData?: string[]; damage?: { trooper: string }[] };
      expect((out.fromData ?? []).join('\n')).toContain('Zhanshi: bioweapon (N4 Bioweapon');
      expect((out.damage ?? []).some((d) => d.trooper === name)).toBe(hurt);
    },
  );
  it.each([
    [true, false],
    [false, true],
  ])('engage file, bioweapon %s: a STR target hurt %s', async (bioweapon, hurt) => {
    const order = JSON.stringify({
      active: {
        name: 'A',
        spec: '11',
        weapon: { dam: 6, save: 'bts', bioweapon },
        targets: [{ name: 'T', burst: 1 }],
      },
      reactive: [
        { name: 'T', spec: '10', action: 'none', target: { arm: 7, bts: 6, w: 3, str: true } },
      ],
    });
    const r = await cli('engage e.json --rules n4 --odds --json', { files: { 'e.json': order } });
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { damage?: { trooper: string }[] };
    expect((out.damage ?? []).some((d) => d.trooper === 'T')).toBe(hurt);
  });
  it('save against a STR target: refused, saying why', async () => {
    const r = await cli(
      'save 1 --unit zhanshi --weapon "phero gun" --vs-unit ironclad --data examples --rules n4',
      { files: n4 },
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('a STR target makes no save');
  });
});

describe('N5 Target (VITA): a STR trooper is never its target (§10.13)', () => {
  // A Pheroware-Tactic-like weapon in the N5 shape, carried by the Zhanshi.
  const vita = edited((meta, _r, unit) => {
    meta.weapons.push({
      id: 1311,
      type: 'WEAPON',
      name: 'PT Test',
      ammunition: 0,
      burst: '1',
      damage: '7',
      saving: 'BTS',
      properties: ['Technical Weapon', 'Comms. Attack', 'Target (VITA)', 'No LoF'],
      distance: null,
    });
    unit('Zhanshi').profileGroups[0]?.options[0]?.weapons.push({ id: 1311, order: 9 });
  });
  it.each([
    ['ironclad', false],
    ['fusilier', true],
  ])('odds at %s: damage %s, a warning only for the STR target', async (target, hurt) => {
    const r = await cli(
      `odds --unit zhanshi --weapon "pt test" --vs-unit ${target} --data examples --rules n5`,
      { files: vita },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.includes('Damage to the target')).toBe(hurt);
    expect(r.stderr.includes('Target (VITA) targets only troopers with VITA')).toBe(!hurt);
  });
  it.each(['', ' --json'])('a sweep says it too (text and JSON)%s', async (json) => {
    const r = await cli(
      `odds --unit zhanshi --weapon "pt test" --vs-unit ironclad --data examples --rules n5 --mod x=0..1${json}`,
      { files: vita },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('Target (VITA) targets only troopers with VITA');
    if (json !== '')
      expect((JSON.parse(r.stdout) as { warnings?: string[] }).warnings?.join()).toContain(
        'Target (VITA)',
      );
  });
  it('save against a STR target: refused, saying why', async () => {
    const r = await cli(
      'save 1 --unit zhanshi --weapon "pt test" --vs-unit ironclad --data examples --rules n5',
      { files: vita },
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Target (VITA) targets only troopers with VITA');
  });
  it('engage: the filled weapon block spares the STR target', async () => {
    const order = JSON.stringify({
      active: {
        name: 'Zhanshi',
        unit: 'zhanshi',
        weapon: 'pt test',
        targets: [{ name: 'I', burst: 1 }],
      },
      reactive: [{ name: 'I', unit: 'ironclad', action: 'none' }],
    });
    const r = await cli('engage e.json --data examples --rules n5 --odds --json', {
      files: { ...vita, 'e.json': order },
    });
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { fromData?: string[]; damage?: { trooper: string }[] };
    expect((out.fromData ?? []).join('\n')).toContain('Zhanshi: bioweapon (Target (VITA)');
    expect((out.damage ?? []).some((d) => d.trooper === 'I')).toBe(false);
  });
});
