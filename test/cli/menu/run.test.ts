/**
 * The menu's tasks through a scripted Prompter (src/cli/menu/index.ts): each picker's
 * question checked and answered in turn, the commands the menu runs recorded. Close
 * combat, a Dodge of mine, hacking, the odds sheet, my list's tasks, the next steps.
 */
import { describe, expect, it } from 'vitest';
import { runMenu } from '../../../src/cli/menu/index.js';
import type { MenuIO, MenuMember } from '../../../src/cli/menu/io.js';
import type { KitMode, KitOption, KitProfile, UnitKit } from '../../../src/cli/menu/kit.js';
import type { MenuPrompter } from '../../../src/cli/menu/prompter.js';
import type { Trooper } from '../../../src/cli/menu/question.js';
import type { SheetEntry } from '../../../src/cli/menu/sheet-file.js';
import { fold } from '../../../src/cli/menu/units.js';

/** One step: part of the question asked, and the answer (a search: [term, value]). */
type Step = readonly [string, unknown];

/** A Prompter that answers from a script and records what each picker offered. */
function scripted(steps: Step[]): MenuPrompter & { offered: Map<string, unknown[]> } {
  const offered = new Map<string, unknown[]>();
  const next = (message: string, choices: unknown[]): unknown => {
    const step = steps.shift();
    if (step === undefined) throw new Error(`no answer scripted for "${message}"`);
    if (!message.includes(step[0])) throw new Error(`asked "${message}", scripted "${step[0]}"`);
    offered.set(step[0], choices);
    return step[1];
  };
  const values = (cs: readonly { value: string }[]) => cs.map((c) => c.value);
  const pick = (message: string, cs: readonly { value: string }[]): never => {
    const a = next(message, values(cs));
    if (!values(cs).includes(a as string)) throw new Error(`"${String(a)}" not offered`);
    return a as never;
  };
  return {
    offered,
    select: (o) => Promise.resolve(pick(o.message, o.choices)),
    input: (o) => Promise.resolve(next(o.message, []) as string),
    number: (o) => Promise.resolve(next(o.message, []) as number),
    confirm: (o) => Promise.resolve(next(o.message, []) as boolean),
    checkbox: (o) => {
      const a = next(o.message, values(o.choices)) as string[];
      if (a.some((x) => !values(o.choices).includes(x))) throw new Error(`${a.join()} not offered`);
      return Promise.resolve(a as never);
    },
    search: async (o) => {
      const [term, value] = next(o.message, []) as [string, string];
      const found = values(await o.source(term));
      if (!found.includes(value)) throw new Error(`search "${term}" found ${found.join()}`);
      return value as never;
    },
  };
}

const UNITS = ['FUSILIERS', 'GHOST STALKERS', 'SPECTRE CELL', 'ZHANSHI'].map((name) => ({
  name,
  key: fold(name),
  faction: 'example',
}));
const WEAPONS = ['Combi Rifle', 'Pistol', 'CC Weapon'];
const MEMBERS: MenuMember[] = [
  {
    position: '1.3',
    name: 'FUSILIER Lieutenant',
    label: '1.3 FUSILIER Lieutenant (Combi Rifle, Pistol, CC Weapon)',
    weapons: WEAPONS,
    skills: { declare: [], applied: [], strikable: [] },
    programs: [],
  },
];

/** An item of a loadout as `infcalc unit --json` gives it. */
const item = (id: number, name: string) => ({ id, name, extras: [], text: name });
/** A loadout as the menu reads it: its label, and its kit (the label after its id). */
const option = (id: string, weapons: string[], equipment: ReturnType<typeof item>[] = []) => {
  const kit = [weapons.join(', '), equipment.map((e) => e.text).join(', ')]
    .filter((x) => x !== '')
    .join('; ');
  return { id, label: `option ${id}  ${kit}`, short: `option ${id}`, kit, equipment, weapons };
};
/** The hacker's loadouts: none, a Hacking Device (twice), a Killer Hacking Device. */
const HACKER_OPTIONS: KitOption[] = [
  option('1', ['Combi Rifle']),
  option('2', ['Combi Rifle'], [item(100, 'Hacking Device')]),
  option('3', ['Pistol'], [item(100, 'Hacking Device')]),
  option('2-4', ['Pistol'], [item(145, 'Killer Hacking Device')]),
];

