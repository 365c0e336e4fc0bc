/**
 * Resolving rolls from known dice: RULES.md §1.3 (Normal) and §1.4 (Face-to-Face).
 * Where the dice come from (seeded random, typed in) is the caller's business.
 */
import { classifyDie, isAutoFail, rollDice, D20, type Die, type Side } from './dice.js';
import { err, inputError, invariant, ok, type Result } from './result.js';

export interface NormalRoll {
  readonly kind: 'normal';
  readonly side: Side;
  readonly autoFail: boolean;
  readonly dice: readonly Die[];
  /** Plain successes. */
  readonly hits: number;
  readonly crits: number;
}

/** Dice that actually count: none when SV < 1 (§1.2: no die is rolled at all). */
function diceOf(side: Side, rolls: readonly number[]): Die[] {
  if (isAutoFail(side.sv.sv)) return [];
  invariant(rolls.length === side.burst, `expected ${side.burst} dice, got ${rolls.length}`);
  return rolls.map((r) => classifyDie(side.sv.sv, r));
}

/** RULES.md §1.3: each die succeeds, crits or fails on its own. */
export function resolveNormal(side: Side, rolls: readonly number[]): NormalRoll {
  const dice = diceOf(side, rolls);
  return {
    kind: 'normal',
    side,
    autoFail: isAutoFail(side.sv.sv),
    dice,
    hits: dice.filter((d) => d.result === 'success').length,
    crits: dice.filter((d) => d.result === 'crit').length,
  };
}

export type Winner = 'active' | 'reactive' | 'none';

/** Why a successful die was cancelled (RULES.md §1.4 steps 1-3). */
export type CancelReason = 'both-crit' | 'crit' | 'higher' | 'tie';

export interface FtfDie extends Die {
  readonly cancelled: boolean;
  /** The opponent's die (0-based index) that cancelled this one, and why. */
  readonly cancelledBy: { readonly die: number; readonly reason: CancelReason } | null;
}

export interface FtfSideResult {
  readonly side: Side;
  readonly autoFail: boolean;
  readonly dice: readonly FtfDie[];
  /** Plain successes left standing. */
  readonly hits: number;
  /** Criticals left standing. */
  readonly crits: number;
}

export interface FtfRoll {
  readonly kind: 'ftf';
  readonly winner: Winner;
  readonly active: FtfSideResult;
  readonly reactive: FtfSideResult;
}

const firstCrit = (dice: readonly Die[]): number => dice.findIndex((d) => d.result === 'crit');

/** Index of the best plain (non-critical) success, the first one among equals; -1 if none. */
function bestPlain(dice: readonly Die[]): number {
  let best = -1;
  dice.forEach((d, i) => {
    if (d.result === 'success' && (best === -1 || d.value > (dice[best]?.value ?? 0))) best = i;
  });
  return best;
}

function cancelAgainst(own: readonly Die[], opp: readonly Die[], bothCrit: boolean): FtfDie[] {
  const oppCrit = firstCrit(opp);
  const oppBest = bestPlain(opp);
  const oppBestValue = opp[oppBest]?.value;
  return own.map((d): FtfDie => {
    const cancel = (die: number, reason: CancelReason): FtfDie => ({
      ...d,
      cancelled: true,
      cancelledBy: { die, reason },
    });
    if (d.result === 'fail') return { ...d, cancelled: false, cancelledBy: null };
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

function standing(side: Side, dice: FtfDie[]): FtfSideResult {
  const left = dice.filter((d) => !d.cancelled);
  return {
    side,
    autoFail: isAutoFail(side.sv.sv),
    dice,
    hits: left.filter((d) => d.result === 'success').length,
    crits: left.filter((d) => d.result === 'crit').length,
  };
}

/** RULES.md §1.4: resolve a Face-to-Face roll from both sides' dice. */
export function resolveFtf(
  active: Side,
  activeRolls: readonly number[],
  reactive: Side,
  reactiveRolls: readonly number[],
): FtfRoll {
  const a = diceOf(active, activeRolls);
  const r = diceOf(reactive, reactiveRolls);
  const bothCrit = firstCrit(a) !== -1 && firstCrit(r) !== -1;
  const aSide = standing(active, cancelAgainst(a, r, bothCrit));
  const rSide = standing(reactive, cancelAgainst(r, a, bothCrit));
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
export function parseDiceList(text: string, expected: number, what = 'dice'): Result<number[]> {
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
        `${what} "${text}": ${values.length} ${values.length === 1 ? 'die' : 'dice'} given, the roll has burst ${expected}`,
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
  if (typed !== undefined) return parseDiceList(typed, side.burst, what);
  // SV < 1 rolls no dice (§1.2), so it draws nothing and later dice stay reproducible.
  return ok(isAutoFail(side.sv.sv) ? [] : rollDice(side.burst, rng));
}
