/**
 * `turn show --public` and `turn log --public` carry no trace of private information
 * (docs/rules.md §2.1, §2.2; docs/rules-choices.md): two games that differ only in it —
 * which trooper is in Hidden Deployment and what it did while hidden, who the Lieutenant
 * is while its order is unspent — print byte-identical public answers in every format.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { showTurn, turnLog } from '../../../src/app/turn.js';
import { sha256 } from '../../../src/cli/commands/turn/sha256.js';
import { checkArmyList } from '../../../src/core/army/parse.js';
import type { ArmyList } from '../../../src/core/army/schema.js';
import { expectOk } from '../../../src/core/result.js';
import { N4, N5 } from '../../../src/core/rules/index.js';
import { gameText } from '../../../src/core/turn/file.js';
import {
  act,
  begin,
  current,
  replay,
  resolveTrooper,
  type Game,
} from '../../../src/core/turn/game.js';
import { EVENTS, type Command, type TurnEvent } from '../../../src/core/turn/types.js';
import { cli } from '../harness.js';
import { runs } from '../../properties.js';

const dir = mkdtempSync(join(tmpdir(), 'infcalc-turn-public-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The troopers on the table, the same in both games; Hawk or Kite is the Lieutenant. */
const CANDIDATES = ['Hawk', 'Kite'];
const TABLE = ['Hawk', 'Kite', 'Fusilier', 'Wild', 'Rush', 'Bravo', 'Moran', 'Mule'];
/** Events on the table (not on a Lieutenant candidate: Isolation or a Null state shows it). */
const ON_TABLE = TABLE.filter((n) => !CANDIDATES.includes(n));
const TABLE_EVENTS = EVENTS.filter((e) => !['lieutenant', 'placed', 'revealed'].includes(e));
/** What a hidden trooper may do unseen: nothing that changes what the pool can give it. */
const HIDDEN_EVENTS: TurnEvent[] = ['stunned', 'immobilized-a', 'immobilized-b', 'normal'];
const SKILLS = ['Move + BS Attack', 'Dodge', 'Move + Move', 'BS Attack', 'Jump'];

const hiddenTrooper = fc.record({
  name: fc.constantFrom('Croc Man', 'Spektr', 'Ghost Jäger'),
  training: fc.constantFrom('regular', 'irregular'),
  tacticalAwareness: fc.boolean(),
  at: fc.nat(6),
});
/**
 * Which trooper is hidden and where it stands in its group. Its group is the same in both
 * games: a pool order given to it shows whose pool it took. 0, 1: a group with troopers on
 * the table; 2, 3: a group of its own, last or first (not shown at all).
 */
type Hidden = (typeof hiddenTrooper extends fc.Arbitrary<infer H> ? H : never) & {
  readonly group: number;
};

/** The list of one game: its Lieutenant and its hidden trooper are its private part. */
function armyList(lieutenant: string, ltOrders: 1 | 2, h: Hidden): ArmyList {
  const t = (name: string, more: Record<string, unknown> = {}) => ({ name, cost: 40, ...more });
  const groups: Record<string, unknown>[][] = [
    [
      ...CANDIDATES.map((n) =>
        t(n, n === lieutenant ? { lieutenant: true, lieutenantOrders: ltOrders } : {}),
      ),
      t('Fusilier'),
      t('Wild', { training: 'irregular' }),
      t('Rush', { training: 'irregular', impetuous: true }),
    ],
    [
      t('Bravo'),
      t('Moran', { training: 'irregular', tacticalAwareness: true }),
      t('Mule', { peripheral: true, cost: 0 }),
    ],
  ];
  // Its cost is the same in both games: the Retreat! check counts it, and its verdict is public.
  const hidden = t(h.name, {
    training: h.training,
    tacticalAwareness: h.tacticalAwareness,
    deployment: 'hidden',
    cost: 30,
  });
  const into = groups[h.group];
  if (into !== undefined) into.splice(Math.min(h.at, into.length), 0, hidden);
  else if (h.group === 2) groups.push([hidden]);
  else groups.unshift([hidden]);
  return expectOk(checkArmyList({ points: 300, groups: groups.map((troopers) => ({ troopers })) }));
}

