import { describe, expect, it } from 'vitest';
import type { ArmyList } from '../../../src/core/army/schema.js';
import { expectOk } from '../../../src/core/result.js';
import { N4, N5, type Edition } from '../../../src/core/rules/index.js';
import {
  act,
  begin,
  current,
  replay,
  resolveTrooper,
  type Game,
} from '../../../src/core/turn/game.js';
import type {
  Action,
  Command,
  OrderKind,
  RefusalCode,
  TurnEvent,
  TurnState,
} from '../../../src/core/turn/types.js';
import { list, lt, reg, type T } from '../army/lists.js';

/** A game played by name: each step is [command, ...args]. */
type Step =
  | ['spend', string, OrderKind?, string?, number?]
  | ['event', string, string]
  | ['token', string]
  | ['phase']
  | ['end']
  | ['next']
  | ['undo']
  | ['redo'];

function toCommand(s: TurnState, step: Step): Command {
  const ref = (name: string): string => expectOk(resolveTrooper(s, name));
  switch (step[0]) {
    case 'spend': {
      const [, name, order, skills, group] = step;
      return {
        kind: 'spend',
        trooper: ref(name),
        ...(order === undefined ? {} : { order }),
        ...(skills === undefined ? {} : { skills }),
        ...(group === undefined ? {} : { group }),
      };
    }
    case 'event':
      return { kind: 'event', trooper: ref(step[1]), event: step[2] as TurnEvent };
    case 'token':
      return { kind: 'token', trooper: ref(step[1]) };
    case 'phase':
      return { kind: 'phase', phase: 'orders' };
    case 'end':
      return { kind: 'end' };
    case 'next':
      return { kind: 'next' };
    case 'undo':
      return { kind: 'undo' };
    case 'redo':
      return { kind: 'redo' };
  }
}

const step = (g: Game, st: Step) => act(g, toCommand(current(g), st));

function play(l: ArmyList, steps: Step[], edition: Edition = N4): Game {
  let g = begin(l, edition);
  for (const s of steps) {
    const r = step(g, s);
    if (!r.ok) throw new Error(`${s.join(' ')}: ${r.error.message}`);
    g = r.value.game;
  }
  return g;
}

function refusal(l: ArmyList, steps: Step[], last: Step, edition: Edition = N4) {
  const g = play(l, steps, edition);
  const r = step(g, last);
  if (r.ok) throw new Error(`${last.join(' ')} was allowed`);
  return r.error;
}

const trooper = (g: Game, name: string) => {
  const s = current(g);
  const t = s.troopers.find((x) => x.ref === expectOk(resolveTrooper(s, name)));
  if (t === undefined) throw new Error(name);
  return t;
};
const pools = (g: Game) => current(g).groups.map((x) => x.pool);

const twoGroups = (a: T[] = [], b: T[] = [], extra: T = {}) =>
  list(
    [
      [lt(), reg({ name: 'Alpha' }), ...a],
      [reg({ name: 'Bravo' }), reg({ name: 'Bravo 2' }), ...b],
    ],
    extra,
  );

