/**
 * `turn show` and `turn log` as tables (`--format md|csv`), built from the same reports as
 * text and JSON, so the public view shows exactly what its text shows. The state is four
 * sections of one answer (CSV: one table with a `section` column): the Combat Groups' pools,
 * the troopers, the orders spent this turn and the orders lost.
 */
import type { TurnLogReport, TurnShowReport } from '../../../app/turn.js';
import { int, text, type Table } from '../../render/cells.js';
import { plainStyle } from '../../style.js';
import {
  leftLine,
  LOST_ORDER,
  LOST_WHY,
  logHead,
  spentHead,
  stateHead,
  trooperStates,
} from './text.js';

export function showTables(r: TurnShowReport): Table[] {
  const v = r.view;
  const lieutenant = v.lieutenant === null ? '' : ` · Lieutenant: ${v.lieutenant}`;
  const appointed = v.appointed === null ? '' : ` · New Lieutenant (next turn): ${v.appointed}`;
  const groups: Table = {
    title: `${stateHead(v, plainStyle)}${lieutenant}${appointed} · ${leftLine(v)}`,
    section: 'group',
    columns: [
      { key: 'group', label: 'group' },
      { key: 'name', label: 'name' },
      { key: 'pool', label: 'pool' },
      { key: 'of', label: 'of' },
      { key: 'by_token', label: 'by token' },
    ],
    rows: v.groups.map((g) => [
      int(g.index),
      text(g.name ?? ''),
      int(g.pool),
      int(g.counted + g.tokens),
      int(g.tokens),
    ]),
  };
  const troopers: Table = {
    title: 'Troopers: orders left',
    section: 'trooper',
    columns: [
      { key: 'group', label: 'group' },
      { key: 'trooper', label: 'trooper' },
      { key: 'own', label: 'own' },
      { key: 'awareness', label: 'TA' },
      { key: 'tactical', label: 'tac' },
      { key: 'tactical_nco', label: 'tac NCO' },
      { key: 'lieutenant', label: 'Lt' },
      { key: 'hidden', label: 'hid' },
      { key: 'impetuous', label: 'imp' },
      { key: 'activations', label: 'act' },
      { key: 'state', label: 'state' },
    ],
    rows: v.troopers.map((t) => {
      const o = t.orders;
      return [
        int(t.group),
        text(t.name),
        ...[
          o.own,
          o.awareness,
          o.tactical,
          o.tacticalNco,
          o.lieutenant,
          o.hidden,
          o.impetuous,
          t.activations,
        ].map((n) => int(n)),
        text(trooperStates(t).join(', ')),
      ];
    }),
  };
  const spent: Table = {
    title: spentHead(r),
    section: 'spent',
    columns: [
      { key: 'index', label: '#' },
      { key: 'action', label: 'order' },
    ],
    rows: r.spent.map((l) => [int(l.index), text(l.text)]),
  };
  const lost: Table = {
    title: 'Lost',
    section: 'lost',
    columns: [
      { key: 'group', label: 'group' },
      { key: 'trooper', label: 'trooper' },
      { key: 'order', label: 'order' },
      { key: 'count', label: 'count' },
      { key: 'why', label: 'why' },
    ],
    rows: v.lost.map((l) => [
      l.group === null ? null : int(l.group),
      l.trooper === null ? null : text(l.trooper),
      text(LOST_ORDER[l.order]),
      int(l.count),
      text(LOST_WHY[l.why]),
    ]),
  };
  return [
    groups,
    troopers,
    ...(spent.rows.length > 0 ? [spent] : []),
    ...(lost.rows.length > 0 ? [lost] : []),
  ];
}

export const logTables = (r: TurnLogReport): Table[] => [
  {
    title: logHead(r),
    columns: [
      { key: 'index', label: '#' },
      { key: 'turn', label: 'turn' },
      { key: 'action', label: 'action' },
      { key: 'undone', label: 'undone' },
    ],
    rows: r.lines.map((l) => [
      int(l.index),
      int(l.turn),
      text(l.text),
      text(l.undone ? 'undone' : ''),
    ]),
  },
];
