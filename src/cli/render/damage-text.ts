/** Text for the damage sections (docs/rules.md §6): odds tables and saves at the table. */
import {
  halfUp,
  IMMUNITY_TEXT,
  type SaveKind,
  type SavePlan,
  type Target,
  type Weapon,
} from '../../core/damage/index.js';
import { toNumber, ZERO, type Rational } from '../../core/math/rational.js';
import type { AmmoChart, NonLethalState } from '../../core/rules/ammo.js';
import type { Edition } from '../../core/rules/index.js';
import type { EngagementSave, TargetDamage } from '../../core/engage/damage.js';
import type { DamageView, SaveView } from '../../app/troopers.js';
import type { Style } from '../style.js';
import { bar, percent, plural } from './format.js';
import { wrap } from './wrap.js';

export const STATE_LABEL = {
  stunned: 'Stunned',
  isolated: 'Isolated',
  'imm-a': 'Immobilized-A',
  'imm-b': 'Immobilized-B',
  possessed: 'Possessed',
  targeted: 'Targeted',
  sepsitorized: 'Sepsitorized',
} as const satisfies Record<NonLethalState, string>;

/** "Damage 13 (PS 7) AP, Continuous Damage" in the edition's own notation first. */
export function weaponText(w: Weapon, chart: AmmoChart): string {
  const dam = `Damage ${w.damage}`;
  const ps = `PS ${20 - w.damage}`;
  const power =
    w.ammo === 'para' ? '' : chart.notation === 'ps' ? `${ps} (${dam}) ` : `${dam} (${ps}) `;
  const parts = [`${power}${chart.rows[w.ammo].label}`];
  if (w.save === 'bts') parts.push('against BTS');
  if (w.continuous) parts.push('Continuous Damage');
  // SR-X lowers the saves; the target's Nanoscreen or Firewall raises them (§10.12).
  if (w.saveMod !== undefined)
    parts.push(
      w.saveMod.value < 0
        ? `SR${w.saveMod.value}`
        : `saves +${w.saveMod.value} (${w.saveMod.from})`,
    );
  return parts.join(', ');
}

export function targetText(t: Target, chart: AmmoChart): string {
  const w = t.str ? 'STR' : chart.woundsName;
  const parts = [`ARM ${t.arm}`, `BTS ${t.bts}`];
  if (t.ph !== 10) parts.push(`PH ${t.ph}`);
  parts.push(`${w} ${t.wounds}${t.taken > 0 ? ` (${t.taken} taken)` : ''}`);
  if (t.cover) parts.push('in cover');
  if (t.nwi) parts.push('NWI');
  if (t.remotePresence === true) parts.push('Remote Presence');
  for (const i of t.immunities) parts.push(`Immunity (${IMMUNITY_TEXT[i]})`);
  return parts.join(', ');
}

/**
 * "ARM 5 halved to 3 +3 cover = 6: fails on 1-7 (7 in 20)" (N4); in N5 the save's SV adds
 * the weapon's PS (docs/rules.md §6.2): "ARM 1 + PS 7 +3 cover = 11: fails on 12+". `ps` is
 * null where the edition writes Damage.
 */
export function saveKindText(k: SaveKind, ps: number | null = null): string {
  const withPs = ps !== null && k.attribute !== 'PH';
  let s = `${k.attribute} ${k.base}`;
  if (k.halved) s += ` halved to ${halfUp(k.base)}`;
  if (k.mod !== 0) s += ` ${k.mod}`;
  if (withPs) s += ` + PS ${ps}`;
  if (k.cover) s += withPs ? ' + 3 cover' : ' +3 cover';
  // SR-X (docs/rules.md §10.1) after cover, as the rules write the save.
  if (k.sr < 0) s += ` ${k.sr} SR`;
  if (k.sr > 0) s += withPs ? ` + ${k.sr} save MOD` : ` +${k.sr} save MOD`;
  const sv = withPs ? k.value + ps : k.value;
  if (sv !== k.base) s += ` = ${sv}`;
  const fails =
    k.fail === 0
      ? 'never fails'
      : k.fail === 20
        ? 'always fails'
        : k.failingFaces === 'low'
          ? `fails on ${k.fail === 1 ? '1' : `1-${k.fail}`}`
          : `fails on ${21 - k.fail}+`;
  return `${s}: ${fails} (${k.fail} in 20)`;
}

/** The PS to show in a save's SV: the weapon's, where the edition writes PS (§6.2). */
export const psOf = (w: Weapon, chart: AmmoChart): number | null =>
  chart.notation === 'ps' ? 20 - w.damage : null;

