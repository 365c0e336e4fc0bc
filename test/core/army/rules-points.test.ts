/** Smaller rules points of army lists and the Tactical Phase (docs/rules.md §2.4, §7.3). */
import { describe, expect, it } from 'vitest';
import { tacticalPhase } from '../../../src/core/army/tactical.js';
import { listProblems } from '../../../src/core/army/validate.js';
import { N4, N5 } from '../../../src/core/rules/index.js';
import { list, lt, reg } from './lists.js';

const reasons = (l: ReturnType<typeof list>) =>
  tacticalPhase(l, N4).groups.flatMap((g) =>
    g.troopers.map((t) => [
      t.name,
      t.contribution.kind === 'counted' ? t.contribution.irregularReason : null,
    ]),
  );

describe('6: smaller rules points', () => {
  it('6: Disconnected on a trooper that is not a peripheral is warned about (N5)', () => {
    const l = list([[lt(), reg({ name: 'Fusilier', state: 'disconnected' })]]);
    expect(listProblems(l, N5).warnings.map((w) => [w.path, w.message])).toEqual([
      [
        'groups[0].troopers[1].state',
        'Fusilier is not a peripheral: Disconnected is a state of peripherals (counted as a Null state as written)',
      ],
    ]);
    const peripheral = list([[lt(), reg({ state: 'disconnected', peripheral: true })]]);
    expect(listProblems(peripheral, N5).warnings).toEqual([]);
  });

  it("6: in Loss of Lieutenant an Irregular trooper's reason is its training", () => {
    const l = list([
      [
        lt({ state: 'dead' }),
        reg({ name: 'Irr', training: 'irregular' }),
        reg({ name: 'Iso', state: 'isolated' }),
        reg({ name: 'Reg' }),
      ],
    ]);
    expect(reasons(l)).toEqual([
      ['Lt', null],
      ['Irr', 'irregular-training'],
      ['Iso', 'isolated'],
      ['Reg', 'loss-of-lieutenant'],
    ]);
  });

  it('6: an Isolated trooper gets no Command Token, whatever its training', () => {
    const l = list([[lt(), reg({ name: 'Iso', training: 'irregular', state: 'isolated' })]]);
    expect(tacticalPhase(l, N5).commandTokens?.candidates).toEqual([]);
  });
});
