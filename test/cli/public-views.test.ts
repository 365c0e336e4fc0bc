/**
 * Public views of an army code never depend on private information (docs/rules.md §9.7):
 * two codes that differ only in who the Lieutenant is, or in troopers whose presence is
 * private (Hidden Deployment, Combat Jump), give byte-identical public outputs in every
 * format, the shared command line included (it never repeats the code).
 */
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeText, encodeArmyCode, type ArmyCode } from '../../src/core/army/code/index.js';
import { cli, exampleFiles } from './harness.js';
import { removeTemp, tempDir } from '../temp.js';
import { runs } from '../properties.js';

const FILE = 'examples/9001-example-company.json';
const base = exampleFiles();
/** The example faction with a Lieutenant option for its hidden PATHFINDER (104-1-2). */
const army = JSON.parse(base[FILE] ?? '{}') as {
  units: { id: number; profileGroups: { options: Record<string, unknown>[] }[] }[];
};
const pathfinder = army.units.find((u) => u.id === 104)?.profileGroups[0]?.options;
const [hiddenOption] = pathfinder ?? [];
if (pathfinder === undefined || hiddenOption === undefined) throw new Error('fixture changed');
pathfinder.push({
  ...hiddenOption,
  id: 2,
  name: 'PATHFINDER Lieutenant',
  orders: [...(hiddenOption.orders as unknown[]), { type: 'LIEUTENANT', list: 0, total: 1 }],
  skills: [{ id: 119 }],
});
// HEAVY GUNNER 107-1-2: the same trooper with Combat Jump (skill 35 in the metadata).
const gunner = army.units.find((u) => u.id === 107)?.profileGroups[0]?.options;
const [gunnerOption] = gunner ?? [];
if (gunner === undefined || gunnerOption === undefined) throw new Error('fixture changed');
gunner.push({ ...gunnerOption, id: 2, skills: [{ id: 35 }] });
const files = { ...base, [FILE]: JSON.stringify(army) };

type Member = readonly [number, number, number];
const OPEN: readonly Member[] = [
  [101, 1, 1],
  [102, 1, 1],
  [103, 1, 1],
  [105, 1, 1],
  [106, 1, 1],
  [107, 1, 1],
];

function code(groups: readonly (readonly Member[])[]): string {
  const c: ArmyCode = {
    layout: 'reinforcement',
    factionId: 9001,
    factionSlug: 'example-company',
    armyName: 'Public test',
    points: 150,
    groups: groups.map((g, i) => ({
      number: i + 1,
      reinforcement: false,
      members: g.map(([unitId, profileGroupId, optionId]) => ({
        unitId,
        profileGroupId,
        optionId,
        slot: 0,
        customisations: [],
      })),
    })),
  };
  return codeText(encodeArmyCode(c));
}

const FORMATS = ['', '--json', '--format md', '--format csv', '--format discord'];
const UNITS = '--units examples --metadata examples/metadata.json';

/** `turn show --public` of a game started from the code, in each format. */
async function turnOutputs(c: string): Promise<string[]> {
  const dir = tempDir('infcalc-public-');
  const env = { INFCALC_STATE: join(dir, 'game.json'), INFCALC_LOCK_WAIT: '100' };
  try {
    const start = await cli(`turn start --code ${c} ${UNITS} --rules n5`, { files, env });
    expect([start.code, start.stderr]).toEqual([0, '']);
    const out: string[] = [];
    for (const f of ['', '--json', '--format md', '--format discord']) {
      const r = await cli(`turn show --public ${f}`, { files, env });
      out.push(`${r.code}\n${r.stdout}${r.stderr}`);
    }
    return out;
  } finally {
    removeTemp(dir);
  }
}

async function publicOutputs(c: string): Promise<string[]> {
  const out: string[] = [...(await turnOutputs(c))];
  for (const f of FORMATS) {
    const r = await cli(`orders --code ${c} ${UNITS} --public --rules n5 ${f}`, { files });
    out.push(`${r.code}\n${r.stdout}${r.stderr}`);
  }
  for (const f of ['', '--json']) {
    const r = await cli(`army decode ${c} ${UNITS} --public ${f}`, { files });
    out.push(`${r.code}\n${r.stdout}${r.stderr}`);
  }
  return out;
}

