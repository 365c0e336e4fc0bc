/**
 * `orders --public` shows only what the opponent may know (docs/rules.md §2.1, §2.2): its output
 * must not depend on the troopers in Hidden Deployment or off the table, nor on where they sit.
 */
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkArmyList } from '../../src/core/army/parse.js';
import { DEPLOYMENTS, STATES } from '../../src/core/army/schema.js';
import { tacticalPhase } from '../../src/core/army/tactical.js';
import { expectOk } from '../../src/core/result.js';
import { codeText } from '../../src/core/army/code/base64.js';
import { decodeArmyCode, encodeArmyCode, type CodeMember } from '../../src/core/army/code/codec.js';
import { cli, exampleFiles } from './harness.js';
import { runs } from '../properties.js';

const trooper = fc.record(
  {
    name: fc.constantFrom('Fusilier', 'Croc Man', 'Lt', 'Warcor', 'Kamau'),
    training: fc.constantFrom('regular', 'irregular'),
    cost: fc.integer({ min: 0, max: 60 }),
    lieutenant: fc.boolean(),
    lieutenantOrders: fc.constantFrom(1, 2),
    nco: fc.boolean(),
    chainOfCommand: fc.boolean(),
    tacticalAwareness: fc.boolean(),
    impetuous: fc.boolean(),
    peripheral: fc.boolean(),
    state: fc.constantFrom(...STATES),
    deployment: fc.constantFrom(...DEPLOYMENTS, 'table', 'table'),
  },
  { requiredKeys: ['name'] },
);

const armyList = fc.record(
  {
    game: fc.constantFrom('n4', 'codeone'),
    points: fc.constantFrom(150, 200, 300),
    name: fc.constant('Random'),
    groups: fc.array(fc.record({ troopers: fc.array(trooper, { maxLength: 6 }) }), {
      minLength: 1,
      maxLength: 3,
    }),
  },
  { requiredKeys: ['groups'] },
);

interface List {
  readonly groups: { readonly troopers: readonly { readonly deployment?: string }[] }[];
}
/** The list as the opponent sees it: no private trooper, and no group left empty (item 8). */
const withoutPrivate = <L extends List>(l: L): L => ({
  ...l,
  groups: l.groups
    .map((g) => ({
      ...g,
      troopers: g.troopers.filter((t) => (t.deployment ?? 'table') === 'table'),
    }))
    .filter((g) => g.troopers.length > 0),
});

/** The Retreat! verdict (and whether it could be made) is what the table itself shows. */
const verdict = (l: unknown) => {
  const p = tacticalPhase(expectOk(checkArmyList(l)));
  return `${p.retreat} ${p.retreatChecked}`;
};

/** The Lieutenant orders the public count shows. */
const lieutenantOrders = (l: unknown) =>
  tacticalPhase(expectOk(checkArmyList(l)), undefined, true).totals.lieutenant;

const PUBLIC_FORMATS = [
  '--public',
  '--public --json',
  '--public --format md',
  '--public --format csv',
] as const;

describe('orders --public (privacy)', () => {
  it('is byte-identical to the same list without its hidden and off-table troopers', async () => {
    await fc.assert(
      fc.asyncProperty(armyList, async (list) => {
        const seen = withoutPrivate(list);
        fc.pre(seen.groups.length > 0);
        // A Retreat! verdict that only the private troopers' cost decides is announced
        // in play; the view is otherwise independent of them.
        fc.pre(verdict(list) === verdict(seen));
        // The count assumes a Lieutenant in place whoever it is (§9.7): a list whose
        // Lieutenant is one of the private troopers keeps its Lieutenant orders, which
        // the list without them would not have.
        fc.pre(lieutenantOrders(list) === lieutenantOrders(seen));
        // Every report format (item 8): text, JSON, Markdown and CSV.
        for (const flags of PUBLIC_FORMATS) {
          const a = await cli(`orders - ${flags}`, { stdin: JSON.stringify(list) });
          const b = await cli(`orders - ${flags}`, { stdin: JSON.stringify(seen) });
          expect(a.stderr).toBe('');
          expect(a.stdout).toBe(b.stdout);
          expect(a.code).toBe(b.code);
        }
      }),
      // Four formats, two runs each: kept modest so the suite stays fast.
      { numRuns: runs(60) },
    );
  });

  it('shows no hidden order, no position gap and no private point total', async () => {
    const list = {
      groups: [
        {
          troopers: [
            { name: 'Croc Man', cost: 30, deployment: 'hidden' },
            { name: 'Lt', cost: 20, lieutenant: true },
            { name: 'Akalis', cost: 30, deployment: 'off-table' },
            { name: 'Fusilier', cost: 10 },
          ],
        },
      ],
    };
    const r = JSON.parse(
      (await cli('orders - --public --json', { stdin: JSON.stringify(list) })).stdout,
    ) as {
      points: unknown;
      totals: { hidden: number; total: number };
      groups: { troopers: { name: string; path: string }[] }[];
    };
    expect(r.points).toBeNull();
    expect(r.totals).toMatchObject({ hidden: 0, lieutenant: 1, total: 3 });
    expect(r.groups[0]?.troopers.map((t) => t.path)).toEqual([
      'groups[0].troopers[0]',
      'groups[0].troopers[1]',
    ]);
  });
});