describe('refusals, each with the rule that forbids it (docs/rules.md §2, §3, §7.3)', () => {
  const cases: [string, ArmyList, Step[], Step, RefusalCode, string, Edition?][] = [
    [
      'a pool order of another group',
      twoGroups(),
      [],
      ['spend', 'Alpha', 'pool', undefined, 2],
      'other-group-pool',
      '§2.1',
    ],
    [
      'a pool order for a trooper Isolated at the Tactical Phase',
      twoGroups([reg({ name: 'Cut off', state: 'isolated' })]),
      [],
      ['spend', 'Cut off', 'pool'],
      'isolated-pool',
      '§2.2',
    ],
    [
      'a pool order for a trooper Isolated during the turn',
      twoGroups(),
      [['event', 'Alpha', 'isolated']],
      ['spend', 'Alpha', 'pool'],
      'isolated-pool',
      '§2.2',
    ],
    [
      'a peripheral spends no order',
      twoGroups([reg({ name: 'Mule', peripheral: true })]),
      [],
      ['spend', 'Mule', 'pool'],
      'peripheral',
      '§2.1',
    ],
    [
      'a trooper in a Null state is not activated',
      twoGroups(),
      [['event', 'Alpha', 'dead']],
      ['spend', 'Alpha', 'pool'],
      'null-state',
      '§2.2',
    ],
    [
      'the Lieutenant order by anyone but the Lieutenant or an NCO',
      twoGroups(),
      [],
      ['spend', 'Alpha', 'lieutenant'],
      'lieutenant-only',
      '§2.1',
    ],
    [
      'the Lieutenant order by an Isolated NCO',
      twoGroups([reg({ name: 'Sergeant', nco: true })]),
      [['event', 'Sergeant', 'isolated']],
      ['spend', 'Sergeant', 'lieutenant'],
      'nco-isolated',
      '§2.1',
    ],
    [
      'the Lieutenant order after the Lieutenant became Isolated (lost, even for the NCO)',
      twoGroups([reg({ name: 'Sergeant', nco: true })]),
      [['event', 'Lt', 'isolated']],
      ['spend', 'Sergeant', 'lieutenant'],
      'lieutenant-order-lost',
      '§2.1',
    ],
    [
      'a Hidden Deployment order for anything but placing itself',
      twoGroups([reg({ name: 'Croc', deployment: 'hidden' })]),
      [],
      ['spend', 'Croc', 'own', 'Move + BS Attack'],
      'hidden-place-only',
      '§2.2',
    ],
    [
      'an Impetuous token outside the Impetuous Phase',
      twoGroups([reg({ name: 'Berserker', impetuous: true, training: 'irregular' })]),
      [['phase']],
      ['spend', 'Berserker', 'impetuous'],
      'impetuous-phase',
      '§3',
    ],
    [
      'an Impetuous token in Retreat! (no Impetuous Phase)',
      list([
        [lt({ cost: 10 }), reg({ name: 'Berserker', impetuous: true, cost: 10 })],
        [reg({ state: 'dead', cost: 280 })],
      ]),
      [],
      ['spend', 'Berserker', 'impetuous'],
      'impetuous-phase',
      '§3',
    ],
    [
      'a pool order while Impetuous tokens wait',
      twoGroups([reg({ name: 'Berserker', impetuous: true, training: 'irregular' })]),
      [],
      ['spend', 'Alpha', 'pool'],
      'impetuous-pending',
      '§3',
    ],
    [
      'a skill Retreat! forbids',
      list([
        [lt({ cost: 10 }), reg({ name: 'Alpha', cost: 10 })],
        [reg({ state: 'dead', cost: 280 })],
      ]),
      [],
      ['spend', 'Alpha', 'own', 'Move + BS Attack'],
      'retreat-skill',
      '§2.4',
    ],
    [
      'an order the skills engine refuses',
      twoGroups(),
      [],
      ['spend', 'Alpha', 'pool', 'Move + Jump'],
      'invalid-order',
      '§4.1, §7.4',
    ],
    [
      'nothing left in the pool',
      list([[lt(), reg({ name: 'Alpha' })]]),
      [
        ['spend', 'Alpha'],
        ['spend', 'Alpha'],
      ],
      ['spend', 'Alpha'],
      'none-left',
      '§2.1',
    ],
    [
      'no own order for a Regular trooper',
      twoGroups(),
      [],
      ['spend', 'Alpha', 'own'],
      'none-left',
      '§2.1',
    ],
    [
      'an order after the end of the turn',
      twoGroups(),
      [['end']],
      ['spend', 'Alpha'],
      'turn-ended',
      '§3',
    ],
    [
      'N5: a Lieutenant order taken by an NCO that became Isolated',
      twoGroups([reg({ name: 'Sergeant', nco: true })]),
      [['event', 'Sergeant', 'isolated']],
      ['spend', 'Sergeant', 'lieutenant'],
      'nco-isolated',
      '§2.1',
      N5,
    ],
    [
      'N5: the NCO holds no Tactical Order of its own (the Lieutenant keeps its orders)',
      twoGroups([reg({ name: 'Sergeant', nco: true })]),
      [],
      ['spend', 'Sergeant', 'tactical'],
      'none-left',
      '§2.1',
      N5,
    ],
    [
      'a Command Token on a Regular trooper',
      twoGroups(),
      [],
      ['token', 'Alpha'],
      'token-not-irregular',
      '§7.3',
    ],
    [
      'N4: a Command Token on the Tactical Awareness order',
      twoGroups([reg({ name: 'Aware', tacticalAwareness: true })]),
      [],
      ['token', 'Aware'],
      'token-not-irregular',
      '§7.3',
    ],
    [
      'N5: a Command Token on a Tactical Order',
      twoGroups([reg({ name: 'Aware', tacticalAwareness: true })]),
      [],
      ['token', 'Aware'],
      'token-not-irregular',
      '§7.3',
      N5,
    ],
    [
      'a Command Token on an Isolated trooper',
      twoGroups([reg({ name: 'Cut off', state: 'isolated' })]),
      [],
      ['token', 'Cut off'],
      'token-isolated',
      '§7.3',
    ],
    [
      'a new Lieutenant when the army is not in Loss of Lieutenant',
      twoGroups(),
      [['end']],
      ['event', 'Alpha', 'lieutenant'],
      'not-loss-of-lieutenant',
      '§2.4',
    ],
    [
      'an Irregular trooper as the new Lieutenant',
      twoGroups([reg({ name: 'Wild', training: 'irregular' })], [], {}),
      [['event', 'Lt', 'dead'], ['next'], ['end']],
      ['event', 'Wild', 'lieutenant'],
      'cannot-lead',
      '§2.4',
    ],
  ];
  it.each(cases)('%s', (_, l, steps, last, code, rule, edition = N4) => {
    const r = refusal(l, steps, last, edition);
    expect([r.code, r.rule]).toEqual([code, rule]);
    expect(r.message.length).toBeGreaterThan(10);
  });

  it('a refused action leaves the game as it was', () => {
    const g = play(twoGroups(), []);
    const r = step(g, ['spend', 'Alpha', 'pool', undefined, 2]);
    expect(r.ok).toBe(false);
    expect(current(g).groups.map((x) => x.pool)).toEqual([2, 2]);
  });
});

