/** `infcalc roll` and `infcalc ftf`: resolve a roll from seeded or typed-in dice. */
import type { FromData } from '../core/data/side.js';
import { coverMod } from '../core/damage/index.js';
import {
  diceFor,
  ftfDiceFor,
  resolveFtf,
  resolveNormal,
  type FtfRoll,
  type NormalRoll,
} from '../core/roll/resolve.js';
import type { Edition } from '../core/rules/index.js';
import { orUsage } from './failure.js';
import { checkSeedUsed, seeded, type Random } from './random.js';
import { checkFtfArgs, sideWithDice } from './sides.js';
import { savesFor, troopersFrom, type SaveView } from './troopers.js';

/** A roll as resolved at the table, and the saves its hits forced. */
interface Rolled<K extends string, R> {
  readonly kind: K;
  readonly roll: R;
  /** null when every die was typed in. */
  readonly seed: string | null;
  readonly edition: Edition;
  /**
   * docs/rules.md §6: the saves the hits forced, rolled after the roll; null when nothing
   * stood, undefined when no weapon was given.
   */
  readonly saves?: SaveView | null;
  readonly flagWarnings?: readonly string[];
  /** What came from game data (`--unit ...`), when anything did. */
  readonly fromData?: FromData;
}

export type NormalReport = Rolled<'normal', NormalRoll>;
export type FtfReport = Rolled<'ftf', FtfRoll>;

export interface RollOptions {
  readonly mod?: readonly string[];
  readonly seed?: string;
  readonly dice?: string;
  /** `--sd N`: Special Dice (N5, docs/rules.md §7.1). */
  readonly sd?: string;
  /** Save dice rolled by the active trooper / by the reactive trooper (the target). */
  readonly saveDice?: string;
  readonly vsSaveDice?: string;
}

/** A Normal roll (docs/rules.md §1.3) from seeded or typed-in dice, and the saves its hits force. */
export function rollNormal(
  spec: string,
  opts: RollOptions,
  edition: Edition,
  random: Random,
): NormalReport {
  const { active: at, reactive: rt, warnings } = troopersFrom(opts, false);
  const side = sideWithDice(
    spec,
    [...(opts.mod ?? []), ...coverMod(rt.target)],
    opts.sd,
    '--sd',
    edition,
  );
  if (at.weapon === null)
    checkSeedUsed(opts.seed, opts.dice === undefined, 'every die is typed in (--dice)');
  const { rng, seed } = seeded(opts.seed, random);
  const dice = orUsage(diceFor(side, opts.dice, rng, '--dice'));
  const roll = resolveNormal(side, dice, edition.dice);
  if (at.weapon === null)
    return { kind: 'normal', roll, seed: seed(), edition, flagWarnings: warnings };
  // The saves come after the roll's dice, so a seed replays both.
  const saves = savesFor(
    'active',
    roll.hits,
    roll.crits,
    at.weapon,
    rt.target,
    edition,
    opts.vsSaveDice,
    '--vs-save-dice',
    rng,
  );
  return { kind: 'normal', roll, seed: seed(), edition, saves, flagWarnings: warnings };
}

export interface FtfOptions extends RollOptions {
  readonly vsMod?: readonly string[];
  readonly vsDice?: string;
  readonly vsSd?: string;
}

/** A Face-to-Face roll (docs/rules.md §1.4), and the saves the winner's hits force. */
export function rollFtf(
  active: string,
  vs: string | undefined,
  reactive: string | undefined,
  opts: FtfOptions,
  edition: Edition,
  random: Random,
): FtfReport {
  checkFtfArgs(vs, reactive);
  const { active: at, reactive: rt, warnings } = troopersFrom(opts, true);
  const aMods = [...(opts.mod ?? []), ...coverMod(rt.target)];
  const a = sideWithDice(active, aMods, opts.sd, '--sd', edition);
  const rMods = [...(opts.vsMod ?? []), ...coverMod(at.target)];
  const r = sideWithDice(reactive, rMods, opts.vsSd, '--vs-sd', edition);
  // Without weapons no saves are drawn, so the seed serves only the roll's dice.
  if (at.weapon === null && rt.weapon === null)
    checkSeedUsed(
      opts.seed,
      opts.dice === undefined || opts.vsDice === undefined,
      'every die is typed in (--dice, --vs-dice)',
    );
  const { rng, seed } = seeded(opts.seed, random);
  const dice = orUsage(
    ftfDiceFor(
      { side: a, typed: opts.dice, what: '--dice' },
      { side: r, typed: opts.vsDice, what: '--vs-dice' },
      rng,
    ),
  );
  const roll = resolveFtf(a, dice.active, r, dice.reactive, edition.dice);
  if (at.weapon === null && rt.weapon === null)
    return { kind: 'ftf', roll, seed: seed(), edition, flagWarnings: warnings };
  // The winner's standing hits force saves on the loser (docs/rules.md §6.1).
  const saves =
    roll.winner === 'active'
      ? savesFor(
          'active',
          roll.active.hits,
          roll.active.crits,
          at.weapon,
          rt.target,
          edition,
          opts.vsSaveDice,
          '--vs-save-dice',
          rng,
        )
      : roll.winner === 'reactive'
        ? savesFor(
            'reactive',
            roll.reactive.hits,
            roll.reactive.crits,
            rt.weapon,
            at.target,
            edition,
            opts.saveDice,
            '--save-dice',
            rng,
          )
        : null;
  return { kind: 'ftf', roll, seed: seed(), edition, saves, flagWarnings: warnings };
}
