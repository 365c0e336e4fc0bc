/** `infcalc odds`: exact odds of a Normal or Face-to-Face roll. */
import type { FromData } from '../core/data/side.js';
import {
  ftfOdds,
  normalOdds,
  ODDS_BURST_MAX,
  ODDS_DICE_MAX,
  oddsSideOf,
  summarize,
  type FtfOdds,
  type FtfSummary,
  type NormalOdds,
} from '../core/roll/odds.js';
import type { Side } from '../core/roll/dice.js';
import type { Edition } from '../core/rules/index.js';
import { orUsage, usage, usageShowing } from './failure.js';
import type { Answer, Attack } from '../core/mods/index.js';
import { sideWithExtraSd } from './sides.js';
import { readOdds, type OddsOptions, type OddsRead } from './odds-read.js';
import {
  coverTwice,
  damageView,
  troopersOf,
  type DamageSection,
  type Troopers,
} from './troopers.js';
import { applyWords, type WordedRoll } from './words.js';
import { idOf, memo } from './memo.js';
import type { DiceRules } from '../core/rules/index.js';
import type { Standing } from '../core/damage/odds.js';
import type { Target, Weapon } from '../core/damage/model.js';
import type { DamageView } from './troopers.js';

// Batches repeat questions (app/memo.ts): the odds and the damage are kept by their numbers.
// Face-to-Face odds by their outcomes (2^17 in all, a few MB): the bench's 10,000 mixed
// questions ask about 2,400 different rolls of 20 to 40 outcomes each, B20 against B20 has
// about 460.
const FTF = memo<FtfOdds>(1 << 17, (o) => o.outcomes.length);
const NORMAL = memo<NormalOdds>(1024);
const DAMAGE = memo<DamageView | null>(2048);

const sideKey = (s: OddsSideOf): string => `${s.sv}b${s.burst}s${s.sd ?? '-'}`;
type OddsSideOf = ReturnType<typeof oddsSideOf>;
const diceKey = (d: DiceRules): string => `${d.highSv}${d.specialDice ? '+sd' : ''}`;

function ftfOf(a: OddsSideOf, r: OddsSideOf, dice: DiceRules): { odds: FtfOdds; key: string } {
  const key = `${sideKey(a)}|${sideKey(r)}|${diceKey(dice)}`;
  return { odds: FTF.get(key, () => ftfOdds(a, r, dice)), key };
}

function normalOf(a: OddsSideOf, dice: DiceRules): { odds: NormalOdds; key: string } {
  const key = `${sideKey(a)}|${diceKey(dice)}`;
  return { odds: NORMAL.get(key, () => normalOdds(a, dice)), key };
}

const SUMMARIES = new WeakMap<FtfOdds, FtfSummary>();
/** The summary of odds, made once while they are kept (its JSON is then made once too). */
function summaryOf(odds: FtfOdds): FtfSummary {
  let s = SUMMARIES.get(odds);
  if (s === undefined) {
    s = summarize(odds);
    SUMMARIES.set(odds, s);
  }
  return s;
}

/** damageView of standing outcomes that `key` names (the odds and whose win). */
function damageOf(
  key: string,
  standing: readonly Standing[],
  total: bigint,
  weapon: Weapon | null,
  target: Target,
  edition: Edition,
  orders: readonly number[],
): DamageView | null {
  if (weapon === null) return null;
  const k = `${key}|${idOf(edition.ammo)}|${JSON.stringify(weapon)}|${JSON.stringify(target)}|${orders.join(',')}`;
  return DAMAGE.get(k, () => damageView(standing, total, weapon, target, edition, orders));
}

export interface NormalOddsReport {
  readonly kind: 'normal-odds';
  readonly odds: NormalOdds;
  readonly side: Side;
  readonly cumulative: boolean;
  readonly edition: Edition;
  /** docs/rules.md §6: what the standing hits do to the target (`--dam`, `--vs-arm`, ...). */
  readonly damage: DamageSection;
  /** Flags that had no effect, said on stderr. */
  readonly flagWarnings: readonly string[];
  /** What came from game data (`--unit ...`), when anything did. */
  readonly fromData?: FromData;
  readonly attack: Attack;
}