describe('pools, own orders and the Lieutenant order (docs/rules.md §2.1)', () => {
  it("a pool order comes from the trooper's own group", () => {
    const g = play(twoGroups(), [
      ['spend', 'Bravo'],
      ['spend', 'Alpha', 'pool', 'Move + BS Attack'],
    ]);
    expect(pools(g)).toEqual([1, 1]);
    expect(trooper(g, 'Alpha').activations).toBe(1);
  });

  it('an Irregular trooper may take pool orders of its group besides its own', () => {
    const g = play(twoGroups([reg({ name: 'Wild', training: 'irregular' })]), [
      ['spend', 'Wild'],
      ['spend', 'Wild'],
    ]);
    // Default: its own order first, then the pool.
    expect(current(g).troopers.find((t) => t.name === 'Wild')?.orders.own).toBe(0);
    expect(pools(g)).toEqual([1, 2]);
    expect(g.log.slice(1).map((a) => (a.kind === 'spend' ? [a.order, a.defaulted] : null))).toEqual(
      [
        ['own', true],
        ['pool', true],
      ],
    );
  });

  it('the Lieutenant order is never spent by default (who the Lieutenant is stays private)', () => {
    const g = play(list([[lt()]]), [['spend', 'Lt']]);
    const a = g.log[1];
    expect(a?.kind === 'spend' && a.order).toBe('pool');
    expect(trooper(g, 'Lt').orders.lieutenant).toBe(1);
  });

  it('the Lieutenant spends its own order; +1 Order gives two', () => {
    const g = play(list([[lt({ lieutenantOrders: 2 })]]), [
      ['spend', 'Lt', 'lieutenant'],
      ['spend', 'Lt', 'lieutenant'],
    ]);
    expect(trooper(g, 'Lt').orders.lieutenant).toBe(0);
    expect(pools(g)).toEqual([1]);
  });

  it('the Lieutenant Isolated before spending its order loses it (and the NCO cannot use it)', () => {
    const l = twoGroups([reg({ name: 'Sergeant', nco: true })]);
    const g = play(l, [['event', 'Lt', 'isolated']]);
    expect(trooper(g, 'Lt').orders.lieutenant).toBe(0);
    expect(current(g).lost).toEqual([
      {
        trooper: 'groups[0].troopers[0]',
        group: 1,
        order: 'lieutenant',
        count: 1,
        why: 'lieutenant-isolated',
      },
    ]);
    expect(refusal(l, [['event', 'Lt', 'isolated']], ['spend', 'Lt', 'lieutenant']).code).toBe(
      'lieutenant-order-lost',
    );
  });

  it('the Lieutenant Isolated after spending its order loses nothing', () => {
    const g = play(list([[lt()]]), [
      ['spend', 'Lt', 'lieutenant'],
      ['event', 'Lt', 'isolated'],
    ]);
    expect(current(g).lost).toEqual([]);
  });

  it('N4 NCO: spends the Lieutenant order as a Regular order of its group', () => {
    const g = play(twoGroups([], [reg({ name: 'Sergeant', nco: true })]), [
      ['spend', 'Sergeant', 'lieutenant', 'Move + BS Attack'],
    ]);
    expect(trooper(g, 'Lt').orders.lieutenant).toBe(0);
    expect(pools(g)).toEqual([2, 3]);
    expect(trooper(g, 'Sergeant').activations).toBe(1);
  });

  it('N4 NCO: no Lieutenant order to spend in Loss of Lieutenant', () => {
    const l = list([[lt({ state: 'dead' }), reg({ name: 'Sergeant', nco: true })]]);
    expect(refusal(l, [], ['spend', 'Sergeant', 'lieutenant']).code).toBe('none-left');
  });

  it('N4 NCO: the order of a Lieutenant placed this turn was not generated this turn', () => {
    const l = list([[lt({ deployment: 'hidden' }), reg({ name: 'Sergeant', nco: true })]]);
    expect(refusal(l, [['spend', 'Lt']], ['spend', 'Sergeant', 'lieutenant']).code).toBe(
      'none-left',
    );
  });

  it('N5 NCO is Optional: the Lieutenant keeps its order until an NCO spends one', () => {
    const start = play(twoGroups([], [reg({ name: 'Sergeant', nco: true })]), [], N5);
    expect(trooper(start, 'Lt').orders.lieutenant).toBe(1);
    expect(trooper(start, 'Sergeant')).toMatchObject({
      ncoAccess: true,
      orders: { tactical: 0, tacticalNco: 0 },
    });
    // A spend that names no order never takes the Lieutenant's (its pool instead).
    const pooled = play(
      twoGroups([], [reg({ name: 'Sergeant', nco: true })]),
      [['spend', 'Sergeant']],
      N5,
    );
    expect(trooper(pooled, 'Lt').orders.lieutenant).toBe(1);
    expect(pools(pooled)).toEqual([2, 2]);
    // Named, it is the NCO's Tactical Order, from any Combat Group, and leaves the pools.
    const g = play(
      twoGroups([], [reg({ name: 'Sergeant', nco: true })]),
      [['spend', 'Sergeant', 'lieutenant']],
      N5,
    );
    expect(trooper(g, 'Lt').orders.lieutenant).toBe(0);
    expect(trooper(g, 'Sergeant').activations).toBe(1);
    expect(pools(g)).toEqual([2, 3]);
  });

  it('N5 NCO: the Lieutenant order may still be taken after the Lieutenant is killed', () => {
    const g = play(
      twoGroups([], [reg({ name: 'Sergeant', nco: true })]),
      [
        ['event', 'Lt', 'dead'],
        ['spend', 'Sergeant', 'lieutenant'],
      ],
      N5,
    );
    expect(trooper(g, 'Lt').orders.lieutenant).toBe(0);
    expect(trooper(g, 'Sergeant').activations).toBe(1);
  });
});

