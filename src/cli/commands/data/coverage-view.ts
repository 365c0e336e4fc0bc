/** `infcalc data coverage`: the text, JSON and tables of the coverage (docs/game-data.md). */
import type { CoverageReport, CoverageRow } from '../../../app/coverage.js';
import type { Coverage } from '../../../core/data/coverage.js';
import type { Cell, Table } from '../../render/cells.js';
import type { Style } from '../../style.js';
import type { View } from '../../view.js';

type Report = CoverageReport & { readonly flagWarnings: readonly string[] };

/** "applied (§8.3)", "declared (--with surprise3)", "no effect (movement)", "not modelled (...)". */
export function coverageText(c: Coverage | null): string {
  if (c === null) return 'unclassified';
  switch (c.class) {
    case 'applied':
      return `applied (docs/rules.md ${c.section})`;
    case 'declared':
      return `declared (--with ${c.word})`;
    case 'no-effect':
      return `no effect (${c.why})`;
    case 'not-modelled':
      return `not modelled (${c.why})`;
  }
}

const countsLine = (r: Report): string =>
  `${r.rows.length} names: ${r.counts.applied} applied, ${r.counts.declared} declared, ${r.counts['no-effect']} no effect, ${r.counts['not-modelled']} not modelled, ${r.counts.unclassified} unclassified`;

function text(r: Report, st: Style): string {
  const lines = [st.bold(`Coverage of ${r.dir}`), countsLine(r)];
  let kind: string | null = null;
  const width = Math.min(40, Math.max(...r.rows.map((x) => x.name.length), 4));
  for (const row of r.rows) {
    if (row.kind !== kind) {
      kind = row.kind;
      lines.push(st.bold(`${row.kind}:`));
    }
    lines.push(
      `  ${row.name.padEnd(width)} ${String(row.carriers).padStart(5)}  ${coverageText(row.coverage)}`,
    );
  }
  return lines.join('\n') + '\n';
}

const cell = (t: string): Cell => ({ kind: 'text', text: t });

function tables(r: Report): Table[] {
  return [
    {
      title: `Coverage of ${r.dir}: ${countsLine(r)}`,
      columns: [
        { key: 'kind', label: 'Kind' },
        { key: 'name', label: 'Name' },
        { key: 'carriers', label: 'Profiles/options' },
        { key: 'coverage', label: 'What infcalc does' },
      ],
      rows: r.rows.map((x: CoverageRow) => [
        cell(x.kind),
        cell(x.name),
        { kind: 'int', value: String(x.carriers) },
        cell(coverageText(x.coverage)),
      ]),
    },
  ];
}

export const dataCoverageView: View<Report> = {
  editionless: true,
  text,
  json: (r) => ({ kind: r.kind, dir: r.dir, counts: r.counts, rows: r.rows }),
  tables,
};