export interface FtfOddsReport {
  readonly kind: 'ftf-odds';
  readonly odds: FtfOdds;
  readonly summary: FtfSummary;
  readonly active: Side;
  readonly reactive: Side;
  readonly cumulative: boolean;
  readonly edition: Edition;
  readonly damage: DamageSection;
  readonly flagWarnings: readonly string[];
  readonly fromData?: FromData;
  /** What the active side does and how the reactive side answers (docs/rules.md §8). */
  readonly attack: Attack;
  readonly answer: Answer;
}

/**
 * Two Normal rolls where a Face-to-Face roll would be (docs/rules.md §8.6, §8.9): Berserk
 * (both sides roll, both can hit), or a Direct Template Weapon (no attack roll: every
 * target is hit unless its Dodge, a Normal PH roll, succeeds; a BS Attack back resolves
 * too).
 */
export interface PairOddsReport {
  readonly kind: 'pair-odds';
  readonly fromData?: FromData;
  readonly why: 'berserk' | 'template';
  /** The active side's roll; null for a template, which does not roll. */
  readonly active: Side | null;
  readonly activeOdds: NormalOdds | null;
  /** Null for a template at a target that makes no answer (it cannot react): it is hit. */
  readonly reactive: Side | null;
  readonly reactiveOdds: NormalOdds | null;
  readonly attack: Attack;
  readonly answer: Answer;
  /** A template: the chance it hits (the Dodge fails), as a count over the Dodge's total. */
  readonly templateHits: { readonly count: bigint; readonly total: bigint } | null;
  /** A template: how many the active side places, one hit each (§10.9). */
  readonly templates?: number;
  /**
   * A template in ARO (§8.9, §10.9): how many the reactive side places, each one hit on
   * the active trooper without a roll; absent when it answers otherwise.
   */
  readonly reactiveTemplates?: number;
  readonly cumulative: boolean;
  readonly edition: Edition;
  readonly damage: DamageSection;
  readonly flagWarnings: readonly string[];
}

export type { OddsOptions } from './odds-read.js';

function limited(side: Side, spec: string): Side {
  if (side.burst > ODDS_BURST_MAX) {
    throw usage(
      `burst ${side.burst} in "${spec}" is above the odds limit of ${ODDS_BURST_MAX} per side`,
      `use at most b${ODDS_BURST_MAX}`,
    );
  }
  return side;
}

/**
 * Exact odds of a roll and, with weapons, of the wounds it does (docs/rules.md §1.2-§1.4,
 * §6): a Normal roll of `spec`, or a Face-to-Face roll of `spec` against `reactive`.
 */
export function oddsOf(
  spec: string,
  reactive: string | undefined,
  opts: OddsOptions,
  edition: Edition,
): NormalOddsReport | FtfOddsReport | PairOddsReport {
  return answerOdds(readOdds(spec, reactive, opts, edition));
}

/**
 * The answer step of `odds`: the odds of a question already read (src/app/odds-read.ts).
 * Bad input throws here, each piece where the question has always checked it.
 */