describe('Hidden Deployment, placing and revealing (docs/rules.md §2.2, §7.3)', () => {
  const l = twoGroups([
    reg({ name: 'Croc', deployment: 'hidden' }),
    reg({ name: 'Jumper', deployment: 'off-table', tacticalAwareness: true }),
  ]);

  it('the own order places the trooper, which counts from the next turn', () => {
    let g = play(l, [['spend', 'Croc']]);
    expect(trooper(g, 'Croc')).toMatchObject({
      deployment: 'table',
      placed: true,
      orders: { hidden: 0 },
    });
    expect(pools(g)).toEqual([2, 2]);
    g = play(l, [['spend', 'Croc'], ['next']]);
    expect(pools(g)).toEqual([3, 2]);
  });

  it('a pool order may go to a hidden trooper (the order count is unchanged)', () => {
    const g = play(l, [['spend', 'Croc', 'pool', 'Move']]);
    expect(trooper(g, 'Croc')).toMatchObject({ deployment: 'hidden', orders: { hidden: 1 } });
  });

  it('revealed any other way, its Hidden Deployment order is gone', () => {
    const g = play(l, [['event', 'Croc', 'revealed']]);
    expect(trooper(g, 'Croc').orders.hidden).toBe(0);
    expect(current(g).lost.map((x) => x.why)).toEqual(['revealed']);
  });

  it('a trooper placed during the turn adds its order from the next turn', () => {
    let g = play(l, [['event', 'Jumper', 'placed']]);
    expect(pools(g)).toEqual([2, 2]);
    expect(trooper(g, 'Jumper').orders.awareness).toBe(0);
    g = play(l, [['event', 'Jumper', 'placed'], ['next']]);
    expect(pools(g)).toEqual([3, 2]);
    expect(trooper(g, 'Jumper').orders.awareness).toBe(1);
  });

  it('N5: a Tactical Awareness trooper placed in the Orders Phase gets a Tactical Order now', () => {
    const g = play(
      l,
      [
        ['event', 'Jumper', 'placed'],
        ['spend', 'Jumper'],
      ],
      N5,
    );
    const a = g.log[2];
    expect(a?.kind === 'spend' && a.order).toBe('tactical');
  });
});

