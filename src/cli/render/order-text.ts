/** Text for `engage` (one order's check and sequence: one-order.ts). */
import { probability, summarize } from '../../core/roll/odds.js';
import type { EngagementRoll, RollOutcome } from '../../core/engage/resolve.js';
import type { NormalWhy } from '../../core/engage/planned.js';
import { templateSides } from '../../core/engage/sides.js';
import type { EngagementOddsReport, EngagementReport } from '../../app/engage.js';
import type { Style } from '../style.js';
import { engagementDamageLines, engagementSaveLines } from './damage-text.js';
import { wrap } from './wrap.js';
import { bar, percent, plural } from './format.js';
import { ftfLines, normalLines, seedLine, tally } from './text.js';
import { nameColumn, padDisplay } from './width.js';

/** "2 dice", "1 die + 1 SD" (docs/rules.md §7.1). */
const diceText = (s: { burst: number; sd?: number }): string =>
  `${plural(s.burst, 'die', 'dice')}${(s.sd ?? 0) > 0 ? ` + ${s.sd} SD` : ''}`;

const ACTION_TEXT = {
  attack: 'attacks',
  dodge: 'dodges',
  reset: 'resets',
  none: 'does not react',
} as const;

/** The result line of a roll whose Dodge or Reset succeeded; null for any other roll. */
function outcomeLine(o: RollOutcome, st: Style): string | null {
  if (o.kind !== 'dodge-succeeded' && o.kind !== 'reset-succeeded') return null;
  return `   Result: ${st.bold(`${o.trooper}'s ${SUCCEEDED_TEXT[o.kind]} succeeds`)}; nobody is hit by this roll`;
}

const SUCCEEDED_TEXT = {
  'dodge-succeeded': 'dodge',
  'reset-succeeded': 'reset',
} as const satisfies Record<'dodge-succeeded' | 'reset-succeeded', string>;

/** Why a Normal roll where the troopers act on each other (docs/rules.md §8.6, §8.9). */
const NORMAL_WHY = {
  berserk: () => 'Berserk: no Face-to-Face, both can hit',
  template: (r: { roller: string; active: string; reactive: string }) =>
    `${r.roller === r.active ? r.reactive : r.active}'s Direct Template: no Face-to-Face, both resolve`,
} as const satisfies Record<NormalWhy, unknown>;

/** A Direct Template's roll: no attack roll, only the target's Dodge (§8.7, §8.9). */
function templateLines(
  roll: EngagementRoll & { type: 'template' },
  i: number,
  st: Style,
): string[] {
  const head = `${i + 1}. Direct Template: ${roll.attacker} at ${roll.target}`;
  if (roll.dodge === null)
    return [
      st.bold(`${head} (no attack roll)`),
      `   Result: ${st.bold(`${roll.target} is hit: 1 hit`)}`,
    ];
  const one = roll.activeDodges === true ? ', one roll against every ARO' : '';
  return [
    st.bold(`${head} (${roll.target} dodges: a Normal PH roll${one})`),
    ...normalLines(roll.dodge, st, '   '),
    roll.outcome.kind === 'hit'
      ? `   Result: ${st.bold(`the dodge fails; ${roll.target} is hit: 1 hit`)}`
      : `   Result: ${st.bold(`${roll.target}'s dodge succeeds`)}; the template misses it`,
  ];
}