export function answerOdds(q: OddsRead): NormalOddsReport | FtfOddsReport | PairOddsReport {
  const { edition, options: opts } = q;
  const spec = q.active.text;
  const reactive = q.reactive?.text;
  const cumulative = opts.cumulative === true;
  const flagged = troopersOf(
    orUsage(q.troopers.active),
    orUsage(q.troopers.reactive),
    opts,
    reactive !== undefined,
  );
  const troopers: Troopers = {
    ...flagged,
    warnings: [
      ...flagged.warnings,
      ...coverTwice(opts.mod, flagged.reactive.target, '--mod', '--vs-cover'),
      ...(reactive === undefined
        ? []
        : coverTwice(opts.vsMod, flagged.active.target, '--vs-mod', '--cover')),
    ],
  };
  const orders = orUsage(q.orders);
  // --orders only says something about a weapon's wounds: without one it would do nothing.
  if (
    opts.orders !== undefined &&
    troopers.active.weapon === null &&
    (reactive === undefined || troopers.reactive.weapon === null) &&
    opts.program === undefined
  )
    throw usageShowing(
      '--orders is unused: no weapon (--dam or --ps) to wound with',
      ['odds', spec, '--dam', '13', '--orders', opts.orders],
      'add a weapon',
    );
  // The burst limit first (its message is the familiar one), then burst + SD.
  const sideA = limited(orUsage(q.active.side), spec);
  const typedA = sideWithExtraSd(sideA, orUsage(q.sd), '--sd', spec, edition, ODDS_DICE_MAX);
  if (q.reactive === null || reactive === undefined) {
    if (opts.vsMod !== undefined && opts.vsMod.length > 0) {
      throw usageShowing(
        '--vs-mod is unused: a Normal roll has no reactive side',
        ['odds', spec, 'vs', '11', '--vs-mod', opts.vsMod[0] ?? ''],
        'use --mod, or give the reactive side',
      );
    }
    if (opts.vsSd !== undefined) {
      throw usageShowing(
        '--vs-sd is unused: a Normal roll has no reactive side',
        ['odds', spec, 'vs', '11', '--vs-sd', opts.vsSd],
        'use --sd, or give the reactive side',
      );
    }
    // docs/rules.md §8: the target's words and cover reach this roll (--vs-with, --vs-cover).
    const w = applyWords(q.words, edition, typedA, null, troopers);
    // A Direct Template at a target that makes no answer (no LoF, cannot react): no roll
    // on either side, the target is hit, then saves (§8.9).
    if (w.template) {
      const standing = [{ hits: templatesOf(w), crits: 0, count: 1n }];
      return {
        kind: 'pair-odds',
        why: 'template',
        active: null,
        activeOdds: null,
        reactive: null,
        reactiveOdds: null,
        attack: w.attack,
        answer: w.answer,
        templateHits: { count: 1n, total: 1n },
        templates: templatesOf(w),
        cumulative,
        edition,
        damage: {
          active: damageView(standing, 1n, w.at.weapon, w.rt.target, edition, orders),
          reactive: null,
          edition,
        },
        flagWarnings: [...troopers.warnings, ...w.warnings],
      };
    }
    const a = limited(w.active, spec);
    const { odds, key } = normalOf(oddsSideOf(a), edition.dice);
    const damage = {
      active: damageOf(key, odds.outcomes, odds.total, w.at.weapon, w.rt.target, edition, orders),
      reactive: null,
      edition,
    };
    return {
      kind: 'normal-odds',
      odds,
      side: a,
      cumulative,
      edition,
      damage,
      flagWarnings: [...troopers.warnings, ...w.warnings],
      attack: w.attack,
    };
  }
  const sideR = limited(orUsage(q.reactive.side), reactive);
  const typedR = sideWithExtraSd(
    sideR,
    orUsage(q.vsSd),
    '--vs-sd',
    reactive,
    edition,
    ODDS_DICE_MAX,
  );
  const w = applyWords(q.words, edition, typedA, typedR, troopers);
  if (!w.ftf) return pairOdds(w, { spec, reactive, cumulative, edition, orders, troopers });
  const a = limited(w.active, spec);
  const r = limited(w.reactive ?? typedR, reactive);
  const { odds, key } = ftfOf(oddsSideOf(a), oddsSideOf(r), edition.dice);
  const won = (x: 'active' | 'reactive') => odds.outcomes.filter((o) => o.winner === x);
  const damage = {
    active: damageOf(
      `${key}|a`,
      won('active'),
      odds.total,
      w.at.weapon,
      w.rt.target,
      edition,
      orders,
    ),
    reactive: damageOf(
      `${key}|r`,
      won('reactive'),
      odds.total,
      w.rt.weapon,
      w.at.target,
      edition,
      orders,
    ),
    edition,
  };
  return {
    kind: 'ftf-odds',
    odds,
    summary: summaryOf(odds),
    active: a,
    reactive: r,
    cumulative,
    edition,
    damage,
    flagWarnings: [...troopers.warnings, ...w.warnings],
    attack: w.attack,
    answer: w.answer,
  };
}

