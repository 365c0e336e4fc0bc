/** How exact odds are shown: one roll's outcomes (with wounds), a sweep. */
import type { FtfOddsReport, NormalOddsReport, PairOddsReport } from '../../../app/odds.js';
import type { DamageSection } from '../../../app/troopers.js';
import type { OddsSweepReport } from '../../../app/query.js';
import type { Answer, Attack } from '../../../core/mods/index.js';
import { diceRolled, sdOf } from '../../../core/roll/dice.js';
import { atLeast, ftfAtLeast, probability, type NormalOdds } from '../../../core/roll/odds.js';
import type { Style } from '../../style.js';
import { damageLines } from '../../render/damage-text.js';
import { bar, percent, rollCount } from '../../render/format.js';
import { ftfOddsNotes, oddsJson, pairOddsJson } from '../../render/odds-json.js';
import { oddsSweepJson } from '../../render/sweep-json.js';
import { renderOddsSweep } from '../../render/sweep-text.js';
import { oddsTables, sweepTable } from '../../render/table.js';
import { describeSide, WINNER_LABEL } from '../../render/text.js';
import type { View } from '../../view.js';
import { fromDataLines } from '../../render/from-data.js';

/** A side's roll when it is not a BS Attack in kind: "(CC Attack) ", "(Dodge) ". */
const ATTACK_NAME = {
  bs: null,
  cc: 'CC Attack',
  hack: 'hacking Attack',
  discover: 'Discover',
} as const satisfies Record<Attack, string | null>;
const ANSWER_NAME = { attack: null, dodge: 'Dodge', reset: 'Reset' } as const satisfies Record<
  Answer,
  string | null
>;
const ANSWER_WINS = {
  attack: 'Reactive wins',
  dodge: 'Dodge succeeds',
  reset: 'Reset succeeds',
} as const satisfies Record<Answer, string>;
const rollName = <K extends string>(k: K, names: Record<K, string | null>): string => {
  const name = names[k];
  return name === null ? '' : `(${name}) `;
};

/** One Normal roll's outcomes, or "N or more successes" with --cumulative. */
function normalOutcomeLines(odds: NormalOdds, cumulative: boolean, st: Style): string[] {
  const lines: string[] = [];
  if (cumulative) {
    lines.push('', '  successes      probability');
    atLeast(odds).forEach((count, k) => {
      if (k === 0) return;
      const p = probability(count, odds.total);
      lines.push(`  ${`${k} or more`.padEnd(12)} ${percent(p).padStart(8)}  ${st.accent(bar(p))}`);
    });
    return lines;
  }
  lines.push('', '  hits  crits  probability');
  for (const o of odds.outcomes) {
    const p = probability(o.count, odds.total);
    lines.push(
      `  ${String(o.hits).padStart(4)}  ${String(o.crits).padStart(5)}  ${percent(p).padStart(10)}  ${st.accent(bar(p))}`,
    );
  }
  return lines;
}

/** P(at least one success) of a Normal roll. */
const anyHit = (odds: NormalOdds): number =>
  1 - probability(odds.outcomes.find((o) => o.hits + o.crits === 0)?.count ?? 0n, odds.total);

/** Berserk or a Direct Template: two Normal rolls, both resolve (docs/rules.md §8.6, §8.9). */
function pairOddsText(r: PairOddsReport, st: Style): string {
  const hi = r.edition.dice.highSv;
  const template = r.templateHits;
  const alone = r.reactive === null || r.reactiveOdds === null;
  const aroTemplates = r.reactiveTemplates;
  const lines = [
    st.bold(
      aroTemplates !== undefined && template === null
        ? 'Direct Template in ARO: no roll for it, the attack is a Normal roll'
        : template === null
          ? 'Two Normal rolls (Berserk: both sides can hit)'
          : alone
            ? 'Direct Template: no attack roll, no answer'
            : 'Direct Template: no attack roll, two Normal rolls',
    ),
    ...fromDataLines(r.fromData, st),
    r.active === null
      ? (r.templates ?? 1) > 1
        ? `  Active:   Direct Template Weapon, ${r.templates ?? 1} templates: each is one hit with its own saves (docs/rules.md §10.9)`
        : '  Active:   Direct Template Weapon: every trooper under it is hit'
      : `  Active:   ${rollName(r.attack, ATTACK_NAME)}${describeSide(r.active, st, hi)}`,
    aroTemplates !== undefined
      ? `  Reactive: Direct Template in ARO: ${aroTemplates === 1 ? '1 template, a hit' : `${aroTemplates} templates, a hit each`} without a roll`
      : r.reactive === null
        ? '  Reactive: no answer (it cannot react, or does not): it is hit, then saves'
        : `  Reactive: ${rollName(r.answer, ANSWER_NAME)}${describeSide(r.reactive, st, hi)}`,
    '',
  ];
  const row = (label: string, p: number, paint: (s: string) => string): string =>
    `  ${label.padEnd(14)} ${percent(p).padStart(8)}  ${paint(bar(p))}`;
  if (template !== null) {
    lines.push(row('Template hits', probability(template.count, template.total), st.good));
  } else if (r.activeOdds !== null) {
    lines.push(row('Active hits', anyHit(r.activeOdds), st.good));
  }
  if (r.reactiveOdds !== null)
    lines.push(
      row(
        r.answer === 'dodge' ? 'Dodge succeeds' : 'Reactive hits',
        anyHit(r.reactiveOdds),
        st.bad,
      ),
    );
  // Each side's Normal roll, when it makes one (a template does not; a target with no
  // answer does not).
  for (const [who, odds] of [
    ['Active', r.activeOdds],
    ['Reactive', r.reactiveOdds],
  ] as const) {
    if (odds === null) continue;
    lines.push(
      '',
      st.dim(
        `  ${who}'s roll: exact counts over ${rollCount(diceRolled(odds.roller), odds.total)}`,
      ),
      ...normalOutcomeLines(odds, r.cumulative, st),
    );
  }
  lines.push(...bothDamageLines(r.damage, r.cumulative, st));
  return lines.join('\n') + '\n';
}