/** A unit of one profile (more after it): its weapons and loadouts. */
const kit = (
  weapons: readonly string[],
  options: readonly KitOption[] = [],
  more: readonly KitProfile[] = [],
): UnitKit => ({
  profiles: [
    { number: 1, label: 'ONE (LI): MOV 10-10', name: 'ONE (LI)', weapons, items: [], options },
    ...more,
  ],
});

/** A weapon's modes: a MULTI Rifle's three, a Kobra Pistol's BS and CC, else one. */
const MODES: Record<string, KitMode[]> = {
  'MULTI Rifle': ['AP Mode', 'Shock Mode', 'Anti-Materiel Mode'].map((mode) => ({
    mode,
    attribute: 'bs',
    label: `${mode}: burst 3`,
  })),
  'Kobra Pistol': [
    { mode: 'BS Mode', attribute: 'bs', label: 'BS Mode: burst 2' },
    { mode: 'CC Mode', attribute: 'cc', label: 'CC Mode: burst 1' },
  ],
  'CC Weapon': [{ mode: null, attribute: 'cc', label: 'one mode' }],
  // Offered for both kinds in these tests.
  Pistol: [
    { mode: null, attribute: 'bs', label: 'one mode' },
    { mode: null, attribute: 'cc', label: 'one mode' },
  ],
};

/** A fake CLI around the menu: the commands it runs, the sheet it keeps. */
function fakeIO(myCode: string | null = null) {
  const ran: string[] = [];
  const said: string[] = [];
  let sheet: SheetEntry[] = [];
  const io: MenuIO = {
    edition: 'n5',
    editionFrom: null,
    dataDir: 'DATA',
    distanceUnit: 'cm',
    exec: (argv) => {
      ran.push(argv.join(' '));
      return Promise.resolve({ stdout: '', stderr: '', code: 0 });
    },
    answer: (argv) => io.exec(argv),
    say: (text) => {
      said.push(text);
    },
    units: () => Promise.resolve(UNITS),
    kitOf: (unit) => Promise.resolve(kit(WEAPONS, unit === 'ZHANSHI' ? HACKER_OPTIONS : [])),
    programsOf: (t) =>
      Promise.resolve(
        t.kind === 'data' && t.option === '2' ? ['Carbonite', 'Oblivion', 'Spotlight'] : [],
      ),
    modesOf: (w) =>
      Promise.resolve(MODES[w] ?? [{ mode: null, attribute: 'bs', label: 'one mode' }]),
    skillsOf: (t: Trooper) =>
      Promise.resolve(
        t.kind === 'data' && t.unit === 'GHOST STALKERS'
          ? {
              declare: [{ word: 'berserk', label: 'Berserk' }],
              applied: ['Martial Arts L2', 'Dodge (+2.5)'],
              strikable: [{ word: 'ma2', label: 'Martial Arts L2' }],
            }
          : t.kind === 'data' && t.unit === 'SPECTRE CELL'
            ? {
                declare: [],
                applied: ['Mimetism (-3)'],
                strikable: [{ word: 'mimetism3', label: 'Mimetism (-3)' }],
              }
            : { declare: [], applied: [], strikable: [] },
      ),
    recent: () => [],
    remember: () => undefined,
    newSeed: () => 'SEED',
    chartFile: () => 'infcalc-chart-1.svg',
    sheet: () => sheet,
    saveSheet: (entries) => {
      sheet = [...entries];
      return 'STATE/sheet.json';
    },
    fetch: () => Promise.resolve(true),
    hasData: () => Promise.resolve(true),
    myCode,
    listOf: () => Promise.resolve(MEMBERS),
  };
  return { io, ran, said, sheet: () => sheet };
}