/**
 * How many Direct Templates the active side places (docs/rules.md §10.9): its effective
 * burst, B MODs included as the MOD engine gave them for this turn (the burst rules decide which
 * count). Each template is one hit with its own saves; no roll, so no critical.
 */
export function templatesOf(w: WordedRoll): number {
  return Math.max(1, w.active.burst);
}

/** Berserk or a Direct Template: two Normal rolls, each side's hits on the other (§8.6, §8.9). */
function pairOdds(
  w: WordedRoll,
  c: {
    spec: string;
    reactive: string;
    cumulative: boolean;
    edition: Edition;
    orders: readonly number[];
    troopers: Troopers;
  },
): PairOddsReport {
  const { edition, orders } = c;
  const r = limited(w.reactive ?? w.active, c.reactive);
  const reactiveOdds = normalOdds(oddsSideOf(r), edition.dice);
  const template = w.template;
  const hitsBack = w.answer === 'attack';
  // A template in ARO (§8.9, §10.9): no roll, its templates (one in ARO; Total Reaction:
  // its burst) each hit the active trooper; the reactive side has no roll of its own.
  const reactiveTemplates = w.vsTemplate ? Math.max(1, r.burst) : undefined;
  const reactiveDamage =
    reactiveTemplates !== undefined
      ? damageView(
          [{ hits: reactiveTemplates, crits: 0, count: 1n }],
          1n,
          w.rt.weapon,
          w.at.target,
          edition,
          orders,
        )
      : hitsBack
        ? damageView(
            reactiveOdds.outcomes,
            reactiveOdds.total,
            w.rt.weapon,
            w.at.target,
            edition,
            orders,
          )
        : null;
  const base = {
    kind: 'pair-odds' as const,
    reactive: reactiveTemplates === undefined ? r : null,
    reactiveOdds: reactiveTemplates === undefined ? reactiveOdds : null,
    attack: w.attack,
    answer: w.answer,
    cumulative: c.cumulative,
    edition,
    flagWarnings: [...c.troopers.warnings, ...w.warnings],
    ...(reactiveTemplates === undefined ? {} : { reactiveTemplates }),
  };
  if (template) {
    // No attack roll: one hit on the target, unless its Dodge (a Normal PH roll) succeeds.
    const fails = reactiveOdds.outcomes
      .filter((o) => o.hits + o.crits === 0)
      .reduce((n, o) => n + o.count, 0n);
    const hit =
      hitsBack || reactiveTemplates !== undefined
        ? { count: reactiveOdds.total, total: reactiveOdds.total }
        : { count: fails, total: reactiveOdds.total };
    const standing = [{ hits: templatesOf(w), crits: 0, count: hit.count }];
    return {
      ...base,
      why: 'template',
      active: null,
      activeOdds: null,
      templateHits: hit,
      templates: templatesOf(w),
      damage: {
        active: damageView(standing, hit.total, w.at.weapon, w.rt.target, edition, orders),
        reactive: reactiveDamage,
        edition,
      },
    };
  }
  const a = limited(w.active, c.spec);
  const activeOdds = normalOdds(oddsSideOf(a), edition.dice);
  return {
    ...base,
    why: reactiveTemplates === undefined ? 'berserk' : 'template',
    active: a,
    activeOdds,
    templateHits: null,
    damage: {
      active: damageView(
        activeOdds.outcomes,
        activeOdds.total,
        w.at.weapon,
        w.rt.target,
        edition,
        orders,
      ),
      reactive: reactiveDamage,
      edition,
    },
  };
}
