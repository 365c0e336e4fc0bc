/**
 * Troopers and weapons from game data beyond `odds` (docs/game-data.md): `save` (the weapon
 * that hit, the target that saves), `compare` entries and `odds --ndjson` lines, and
 * `engage` troopers. Goldens with and without explicit overrides, bad input (one line,
 * exit 2), and properties: the data gives the same answer as the fields it fills in,
 * typed by hand.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cli, exampleFiles, transcript } from './harness.js';
import { runs } from '../properties.js';

const files = {
  ...exampleFiles(),
  'batch-data.ndjson': [
    '{"name": "from data", "unit": "fusilier", "weapon": "combi rifle", "range": "37cm", "vsUnit": "zhanshi"}',
    '{"name": "typed spec wins", "spec": "14b2", "unit": "fusilier", "weapon": "combi rifle", "vsUnit": "zhanshi", "vsArm": 3}',
    '{"unit": "fusilier", "weapon": "chain rifle"}',
    '{"unit": "fusilier", "weapon": "combi rifle", "vsRange": "20cm"}',
    '{"spec": "12b3", "reactive": "11"}',
    '{"unit": "fusilir", "weapon": "combi rifle"}',
  ].join('\n'),
  'bad-unit.json':
    '[{"spec": "12b3"}, {"name": "typo", "unit": "zhanshy", "weapon": "combi rifle"}]',
  'no-weapon.json': '[{"unit": "fusilier", "range": "37cm"}]',
  'no-spec.json': '[{"vsUnit": "zhanshi"}]',
  'no-data.json': '[{"unit": "fusilier", "weapon": "combi rifle"}]',
  'typed.json': '[{"spec": "12b3", "reactive": "11"}]',
  'bad-engage-unit.json': JSON.stringify({
    active: { name: 'A', unit: 'fusilir', weapon: 'combi rifle', targets: [] },
    reactive: [],
  }),
  'bad-engage-range.json': JSON.stringify({
    active: { name: 'A', unit: 'fusilier', range: '37cm', targets: [] },
    reactive: [],
  }),
  'bad-engage-type.json': JSON.stringify({
    active: { name: 'A', unit: 12, spec: '12', targets: [] },
    reactive: [],
  }),
  'bad-engage-weapon.json': JSON.stringify({
    active: {
      name: 'A',
      unit: 'fusilier',
      weapon: 'combi rifle',
      range: '37cm',
      targets: [{ name: 'B', burst: 3 }],
    },
    reactive: [{ name: 'B', unit: 'zhanshi', weapon: { name: 'chain rifle' } }],
  }),
  'bad-engage-weapon-name.json': JSON.stringify({
    active: { name: 'A', unit: 'fusilier', weapon: 'combi rifel', targets: [] },
    reactive: [],
  }),
  'engage-overrides.json': JSON.stringify({
    active: {
      name: 'Fusilier',
      unit: 'fusilier',
      weapon: { name: 'combi rifle', ps: 9 },
      range: '37cm',
      spec: '14+3b2',
      targets: [{ name: 'Zhanshi', burst: 2 }],
    },
    reactive: [{ name: 'Zhanshi', unit: 'zhanshi', target: { arm: 4, cover: true }, spec: '11' }],
  }),
  // A Direct Template Weapon and a CC weapon from the data (docs/rules.md §8.9, §8.6).
  'engage-template-data.json': JSON.stringify({
    active: {
      name: 'Ironclad',
      unit: 'ironclad',
      weapon: 'heavy flamethrower',
      targets: [
        { name: 'Fusilier', burst: 1 },
        { name: 'Zhanshi', burst: 1 },
      ],
    },
    reactive: [
      { name: 'Fusilier', unit: 'fusilier', weapon: 'combi rifle', range: '15cm' },
      { name: 'Zhanshi', unit: 'zhanshi', action: 'dodge' },
    ],
  }),
  'engage-cc-data.json': JSON.stringify({
    active: {
      name: 'Spectre',
      unit: 'spectre cell',
      weapon: 'e/m cc weapon',
      targets: [{ name: 'Fusilier', burst: 1 }],
    },
    reactive: [{ name: 'Fusilier', unit: 'fusilier', weapon: 'cc weapon' }],
  }),
};

const DATA = '--data examples --rules n5';

describe('save from game data (golden)', () => {
  it('the weapon that hit and the target that saves, with and without overrides', async () => {
    const t = await transcript(
      [
        `save 2 --weapon "combi rifle" --vs-unit zhanshi --seed s1 ${DATA}`,
        `save 2 1 --unit fusilier --weapon "combi rifle" --vs-unit "ghost stalkers" --cover --seed s2 ${DATA} --json`,
        // Explicit flags win over the data: --ps over the weapon's, --arm over the target's.
        `save 2 --weapon "combi rifle" --vs-unit zhanshi --ps 9 --arm 4 --seed s1 ${DATA}`,
        `save 1 --dam 13 --vs-unit zhanshi --dice 12 ${DATA}`,
        // N5 data under N4 rules: Damage, and a warning.
        'save 1 --weapon "combi rifle" --vs-unit zhanshi --dice 12 --data examples',
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/save-data.txt');
  });

  it('bad input: one line, exit 2', async () => {
    const t = await transcript(
      [
        `save 2 --unit fusilier --vs-unit zhanshi ${DATA}`,
        `save 2 --weapon "chain rifle" --unit fusilier --vs-unit zhanshi ${DATA}`,
        `save 2 --weapon "combi rifle" --vs-unit zhanshy ${DATA}`,
        `save 2 --weapon "combi rifle" --vs-unit zhanshi --vs-profile 3 ${DATA}`,
        `save 2 --dam 13 --vs-profile 2 ${DATA}`,
        `save 2 --profile 2 --weapon "combi rifle" --arm 1 ${DATA}`,
        `save 2 --weapon "combi rifle" --arm 1 --data nowhere`,
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/save-data-errors.txt');
  });
});

describe('compare entries and batch lines from game data (golden)', () => {
  it('troopers in entries, the data read once; bad entries named', async () => {
    const t = await transcript(
      [
        `compare examples/compare-data.json ${DATA}`,
        `compare examples/compare-data.json ${DATA} --format csv`,
        `odds batch-data.ndjson --ndjson ${DATA}`,
        `compare bad-unit.json ${DATA}`,
        `compare no-weapon.json ${DATA}`,
        `compare no-spec.json ${DATA}`,
        'compare no-data.json --data nowhere',
        // No entry names a trooper: the data directory is never read.
        'compare typed.json --data nowhere',
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/compare-data.txt');
  });

  // A batch prints no warning on stderr: each record says its own (issue 26, section 2).
  it("a batch line's record carries the warnings a single answer gives", async () => {
    const line =
      '{"unit": "spectre cell", "weapon": "plasma rifle:hit", "range": "30cm", "vsUnit": "ironclad", "vsCover": true, "mod": ["cover=-3"]}';
    const typed = '{"spec": "12b3", "reactive": "11"}';
    const batch = await cli('odds lines.ndjson --ndjson --data examples', {
      files: { ...files, 'lines.ndjson': [line, typed].join('\n') },
    });
    const single = await cli(
      'odds --unit "spectre cell" --weapon "plasma rifle:hit" --range 30cm --vs-unit ironclad --vs-cover --mod cover=-3 --data examples --json',
      { files },
    );
    const [fromData, plain] = batch.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { warnings?: string[] });
    const said = (JSON.parse(single.stdout) as { warnings: string[] }).warnings;
    // The Ironclad's Immunity (ARM) is applied now (§10.4): cover given twice still warns.
    expect(said.some((w) => w.includes('cover is counted twice'))).toBe(true);
    expect([batch.code, batch.stderr, fromData?.warnings]).toEqual([0, '', said]);
    expect(plain !== undefined && 'warnings' in plain).toBe(false);
  });

  it("each entry's JSON gives each side's source", async () => {
    const r = await cli(`compare examples/compare-data.json ${DATA} --json`, { files });
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as {
      entries: {
        name: string;
        result: { active?: { source?: { unit: string; range: { mod: number } } } };
      }[];
    };
    expect(json.entries[0]?.result.active?.source?.unit).toBe('FUSILIERS');
    expect(json.entries[0]?.result.active?.source?.range.mod).toBe(3);
    expect(json.entries[1]?.result.active?.source).toBeUndefined();
    expect(json.entries[3]?.name).toBe('FUSILIERS Spitfire 30cm vs ZHANSHI');
  });
});

describe('schemas name the data fields', () => {
  it('schema compare: unit, weapon, range and the vs side; no data directory', async () => {
    const r = await cli('schema compare');
    const item = (JSON.parse(r.stdout) as { items: Record<string, unknown> }).items;
    const props = item.properties as Record<string, unknown>;
    for (const k of ['unit', 'profile', 'weapon', 'range', 'vsUnit', 'vsWeapon', 'vsRange'])
      expect(props).toHaveProperty(k);
    expect(props).not.toHaveProperty('data');
    expect(props).not.toHaveProperty('profiles');
    expect(item.anyOf).toEqual([{ required: ['spec'] }, { required: ['unit'] }]);
  });

  it('schema engagement: unit, profile, range and weapon by name on each trooper', async () => {
    const r = await cli('schema engagement');
    const s = JSON.parse(r.stdout) as {
      properties: {
        active: { properties: Record<string, { anyOf?: unknown[] }>; required: string[] };
        reactive: { items: { properties: Record<string, unknown>; required: string[] } };
      };
    };
    const active = s.properties.active;
    for (const k of ['unit', 'profile', 'faction', 'range'])
      expect(active.properties).toHaveProperty(k);
    expect(active.properties.weapon?.anyOf).toHaveLength(2);
    expect(active.required).not.toContain('spec');
    expect(s.properties.reactive.items.properties).toHaveProperty('unit');
  });
});

describe('engage troopers from game data (golden)', () => {
  it('unit, weapon and range fill spec, weapon, target and Mimetism; the file wins', async () => {
    const t = await transcript(
      [
        `engage examples/engage-data.json ${DATA} --seed s1`,
        `engage examples/engage-data.json ${DATA} --odds`,
        `engage examples/engage-data.json ${DATA} --odds --json`,
        `engage engage-overrides.json ${DATA} --odds`,
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/engage-data.txt');
  });

  it('a template weapon is a template (no roll), a CC weapon a CC Attack', async () => {
    const t = await transcript(
      [
        `engage engage-template-data.json ${DATA} --odds`,
        `engage engage-cc-data.json ${DATA} --odds`,
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/engage-data-weapons.txt');
  });

  it('bad input: one line with its JSON path, exit 2', async () => {
    const t = await transcript(
      [
        `engage bad-engage-unit.json ${DATA}`,
        `engage bad-engage-range.json ${DATA}`,
        `engage bad-engage-type.json ${DATA}`,
        `engage bad-engage-weapon.json ${DATA}`,
        `engage bad-engage-weapon-name.json ${DATA}`,
        'engage examples/engage-data.json --data nowhere',
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/engage-data-errors.txt');
  });
});

/** The range band of the synthetic Combi Rifle (examples/metadata.json). */
interface Out {
  readonly entries: { summary: unknown; result: { outcomes: unknown } }[];
}