const CODE =
  'oykPZXhhbXBsZS1jb21wYW55CURlbW8gbGlzdIDIAgEBAAcAZQECAABlAQEAAGUBAQAAZgEBAABpAQEAAGsBAQAAagEBAAIBAAMAZwEBAABoAQEAAGUBAQA%3D';

describe('orders --code --public (privacy, item 8)', () => {
  const base = expectOk(decodeArmyCode(CODE));
  const pool = base.groups.flatMap((g) => g.members);
  const group = fc.record({
    reinforcement: fc.boolean(),
    members: fc.array(fc.constantFrom(...pool), { maxLength: 4 }),
  });
  const textOf = (groups: readonly { reinforcement: boolean; members: readonly CodeMember[] }[]) =>
    codeText(
      encodeArmyCode({
        ...base,
        layout: 'reinforcement',
        groups: groups.map((g, i) => ({ number: i + 1, ...g })),
      }),
    );
  // The example's Pathfinders (unit 104) have Hidden Deployment: private (item 8).
  const open = (m: CodeMember) => m.unitId !== 104;
  it('is byte-identical to the code without its hidden, reinforcement and empty groups', async () => {
    const files = exampleFiles();
    expect(pool.some((m) => !open(m))).toBe(true);
    await fc.assert(
      fc.asyncProperty(fc.array(group, { minLength: 1, maxLength: 3 }), async (groups) => {
        const seen = groups
          .filter((g) => !g.reinforcement)
          .map((g) => ({ ...g, members: g.members.filter(open) }))
          .filter((g) => g.members.length > 0);
        fc.pre(seen.length > 0);
        const line = (code: string, flags: string) =>
          `orders --code ${code} --units examples --metadata examples/metadata.json ${flags}`;
        // As for lists: a Retreat! verdict that only the private troopers decide is
        // announced in play.
        const retreat = async (code: string) =>
          (JSON.parse((await cli(line(code, '--json'), { files })).stdout) as { retreat: boolean })
            .retreat;
        fc.pre((await retreat(textOf(groups))) === (await retreat(textOf(seen))));
        // The public count assumes a Lieutenant in place (§9.7): a code whose Lieutenant
        // is private keeps its Lieutenant orders, which the code without it has not.
        const lts = async (code: string) =>
          (
            JSON.parse((await cli(line(code, '--public --json'), { files })).stdout) as {
              totals: { lieutenant: number };
            }
          ).totals.lieutenant;
        fc.pre((await lts(textOf(groups))) === (await lts(textOf(seen))));
        for (const flags of PUBLIC_FORMATS) {
          const a = await cli(line(textOf(groups), flags), { files });
          const b = await cli(line(textOf(seen), flags), { files });
          expect(a.stderr).toBe('');
          expect(a.stdout).toBe(b.stdout);
        }
      }),
      { numRuns: runs(25) },
    );
  });
});

describe('the public Order Count adds up (item 8)', () => {
  const count = (line: string) => Number(/: (\d+) orders?\b/.exec(line)?.[1] ?? NaN);
  it.each([
    ['n4', 'examples/n4-two-groups.json'],
    ['n5', 'examples/n5-tactical.json'],
  ])('%s: the groups and the Lieutenant order make the total', async (rules, path) => {
    const r = await cli(`orders ${path} --public --rules ${rules}`, { files: exampleFiles() });
    const lines = r.stdout.split('\n');
    const groups = lines.filter((l) => /^ {2}Combat Group \d/.test(l)).map(count);
    const lt = lines.find((l) => /^ {2}\d+ Lieutenant orders? \(held by the Lieutenant/.test(l));
    const total = count(lines.find((l) => l.startsWith('Total:')) ?? '');
    expect(lt).toBeDefined();
    const ltOrders = Number(/^ {2}(\d+)/.exec(lt ?? '')?.[1]);
    expect(groups.reduce((a, b) => a + b, 0) + ltOrders).toBe(total);
    const json = JSON.parse(
      (await cli(`orders ${path} --public --json --rules ${rules}`, { files: exampleFiles() }))
        .stdout,
    ) as {
      groups: { total: number; lieutenant: number }[];
      totals: { total: number; lieutenant: number };
    };
    expect(json.groups.every((g) => g.lieutenant === 0)).toBe(true);
    expect(json.groups.reduce((a, g) => a + g.total, 0) + json.totals.lieutenant).toBe(
      json.totals.total,
    );
  });
});

describe('turn --public from an army code (item 8)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'infcalc-privacy-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  const files = exampleFiles();
  const env = { INFCALC_STATE: join(dir, 'game.json'), INFCALC_LOCK_WAIT: '100' };

  it('never shows the hidden Pathfinder; without the metadata the game is not started', async () => {
    const refused = await cli(`turn start --code ${CODE} --units examples`, { files, env });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/turn start with an army code needs the metadata file/);
    const start = await cli(
      `turn start --code ${CODE} --units examples --metadata examples/metadata.json`,
      { files, env },
    );
    expect([start.code, start.stderr]).toEqual([0, '']);
    expect((await cli('turn show', { files, env })).stdout).toContain('PATHFINDER');
    for (const flags of ['', ' --json']) {
      const shown = await cli(`turn show --public${flags}`, { files, env });
      expect(shown.code).toBe(0);
      expect(shown.stdout).not.toContain('PATHFINDER');
    }
  });
});