function normalOddsText(r: NormalOddsReport, st: Style): string {
  const { odds } = r;
  const lines = [
    st.bold('Normal roll odds'),
    ...fromDataLines(r.fromData, st),
    `  ${rollName(r.attack, ATTACK_NAME)}${describeSide(r.side, st, r.edition.dice.highSv)}`,
    st.dim(`  exact counts over ${rollCount(sdOf(odds.roller) + odds.roller.burst, odds.total)}`),
  ];
  lines.push(...normalOutcomeLines(odds, r.cumulative, st));
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
    `  Active:   ${rollName(r.attack, ATTACK_NAME)}${describeSide(r.active, st, r.edition.dice.highSv)}`,
    `  Reactive: ${rollName(r.answer, ANSWER_NAME)}${describeSide(r.reactive, st, r.edition.dice.highSv)}`,
    st.dim(
      `  exact counts over ${rollCount(diceRolled(odds.active) + diceRolled(odds.reactive), odds.total)}`,
    ),
    '',
  ];
  const row = (label: string, c: bigint, paint: (s: string) => string): string =>
    `  ${label.padEnd(14)} ${percent(p(c)).padStart(8)}  ${paint(bar(p(c)))}`;
  lines.push(row('Active wins', summary.active, st.good));
  // A Dodge or a Reset that wins hits nobody: it only saves the reactive trooper (§8.7).
  lines.push(row(ANSWER_WINS[r.answer], summary.reactive, st.bad));
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
  lines.push(...bothDamageLines(r.damage, r.cumulative, st));
  return lines.join('\n') + '\n';
}

const discord = () => import('../../share/discord-odds.js');
const charts = () => import('../../../app/chart/index.js');

export const normalOddsView: View<NormalOddsReport> = {
  text: normalOddsText,
  json: oddsJson,
  tables: oddsTables,
  discord: async (r) => (await discord()).normalOddsDiscord(r),
  chart: async (r, o) => (await charts()).oddsChart(r, o),
};

export const ftfOddsView: View<FtfOddsReport> = {
  text: ftfOddsText,
  json: oddsJson,
  tables: oddsTables,
  notes: ftfOddsNotes,
  discord: async (r) => (await discord()).ftfOddsDiscord(r),
  chart: async (r, o) => (await charts()).oddsChart(r, o),
};

export const oddsSweepView: View<OddsSweepReport> = {
  text: renderOddsSweep,
  json: oddsSweepJson,
  tables: (r) => [sweepTable(r)],
  discord: async (r) => (await discord()).oddsSweepDiscord(r),
  chart: async (r, o) => (await charts()).sweepChart(r, o),
};

export const pairOddsView: View<PairOddsReport> = {
  text: pairOddsText,
  json: pairOddsJson,
  discord: async (r) => (await discord()).pairOddsDiscord(r),
  chart: async (r, o) => (await charts()).oddsChart(r, o),
};

/** Both troopers' damage sections, each under its title, after a roll of two sides. */
function bothDamageLines(damage: DamageSection, cumulative: boolean, st: Style): string[] {
  const lines: string[] = [];
  for (const [view, title] of [
    [damage.active, 'Damage by the active trooper (to the reactive)'],
    [damage.reactive, 'Damage by the reactive trooper (to the active)'],
  ] as const) {
    if (view !== null) lines.push('', ...damageLines(title, view, damage.edition, cumulative, st));
  }
  return lines;
}