const band = (d: number): string | null =>
  d <= 40 ? '+3' : d <= 80 ? '-3' : d <= 120 ? '-6' : null;

describe('properties: the data gives the answer of the fields it fills in', () => {
  it('save --weapon --vs-unit == save --ps --ammo --save --arm ...', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom('zhanshi', 'ghost stalkers', 'fusilier'),
        fc.boolean(),
        async (hits, crits, target, cover) => {
          fc.pre(hits + crits > 0);
          const c = cover ? ' --cover' : '';
          const fromData = await cli(
            `save ${hits} ${crits} --weapon "combi rifle" --vs-unit "${target}"${c} --seed p1 ${DATA} --json`,
            { files },
          );
          const t = {
            zhanshi: '--arm 1 --bts 0 --ph 10 --w 1',
            'ghost stalkers': '--arm 3 --bts 6 --ph 13 --w 2 --nwi --immunity shock',
            fusilier: '--arm 1 --bts 0 --ph 10 --w 1',
          }[target];
          const typed = await cli(
            `save ${hits} ${crits} --ps 7 --ammo n --save arm ${t}${c} --seed p1 --rules n5 --json`,
            { files },
          );
          expect(fromData.code).toBe(0);
          const a = JSON.parse(fromData.stdout) as Record<string, unknown>;
          const b = JSON.parse(typed.stdout) as Record<string, unknown>;
          for (const k of ['dice', 'wounds', 'state', 'total']) expect(a[k]).toEqual(b[k]);
        },
      ),
      { numRuns: runs(10) },
    );
  });

  it('a compare entry from the data == the same entry typed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 120 }), fc.boolean(), async (d, cover) => {
        const entry = {
          unit: 'fusilier',
          weapon: 'combi rifle',
          range: `${d}cm`,
          vsUnit: 'zhanshi',
          ...(cover ? { vsCover: true } : {}),
        };
        const mod = band(d);
        const typedEntry = {
          spec: '12b3',
          ...(mod === null ? {} : { mod: [`range=${mod}`] }),
          ps: 7,
          ammo: 'n',
          save: 'arm',
          vsArm: 1,
          vsBts: 0,
          vsPh: 10,
          vsW: 1,
          ...(cover ? { vsCover: true } : {}),
        };
        const run = (e: object) =>
          cli(`compare q.json ${DATA} --json`, {
            files: { ...files, 'q.json': JSON.stringify([{ name: 'q', ...e }]) },
          });
        const [a, b] = await Promise.all([run(entry), run(typedEntry)]);
        expect(a.code).toBe(0);
        const ja = JSON.parse(a.stdout) as Out;
        const jb = JSON.parse(b.stdout) as Out;
        expect(ja.entries[0]?.summary).toEqual(jb.entries[0]?.summary);
        expect(ja.entries[0]?.result.outcomes).toEqual(jb.entries[0]?.result.outcomes);
      }),
      { numRuns: runs(8) },
    );
  });

  it('an engage trooper from the data == the same trooper typed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 80 }),
        fc.integer({ min: 0, max: 80 }),
        async (d1, d2) => {
          const data = {
            active: {
              name: 'F',
              unit: 'fusilier',
              weapon: 'combi rifle',
              range: `${d1}cm`,
              targets: [{ name: 'G', burst: 3 }],
            },
            reactive: [{ name: 'G', unit: 'ghost stalkers', weapon: 'spitfire', range: `${d2}cm` }],
          };
          const mod = (m: string | null) => m ?? '';
          const spitfire = (d: number) => (d <= 20 ? '' : d <= 60 ? '+3' : '-3');
          const typed = {
            active: {
              name: 'F',
              spec: `12${mod(band(d1))}b3`,
              weapon: { ps: 7, ammo: 'n', save: 'arm' },
              target: { arm: 1, bts: 0, ph: 10, w: 1 },
              targets: [{ name: 'G', burst: 3 }],
            },
            reactive: [
              {
                name: 'G',
                spec: `13${spitfire(d2)}`,
                with: ['mimetism6'],
                weapon: { ps: 7, ammo: 'n', save: 'arm' },
                target: { arm: 3, bts: 6, ph: 13, w: 2, nwi: true, immunity: ['shock'] },
              },
            ],
          };
          const run = (e: object) =>
            cli(`engage e.json ${DATA} --odds --json`, {
              files: { ...files, 'e.json': JSON.stringify(e) },
            });
          const [a, b] = await Promise.all([run(data), run(typed)]);
          expect(a.code).toBe(0);
          expect(b.code).toBe(0);
          const ja = JSON.parse(a.stdout) as Record<string, unknown>;
          const jb = JSON.parse(b.stdout) as Record<string, unknown>;
          expect(ja.rolls).toEqual(jb.rolls);
          expect(ja.damage).toEqual(jb.damage);
        },
      ),
      { numRuns: runs(8) },
    );
  });
});
