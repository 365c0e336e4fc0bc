/**
 * One command's roll with words (docs/rules.md §8): the sides as the spec and the typed
 * MODs made them, the troopers' words and the situation -> the sides the odds engine and
 * the resolver read, each with its audited MOD list. Shared by odds, roll, ftf and the
 * batch paths so that every command applies the same rules.
 */
import { err, inputError, ok, type Result } from '../result.js';
import type { Side } from '../roll/dice.js';
import type { ChoiceId, ModRules, RollKind, Zone } from '../rules/mods.js';
import { resolveMods, type ModsOutcome, type SideMods, type TrooperMods } from './engine.js';

/**
 * What the active trooper does (`--cc`, `--program`, `--discover`): a BS Attack unless
 * told. A Discover is a Normal WIP roll against the target's MODs (§8.1, §8.3).
 */
export type Attack = 'bs' | 'cc' | 'hack' | 'discover';
/** How the reactive trooper answers (`--vs-dodge`, `--vs-reset`): in kind unless told. */
export type Answer = 'attack' | 'dodge' | 'reset';

export interface TrooperRequest {
  /** Its roll as the spec and typed MODs made it; null = it makes no roll (a target). */
  readonly side: Side | null;
  readonly words: readonly string[];
  readonly cover: boolean;
  readonly range?: number | 'out';
  /** Its distance to the other trooper in cm (Suppressive Fire, Discover), §8.1, §8.9. */
  readonly distance?: number;
  readonly program?: string;
  /** It attacks with a Direct Template Weapon: no roll of its own counts (§8.9). */
  readonly template?: boolean;
  /** How the flags name this trooper's words, for messages (`--with`, `--vs-with`). */
  readonly flag: string;
  /**
   * Words the player did not type (filled in from game data): a word of them that changes
   * nothing in this roll is no warning, the player cannot act on it.
   */
  readonly quiet?: readonly string[];
}

export interface RollRequest {
  readonly rules: ModRules;
  readonly attack: Attack;
  readonly answer: Answer;
  readonly active: TrooperRequest;
  readonly reactive: TrooperRequest;
  readonly zones: readonly Zone[];
  readonly choices: Readonly<Partial<Record<ChoiceId, string>>>;
}

export interface RollSides {
  readonly outcome: ModsOutcome;
  readonly active: SideMods;
  /** Null when the reactive trooper makes no roll (a Normal roll at a target). */
  readonly reactive: SideMods | null;
  /** Face-to-Face after the words (Berserk makes two Normal rolls). */
  readonly ftf: boolean;
  /** Said on stderr: words that change nothing here, rules not found. */
  readonly warnings: readonly string[];
  /** A word or the roll reads the distance between the troopers (§8.1, §8.9). */
  readonly usesDistance: boolean;
}

/** The reactive trooper's roll: a Dodge, a Reset, or an attack in kind (a hacker is shot). */
const ANSWER_ROLL = {
  dodge: () => 'dodge',
  reset: () => 'reset',
  attack: (attack: Attack) => (attack === 'hack' ? 'bs' : attack),
} as const satisfies Record<Answer, (attack: Attack) => RollKind>;

function trooper(t: TrooperRequest, roll: RollKind | null): TrooperMods {
  const side = t.side;
  return {
    attribute: side?.sv.attribute ?? 0,
    burst: side?.burst ?? 1,
    ...(side?.sd === undefined ? {} : { sd: side.sd }),
    roll: side === null ? null : roll,
    words: t.words,
    cover: t.cover,
    typed: side?.sv.mods ?? [],
    ...(t.range === undefined ? {} : { range: t.range }),
    ...(t.distance === undefined ? {} : { distance: t.distance }),
    ...(t.program === undefined ? {} : { program: t.program }),
    ...(t.template === true ? { template: true } : {}),
  };
}

/**
 * What to change when a side cannot roll. White Noise blinds the very visors (and
 * Marksmanship) that see through other zones (§8.4): then the cure is to roll without that
 * word, never to add a visor.
 */
function blockedHint(s: SideMods, flag: string): string {
  if (s.blocked?.startsWith('beyond') === true)
    return 'add --choice out-of-range=no-mod to roll without a range MOD';
  // A skill declared in the wrong roll or turn (Triangulated Fire in ARO, §10.14).
  const declared = / is declared only as /.exec(s.blocked ?? '');
  if (declared !== null) return `drop ${s.blocked?.slice(0, declared.index) ?? ''} from ${flag}`;
  if (s.blockedBy !== null)
    return `drop the zone, or roll without ${s.blockedBy} (${flag}): White Noise blocks only troopers with a visor or Marksmanship`;
  return `drop the zone, or give the trooper a visor (${flag} msv1)`;
}

/** Both sides through the MOD engine; a side that cannot roll at all is an input error. */
export function rollSides(req: RollRequest): Result<RollSides> {
  const outcome = resolveMods({
    rules: req.rules,
    active: trooper(req.active, req.attack),
    reactive: trooper(req.reactive, ANSWER_ROLL[req.answer](req.attack)),
    // Against a Direct Template nothing is Face-to-Face: a Dodge or a BS Attack back is a
    // Normal roll, and both resolve (§8.9); a template in ARO makes the attack a Normal roll.
    ftf:
      req.active.side !== null &&
      req.reactive.side !== null &&
      req.active.template !== true &&
      req.reactive.template !== true,
    zones: req.zones,
    choices: req.choices,
  });
  const active = outcome.active;
  if (active === null) return err(inputError('the active trooper makes no roll'));
  for (const [s, t] of [
    [active, req.active],
    [outcome.reactive, req.reactive],
  ] as const) {
    if (s !== null && s.blocked !== null) {
      return err(
        inputError(
          `${t.flag === '--with' ? 'the active trooper' : 'the reactive trooper'} cannot roll: ${s.blocked}`,
          undefined,
          blockedHint(s, t.flag),
        ),
      );
    }
  }
  const flagOf = (side: 'active' | 'reactive') =>
    side === 'active' ? req.active.flag : req.reactive.flag;
  const quietOf = (side: 'active' | 'reactive') =>
    side === 'active' ? req.active.quiet : req.reactive.quiet;
  return ok({
    outcome,
    active,
    reactive: outcome.reactive,
    ftf: outcome.ftf,
    warnings: outcome.warnings
      .filter((w) => w.word === undefined || !(quietOf(w.side) ?? []).includes(w.word))
      .map((w) => `${flagOf(w.side)}: ${w.message}`),
    usesDistance: outcome.usesDistance,
  });
}