const TASK = 'What do you want to do?';

describe('the menu, scripted', () => {
  it('close combat: CC weapons only, no distance or cover, a skill of its profile declared', async () => {
    const p = scripted([
      [TASK, 'cc'],
      ['Your trooper: search', ['ghost', 'GHOST STALKERS']],
      ['GHOST STALKERS: which weapon', 'CC Weapon'],
      ['The target: from', 'search'],
      ['The target: search', ['zhan', 'ZHANSHI']],
      ['ZHANSHI: which weapon', 'CC Weapon'],
      ['The situation', ['surprise']],
      ['GHOST STALKERS: skills to declare', ['berserk', 'ma2']],
      ['The target reacts', 'shoot'],
      ['Next', 'quit'],
    ]);
    const f = fakeIO();
    expect(await runMenu(p, f.io)).toBe(0);
    expect(p.offered.get('GHOST STALKERS: which weapon')).toEqual(['Pistol', 'CC Weapon']);
    expect(p.offered.get('The situation')).toEqual(['surprise']);
    expect(p.offered.get('GHOST STALKERS: skills to declare')).toEqual(['berserk', 'ma2']);
    expect(f.said).toContain(
      'GHOST STALKERS: applied from its profile: Martial Arts L2, Dodge (+2.5)\n',
    );
    expect(f.ran).toEqual([
      'odds vs --rules n5 --with berserk --with surprise3 --cc --unit GHOST STALKERS --weapon CC Weapon --vs-unit ZHANSHI --vs-weapon CC Weapon --data DATA',
    ]);
  });

  it('a skill of the data unticked: left out with --without, for either side', async () => {
    const p = scripted([
      [TASK, 'cc'],
      ['Your trooper: search', ['ghost', 'GHOST STALKERS']],
      ['GHOST STALKERS: which weapon', 'CC Weapon'],
      ['The target: from', 'search'],
      ['The target: search', ['spec', 'SPECTRE CELL']],
      ['SPECTRE CELL: which weapon', 'CC Weapon'],
      ['The situation', []],
      // Unticked: Martial Arts L2 is left out of the answer.
      ['GHOST STALKERS: skills to declare, and those of its profile', []],
      ['The target reacts', 'shoot'],
      ['Next', 'skills'],
      ['GHOST STALKERS: skills to declare', ['ma2']],
      ['SPECTRE CELL: skills of its profile (untick one to leave it out)', []],
      ['Next', 'swap'],
      ['Next', 'quit'],
    ]);
    const f = fakeIO();
    await runMenu(p, f.io);
    const cc =
      '--cc --unit GHOST STALKERS --weapon CC Weapon --vs-unit SPECTRE CELL --vs-weapon CC Weapon';
    expect(f.ran).toEqual([
      `odds vs --rules n5 --without ma2 ${cc} --data DATA`,
      `odds vs --rules n5 --vs-without mimetism3 ${cc} --data DATA`,
      // Swapped: what each side leaves out goes with it.
      'odds vs --rules n5 --without mimetism3 --cc --unit SPECTRE CELL --weapon CC Weapon --vs-unit GHOST STALKERS --vs-weapon CC Weapon --data DATA',
    ]);
  });

  it('Dodge: the enemy shoots at my list’s 1.3, which Dodges; then the zones change', async () => {
    const p = scripted([
      [TASK, 'react'],
      ['How the enemy attacks', 'bs'],
      ['The enemy that attacks: from', 'search'],
      ['The enemy that attacks: search', ['zhan', 'ZHANSHI']],
      ['ZHANSHI: which weapon', 'Combi Rifle'],
      ['ZHANSHI: which loadout', '1'],
      ['My trooper that reacts: from the list', '1.3'],
      ['Distance', 20],
      ['The situation', ['cover']],
      ['Next', 'situation'],
      ['The situation', ['cover', 'poor']],
      ['Next', 'quit'],
    ]);
    const f = fakeIO('MYCODE');
    await runMenu(p, f.io);
    expect(p.offered.get('ZHANSHI: which weapon')).toEqual(['Combi Rifle', 'Pistol']);
    expect(f.ran).toEqual([
      'odds vs --rules n5 --vs-dodge --vs-cover --unit ZHANSHI --option 1 --weapon Combi Rifle --range 20cm --vs-code MYCODE --vs-trooper 1.3 --data DATA',
      'odds vs --rules n5 --zone poor --vs-dodge --vs-cover --unit ZHANSHI --option 1 --weapon Combi Rifle --range 20cm --vs-code MYCODE --vs-trooper 1.3 --data DATA',
    ]);
  });

  it('a weapon its loadout lists twice: both copies offered, the second as NAME#2', async () => {
    const p = scripted([
      [TASK, 'shoot'],
      ['Your trooper: search', ['zhan', 'ZHANSHI']],
      ['ZHANSHI: which weapon', 'Combi Rifle#2'],
      ['The target: from', 'search'],
      ['The target: search', ['fus', 'FUSILIERS']],
      ['FUSILIERS: which weapon', 'Combi Rifle'],
      ['Distance', 20],
      ['The situation', []],
      ['The target reacts', 'shoot'],
      ['Next', 'quit'],
    ]);
    const f = fakeIO();
    const copies = ['Combi Rifle', 'Combi Rifle#2', 'Pistol', 'CC Weapon'];
    await runMenu(p, { ...f.io, kitOf: () => Promise.resolve(kit(copies)) });
    expect(p.offered.get('ZHANSHI: which weapon')).toEqual([
      'Combi Rifle',
      'Combi Rifle#2',
      'Pistol',
    ]);
    expect(f.ran[0]).toContain('--unit ZHANSHI --weapon Combi Rifle#2');
  });

  it('a copy of a weapon of several modes: its mode before the copy, NAME:MODE#2', async () => {
    const p = scripted([
      [TASK, 'shoot'],
      ['Your trooper: search', ['zhan', 'ZHANSHI']],
      ['ZHANSHI: which weapon', 'MULTI Rifle#2'],
      ['MULTI Rifle: which mode', 'AP Mode'],
      ['The target: from', 'search'],
      ['The target: search', ['fus', 'FUSILIERS']],
      ['FUSILIERS: which weapon', 'MULTI Rifle'],
      ['MULTI Rifle: which mode', 'Shock Mode'],
      ['Distance', 20],
      ['The situation', []],
      ['The target reacts', 'shoot'],
      ['Next', 'quit'],
    ]);
    const f = fakeIO();
    const copies = ['MULTI Rifle', 'MULTI Rifle#2'];
    await runMenu(p, { ...f.io, kitOf: () => Promise.resolve(kit(copies)) });
    expect(f.ran[0]).toContain(
      '--unit ZHANSHI --weapon MULTI Rifle:AP Mode#2 --range 20cm --vs-unit FUSILIERS --vs-weapon MULTI Rifle:Shock Mode',
    );
  });

  it("a searched trooper's loadout changed: picked from its unit's, then its weapon", async () => {
    const p = scripted([
      [TASK, 'shoot'],
      ['Your trooper: search', ['zhan', 'ZHANSHI']],
      ['ZHANSHI: which weapon', 'Combi Rifle'],
      ['ZHANSHI: which loadout', '2'],
      ['The target: from', 'search'],
      ['The target: search', ['fus', 'FUSILIERS']],
      ['FUSILIERS: which weapon', 'Combi Rifle'],
      ['Distance', 20],
      ['The situation', []],
      ['The target reacts', 'shoot'],
      ['Next', 'loadout'],
      ['ZHANSHI: which loadout', '3'],
      ['ZHANSHI: which weapon', 'Pistol'],
      ['Next', 'quit'],
    ]);
    const f = fakeIO();
    await runMenu(p, f.io);
    expect(p.offered.get('ZHANSHI: which loadout')).toEqual(['1', '2', '3', '2-4']);
    // The second pick offers the weapons of loadout 3 alone.
    expect(p.offered.get('ZHANSHI: which weapon')).toEqual(['Pistol']);
    expect(f.ran[0]).toContain('--unit ZHANSHI --option 2 --weapon Combi Rifle');
    expect(f.ran[1]).toContain('--unit ZHANSHI --option 3 --weapon Pistol');
  });

  it('a unit of several profiles: its profile asked, with its numbers, then its weapons', async () => {
    const p = scripted([
      [TASK, 'cc'],
      ['Your trooper: search', ['grave', 'GRAVEDIGGER']],
      ['GRAVEDIGGER: which profile', '2'],
      ['GRAVEDIGGER: which weapon', 'CC Weapon'],
      ['The target: from', 'search'],
      ['The target: search', ['fus', 'FUSILIERS']],
      ['FUSILIERS: which weapon', 'CC Weapon'],
      ['The situation', []],
      ['The target reacts', 'shoot'],
      ['Next', 'weapon'],
      ['GRAVEDIGGER: which weapon', 'Pistol'],
      ['Next', 'quit'],
    ]);
    const f = fakeIO();
    const operator = {
      number: 2,
      label: 'GRAVEDIGGER OPERATOR (LI): MOV 10-10  CC 13',
      name: 'GRAVEDIGGER OPERATOR (LI)',
      weapons: ['CC Weapon', 'Pistol'],
      items: [],
      options: [option('2-1', ['CC Weapon', 'Pistol'])],
    };
    const units = [...UNITS, { name: 'GRAVEDIGGER', key: 'gravedigger', faction: 'example' }];
    await runMenu(p, {
      ...f.io,
      units: () => Promise.resolve(units),
      kitOf: (unit) =>
        Promise.resolve(
          unit === 'GRAVEDIGGER'
            ? kit(['Spitfire'], [option('1', ['Spitfire'])], [operator])
            : kit(WEAPONS),
        ),
    });
    expect(p.offered.get('GRAVEDIGGER: which profile')).toEqual(['1', '2']);
    // The operator's weapons only, the CC ones for a CC Attack; asked again the same.
    expect(p.offered.get('GRAVEDIGGER: which weapon')).toEqual(['CC Weapon', 'Pistol']);
    expect(f.ran).toEqual([
      'odds vs --rules n5 --cc --unit GRAVEDIGGER --profile 2 --weapon CC Weapon --vs-unit FUSILIERS --vs-weapon CC Weapon --data DATA',
      'odds vs --rules n5 --cc --unit GRAVEDIGGER --profile 2 --weapon Pistol --vs-unit FUSILIERS --vs-weapon CC Weapon --data DATA',
    ]);
  });

  it('the loadout in the first pass: among those carrying the weapon, when their kit differs', async () => {
    const p = scripted([
      [TASK, 'shoot'],
      ['Your trooper: search', ['zhan', 'ZHANSHI']],
      ['ZHANSHI: which weapon', 'Pistol'],
      ['ZHANSHI: which loadout', '2-4'],
      ['The target: from', 'search'],
      // One loadout carries its weapon (or they carry the same kit): not asked.
      ['The target: search', ['fus', 'FUSILIERS']],
      ['FUSILIERS: which weapon', 'Combi Rifle'],
      ['Distance', 20],
      ['The situation', []],
      ['The target reacts', 'shoot'],
      ['Next', 'quit'],
    ]);
    const f = fakeIO();
    const twins = [option('1', ['Combi Rifle', 'Pistol']), option('2', ['Combi Rifle', 'Pistol'])];
    await runMenu(p, {
      ...f.io,
      kitOf: (unit) => Promise.resolve(kit(WEAPONS, unit === 'ZHANSHI' ? HACKER_OPTIONS : twins)),
    });
    expect(p.offered.get('ZHANSHI: which loadout')).toEqual(['3', '2-4']);
    expect(f.ran[0]).toContain(
      '--unit ZHANSHI --option 2-4 --weapon Pistol --range 20cm --vs-unit FUSILIERS --vs-weapon Combi Rifle',
    );
  });

  it("a weapon's mode: asked among those of the attack's kind; one such mode taken as is", async () => {
    const p = scripted([
      [TASK, 'shoot'],
      ['Your trooper: from the list', '1.3'],
      ['FUSILIER Lieutenant: which weapon', 'MULTI Rifle'],
      ['MULTI Rifle: which mode', 'Shock Mode'],
      ['The target: from', 'search'],
      ['The target: search', ['fus', 'FUSILIERS']],
      // A Kobra Pistol shoots with its BS Mode: its CC Mode is not offered.
      ['FUSILIERS: which weapon', 'Kobra Pistol'],
      ['Distance', 20],
      ['The situation', []],
      ['The target reacts', 'shoot'],
      ['Next', 'swap'],
      ['Next', 'weapon'],
      ['FUSILIERS: which weapon', 'MULTI Rifle'],
      ['MULTI Rifle: which mode', 'Anti-Materiel Mode'],
      ['Next', 'quit'],
    ]);
    const f = fakeIO('MYCODE');
    const multi = ['MULTI Rifle', 'Kobra Pistol'];
    await runMenu(p, {
      ...f.io,
      kitOf: () => Promise.resolve(kit(multi)),
      listOf: () => Promise.resolve(MEMBERS.map((m) => ({ ...m, weapons: multi }))),
    });
    expect(p.offered.get('MULTI Rifle: which mode')).toEqual([
      'AP Mode',
      'Shock Mode',
      'Anti-Materiel Mode',
    ]);
    expect(f.ran).toEqual([
      'odds vs --rules n5 --code MYCODE --trooper 1.3 --weapon MULTI Rifle:Shock Mode --range 20cm --vs-unit FUSILIERS --vs-weapon Kobra Pistol:BS Mode --data DATA',
      'odds vs --rules n5 --unit FUSILIERS --weapon Kobra Pistol:BS Mode --range 20cm --vs-code MYCODE --vs-trooper 1.3 --vs-weapon MULTI Rifle:Shock Mode --data DATA',
      'odds vs --rules n5 --unit FUSILIERS --weapon MULTI Rifle:Anti-Materiel Mode --range 20cm --vs-code MYCODE --vs-trooper 1.3 --vs-weapon MULTI Rifle:Shock Mode --data DATA',
    ]);
  });

  it('hacking: a program at a searched target that Resets; no weapon, no swap', async () => {
    const p = scripted([
      [TASK, 'hack'],
      ['Your trooper: from the list', '1.3'],
      ['The hacking program', 'Oblivion'],
      ['The target: from', 'search'],
      ['The target: search', ['zhan', 'ZHANSHI']],
      ['The situation', []],
      ['The target reacts', 'reset'],
      ['Next', 'quit'],
    ]);
    const f = fakeIO('MYCODE');
    await runMenu(p, f.io);
    expect(f.ran).toEqual([
      'odds vs --rules n5 --program Oblivion --vs-reset --code MYCODE --trooper 1.3 --vs-unit ZHANSHI --data DATA',
    ]);
    expect(p.offered.get('Next')).not.toContain('swap');
    expect(p.offered.get('Next')).not.toContain('weapon');
  });

  it("hacking from the data: the hacker's loadout by its device, then its programs", async () => {
    const p = scripted([
      [TASK, 'hack'],
      ['Your trooper: search', ['zhan', 'ZHANSHI']],
      ['ZHANSHI: which loadout (its hacking device)', '2'],
      ["The hacking program (ZHANSHI's device)", 'other'],
      ['The hacking program', 'Trinity'],
      ['The target: from', 'search'],
      ['The target: search', ['fusil', 'FUSILIERS']],
      ['The situation', []],
      ['The target reacts', 'none'],
      ['Next', 'quit'],
    ]);
    const f = fakeIO();
    await runMenu(p, f.io);
    // One loadout per device; the second Hacking Device loadout is the same for a program.
    expect(p.offered.get('ZHANSHI: which loadout (its hacking device)')).toEqual(['2', '2-4']);
    expect(p.offered.get("The hacking program (ZHANSHI's device)")).toEqual([
      'Carbonite',
      'Oblivion',
      'Spotlight',
      'other',
    ]);
    expect(p.offered.get('The hacking program')).toEqual(['Total Control', 'Trinity', 'Zero Pain']);
    expect(f.ran).toEqual([
      'odds --rules n5 --program Trinity --unit ZHANSHI --option 2 --vs-unit FUSILIERS --data DATA',
    ]);
  });

  it('hacking: no device named in the data offers every program', async () => {
    const p = scripted([
      [TASK, 'hack'],
      ['Your trooper: search', ['fusil', 'FUSILIERS']],
      ['The hacking program', 'Zero Pain'],
      ['The target: from', 'search'],
      ['The target: search', ['zhan', 'ZHANSHI']],
      ['The situation', []],
      ['The target reacts', 'reset'],
      ['Next', 'quit'],
    ]);
    const f = fakeIO();
    await runMenu(p, f.io);
    expect(p.offered.get('The hacking program')).toEqual([
      'Carbonite',
      'Oblivion',
      'Spotlight',
      'Total Control',
      'Trinity',
      'Zero Pain',
    ]);
    expect(f.ran[0]).toContain('--program Zero Pain --vs-reset --unit FUSILIERS --vs-unit');
  });

  it('the odds sheet: two questions saved, then seen side by side by compare', async () => {
    const shot: Step[] = [
      ['Your trooper: from the list', '1.3'],
      ['FUSILIER Lieutenant: which weapon', 'Combi Rifle'],
      ['The target: from', 'search'],
      ['The target: search', ['zhan', 'ZHANSHI']],
      ['ZHANSHI: which weapon', 'Combi Rifle'],
      ['ZHANSHI: which loadout', '1'],
      ['Distance', 37],
      ['The situation', ['cover']],
      ['The target reacts', 'shoot'],
    ];
    const p = scripted([
      [TASK, 'shoot'],
      ...shot,
      ['Next', 'sheet'],
      ['Next', 'distance'],
      ['Distance', 60],
      ['Next', 'sheet'],
      ['Next', 'chart'],
      ['Next', 'new'],
      [TASK, 'sheet'],
      ['The odds sheet (2 questions)', 'see'],
      [TASK, 'quit'],
    ]);
    const f = fakeIO('MYCODE');
    await runMenu(p, f.io);
    expect(f.sheet().map((e) => e.name)).toEqual([
      'FUSILIER Lieutenant (Combi Rifle) vs ZHANSHI (Combi Rifle) · 37cm · cover · shoot',
      'FUSILIER Lieutenant (Combi Rifle) vs ZHANSHI (Combi Rifle) · 60cm · cover · shoot',
    ]);
    expect(f.sheet()[1]).toMatchObject({ code: 'MYCODE', trooper: '1.3', range: '60cm' });
    expect(f.ran.filter((r) => r.startsWith('compare'))).toEqual([
      'compare STATE/sheet.json --data DATA',
      'compare STATE/sheet.json --data DATA',
      'compare STATE/sheet.json --data DATA',
    ]);
    expect(f.ran).toContain(
      'odds vs --rules n5 --vs-cover --code MYCODE --trooper 1.3 --weapon Combi Rifle --range 60cm --vs-unit ZHANSHI --vs-option 1 --vs-weapon Combi Rifle --data DATA --chart infcalc-chart-1.svg',
    );
  });

  it('at the start: the data folder named, or fetching it offered', async () => {
    const found = fakeIO();
    await runMenu(scripted([[TASK, 'quit']]), found.io);
    expect(found.said).toEqual(['Game data: DATA\n']);
    const missing = fakeIO();
    let fetched = 0;
    const io: MenuIO = {
      ...missing.io,
      hasData: () => Promise.resolve(fetched > 0),
      fetch: () => {
        fetched += 1;
        return Promise.resolve(true);
      },
    };
    await runMenu(
      scripted([
        ['No game data in DATA. Fetch it now?', true],
        [TASK, 'quit'],
      ]),
      io,
    );
    expect(fetched).toBe(1);
    const declined = fakeIO();
    const without: MenuIO = { ...declined.io, hasData: () => Promise.resolve(false) };
    await runMenu(
      scripted([
        ['Fetch it now?', false],
        [TASK, 'quit'],
      ]),
      without,
    );
    expect(declined.said).toEqual([
      'Without game data: the tasks typed as numbers still answer.\n',
    ]);
  });

  it('Dodge, then swapped: my trooper now attacks, and its target is the enemy', async () => {
    const p = scripted([
      [TASK, 'react'],
      ['How the enemy attacks', 'cc'],
      ['The enemy that attacks: from', 'search'],
      ['The enemy that attacks: search', ['zhan', 'ZHANSHI']],
      ['ZHANSHI: which weapon', 'CC Weapon'],
      ['My trooper that reacts: from the list', '1.3'],
      ['The situation', []],
      ['Next', 'reaction'],
      ['My trooper reacts', 'none'],
      ['Next', 'quit'],
    ]);
    const f = fakeIO('MYCODE');
    await runMenu(p, f.io);
    expect(p.offered.get('My trooper reacts')).toEqual(['dodge', 'none']);
    // My trooper has no weapon picked: it cannot attack, so no swap.
    expect(p.offered.get('Next')).not.toContain('swap');
    expect(f.ran.at(-1)).toBe(
      'odds --rules n5 --cc --unit ZHANSHI --weapon CC Weapon --vs-code MYCODE --vs-trooper 1.3 --data DATA',
    );
  });

  it('my list: its orders, its check, its fireteams, a turn started with it', async () => {
    const p = scripted([
      [TASK, 'orders'],
      ['My army code (paste it', 'PASTED'],
      [TASK, 'validate'],
      [TASK, 'fireteams'],
      [TASK, 'turn'],
      ['Play a turn', 'start'],
      [TASK, 'quit'],
    ]);
    const f = fakeIO();
    await runMenu(p, f.io);
    expect(f.ran).toEqual([
      // The typed list questions' own command lines, in the menu's edition.
      'orders --code PASTED --rules n5 --data DATA',
      'validate --code PASTED --rules n5 --data DATA',
      'fireteams PASTED --rules n5 --data DATA',
      'turn start --code PASTED --data DATA --rules n5',
    ]);
  });

  it("a turn's next step picks its trooper from the game in play", async () => {
    const game = {
      troopers: [
        { name: 'FUSILIER', group: 1, state: 'normal' },
        { name: 'FUSILIER Lieutenant', group: 1, state: 'normal' },
        { name: 'fusilier', group: 2, state: 'unconscious' },
      ],
    };
    const p = scripted([
      [TASK, 'turn'],
      ['Play a turn', 'step'],
      ['Which step of the turn?', 'spend'],
      ['Which trooper', 'fusilier#2'],
      ['Which order', 'default'],
      ['Skills, optional', 'Move'],
      [TASK, 'quit'],
    ]);
    const f = fakeIO();
    const io: MenuIO = {
      ...f.io,
      exec: (argv) => {
        f.ran.push(argv.join(' '));
        const shown = argv.join(' ') === 'turn show --json';
        return Promise.resolve({ stdout: shown ? JSON.stringify(game) : '', stderr: '', code: 0 });
      },
    };
    await runMenu(p, { ...io, answer: (argv) => io.exec(argv) });
    // Named as `turn` takes them: a name two troopers share gets its #n, case aside.
    expect(p.offered.get('Which trooper')).toEqual([
      'FUSILIER#1',
      'FUSILIER Lieutenant',
      'fusilier#2',
    ]);
    expect(f.ran).toEqual(['turn show --json', 'turn spend fusilier#2 --skills Move']);
  });
});