/** One set of saves: what they are against, how many per hit and per critical, what a failure does. */
function setText(
  hit: SavePlan['hit'],
  crit: SavePlan['crit'],
  plan: SavePlan,
  ps: number | null,
): string {
  // Distinct by what they say, not by identity: the text path hands renderers a copy.
  const kinds = [...new Set(hit.map((s) => saveKindText(s.kind, ps)))];
  // A Plasma save is a pair of dice (docs/rules.md §6.2): count the saves, say the pair.
  const saves = (list: SavePlan['hit']): number => new Set(list.map((s) => s.group)).size;
  const pair = hit.length > saves(hit) ? ' (ARM and BTS dice)' : '';
  const per = `${plural(saves(hit), 'save')}${pair} per hit, ${saves(crit)} per critical`;
  const effect = hit[0]?.effect ?? null;
  // N+E/M (docs/rules.md §10.5): each failed save a wound and the state too.
  const also = hit[0]?.also;
  const wounds =
    effect === null && plan.lethal
      ? (plan.row.woundsPerFail === 1 ? '' : `, ${plan.row.woundsPerFail} wounds per failed save`) +
        (also === undefined ? '' : `, each failure also ${STATE_LABEL[also]}`)
      : `, ${STATE_LABEL[effect ?? plan.effect ?? 'stunned']} if one fails`;
  return kinds.length === 0 ? 'no saves' : `${kinds.join('; ')}; ${per}${wounds}`;
}

export function planLines(plan: SavePlan, pad: string, ps: number | null = null): string[] {
  // Saves of a wounding and a non-lethal kind together (a typed --ammo with both halves,
  // docs/rules.md §6.4): two sets of saves, said one after the other.
  const lethal = (s: SavePlan['hit'][number]): boolean => s.effect === null;
  const sets =
    plan.lethal && plan.hit.some((s) => !lethal(s))
      ? [
          setText(plan.hit.filter(lethal), plan.crit.filter(lethal), plan, ps),
          setText(
            plan.hit.filter((s) => !lethal(s)),
            plan.crit.filter((s) => !lethal(s)),
            plan,
            ps,
          ),
        ]
      : [setText(plan.hit, plan.crit, plan, ps)];
  return [
    ...sets.flatMap((text) => wrap(text, `${pad}Save: `, `${pad}  `)),
    ...plan.notes.map((n) => `${pad}${n}`),
  ];
}

const pct = (r: Rational): string => percent(toNumber(r));

/**
 * "wounded 12.30%  " of a states line; nothing when no roll leaves the target Wounded
 * (VITA 1: one wound is Unconscious), so a state it cannot reach never shows as 0.00%.
 */
const woundedText = (wounded: Rational): string =>
  wounded.num === 0n ? '' : `wounded ${pct(wounded)}  `;

export function damageLines(
  title: string,
  v: DamageView,
  edition: Edition,
  cumulative: boolean,
  st: Style,
): string[] {
  const chart = edition.ammo;
  const { odds } = v;
  const lines = [
    st.bold(title),
    `  Weapon: ${weaponText(v.weapon, chart)}`,
    `  Target: ${targetText(v.target, chart)}`,
    ...planLines(odds.plan, '  ', psOf(v.weapon, chart)),
  ];
  if (!odds.lethal) {
    const state = STATE_LABEL[odds.plan.effect ?? 'stunned'];
    const p = odds.effect?.probability;
    lines.push(`  ${state}: ${p === undefined ? '0%' : pct(p)} (no wounds: non-lethal)`);
    if (odds.plan.row.effect === 'isolated' && odds.plan.effect === 'isolated')
      lines.push(st.dim(`  E/M also IMM-B against ${chart.immBTypes.join(', ')}`));
  } else {
    const shown = odds.wounds.length;
    const { atLeast } = odds;
    // Past the last row a player can see, the tail is noise: stop there (JSON has it all).
    let last = shown - 1;
    while (last > 1 && toNumber(atLeast[last] ?? ZERO) < 0.00005) last--;
    lines.push('', cumulative ? '  wounds       probability' : '  wounds     probability');
    for (let k = cumulative ? 1 : 0; k <= last; k++) {
      const orMore = (odds.orMore && k === shown - 1) || (k === last && last < shown - 1);
      const p = cumulative || orMore ? atLeast[k] : odds.wounds[k];
      if (p === undefined) continue;
      const label = cumulative || orMore ? `${k} or more` : String(k);
      lines.push(`  ${label.padEnd(10)} ${pct(p).padStart(8)}  ${st.accent(bar(toNumber(p)))}`);
    }
    const s = odds.states;
    lines.push(
      '',
      `  unhurt ${pct(s.unhurt)}  ${woundedText(s.wounded)}${st.warn(`unconscious ${pct(s.unconscious)}`)}  ${st.bad(`dead ${pct(s.dead)}`)}`,
    );
    let exp = `  wounds per order: ${toNumber(odds.expected).toFixed(3)}`;
    const u = odds.expectedUnbounded;
    if (u === 'endless') exp += ' (the Continuous Damage chain ends only at Dead)';
    else if (u !== null && (u.num !== odds.expected.num || u.den !== odds.expected.den))
      exp += ` (${toNumber(u).toFixed(3)} if Continuous Damage went on past Dead)`;
    lines.push(exp);
    // N+E/M (docs/rules.md §10.5): its state beside the wounds.
    if (odds.effect !== null) {
      lines.push(`  ${STATE_LABEL[odds.effect.state]}: ${pct(odds.effect.probability)}`);
      if (odds.effect.state === 'isolated')
        lines.push(st.dim(`  E/M also IMM-B against ${chart.immBTypes.join(', ')}`));
    }
  }
  const what = odds.lethal
    ? 'at least one wound'
    : `${STATE_LABEL[odds.plan.effect ?? 'stunned']} at least once`;
  const list = v.orders.map((o) => `${plural(o.n, 'order')} ${pct(o.p)}`).join(', ');
  lines.push(...wrap(`${what}: ${list}`, '  ', '    '));
  return lines;
}