describe('the Impetuous Phase (docs/rules.md §2.1, §3)', () => {
  const l = twoGroups([
    reg({ name: 'Berserker', impetuous: true, training: 'irregular' }),
    reg({ name: 'Hothead', impetuous: true }),
  ]);

  it('the turn opens in the Impetuous Phase, which ends with the last token', () => {
    let g = play(l, []);
    expect(current(g).phase).toBe('impetuous');
    g = play(l, [
      ['spend', 'Berserker'],
      ['spend', 'Hothead'],
    ]);
    expect(current(g).phase).toBe('orders');
    expect(trooper(g, 'Berserker').orders.own).toBe(1);
  });

  it('ending the Impetuous Phase loses the unused tokens', () => {
    const g = play(l, [['spend', 'Berserker'], ['phase']]);
    expect(current(g).lost).toEqual([
      {
        trooper: 'groups[0].troopers[3]',
        group: 1,
        order: 'impetuous',
        count: 1,
        why: 'impetuous-phase-over',
      },
    ]);
  });

  it('no Impetuous tokens, no Impetuous Phase', () => {
    expect(current(play(twoGroups(), [])).phase).toBe('orders');
    expect(refusal(twoGroups(), [], ['phase']).code).toBe('already-orders-phase');
  });
});

describe('Retreat! (docs/rules.md §2.4)', () => {
  const l = list([
    [lt({ cost: 10 }), reg({ name: 'Alpha', cost: 10 })],
    [reg({ state: 'dead', cost: 280 })],
  ]);

  it.each(['Move', 'Move + Move', 'Move + Dodge', 'Cautious Movement', 'Reset'])(
    'allows %s',
    (skills) => {
      const g = play(l, [['spend', 'Alpha', 'own', skills]]);
      expect(current(g).retreat).toBe(true);
    },
  );

  it.each(['BS Attack', 'Move + CC Attack', 'Jump'])('forbids %s', (skills) => {
    expect(refusal(l, [], ['spend', 'Alpha', 'own', skills]).code).toBe('retreat-skill');
  });

  it('the end of the turn reminds that a standard game ends', () => {
    const r = step(play(l, []), ['end']);
    expect(r.ok && r.value.notes.map((n) => n.text)).toContain(
      'Retreat!: a standard game ends at the end of this turn',
    );
  });
});

describe('Command Tokens (docs/rules.md §7.3), in both editions', () => {
  it.each([
    ['N4', N4, 4],
    ['N5', N5, 4],
  ] as const)(
    '%s: an Irregular order becomes a Regular order of its group',
    (_, edition, tokens) => {
      const l = twoGroups([], [reg({ name: 'Wild', training: 'irregular' })]);
      const g = play(l, [['token', 'Wild']], edition);
      expect(pools(g)).toEqual([2, 3]);
      expect(trooper(g, 'Wild').orders.own).toBe(0);
      expect(current(g).commandTokens).toBe(tokens - 1);
    },
  );

  it('Loss of Lieutenant: a token turns one of the Irregular orders back into a pool order', () => {
    const l = list([[lt({ state: 'dead' }), reg({ name: 'Alpha' }), reg({ name: 'Beta' })]]);
    const g = play(l, [
      ['token', 'Alpha'],
      ['spend', 'Beta', 'pool'],
    ]);
    expect(pools(g)).toEqual([0]);
    expect(trooper(g, 'Beta').orders.own).toBe(1);
  });

  it('N5: a Lieutenant profile with "+1 Command Token" gives 5; N4 ignores it', () => {
    const l = list([[lt({ commandToken: true })]]);
    expect(current(play(l, [], N5)).commandTokens).toBe(5);
    expect(current(play(l, [], N4)).commandTokens).toBe(4);
  });

  it('tokens run out over the game and are counted across turns', () => {
    const l = list([[lt(), reg({ name: 'Wild', training: 'irregular' })]]);
    const steps: Step[] = [];
    for (let i = 0; i < 4; i++) steps.push(['token', 'Wild'], ['next']);
    expect(refusal(l, steps, ['token', 'Wild']).code).toBe('no-tokens');
  });
});

