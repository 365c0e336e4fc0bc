/** Issue "Fidelity round", privacy items 7 and 8 in the core (docs/rules.md §2.1, §2.2). */
import { describe, expect, it } from 'vitest';
import { publicPhase, tacticalPhase } from '../../../src/core/army/tactical.js';
import { N4, N5 } from '../../../src/core/rules/index.js';
import { list, lt, reg } from '../army/lists.js';

describe('7: public paths are renumbered everywhere', () => {
  it.each([N4, N5])('7: Command Token candidates (%s)', (ed) => {
    const l = list([
      [
        lt(),
        reg({ name: 'Hidden', deployment: 'hidden', training: 'irregular' }),
        reg({ name: 'Away', deployment: 'off-table' }),
        reg({ name: 'Irr', training: 'irregular' }),
      ],
    ]);
    const p = publicPhase(tacticalPhase(l, ed));
    expect(p.commandTokens?.candidates).toEqual([
      { name: 'Irr', path: 'groups[0].troopers[1]', group: 1, poolBefore: 1, poolAfter: 2 },
    ]);
  });
});

describe('8: no group made only of private troopers', () => {
  it('8: a group of hidden, off-table and Reinforcement troopers is not shown', () => {
    const l = list([
      [lt(), reg()],
      [reg({ deployment: 'hidden' }), reg({ deployment: 'off-table' })],
      [reg({ name: 'Irr', training: 'irregular' })],
    ]);
    const p = publicPhase(tacticalPhase(l, N4));
    expect(p.groups.map((g) => [g.index, g.troopers.map((t) => t.path)])).toEqual([
      [1, ['groups[0].troopers[0]', 'groups[0].troopers[1]']],
      [2, ['groups[1].troopers[0]']],
    ]);
    expect(p.commandTokens?.candidates.map((c) => [c.group, c.path])).toEqual([
      [2, 'groups[1].troopers[0]'],
    ]);
  });
});
