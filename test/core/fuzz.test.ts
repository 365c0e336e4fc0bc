/** Random input never crashes the engagement and Move order checks: bad input is a Result. */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { checkEngagement } from '../../src/core/engage/schema.js';
import { planEngagement } from '../../src/core/engage/plan.js';
import { resolveEngagement, diceNeeded } from '../../src/core/engage/resolve.js';
import { engagementOdds } from '../../src/core/engage/odds.js';
import { checkMoveOrder, checkMove } from '../../src/core/scgb/move.js';
import { runs } from '../properties.js';
const name = fc.constantFrom('A', 'B', 'C', 'F');
describe('fuzz', () => {
  it('engagements: plan, resolve and odds never throw', () => {
    const arb = fc.record({
      active: fc.record({
        name,
        spec: fc.constantFrom('12b3', '0b2', '25b1', '12x', '10'),
        targets: fc.array(fc.record({ name, burst: fc.integer({ min: 0, max: 4 }) }), {
          maxLength: 3,
        }),
      }),
      reactive: fc.array(
        fc.record({
          name,
          spec: fc.constantFrom('11', '11b3', '-1', '30'),
          action: fc.constantFrom('attack', 'dodge', 'reset', 'none', 'x'),
        }),
        { maxLength: 4 },
      ),
    });
    fc.assert(
      fc.property(arb, (v) => {
        const c = checkEngagement(v);
        if (!c.ok) return;
        const p = planEngagement(c.value);
        if (!p.ok) return;
        const need = diceNeeded(p.value);
        const dice = new Map(
          [...need].map(([k, n]) => [k, Array.from({ length: n }, (_, i) => ((i * 7) % 20) + 1)]),
        );
        resolveEngagement(p.value, dice);
        engagementOdds(p.value);
      }),
      { numRuns: runs(1000) },
    );
  });
  it('Move orders: the check never throws', () => {
    const ref = fc.constantFrom('P/A1', 'P/A2', 'Q/B1', 'P', 'R/C1', 'Q/A1');
    const area = fc.record({
      limit: fc.integer({ min: 0, max: 3 }),
      units: fc.dictionary(fc.constantFrom('red', 'blue'), fc.integer({ min: 0, max: 4 })),
      bases: fc.array(fc.constantFrom('red', 'blue'), { maxLength: 2 }),
    });
    const arb = fc.record(
      {
        player: fc.constant('red'),
        faction: fc.constantFrom('terran', 'zerg'),
        activePlanet: fc.constantFrom('P', 'Q', 'Z'),
        special: fc.boolean(),
        planets: fc.record({
          P: fc.record({ areas: fc.record({ A1: area, A2: area }) }),
          Q: fc.record({ areas: fc.record({ B1: area }) }),
        }),
        routes: fc.array(
          fc.record({
            between: fc.tuple(fc.constantFrom('P', 'Q', 'Z'), fc.constantFrom('P', 'Q')),
            transports: fc.array(fc.constantFrom('red', 'blue'), { maxLength: 2 }),
          }),
          { maxLength: 2 },
        ),
        moves: fc.array(fc.record({ from: ref, to: ref, units: fc.integer({ min: 0, max: 5 }) }), {
          maxLength: 4,
        }),
        liftoff: fc.option(fc.record({ from: ref, to: ref }), { nil: undefined }),
      },
      { requiredKeys: ['player', 'faction', 'activePlanet', 'planets', 'moves'] },
    );
    fc.assert(
      fc.property(arb, (v) => {
        const c = checkMoveOrder(JSON.parse(JSON.stringify(v)));
        if (!c.ok) return;
        checkMove(c.value);
      }),
      { numRuns: runs(1000) },
    );
  });
});
