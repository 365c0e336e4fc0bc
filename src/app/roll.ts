/** `infcalc roll` and `infcalc ftf`: resolve a roll from seeded or typed-in dice. */
import type { FromData } from '../core/data/side.js';
import {
  diceFor,
  ftfDiceFor,
  resolveFtf,
  resolveNormal,
  type FtfRoll,
  type NormalRoll,
} from '../core/roll/resolve.js';
import type { Edition } from '../core/rules/index.js';
import { orUsage, usageShowing } from './failure.js';
import { checkSeedUsed, seeded, type Random } from './random.js';
import { sideWithDice } from './sides.js';
import {
  coverTwice,
  savesFor,
  troopersFrom,
  type SaveView,
  type TargetFlags,
  type TrooperFlags,
  type Vs,
  type WeaponFlags,
} from './troopers.js';
import { withWords, type WordOptions } from './words.js';

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

/**
 * The `roll` command's flags in camelCase, values as typed: the roller's weapon (`dam`,
 * `ammo`, ...) and its target (`vsArm`, `vsW`, ...), skills and situations, MODs, dice or a seed.
 */
export interface RollOptions extends WeaponFlags, Vs<TargetFlags>, WordOptions {
  readonly mod?: readonly string[];
  readonly seed?: string;
  readonly dice?: string;
  /** `--sd N`: Special Dice (N5, docs/rules.md §7.1). */
  readonly sd?: string;
  /** Save dice rolled by the active trooper / by the reactive trooper (the target). */
  readonly saveDice?: string;
  readonly vsSaveDice?: string;
}

/**
 * A Direct Template Weapon makes no roll to hit (docs/rules.md §8.9): only game data can
 * ask a roll for one (`--unit ... --weapon "heavy flamethrower"`; the command has no
 * `--template`), and the dice would not be the rules'.
 */
function noTemplate(opts: WordOptions): void {
  if (opts.template === true)
    throw usageShowing(
      'a Direct Template Weapon makes no roll to hit (docs/rules.md §8.9): there are no dice to roll',
      ['save', 'N', '--weapon', 'NAME', '--vs-unit', 'NAME'],
      'roll its saves, or ask its odds',
    );
}

/** A Normal roll (docs/rules.md §1.3) from seeded or typed-in dice, and the saves its hits force. */
export function rollNormal(
  spec: string,
  opts: RollOptions,
  edition: Edition,
  random: Random,
): NormalReport {
  const flagged = troopersFrom(opts, false);
  const troopers = {
    ...flagged,
    warnings: [
      ...flagged.warnings,
      ...coverTwice(opts.mod, flagged.reactive.target, '--mod', '--vs-cover'),
    ],
  };
  noTemplate(opts);
  const typed = sideWithDice(spec, opts.mod ?? [], opts.sd, '--sd', edition);
  // docs/rules.md §8: the target's words and cover reach this roll (--vs-with, --vs-cover).
  const w = withWords(opts, edition, typed, null, troopers);
  const { at, rt } = w;
  const side = w.active;
  const warnings = [...troopers.warnings, ...w.warnings];
  if (at.weapon === null)
    checkSeedUsed(opts.seed, opts.dice === undefined, 'every die is typed in (--dice)');
  const { rng, seed } = seeded(opts.seed, random);
  const dice = orUsage(diceFor(side, opts.dice, rng, '--dice'));
  const roll = resolveNormal(side, dice, edition.dice);
  if (at.weapon === null)
    return { kind: 'normal', roll, seed: seed(), edition, flagWarnings: warnings };
  // The saves come after the roll's dice, so a seed replays both.
  const saves = savesOf('active', roll, { active: at, reactive: rt }, opts, edition, rng);
  return { kind: 'normal', roll, seed: seed(), edition, saves, flagWarnings: warnings };
}

/** The `ftf` command's flags: a weapon and a target profile for each side. */
export interface FtfOptions extends RollOptions, TrooperFlags, Vs<TrooperFlags> {
  readonly vsMod?: readonly string[];
  readonly vsDice?: string;
  readonly vsSd?: string;
}

/** A Face-to-Face roll (docs/rules.md §1.4), and the saves the winner's hits force. */
export function rollFtf(
  active: string,
  reactive: string,
  opts: FtfOptions,
  edition: Edition,
  random: Random,
): FtfReport {
  const flagged = troopersFrom(opts, true);
  const troopers = {
    ...flagged,
    warnings: [
      ...flagged.warnings,
      ...coverTwice(opts.mod, flagged.reactive.target, '--mod', '--vs-cover'),
      ...coverTwice(opts.vsMod, flagged.active.target, '--vs-mod', '--cover'),
    ],
  };
  noTemplate(opts);
  const typedA = sideWithDice(active, opts.mod ?? [], opts.sd, '--sd', edition);
  const typedR = sideWithDice(reactive, opts.vsMod ?? [], opts.vsSd, '--vs-sd', edition);
  const w = withWords(opts, edition, typedA, typedR, troopers);
  if (!w.ftf) {
    throw usageShowing(
      'Berserk makes this two Normal rolls, not a Face-to-Face roll',
      ['roll', active, '--cc', '--with', 'berserk'],
      `roll each side alone (then ${reactive} as a roll of its own)`,
    );
  }
  const { at, rt } = w;
  const a = w.active;
  const r = w.reactive ?? typedR;
  const warnings = [...troopers.warnings, ...w.warnings];
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
  // Typed save dice for a trooper that rolls no save would be dropped: say so (item 6).
  const unused = (
    typed: string | undefined,
    flag: string,
    saver: string,
    hitter: 'active' | 'reactive',
    weapon: unknown,
  ) =>
    typed === undefined
      ? []
      : weapon === null
        ? [
            `${flag} is unused: the ${hitter} trooper has no weapon, so the ${saver} trooper rolls no saves`,
          ]
        : roll.winner !== hitter
          ? [
              `${flag} is unused: the ${hitter} side did not win, so the ${saver} trooper rolls no saves`,
            ]
          : [];
  warnings.push(
    ...unused(opts.saveDice, '--save-dice', 'active', 'reactive', rt.weapon),
    ...unused(opts.vsSaveDice, '--vs-save-dice', 'reactive', 'active', at.weapon),
  );
  if (at.weapon === null && rt.weapon === null)
    return { kind: 'ftf', roll, seed: seed(), edition, flagWarnings: warnings };
  // The winner's standing hits force saves on the loser (docs/rules.md §6.1).
  const saves =
    roll.winner === 'none'
      ? null
      : savesOf(roll.winner, roll[roll.winner], { active: at, reactive: rt }, opts, edition, rng);
  return { kind: 'ftf', roll, seed: seed(), edition, saves, flagWarnings: warnings };
}

/**
 * The saves one side's standing hits force on the other (docs/rules.md §6.1): the active
 * side's on the reactive trooper (typed with `--vs-save-dice`), or the other way round.
 */
function savesOf(
  by: 'active' | 'reactive',
  stood: { readonly hits: number; readonly crits: number },
  troopers: Pick<ReturnType<typeof troopersFrom>, 'active' | 'reactive'>,
  opts: FtfOptions,
  edition: Edition,
  rng: () => number,
): SaveView | null {
  const [shooter, target, typed, flag] =
    by === 'active'
      ? [troopers.active, troopers.reactive, opts.vsSaveDice, '--vs-save-dice']
      : [troopers.reactive, troopers.active, opts.saveDice, '--save-dice'];
  return savesFor(
    by,
    stood.hits,
    stood.crits,
    shooter.weapon,
    target.target,
    edition,
    typed,
    flag,
    rng,
  );
}
