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

  it('the public log names no private trooper; an order names the trooper it activates', () => {
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
      // The use of every order is public, the Lieutenant's included (docs/rules-choices.md).
      ['Boss: Lieutenant order', false],
      // Arriving on the table is seen by the opponent.
      ['Croc: own order (the default)', false],
      ['Bravo: pool order (the default)', true],
      ['undo', false],
    ]);
    const all = viewLog(g, { public: false });
    expect(all.map((x) => x.text)).toContain('Croc: own order (the default)');
  });
});

describe('the public view is numbered without gaps (docs/rules.md §2.2)', () => {
  const hiddenEvent = play([
    { kind: 'spend', trooper: 'groups[1].troopers[1]' },
    { kind: 'event', trooper: 'groups[0].troopers[2]', event: 'stunned' },
    { kind: 'spend', trooper: 'groups[0].troopers[1]' },
    { kind: 'event', trooper: 'groups[0].troopers[2]', event: 'normal' },
    { kind: 'undo' },
    { kind: 'spend', trooper: 'groups[0].troopers[1]' },
    { kind: 'undo' },
    { kind: 'redo' },
  ]);

  it('an event on a Hidden Deployment trooper, and its undo, leave no gap and no trace', () => {
    const pub = viewLog(hiddenEvent, { public: true });
    expect(pub.map((x) => [x.index, x.text, x.undone])).toEqual([
      [1, 'start: Active Turn 1', false],
      [2, 'Bravo: pool order (the default)', false],
      [3, 'Alpha: pool order (the default)', false],
      [4, 'Alpha: pool order (the default)', false],
      [5, 'undo', false],
      [6, 'redo', false],
    ]);
    expect(JSON.stringify(pub)).not.toMatch(/Croc|stunned|normal/);
    // The whole log keeps every entry, numbered as stored.
    expect(viewLog(hiddenEvent, { public: false }).map((x) => x.index)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
  });

  it('the same as a game without the private entries', () => {
    const plain = play([
      { kind: 'spend', trooper: 'groups[1].troopers[1]' },
      { kind: 'spend', trooper: 'groups[0].troopers[1]' },
      { kind: 'spend', trooper: 'groups[0].troopers[1]' },
      { kind: 'undo' },
      { kind: 'redo' },
    ]);
    expect(viewLog(hiddenEvent, { public: true })).toEqual(viewLog(plain, { public: true }));
    expect(viewTurn(current(hiddenEvent), { public: true })).toEqual(
      viewTurn(current(plain), { public: true }),
    );
  });

  it('a Combat Group with no trooper on the table is not shown; the others are renumbered', () => {
    const l2 = list([
      [reg({ name: 'Spektr', deployment: 'hidden' })],
      [lt({ name: 'Boss' }), reg({ name: 'Alpha' })],
    ]);
    let g = begin(l2, N4);
    for (const c of [
      { kind: 'spend', trooper: 'groups[1].troopers[1]' },
      { kind: 'end' },
    ] as const) {
      const r = act(g, c);
      if (!r.ok) throw new Error(r.error.message);
      g = r.value.game;
    }
    const v = viewTurn(current(g), { public: true });
    expect(v.groups.map((x) => [x.index, x.pool, x.counted])).toEqual([[1, 0, 2]]);
    expect(v.troopers.map((t) => [t.ref, t.group, t.name])).toEqual([
      ['groups[0].troopers[0]', 1, 'Boss'],
      ['groups[0].troopers[1]', 1, 'Alpha'],
    ]);
    expect(v.lost).toEqual([
      { trooper: null, group: 1, order: 'pool', count: 1, why: 'end-of-turn' },
      { trooper: null, group: null, order: 'lieutenant', count: 1, why: 'end-of-turn' },
    ]);
    const p = publicPhase(tacticalPhase(l2, N4));
    expect(v.troopers.map((t) => [t.ref, t.name])).toEqual(
      p.groups.flatMap((x) => x.troopers.map((t) => [t.path, t.name])),
    );
    // The whole view keeps the list's numbers.
    expect(viewTurn(current(g), { public: false }).groups.map((x) => x.index)).toEqual([1, 2]);
  });
});

describe('the Lieutenant order in public (docs/rules-choices.md)', () => {
  it('who the Lieutenant is stays private until its order is spent; then the log says who took it', () => {
    const l3 = list([
      [lt({ name: 'Boss' }), reg({ name: 'Alpha' }), reg({ name: 'Sarge', nco: true })],
    ]);
    const run = (cmds: Command[]): Game => {
      let g = begin(l3, N4);
      for (const c of cmds) {
        const r = act(g, c);
        if (!r.ok) throw new Error(r.error.message);
        g = r.value.game;
      }
      return g;
    };
    const before = viewTurn(current(run([])), { public: true });
    expect(before.troopers.map((t) => [t.name, t.orders.lieutenant, t.activations])).toEqual([
      ['Boss', 0, 0],
      ['Alpha', 0, 0],
      ['Sarge', 0, 0],
    ]);
    expect(before.left.lieutenant).toBe(1);
    // Spent by the Lieutenant or by an NCO, the entry reads the same: the trooper activated.
    for (const [who, name] of [
      ['groups[0].troopers[0]', 'Boss'],
      ['groups[0].troopers[2]', 'Sarge'],
    ] as const) {
      const g = run([{ kind: 'spend', trooper: who, order: 'lieutenant' }]);
      expect(viewLog(g, { public: true }).map((x) => x.text)).toEqual([
        'start: Active Turn 1',
        `${name}: Lieutenant order`,
      ]);
      const v = viewTurn(current(g), { public: true });
      expect(v.troopers.find((t) => t.name === name)?.activations).toBe(1);
      expect(v.lieutenant).toBeNull();
    }
  });
});
