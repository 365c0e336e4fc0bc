/**
 * Resolving rolls from known dice: docs/rules.md §1.3 (Normal) and §1.4 (Face-to-Face).
 * Where the dice come from (seeded random, typed in) is the caller's business.
 */
import {
  classifyDie,
  criticalFaces,
  diceRolled,
  discardedDice,
  isAutoFail,
  rollDice,
  D20,
  DEFAULT_DICE,
  type Die,
  type Side,
} from './dice.js';
import { err, inputError, invariant, ok, type Result } from '../result.js';
import type { DiceRules, HighSv } from '../rules/index.js';

/** A die of a roll: discarded when the side's Special Dice dropped it (docs/rules.md §7.1). */
export interface RolledDie extends Die {
  readonly discarded: boolean;
}

/** What one side's roll came to, in a Normal or a Face-to-Face roll. */
interface SideOutcome {
  readonly side: Side;
  readonly autoFail: boolean;
  /** Plain successes (in a Face-to-Face roll: left standing). */
  readonly hits: number;
  /** Criticals (in a Face-to-Face roll: left standing). */
  readonly crits: number;
  /** The faces that are criticals for this side under the edition's rules. */
  readonly critFaces: readonly number[];
  /** How SV above 20 resolved (docs/rules.md §1.2, §7.1). */
  readonly highSv: HighSv;
}

export interface NormalRoll extends SideOutcome {
  readonly kind: 'normal';
  readonly dice: readonly RolledDie[];
}

/**
 * Dice that actually count: none when SV < 1 (§1.2: no die is rolled at all). With
 * Special Dice the side rolls burst + SD and the worst SD dice are discarded (§7.1).
 */
function diceOf(side: Side, rolls: readonly number[], rules: DiceRules): RolledDie[] {
  if (isAutoFail(side.sv.sv)) return [];
  const n = diceRolled(side);
  invariant(rolls.length === n, `expected ${n} dice, got ${rolls.length}`);
  const dice = rolls.map((r) => classifyDie(side.sv.sv, r, rules.highSv));
  const dropped = discardedDice(dice, side.burst);
  return dice.map((d, i) => ({ ...d, discarded: dropped[i] === true }));
}

const kept = (dice: readonly RolledDie[]): RolledDie[] => dice.filter((d) => !d.discarded);

/** docs/rules.md §1.3: each kept die succeeds, crits or fails on its own. */
export function resolveNormal(
  side: Side,
  rolls: readonly number[],
  rules: DiceRules = DEFAULT_DICE,
): NormalRoll {
  const dice = diceOf(side, rolls, rules);
  return {
    kind: 'normal',
    side,
    autoFail: isAutoFail(side.sv.sv),
    dice,
    hits: kept(dice).filter((d) => d.result === 'success').length,
    crits: kept(dice).filter((d) => d.result === 'crit').length,
    critFaces: criticalFaces(side.sv.sv, rules.highSv),
    highSv: rules.highSv,
  };
}

/** An ARO rolls one die, whatever the weapon (docs/rules.md §1.5, §7.4). */
export const ARO_BURST = 1;

/**
 * A reactive side rolling more than one die is kept (some skills allow it, and an F2F
 * roll need not be an ARO), with a note saying an ARO normally rolls one.
 */
export function reactiveBurstNotes(burst: number): string[] {
  return burst > ARO_BURST
    ? [
        `the reactive side rolls ${burst} dice; an ARO normally rolls one die (docs/rules.md §1.5): more only where a skill allows it`,
      ]
    : [];
}

export type Winner = 'active' | 'reactive' | 'none';

/** Why a successful die was cancelled (docs/rules.md §1.4 steps 1-3). */
export type CancelReason = 'both-crit' | 'crit' | 'higher' | 'tie';

export interface FtfDie extends RolledDie {
  readonly cancelled: boolean;
  /** The opponent's die (0-based index) that cancelled this one, and why. */
  readonly cancelledBy: { readonly die: number; readonly reason: CancelReason } | null;
}

export interface FtfSideResult extends SideOutcome {
  readonly dice: readonly FtfDie[];
}

export interface FtfRoll {
  readonly kind: 'ftf';
  readonly winner: Winner;
  readonly active: FtfSideResult;
  readonly reactive: FtfSideResult;
}

const firstCrit = (dice: readonly RolledDie[]): number =>
  dice.findIndex((d) => d.result === 'crit' && !d.discarded);

/** Index of the best kept plain success, the first one among equals; -1 if none. */
function bestPlain(dice: readonly RolledDie[]): number {
  let best = -1;
  dice.forEach((d, i) => {
    if (
      d.result === 'success' &&
      !d.discarded &&
      (best === -1 || d.value > (dice[best]?.value ?? 0))
    )
      best = i;
  });
  return best;
}