describe('N5 Tactical Orders (docs/rules.md §7.3)', () => {
  it('Tactical Awareness gives a Tactical Order, spent by default after the own order', () => {
    const l = list([
      [lt(), reg({ name: 'Aware', tacticalAwareness: true, training: 'irregular' })],
    ]);
    const g = play(
      l,
      [
        ['spend', 'Aware'],
        ['spend', 'Aware'],
        ['spend', 'Aware'],
      ],
      N5,
    );
    expect(g.log.slice(1).map((a) => a.kind === 'spend' && a.order)).toEqual([
      'own',
      'tactical',
      'pool',
    ]);
  });

  it('an Isolated trooper keeps its Tactical Awareness order', () => {
    const l = list([[lt(), reg({ name: 'Aware', tacticalAwareness: true })]]);
    const g = play(
      l,
      [
        ['event', 'Aware', 'isolated'],
        ['spend', 'Aware'],
      ],
      N5,
    );
    const a = g.log[2];
    expect(a?.kind === 'spend' && a.order).toBe('tactical');
  });

  it('N4: Tactical Awareness is a second Irregular order', () => {
    const l = list([[lt(), reg({ name: 'Aware', tacticalAwareness: true })]]);
    const g = play(l, [
      ['spend', 'Aware'],
      ['spend', 'Aware'],
    ]);
    expect(g.log.slice(1).map((a) => a.kind === 'spend' && a.order)).toEqual(['own', 'pool']);
  });
});

describe('the end of the turn and the next one (docs/rules.md §2.4, §3)', () => {
  it('leftover orders are removed at the end of the turn', () => {
    const g = play(twoGroups([reg({ name: 'Wild', training: 'irregular' })]), [
      ['spend', 'Alpha'],
      ['end'],
    ]);
    expect(pools(g)).toEqual([0, 0]);
    expect(current(g).lost.map((x) => [x.order, x.count])).toEqual([
      ['pool', 1],
      ['pool', 2],
      ['lieutenant', 1],
      ['own', 1],
    ]);
  });

  it('an Isolated trooper counts as Irregular at the next Tactical Phase', () => {
    const g = play(twoGroups(), [['event', 'Bravo', 'isolated'], ['next']]);
    expect(pools(g)).toEqual([2, 1]);
    expect(trooper(g, 'Bravo')).toMatchObject({ isolated: true, orders: { own: 1 } });
  });

  it('a Lieutenant lost during the turn: Loss of Lieutenant next turn, then a new one is appointed', () => {
    const l = twoGroups([reg({ name: 'Sergeant', nco: true })]);
    let g = play(l, [['event', 'Lt', 'dead'], ['next']]);
    expect(current(g)).toMatchObject({ lossOfLieutenant: true, lieutenant: null });
    expect(pools(g)).toEqual([0, 0]);
    const r = step(g, ['end']);
    expect(r.ok && r.value.notes.map((n) => n.rule)).toContain('§2.4');
    g = play(l, [
      ['event', 'Lt', 'dead'],
      ['next'],
      ['end'],
      ['event', 'Sergeant', 'lieutenant'],
      ['next'],
    ]);
    expect(current(g)).toMatchObject({
      lossOfLieutenant: false,
      lieutenant: 'groups[0].troopers[2]',
    });
    expect(trooper(g, 'Sergeant').orders.lieutenant).toBe(1);
    expect(pools(g)).toEqual([2, 2]);
  });

  it('`next` ends an unfinished turn first, and counts the turns', () => {
    const g = play(twoGroups(), [['next'], ['next']]);
    expect(current(g).turn).toBe(3);
    expect(g.log.map((a) => a.kind)).toEqual(['start', 'next', 'next']);
  });
});