/** Saves rolled at the table, one die a line. */
export function saveLines(v: SaveView, st: Style, pad = ''): string[] {
  const chart = v.edition.ammo;
  const r = v.result;
  const lines = [
    st.bold(`${pad}Saving rolls: ${targetText(v.target, chart)}`),
    `${pad}  against ${weaponText(v.weapon, chart)}`,
    ...planLines(r.plan, `${pad}  `, psOf(v.weapon, chart)),
  ];
  const ROLE = { save: 'save', extra: 'extra critical save', continuous: 'Continuous re-save' };
  for (const d of r.dice) {
    const src = `${d.source.kind === 'hit' ? 'hit' : 'critical'} ${d.source.index}`;
    const res = d.passed
      ? st.good('pass')
      : st.bad(`fail${d.wounds > 0 ? `: ${plural(d.wounds, 'wound')}` : ''}`);
    const attr =
      r.plan.hit.some((s) => s.kind.attribute !== d.kind.attribute) ||
      r.plan.row.against === 'arm+bts'
        ? ` ${d.kind.attribute}`
        : '';
    lines.push(
      `${pad}  ${String(d.roll).padStart(5)}  ${`${src}, ${ROLE[d.role]}${attr}`.padEnd(34)} ${res}`,
    );
  }
  if (r.dice.length === 0) lines.push(`${pad}  no save to roll`);
  if (r.stoppedAtDead) lines.push(st.dim(`${pad}  Continuous Damage stops: the target is Dead`));
  const STATE = {
    unhurt: 'unhurt',
    wounded: 'wounded, still active',
    unconscious: 'Unconscious',
    dead: 'Dead',
  } as const;
  if (!r.plan.lethal) {
    const state = STATE_LABEL[r.plan.effect ?? 'stunned'];
    lines.push(`${pad}Result: ${st.bold(r.effect === null ? `not ${state}` : state)} (no wounds)`);
  } else {
    const w = v.target.str ? 'STR' : chart.woundsName;
    lines.push(
      `${pad}Result: ${st.bold(plural(r.wounds, 'wound'))} (${r.total} of ${w} ${v.target.wounds}): ${st.bold(STATE[r.state])}`,
    );
    // The E/M half of N+E/M: its state too.
    if (r.plan.effect !== null)
      lines.push(
        `${pad}  ${st.bold(r.effect === null ? `not ${STATE_LABEL[r.plan.effect]}` : STATE_LABEL[r.plan.effect])}`,
      );
  }
  return lines;
}

/** `engage --odds`: each target's wounds and states over the whole order. */
export function engagementDamageLines(
  list: readonly TargetDamage[],
  edition: Edition,
  st: Style,
): string[] {
  const chart = edition.ammo;
  const lines = ['', st.bold('Casualties (exact, the order as a whole):')];
  if (list.length === 0) lines.push('  no weapon can wound anyone in this order');
  for (const d of list) {
    lines.push(`  ${st.bold(d.trooper)} (${targetText(d.target, chart)})`);
    for (const p of d.parts) {
      const w = p.odds.plan;
      lines.push(
        ...wrap(
          `${weaponText(p.weapon, chart)}; ${[...new Set(w.hit.map((s) => saveKindText(s.kind, psOf(p.weapon, chart))))].join('; ')}`,
          `    by ${p.by}: `,
          '      ',
        ),
      );
    }
    const any = d.wounds.some((_, k) => k > 0);
    if (any) {
      const last = d.wounds.length - 1;
      const ws = d.wounds
        .map((p, k) => `${k}${d.orMore && k === last ? '+' : ''}: ${pct(p)}`)
        .slice(0, 8);
      lines.push(...wrap(ws.join('  '), '    wounds ', '           '));
      const s = d.states;
      lines.push(
        `    unhurt ${pct(s.unhurt)}  ${woundedText(s.wounded)}unconscious ${pct(s.unconscious)}  dead ${pct(s.dead)}`,
        `    at least one wound ${pct(d.anyWound)}; Unconscious or worse ${pct(d.unconsciousOrWorse)}`,
      );
    }
    for (const e of d.effects) lines.push(`    ${STATE_LABEL[e.state]} ${pct(e.probability)}`);
  }
  return lines;
}

/** `engage` with dice: the saves of each hit, in order. */
export function engagementSaveLines(
  saves: readonly EngagementSave[],
  edition: Edition,
  st: Style,
): string[] {
  const lines: string[] = [];
  for (const s of saves) {
    const view = {
      by: 'active',
      weapon: s.weapon,
      target: s.before,
      result: s.result,
      edition,
    } as const;
    lines.push('', st.bold(`${s.target}, hit by ${s.by}:`), ...saveLines(view, st, '  '));
  }
  return lines;
}
