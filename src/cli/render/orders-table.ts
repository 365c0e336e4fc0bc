/**
 * The table of a list's Order Count (`orders --format md|csv`): a module of its own, so
 * that `orders` does not initialise the odds modules table.ts imports (start-up).
 */
import type { OrdersReport } from '../../app/army.js';
import { int, text, type Cell, type Table } from './cells.js';

export function ordersTable(r: OrdersReport): Table {
  const ph = r.phase;
  const t = ph.totals;
  const state = [
    ph.retreat ? 'Retreat!' : null,
    ph.lossOfLieutenant && !ph.lieutenantPrivate ? 'Loss of Lieutenant' : null,
  ].filter((x) => x !== null);
  const hidden = t.hidden > 0 ? `, ${t.hidden} hidden` : '';
  return {
    title: `Order Count (${ph.game}): ${t.regular} regular, ${t.irregular} irregular, ${t.lieutenant} Lieutenant${hidden}, ${t.impetuous} impetuous${state.length > 0 ? `; ${state.join(', ')}` : ''}`,
    columns: [
      { key: 'group', label: 'group' },
      { key: 'trooper', label: 'trooper' },
      { key: 'regular', label: 'reg' },
      { key: 'irregular', label: 'irr' },
      { key: 'lieutenant', label: 'Lt' },
      { key: 'hidden', label: 'hid' },
      { key: 'impetuous', label: 'imp' },
      { key: 'note', label: 'note' },
    ],
    rows: ph.groups.flatMap((g) =>
      g.troopers.map((tr): Cell[] => {
        const c = tr.contribution;
        const row = (counts: readonly number[], note: string): Cell[] => [
          text(g.name ?? String(g.index)),
          text(tr.name),
          ...counts.map((n) => int(n)),
          text(note),
        ];
        switch (c.kind) {
          case 'none':
            return row([0, 0, 0, 0, 0], c.reason);
          case 'hidden':
            return row([0, 0, 0, c.hidden, 0], 'hidden deployment');
          case 'counted':
            return row(
              [c.regular, c.irregular, c.lieutenant, 0, c.impetuous],
              c.irregularReason ?? '',
            );
        }
      }),
    ),
  };
}