describe('the log (docs/rules.md §3.1)', () => {
  it('undo takes back the last action in force; the log only grows', () => {
    const g = play(twoGroups(), [['spend', 'Alpha'], ['spend', 'Bravo'], ['undo'], ['undo']]);
    expect(pools(g)).toEqual([2, 2]);
    expect(g.log.map((a) => a.kind)).toEqual(['start', 'spend', 'spend', 'undo', 'undo']);
    expect(step(g, ['undo']).ok).toBe(false);
  });

  it('redo takes back the last undo, as a log entry like undo', () => {
    const g0 = play(twoGroups(), [
      ['spend', 'Alpha'],
      ['spend', 'Bravo'],
    ]);
    const g = play(twoGroups(), [
      ['spend', 'Alpha'],
      ['spend', 'Bravo'],
      ['undo'],
      ['undo'],
      ['redo'],
      ['redo'],
    ]);
    expect(current(g)).toEqual(current(g0));
    expect(g.log.map((a) => a.kind)).toEqual([
      'start',
      'spend',
      'spend',
      'undo',
      'undo',
      'redo',
      'redo',
    ]);
    const r = step(play(twoGroups(), [['spend', 'Alpha'], ['undo']]), ['redo']);
    expect(r.ok ? r.value.notes : null).toEqual([
      { rule: '§3.1', text: 'brought back: Alpha: pool order (the default)' },
    ]);
    // Undo after redo takes the same action back again.
    expect(pools(play(twoGroups(), [['spend', 'Alpha'], ['undo'], ['redo'], ['undo']]))).toEqual([
      2, 2,
    ]);
    expect(expectOk2(replay(g.log)).taken).toEqual([]);
    expect(current(expectOk2(replay(g.log)))).toEqual(current(g));
  });

  it('nothing to redo: before any undo, after a redo of it, or once another action is taken', () => {
    const codes = (steps: Step[]): RefusalCode => refusal(twoGroups(), steps, ['redo']).code;
    expect(codes([])).toBe('nothing-to-redo');
    expect(codes([['spend', 'Alpha'], ['undo'], ['redo']])).toBe('nothing-to-redo');
    expect(codes([['spend', 'Alpha'], ['undo'], ['spend', 'Bravo']])).toBe('nothing-to-redo');
    expect(refusal(twoGroups(), [], ['redo']).rule).toBe('§3.1');
    // A log whose redo has nothing to bring back fails its replay.
    const g = play(twoGroups(), [['spend', 'Alpha']]);
    const r = replay([...g.log, { kind: 'redo' }]);
    expect(r.ok ? null : r.error).toEqual({ index: 2, message: 'nothing to redo' });
  });

  it('replaying the log gives the same state', () => {
    const g = play(twoGroups([reg({ name: 'Wild', training: 'irregular' })]), [
      ['spend', 'Alpha'],
      ['token', 'Wild'],
      ['undo'],
      ['redo'],
      ['undo'],
      ['event', 'Lt', 'isolated'],
      ['next'],
    ]);
    const again = expectOk2(replay(g.log));
    expect(current(again)).toEqual(current(g));
  });

  it('a log that breaks a rule fails its replay, naming the action', () => {
    const g = play(twoGroups(), [['spend', 'Alpha']]);
    const bad: Action[] = [
      ...g.log,
      {
        kind: 'spend',
        trooper: 'groups[0].troopers[1]',
        order: 'pool',
        defaulted: false,
        group: 2,
      },
    ];
    const r = replay(bad);
    expect(r.ok ? null : r.error.index).toBe(2);
  });

  it('names resolve case-insensitively; a repeated name asks for NAME#n', () => {
    const s = current(play(list([[lt(), reg()], [reg()]]), []));
    expect(expectOk(resolveTrooper(s, 'lt'))).toBe('groups[0].troopers[0]');
    const r = resolveTrooper(s, 'Fusilier');
    expect(r.ok ? null : r.error.hint).toBe(
      'write one of: Fusilier#1 (group 1), Fusilier#2 (group 2)',
    );
    expect(expectOk(resolveTrooper(s, 'fusilier#2'))).toBe('groups[1].troopers[0]');
  });
});

function expectOk2<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}