describe('public views of a code (privacy, §9.7)', () => {
  // Pairs of codes that differ only in private information: who the Lieutenant is (an
  // open trooper or a hidden one), and how many hidden troopers there are.
  const cases: [string, readonly Member[], readonly Member[], number][] = [
    ['one group', OPEN.slice(0, 3), [], 0],
    ['two groups, a hidden trooper more', OPEN.slice(1, 5), OPEN.slice(0, 2), 1],
    ['every open kind, two hidden more', OPEN, [OPEN[2] ?? [101, 1, 1]], 2],
  ];
  it.each(cases)(
    'the Lieutenant hidden or open (%s): byte-identical, never the code',
    async (_, first, second, extraHidden) => {
      const hidden = Array.from({ length: extraHidden }, (): Member => [104, 1, 1]);
      // A: an open LINE TROOPER is the Lieutenant; B: the hidden PATHFINDER is.
      const a = code([[[101, 1, 2], ...first, [104, 1, 1], ...hidden], second]);
      const b = code([[[101, 1, 1], ...first, [104, 1, 2], ...hidden], second]);
      const pa = await publicOutputs(a);
      const pb = await publicOutputs(b);
      pa.forEach((o, i) => {
        expect(o === pb[i], `${o}\n---\n${pb[i]}`).toBe(true);
      });
      const all = pa.join('');
      expect(all.includes(a.slice(0, 24))).toBe(false);
      expect(/LOSS OF LIEUTENANT|PATHFINDER/.test(all)).toBe(false);
    },
  );

  it('as a property: any groups, the Lieutenant open or hidden, byte-identical (turn show, orders)', async () => {
    const member = fc.constantFrom(...OPEN);
    await fc.assert(
      fc.asyncProperty(
        fc.array(member, { maxLength: 5 }),
        fc.array(member, { maxLength: 4 }),
        fc.nat(2),
        async (first, second, extraHidden) => {
          const hidden = Array.from({ length: extraHidden }, (): Member => [104, 1, 1]);
          const groups = (lt: Member, pathfinder: Member) =>
            second.length === 0
              ? [[lt, ...first, pathfinder, ...hidden]]
              : [[lt, ...first, pathfinder, ...hidden], second];
          const pa = await publicOutputs(code(groups([101, 1, 2], [104, 1, 1])));
          const pb = await publicOutputs(code(groups([101, 1, 1], [104, 1, 2])));
          expect(pb).toEqual(pa);
        },
      ),
      { numRuns: runs(6) },
    );
  });

  it('after an order spent in Loss of Lieutenant: the same public count and log', async () => {
    const outputs = async (lt: Member, pathfinder: Member): Promise<string[]> => {
      const c = code([[lt, [102, 1, 1], [103, 1, 1], pathfinder]]);
      const dir = tempDir('infcalc-public-');
      const env = { INFCALC_STATE: join(dir, 'game.json'), INFCALC_LOCK_WAIT: '100' };
      try {
        const steps = [
          `turn start --code ${c} ${UNITS} --rules n5`,
          'turn phase orders',
          // A: the pool order (the default); B (hidden Lieutenant): its own order.
          'turn spend SERGEANT',
        ];
        for (const step of steps) expect((await cli(step, { files, env })).code).toBe(0);
        const out: string[] = [];
        for (const cmd of ['turn show --public', 'turn show --public --json', 'turn log --public'])
          out.push((await cli(cmd, { files, env })).stdout);
        return out;
      } finally {
        removeTemp(dir);
      }
    };
    const a = await outputs([101, 1, 2], [104, 1, 1]);
    const b = await outputs([101, 1, 1], [104, 1, 2]);
    expect(b).toEqual(a);
    expect(a[0]).toContain('SERGEANT: pool order');
  });

  it('a Combat Jump trooper is left out of the public count as of the Courtesy list', async () => {
    const open = code([[[101, 1, 2], ...OPEN.slice(0, 3)]]);
    const jumper = code([[[101, 1, 2], ...OPEN.slice(0, 3), [107, 1, 2]]]);
    for (const f of FORMATS) {
      const line = (c: string) => `orders --code ${c} ${UNITS} --public --rules n5 ${f}`;
      const a = await cli(line(open), { files });
      const b = await cli(line(jumper), { files });
      expect(b.stdout === a.stdout, b.stdout).toBe(true);
    }
    const courtesy = await cli(`army decode ${jumper} ${UNITS} --public`, { files });
    expect(courtesy.stdout).not.toContain('HEAVY GUNNER');
  });

  it('the shared command names CODE, not the code; a file or - is kept', async () => {
    const c = code([[[101, 1, 2], ...OPEN]]);
    const r = await cli(`orders --code ${c} ${UNITS} --public --format discord`, { files });
    expect(r.stdout).toContain('`infcalc orders --code CODE --units examples');
    expect(r.stdout).not.toContain(c);
    const v = await cli(`validate --code ${c} --units examples --format discord`, { files });
    expect(v.stdout).not.toContain(c);
  });

  it('the Lieutenant order line makes the Discord total, as in the text view', async () => {
    const c = code([[[101, 1, 2], ...OPEN]]);
    const r = await cli(`orders --code ${c} ${UNITS} --public --format discord`, { files });
    expect(r.stdout).toContain('1 Lieutenant order (held by the Lieutenant, private)');
  });
});