const skills = fc.option(fc.constantFrom(...SKILLS), { nil: undefined });
const secret = fc.oneof(
  fc.record({ kind: fc.constant('event' as const), event: fc.constantFrom(...HIDDEN_EVENTS) }),
  fc.constant({ kind: 'undo' as const }),
  fc.constant({ kind: 'redo' as const }),
);
/** One step of both games: the same public action, or each its own private ones. */
const step = fc.oneof(
  fc.record({
    kind: fc.constant('spend' as const),
    who: fc.constantFrom(...TABLE),
    order: fc.option(fc.constantFrom('pool', 'own', 'tactical', 'impetuous' as const), {
      nil: undefined,
    }),
    skills,
  }),
  // A pool order for the hidden trooper is seen (the pool is public); what it does is not.
  fc.record({ kind: fc.constant('hidden-pool' as const), a: skills, b: skills }),
  fc.record({
    kind: fc.constant('event' as const),
    who: fc.constantFrom(...ON_TABLE),
    event: fc.constantFrom(...TABLE_EVENTS),
  }),
  fc.record({ kind: fc.constant('token' as const), who: fc.constantFrom(...TABLE) }),
  fc.constantFrom(
    { kind: 'phase' as const },
    { kind: 'end' as const },
    { kind: 'next' as const },
    { kind: 'undo' as const },
    { kind: 'redo' as const },
  ),
  fc.record({
    kind: fc.constant('secret' as const),
    a: fc.array(secret, { maxLength: 3 }),
    b: fc.array(secret, { maxLength: 3 }),
  }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

interface Side {
  game: Game;
  readonly hidden: string;
}

const ref = (g: Game, name: string): string => expectOk(resolveTrooper(current(g), name));

/** Whether a log entry is private: done by or to the hidden trooper, bar a pool order. */
function isPrivate(side: Side, index: number | undefined): boolean {
  const a = index === undefined ? undefined : side.game.log[index];
  if (a === undefined || !('trooper' in a)) return false;
  return a.trooper === ref(side.game, side.hidden) && !(a.kind === 'spend' && a.order === 'pool');
}

/** What an undo or a redo would take back or bring back. */
const undoTarget = (side: Side): number | undefined => side.game.made[side.game.made.length - 1];
const redoTarget = (side: Side): number | undefined =>
  side.game.taken[side.game.taken.length - 1]?.index;

function apply(side: Side, c: Command): boolean {
  const r = act(side.game, c);
  if (r.ok) side.game = r.value.game;
  return r.ok;
}

/** Play one step on both games; a public action is allowed in both or refused in both. */
function play(a: Side, b: Side, s: Step): void {
  if (s.kind === 'secret') {
    for (const [side, secrets] of [
      [a, s.a],
      [b, s.b],
    ] as const)
      for (const x of secrets) {
        if (x.kind === 'event')
          apply(side, { kind: 'event', trooper: ref(side.game, side.hidden), event: x.event });
        // Only a private entry is taken back or brought back in private.
        else if (isPrivate(side, x.kind === 'undo' ? undoTarget(side) : redoTarget(side)))
          apply(side, x);
      }
    return;
  }
  const both = (f: (side: Side) => Command | null): void => {
    const ca = f(a);
    const cb = f(b);
    if (ca === null || cb === null) return;
    expect([s, apply(a, ca)]).toEqual([s, apply(b, cb)]);
  };
  switch (s.kind) {
    case 'spend':
      both((x) => ({
        kind: 'spend',
        trooper: ref(x.game, s.who),
        ...(s.order === undefined ? {} : { order: s.order }),
        ...(s.skills === undefined ? {} : { skills: s.skills }),
      }));
      return;
    case 'hidden-pool':
      both((x) => {
        const sk = x === a ? s.a : s.b;
        return {
          kind: 'spend',
          trooper: ref(x.game, x.hidden),
          order: 'pool',
          ...(sk === undefined ? {} : { skills: sk }),
        };
      });
      return;
    case 'event':
      both((x) => ({ kind: 'event', trooper: ref(x.game, s.who), event: s.event }));
      return;
    case 'token':
      both((x) => ({ kind: 'token', trooper: ref(x.game, s.who) }));
      return;
    case 'phase':
      both(() => ({ kind: 'phase', phase: 'orders' }));
      return;
    case 'undo':
    case 'redo': {
      // A public undo or redo: of a public entry in both games (else it is the player's own).
      const target = s.kind === 'undo' ? undoTarget : redoTarget;
      if (isPrivate(a, target(a)) || isPrivate(b, target(b))) return;
      both(() => ({ kind: s.kind }));
      return;
    }
    default:
      both(() => ({ kind: s.kind }));
  }
}

const pair = fc.record({
  edition: fc.constantFrom(N4, N5),
  ltOrders: fc.constantFrom(1 as const, 2 as const),
  lieutenants: fc.tuple(fc.constantFrom(...CANDIDATES), fc.constantFrom(...CANDIDATES)),
  group: fc.integer({ min: 0, max: 3 }),
  hidden: fc.tuple(hiddenTrooper, hiddenTrooper),
  steps: fc.array(step, { maxLength: 30 }),
});
type Pair = typeof pair extends fc.Arbitrary<infer P> ? P : never;

function games(p: Pair, each?: (a: Side, b: Side) => void): [Side, Side] {
  const side = (i: 0 | 1): Side => ({
    game: begin(
      armyList(p.lieutenants[i], p.ltOrders, { ...p.hidden[i], group: p.group }),
      p.edition,
    ),
    hidden: p.hidden[i].name,
  });
  const a = side(0);
  const b = side(1);
  for (const s of p.steps) {
    play(a, b, s);
    each?.(a, b);
  }
  return [a, b];
}

const publicOf = (g: Game) => [showTurn(g, { public: true }), turnLog(g, { public: true })];

describe('two games that differ only in private information', () => {
  it('give equal public answers after every action', () => {
    fc.assert(
      fc.property(pair, (p) => {
        games(p, (a, b) => {
          expect(publicOf(a.game)).toEqual(publicOf(b.game));
        });
      }),
      { numRuns: runs(200) },
    );
  });

  it('print byte-identical `turn show --public` and `turn log --public` in every format', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(pair, async (p) => {
        const [a, b] = games(p);
        const out = async (g: Game) => {
          const path = join(dir, `game-${++n}.json`);
          writeFileSync(path, gameText(g, sha256));
          const env = { INFCALC_STATE: path };
          const all: string[] = [];
          for (const sub of ['show', 'log'])
            for (const format of ['text', 'json', 'md', 'csv']) {
              const r = await cli(`turn ${sub} --public --format ${format}`, { env });
              expect([r.code, r.stderr]).toEqual([0, '']);
              all.push(r.stdout);
            }
          return all;
        };
        expect(await out(a.game)).toEqual(await out(b.game));
      }),
      { numRuns: runs(25) },
    );
  });

  it('the whole answers do differ (the games are not the same game)', () => {
    const p: Pair = {
      edition: N4,
      ltOrders: 1,
      lieutenants: ['Hawk', 'Kite'],
      group: 0,
      hidden: [
        { name: 'Croc Man', training: 'regular', tacticalAwareness: false, at: 0 },
        { name: 'Spektr', training: 'irregular', tacticalAwareness: true, at: 2 },
      ],
      steps: [
        { kind: 'phase' },
        { kind: 'secret', a: [{ kind: 'event', event: 'stunned' }], b: [] },
        { kind: 'hidden-pool', a: 'Move + Move', b: 'Dodge' },
        { kind: 'spend', who: 'Bravo', order: undefined, skills: undefined },
        { kind: 'secret', a: [{ kind: 'undo' }], b: [{ kind: 'event', event: 'immobilized-a' }] },
      ],
    };
    const [a, b] = games(p);
    const whole = (g: Game) => [showTurn(g, { public: false }), turnLog(g, { public: false })];
    expect(whole(a.game)).not.toEqual(whole(b.game));
    expect(publicOf(a.game)).toEqual(publicOf(b.game));
    expect(turnLog(a.game, { public: true }).lines.map((l) => l.index)).toEqual([1, 2, 3, 4]);
  });

  // Found by this property (seed -2009490860): a private action between an undo and a
  // redo emptied what the redo could bring back, so the redo was refused in one game and
  // done in the other. A private action now leaves it, and the redo applies the action
  // again; the log replays to the same game.
  it('a redo after a private action is done as after none (and the log replays to it)', () => {
    const p: Pair = {
      edition: N4,
      ltOrders: 1,
      lieutenants: ['Hawk', 'Hawk'],
      group: 0,
      hidden: [
        { name: 'Croc Man', training: 'regular', tacticalAwareness: false, at: 0 },
        { name: 'Croc Man', training: 'regular', tacticalAwareness: false, at: 0 },
      ],
      steps: [
        { kind: 'token', who: 'Rush' },
        { kind: 'undo' },
        { kind: 'secret', a: [], b: [{ kind: 'event', event: 'stunned' }] },
        { kind: 'redo' },
      ],
    };
    const [a, b] = games(p);
    expect(publicOf(a.game)).toEqual(publicOf(b.game));
    for (const g of [a.game, b.game]) {
      expect(g.log.map((x) => x.kind)).toContain('redo');
      const again = replay(g.log);
      expect(again.ok && current(again.value)).toEqual(current(g));
    }
  });
});
