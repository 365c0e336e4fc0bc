import { describe, expect, it } from 'vitest';
import { publicPhase, tacticalPhase } from '../../../src/core/army/tactical.js';
import { N4 } from '../../../src/core/rules/index.js';
import { act, begin, current, type Game } from '../../../src/core/turn/game.js';
import type { Command } from '../../../src/core/turn/types.js';
import { viewLog, viewTurn } from '../../../src/core/turn/view.js';
import { list, lt, reg } from '../army/lists.js';

const l = list([
  [lt({ name: 'Boss' }), reg({ name: 'Alpha' }), reg({ name: 'Croc', deployment: 'hidden' })],
  [reg({ name: 'Jumper', deployment: 'off-table' }), reg({ name: 'Bravo' })],
]);

function play(cmds: Command[]): Game {
  let g = begin(l, N4);
  for (const c of cmds) {
    const r = act(g, c);
    if (!r.ok) throw new Error(r.error.message);
    g = r.value.game;
  }
  return g;
}

describe('turn show --public hides what orders --public hides (docs/rules.md §2.1, §2.2)', () => {
  it('the same troopers, pools and Lieutenant order count as `orders --public`', () => {
    const v = viewTurn(current(play([])), { public: true });
    const p = publicPhase(tacticalPhase(l, N4));
    expect(v.troopers.map((t) => [t.ref, t.name])).toEqual(
      p.groups.flatMap((g) => g.troopers.map((t) => [t.path, t.name])),
    );
    expect(v.groups.map((g) => g.pool)).toEqual(p.groups.map((g) => g.regular));
    expect(v.left.lieutenant).toBe(p.totals.lieutenant);
    expect([v.lieutenant, v.left.hidden, v.points]).toEqual([null, 0, 300]);
    expect(JSON.stringify(v)).not.toMatch(/Croc|Jumper/);
  });

  it('the whole view shows all', () => {
    const v = viewTurn(current(play([])), { public: false });
    expect(v.lieutenant).toBe('Boss');
    expect(v.left.hidden).toBe(1);
    expect(v.troopers).toHaveLength(5);
  });

  it('the public log names no private trooper and not who spent the Lieutenant order', () => {
    const g = play([
      { kind: 'spend', trooper: 'groups[0].troopers[2]', order: 'pool' },
      { kind: 'spend', trooper: 'groups[0].troopers[0]', order: 'lieutenant' },
      { kind: 'spend', trooper: 'groups[0].troopers[2]' },
      { kind: 'spend', trooper: 'groups[1].troopers[1]' },
      { kind: 'undo' },
    ]);
    const pub = viewLog(g, { public: true });
    expect(pub.map((x) => [x.text, x.undone])).toEqual([
      ['start: Active Turn 1', false],
      ['a trooper not shown: pool order', false],
      ['the Lieutenant order', false],
      // Arriving on the table is seen by the opponent.
      ['Croc: own order (the default)', false],
      ['Bravo: pool order (the default)', true],
      ['undo', false],
    ]);
    const all = viewLog(g, { public: false });
    expect(all.map((x) => x.text)).toContain('Croc: own order (the default)');
  });
});
