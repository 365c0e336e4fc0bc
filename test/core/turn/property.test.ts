import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkArmyList } from '../../../src/core/army/parse.js';
import { STATES } from '../../../src/core/army/schema.js';
import { expectOk } from '../../../src/core/result.js';
import { N4, N5 } from '../../../src/core/rules/index.js';
import { act, begin, current, replay, type Game } from '../../../src/core/turn/game.js';
import { EVENTS, ORDER_KINDS, type Command } from '../../../src/core/turn/types.js';
import { viewLog, viewTurn } from '../../../src/core/turn/view.js';
import { runs } from '../../properties.js';

const trooper = fc.record({
  name: fc.constantFrom('Alpha', 'Bravo', 'Fusilier', 'Croc'),
  cost: fc.integer({ min: 0, max: 60 }),
  training: fc.constantFrom('regular', 'irregular'),
  nco: fc.boolean(),
  chainOfCommand: fc.boolean(),
  tacticalAwareness: fc.boolean(),
  impetuous: fc.boolean(),
  peripheral: fc.constantFrom(false, false, false, true),
  state: fc.constantFrom(...STATES.filter((s) => s !== 'disconnected')),
  deployment: fc.constantFrom('table', 'table', 'table', 'hidden', 'off-table'),
});

const armyList = fc
  .tuple(
    fc.array(fc.array(trooper, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 3 }),
    fc.integer({ min: 1, max: 2 }),
    fc.boolean(),
  )
  .map(([groups, ltOrders, ltOk]) => {
    const gs = groups.map((troopers) => ({ troopers: troopers.map((t) => ({ ...t })) }));
    const first = gs[0]?.troopers[0];
    if (first !== undefined) {
      Object.assign(first, { lieutenant: true, lieutenantOrders: ltOrders, training: 'regular' });
      if (ltOk) Object.assign(first, { state: 'normal', deployment: 'table', peripheral: false });
    }
    return expectOk(checkArmyList({ points: 150, groups: gs }));
  });

/** A command by numbers: which trooper (modulo the list), which kind. */
const command = fc.oneof(
  fc.record({
    kind: fc.constant('spend' as const),
    who: fc.nat(),
    order: fc.option(fc.constantFrom(...ORDER_KINDS), { nil: undefined }),
    skills: fc.option(fc.constantFrom('Move + BS Attack', 'Dodge', 'Jump', 'Move + Move'), {
      nil: undefined,
    }),
    group: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
  }),
  fc.record({
    kind: fc.constant('event' as const),
    who: fc.nat(),
    event: fc.constantFrom(...EVENTS),
  }),
  fc.record({ kind: fc.constant('token' as const), who: fc.nat() }),
  fc.constantFrom(
    { kind: 'phase' as const },
    { kind: 'end' as const },
    { kind: 'next' as const },
    { kind: 'undo' as const },
    { kind: 'redo' as const },
  ),
);
type Cmd = typeof command extends fc.Arbitrary<infer C> ? C : never;

function toCommand(g: Game, c: Cmd): Command {
  const ts = current(g).troopers;
  const ref = 'who' in c ? (ts[c.who % ts.length]?.ref ?? '') : '';
  switch (c.kind) {
    case 'spend':
      return {
        kind: 'spend',
        trooper: ref,
        ...(c.order === undefined ? {} : { order: c.order }),
        ...(c.skills === undefined ? {} : { skills: c.skills }),
        ...(c.group === undefined ? {} : { group: c.group }),
      };
    case 'event':
      return { kind: 'event', trooper: ref, event: c.event };
    case 'token':
      return { kind: 'token', trooper: ref };
    case 'phase':
      return { kind: 'phase', phase: 'orders' };
    default:
      return c;
  }
}

describe('any sequence of allowed actions (docs/rules.md §2, §3)', () => {
  it('never makes a pool or a count negative, and the state is always the replay of the log', () => {
    fc.assert(
      fc.property(
        armyList,
        fc.constantFrom(N4, N5),
        fc.array(command, { maxLength: 40 }),
        (l, edition, cmds) => {
          let g = begin(l, edition);
          for (const c of cmds) {
            const r = act(g, toCommand(g, c));
            if (!r.ok) continue;
            g = r.value.game;
            const s = current(g);
            for (const grp of s.groups) expect(grp.pool).toBeGreaterThanOrEqual(0);
            for (const t of s.troopers)
              for (const v of Object.values(t.orders)) expect(v).toBeGreaterThanOrEqual(0);
            expect(s.commandTokens).toBeGreaterThanOrEqual(0);
          }
          const again = replay(g.log);
          expect(again.ok).toBe(true);
          if (again.ok) {
            expect(current(again.value)).toEqual(current(g));
            // What `turn show` prints is a function of the state alone: equal too.
            for (const pub of [false, true])
              expect(viewTurn(current(again.value), { public: pub })).toEqual(
                viewTurn(current(g), { public: pub }),
              );
          }
          // The public log is numbered without gaps (docs/turn.md); the whole one as stored.
          const pub = viewLog(g, { public: true });
          expect(pub.map((l) => l.index)).toEqual(pub.map((_, i) => i + 1));
          expect(viewLog(g, { public: false }).map((l) => l.index)).toEqual(
            g.log.map((_, i) => i + 1),
          );
        },
      ),
      { numRuns: runs(150) },
    );
  });

  it('spends never exceed what the Tactical Phase counted plus the Command Tokens used', () => {
    fc.assert(
      fc.property(armyList, fc.array(command, { maxLength: 40 }), (l, cmds) => {
        let g = begin(l, N5);
        for (const c of cmds) {
          if (c.kind === 'next' || c.kind === 'undo' || c.kind === 'redo') continue;
          const r = act(g, toCommand(g, c));
          if (r.ok) g = r.value.game;
        }
        const s = current(g);
        const start = g.states[0];
        if (start === undefined) throw new Error('no start');
        const sum = (st: typeof s): number =>
          st.groups.reduce((a, x) => a + x.pool, 0) +
          st.troopers.reduce(
            (a, t) => a + Object.values({ ...t.orders }).reduce((b, v) => b + v, 0) + t.activations,
            0,
          ) +
          st.lost.reduce((a, x) => a + x.count, 0);
        // Every order is left, spent or lost; in N5 a trooper placed during the Orders Phase
        // may bring one Tactical Order more (§7.3).
        const placedTa = s.troopers.filter((t) => t.placed).length;
        expect(sum(s)).toBeGreaterThanOrEqual(sum(start));
        expect(sum(s)).toBeLessThanOrEqual(sum(start) + placedTa);
      }),
      { numRuns: runs(150) },
    );
  });
});
