/** How exact odds are shown: one roll's outcomes (with wounds), a sweep. */
import type { FtfOddsReport, NormalOddsReport } from '../../../app/odds.js';
import type { OddsSweepReport } from '../../../app/query.js';
import { diceRolled, sdOf } from '../../../core/roll/dice.js';
import { atLeast, ftfAtLeast, probability } from '../../../core/roll/odds.js';
import type { Style } from '../../style.js';
import { damageLines } from '../../render/damage-text.js';
import { bar, percent, rollCount } from '../../render/format.js';
import { ftfOddsNotes, oddsJson } from '../../render/odds-json.js';
import { oddsSweepJson } from '../../render/sweep-json.js';
import { renderOddsSweep } from '../../render/sweep-text.js';
import { oddsTables, sweepTable } from '../../render/table.js';
import { describeSide, WINNER_LABEL } from '../../render/text.js';
import type { View } from '../../view.js';
import { fromDataLines } from '../../render/from-data.js';

function normalOddsText(r: NormalOddsReport, st: Style): string {
  const { odds } = r;
  const lines = [
    st.bold('Normal roll odds'),
    ...fromDataLines(r.fromData, st),
    `  ${describeSide(r.side, st, r.edition.dice.highSv)}`,
    st.dim(`  exact counts over ${rollCount(sdOf(odds.roller) + odds.roller.burst, odds.total)}`),
  ];
  if (r.cumulative) {
    lines.push('', '  successes      probability');
    atLeast(odds).forEach((count, k) => {
      if (k === 0) return;
      const p = probability(count, odds.total);
      lines.push(`  ${`${k} or more`.padEnd(12)} ${percent(p).padStart(8)}  ${st.accent(bar(p))}`);
    });
  } else {
    lines.push('', '  hits  crits  probability');
    for (const o of odds.outcomes) {
      const p = probability(o.count, odds.total);
      lines.push(
        `  ${String(o.hits).padStart(4)}  ${String(o.crits).padStart(5)}  ${percent(p).padStart(10)}  ${st.accent(bar(p))}`,
      );
    }
  }
  const { damage } = r;
  if (damage.active !== null)
    lines.push(
      '',
      ...damageLines('Damage to the target', damage.active, damage.edition, r.cumulative, st),
    );
  return lines.join('\n') + '\n';
}

function ftfOddsText(r: FtfOddsReport, st: Style): string {
  const { odds, summary } = r;
  const p = (c: bigint): number => probability(c, odds.total);
  const lines = [
    st.bold('Face-to-Face odds'),
    ...fromDataLines(r.fromData, st),
    `  Active:   ${describeSide(r.active, st, r.edition.dice.highSv)}`,
    `  Reactive: ${describeSide(r.reactive, st, r.edition.dice.highSv)}`,
    st.dim(
      `  exact counts over ${rollCount(diceRolled(odds.active) + diceRolled(odds.reactive), odds.total)}`,
    ),
    '',
  ];
  const row = (label: string, c: bigint, paint: (s: string) => string): string =>
    `  ${label.padEnd(14)} ${percent(p(c)).padStart(8)}  ${paint(bar(p(c)))}`;
  lines.push(row('Active wins', summary.active, st.good));
  lines.push(row('Reactive wins', summary.reactive, st.bad));
  lines.push(row('Nobody', summary.none, st.dim));
  lines.push(
    st.dim(
      `  expected successes standing: active ${p(summary.expectedActive).toFixed(3)}, reactive ${p(summary.expectedReactive).toFixed(3)}`,
    ),
    '',
  );
  if (r.cumulative) {
    lines.push('  winner     successes    probability');
    for (const row of ftfAtLeast(odds)) {
      const q = p(row.count);
      lines.push(
        `  ${row.winner.padEnd(9)}  ${`${row.atLeast} or more`.padEnd(10)}  ${percent(q).padStart(10)}  ${st.accent(bar(q))}`,
      );
    }
  } else {
    lines.push('  winner    hits  crits  probability');
    for (const o of odds.outcomes) {
      const label = WINNER_LABEL[o.winner];
      lines.push(
        `  ${label.padEnd(8)}  ${String(o.hits).padStart(4)}  ${String(o.crits).padStart(5)}  ${percent(p(o.count)).padStart(10)}  ${st.accent(bar(p(o.count)))}`,
      );
    }
  }
  const { damage } = r;
  for (const [view, title] of [
    [damage.active, 'Damage by the active trooper (to the reactive)'],
    [damage.reactive, 'Damage by the reactive trooper (to the active)'],
  ] as const) {
    if (view !== null)
      lines.push('', ...damageLines(title, view, damage.edition, r.cumulative, st));
  }
  return lines.join('\n') + '\n';
}

export const normalOddsView: View<NormalOddsReport> = {
  text: normalOddsText,
  json: oddsJson,
  tables: oddsTables,
};

export const ftfOddsView: View<FtfOddsReport> = {
  text: ftfOddsText,
  json: oddsJson,
  tables: oddsTables,
  notes: ftfOddsNotes,
};

export const oddsSweepView: View<OddsSweepReport> = {
  text: renderOddsSweep,
  json: oddsSweepJson,
  tables: (r) => [sweepTable(r)],
};