function cancelAgainst(
  own: readonly RolledDie[],
  opp: readonly RolledDie[],
  bothCrit: boolean,
): FtfDie[] {
  const oppCrit = firstCrit(opp);
  const oppBest = bestPlain(opp);
  const oppBestValue = opp[oppBest]?.value;
  return own.map((d): FtfDie => {
    const cancel = (die: number, reason: CancelReason): FtfDie => ({
      ...d,
      cancelled: true,
      cancelledBy: { die, reason },
    });
    // A discarded Special Die takes no part in the roll (docs/rules.md §7.1).
    if (d.result === 'fail' || d.discarded) return { ...d, cancelled: false, cancelledBy: null };
    // §1.4.1: criticals on both sides cancel everything.
    if (bothCrit) return cancel(oppCrit, 'both-crit');
    // §1.4.2: an opponent's critical cancels all of this side's successes.
    if (oppCrit !== -1) return cancel(oppCrit, 'crit');
    // §1.4.2/3: criticals stand against plain successes; plain successes stand only
    // above the opponent's best plain success, and equal values cancel each other.
    if (d.result === 'success' && oppBestValue !== undefined && d.value <= oppBestValue) {
      return cancel(oppBest, d.value === oppBestValue ? 'tie' : 'higher');
    }
    return { ...d, cancelled: false, cancelledBy: null };
  });
}

function standing(side: Side, dice: FtfDie[], rules: DiceRules): FtfSideResult {
  const left = dice.filter((d) => !d.cancelled && !d.discarded);
  return {
    side,
    autoFail: isAutoFail(side.sv.sv),
    dice,
    hits: left.filter((d) => d.result === 'success').length,
    crits: left.filter((d) => d.result === 'crit').length,
    critFaces: criticalFaces(side.sv.sv, rules.highSv),
    highSv: rules.highSv,
  };
}

/**
 * docs/rules.md §1.4: resolve a Face-to-Face roll from both sides' dice. Special Dice are
 * discarded after both sides have rolled (§7.1); keeping the best is always the best choice.
 */
export function resolveFtf(
  active: Side,
  activeRolls: readonly number[],
  reactive: Side,
  reactiveRolls: readonly number[],
  rules: DiceRules = DEFAULT_DICE,
): FtfRoll {
  const a = diceOf(active, activeRolls, rules);
  const r = diceOf(reactive, reactiveRolls, rules);
  const bothCrit = firstCrit(a) !== -1 && firstCrit(r) !== -1;
  const aSide = standing(active, cancelAgainst(a, r, bothCrit), rules);
  const rSide = standing(reactive, cancelAgainst(r, a, bothCrit), rules);
  const aWins = aSide.hits + aSide.crits > 0;
  const rWins = rSide.hits + rSide.crits > 0;
  invariant(!(aWins && rWins), 'both sides of a face-to-face roll have results standing');
  return {
    kind: 'ftf',
    winner: aWins ? 'active' : rWins ? 'reactive' : 'none',
    active: aSide,
    reactive: rSide,
  };
}

/**
 * Typed-in dice (`--dice 8,12,9`): a comma- or space-separated list of d20 results.
 * `expected` is the burst; SV < 1 rolls no dice, so any count is accepted there.
 */
export function parseDiceList(
  text: string,
  expected: number,
  what = 'dice',
  rollText = `burst ${expected}`,
): Result<number[]> {
  const values: number[] = [];
  const re = /[^,\s]+/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const token = m[0];
    const n = /^\d+$/.test(token) ? Number(token) : NaN;
    if (!(n >= 1 && n <= D20)) {
      return err(
        inputError(
          `${what} "${text}": "${token}" at character ${m.index + 1} is not a d20 result (1..20)`,
          { kind: 'position', source: text, index: m.index },
          'give the dice as a comma-separated list, e.g. --dice 8,12,9',
        ),
      );
    }
    values.push(n);
  }
  if (values.length !== expected) {
    return err(
      inputError(
        `${what} "${text}": ${values.length} ${values.length === 1 ? 'die' : 'dice'} given, the roll has ${rollText}`,
        undefined,
        `give exactly ${expected} ${expected === 1 ? 'value' : 'values'}`,
      ),
    );
  }
  return ok(values);
}

/** Where a side's dice come from: typed in, or drawn from the injected random source. */
export function diceFor(
  side: Side,
  typed: string | undefined,
  rng: () => number,
  what = 'dice',
): Result<number[]> {
  // With Special Dice the side rolls burst + SD dice (docs/rules.md §7.1).
  if (typed !== undefined) {
    const sd = side.sd ?? 0;
    const rollText = sd > 0 ? `burst ${side.burst} + ${sd} SD` : undefined;
    return parseDiceList(typed, diceRolled(side), what, rollText);
  }
  // SV < 1 rolls no dice (§1.2), so it draws nothing and later dice stay reproducible.
  return ok(isAutoFail(side.sv.sv) ? [] : rollDice(diceRolled(side), rng));
}

/**
 * The dice of a Face-to-Face roll, each side typed in or drawn. The order a seed draws
 * them in is part of replaying a roll: the active side's dice first, then the reactive
 * side's (docs/rules.md §1.4); the saves the roll forces come after both (§6.1).
 */
export function ftfDiceFor(
  active: { readonly side: Side; readonly typed: string | undefined; readonly what: string },
  reactive: { readonly side: Side; readonly typed: string | undefined; readonly what: string },
  rng: () => number,
): Result<{ readonly active: number[]; readonly reactive: number[] }> {
  const a = diceFor(active.side, active.typed, rng, active.what);
  if (!a.ok) return a;
  const r = diceFor(reactive.side, reactive.typed, rng, reactive.what);
  if (!r.ok) return r;
  return ok({ active: a.value, reactive: r.value });
}