export function renderEngagement(r: EngagementReport, st: Style): string {
  const lines = [st.bold(`Engagement: ${r.plan.active} is active`)];
  r.engagement.rolls.forEach((roll, i) => {
    lines.push('');
    if (roll.type === 'template') {
      lines.push(...templateLines(roll, i, st));
    } else if (roll.type === 'ftf') {
      lines.push(
        st.bold(
          roll.activeDodges === true
            ? `${i + 1}. Face-to-Face: ${roll.active} vs ${roll.reactive} (${roll.active} dodges, one roll against every ARO)`
            : `${i + 1}. Face-to-Face: ${roll.active} vs ${roll.reactive} (${roll.reactive} ${ACTION_TEXT[roll.action]})`,
        ),
      );
      const names = { active: roll.active, reactive: roll.reactive };
      const shown = ftfLines(roll.roll, st, names, '   ');
      // A won Dodge or Reset is no hit: say what it did instead of "wins with 1 hit".
      const succeeded = outcomeLine(roll.outcome, st);
      lines.push(...(succeeded === null ? shown : [...shown.slice(0, -1), succeeded]));
    } else {
      const why =
        roll.why !== undefined
          ? NORMAL_WHY[roll.why](roll)
          : roll.action === 'none'
            ? `${roll.reactive} does not react`
            : roll.action === 'attack'
              ? `${roll.reactive} is not targeted and shoots back`
              : `${roll.reactive} ${ACTION_TEXT[roll.action]} without being targeted`;
      lines.push(
        st.bold(
          `${i + 1}. Normal roll: ${roll.roller}${roll.target === null ? '' : ` at ${roll.target}`} (${why})`,
        ),
      );
      lines.push(...normalLines(roll.roll, st, '   '));
      const dodgeOrReset = roll.action === 'dodge' || roll.action === 'reset';
      lines.push(
        outcomeLine(roll.outcome, st) ??
          (dodgeOrReset
            ? `   Result: ${st.bold(`the ${roll.action} fails`)}; nobody is hit by this roll`
            : `   Result: ${st.bold(tally(roll.roll.hits, roll.roll.crits))}`),
      );
    }
  });
  lines.push('', st.bold('Hits:'));
  if (r.engagement.hits.length === 0) lines.push('  nobody is hit');
  for (const h of r.engagement.hits)
    lines.push(`  ${h.target} is hit by ${h.by}: ${tally(h.hits, h.crits)}`);
  if (r.saves !== undefined && r.edition !== undefined) {
    lines.push('', st.bold('Saves (docs §6):'));
    if (r.saves.length === 0) lines.push('  no save to roll');
    lines.push(...engagementSaveLines(r.saves, r.edition, st).slice(1));
  }
  for (const w of r.plan.warnings) lines.push(st.warn(`warning: ${w}`));
  lines.push(seedLine(r.seed, st));
  return lines.join('\n') + '\n';
}

export function renderEngagementOdds(r: EngagementOddsReport, st: Style): string {
  const lines = [st.bold(`Engagement odds: ${r.plan.active} is active`)];
  r.rolls.forEach((ro, i) => {
    if (ro.type === 'template') {
      const { attacker, target } = templateSides(ro.plan);
      const dodge =
        ro.dodge === null
          ? 'no roll'
          : `${target} dodges: SV ${ro.dodge.roller.sv}, ${diceText(ro.dodge.roller)}`;
      lines.push(
        `  ${i + 1}. Direct Template: ${attacker} at ${target} (${dodge})`,
        `     hits ${percent(probability(ro.hitCount, ro.total))}`,
      );
    } else if (ro.type === 'ftf') {
      const { odds, plan } = ro;
      const sum = summarize(odds);
      const won = (w: 'active' | 'reactive' | 'none'): number => probability(sum[w], odds.total);
      const rsd = (odds.reactive.sd ?? 0) > 0 ? `, ${diceText(odds.reactive)}` : '';
      lines.push(
        ...wrap(
          `${plan.active} (SV ${odds.active.sv}, ${diceText(odds.active)}${plan.activeDodges === true ? ', dodges' : ''}) vs ${plan.reactive} (SV ${odds.reactive.sv}${rsd}, ${ACTION_TEXT[plan.action]})`,
          `  ${i + 1}. Face-to-Face: `,
          '     ',
        ),
        `     ${plan.activeDodges === true ? `${plan.active}'s dodge succeeds` : `${plan.active} wins`} ${percent(won('active'))}, ${plan.action === 'attack' ? `${plan.reactive} wins` : `${plan.reactive}'s ${plan.action} succeeds`} ${percent(won('reactive'))}, nobody ${percent(won('none'))}`,
      );
    } else {
      const { odds, plan } = ro;
      const roller = plan.roller === 'active' ? plan.active : plan.reactive;
      const none = odds.outcomes.find((o) => o.hits + o.crits === 0)?.count ?? 0n;
      const why =
        plan.why === undefined ? '' : `, ${plan.why === 'berserk' ? 'Berserk' : 'vs a template'}`;
      lines.push(
        `  ${i + 1}. Normal roll: ${roller} (SV ${odds.roller.sv}, ${diceText(odds.roller)}${why})`,
        `     at least one success ${percent(1 - probability(none, odds.total))}`,
      );
    }
  });
  lines.push('', st.bold('Chance of being hit at least once:'));
  const names = nameColumn(r.chances.map((c) => c.trooper));
  for (const [i, c] of r.chances.entries()) {
    const p = 1 - probability(c.missCount, c.total);
    lines.push(
      `  ${padDisplay(names.names[i] ?? '', names.width)}  ${percent(p).padStart(8)}  ${st.accent(bar(p))}`,
    );
  }
  if (r.damage !== undefined && r.edition !== undefined)
    lines.push(...engagementDamageLines(r.damage, r.edition, st));
  for (const w of r.plan.warnings) lines.push(st.warn(`warning: ${w}`));
  return lines.join('\n') + '\n';
}
