/** `infcalc engage`: every roll one order causes (docs/rules.md §1.5). */
import {
  diceNeeded,
  drawDice,
  resolveEngagement,
  type Engagement,
} from '../core/engage/resolve.js';
import { checkEngagement, parseEngagement } from '../core/engage/schema.js';
import { engagementOdds, type HitChance, type RollOdds } from '../core/engage/odds.js';
import { planEngagement } from '../core/engage/plan.js';
import type { EngagementPlan } from '../core/engage/planned.js';
import {
  anyWeapon,
  armedTroopers,
  engagementDamage,
  engagementSaves,
  type Armed,
  type EngagementSave,
  type TargetDamage,
} from '../core/engage/damage.js';
import { inputError } from '../core/result.js';
import type { EngagementFromData } from './engage-data.js';
import type { Edition } from '../core/rules/index.js';
import { orUsage, usage, UsageError } from './failure.js';
import { checkSeedUsed, seeded, seedFor, type Random } from './random.js';

export interface EngagementReport {
  readonly kind: 'engagement';
  readonly plan: EngagementPlan;
  readonly engagement: Engagement;
  readonly seed: string | null;
  /** docs/rules.md §6: saves for the hits, when the troopers carry weapons. */
  readonly saves?: readonly EngagementSave[];
  readonly edition?: Edition;
  /** Troopers from game data (docs/game-data.md): where each came from, what was filled. */
  readonly fromData?: EngagementFromData;
  readonly flagWarnings?: readonly string[];
}

export interface EngagementOddsReport {
  readonly kind: 'engagement-odds';
  readonly plan: EngagementPlan;
  readonly rolls: readonly RollOdds[];
  readonly chances: readonly HitChance[];
  /** docs/rules.md §6: each target's wounds and states, when the troopers carry weapons. */
  readonly damage?: readonly TargetDamage[];
  readonly edition?: Edition;
  readonly fromData?: EngagementFromData;
  readonly flagWarnings?: readonly string[];
}

const bad = (message: string, path: string, hint?: string): UsageError =>
  new UsageError(inputError(message, { kind: 'path', path }, hint));

/**
 * Every roll one order causes (docs/rules.md §1.5): rolled, or as exact odds with `odds`.
 * `text` is the file, or its JSON already read (troopers from game data filled in).
 */
export function engagementOf(
  text: string | { readonly json: unknown },
  opts: {
    seed?: string;
    odds?: boolean;
    choice?: readonly string[];
    /** Words filled in from game data, by trooper: no "changes nothing" warning. */
    quiet?: ReadonlyMap<string, readonly string[]>;
  },
  edition: Edition,
  random: Random,
): EngagementReport | EngagementOddsReport {
  const parsed = orUsage(
    typeof text === 'string' ? parseEngagement(text) : checkEngagement(text.json),
  );
  // `--choice` adds to the file's "choice" answers; the later answer to a question counts.
  const choice = [...(parsed.choice ?? []), ...(opts.choice ?? [])];
  const input = choice.length > 0 ? { ...parsed, choice } : parsed;
  const planned = orUsage(planEngagement(input, edition, opts.quiet));
  const { armed, notes } = withDamageBonus(orUsage(armedTroopers(input)), planned);
  const plan =
    notes.length > 0 ? { ...planned, warnings: [...planned.warnings, ...notes] } : planned;
  const damaging = anyWeapon(armed);
  // Save dice are rolled against weapons' hits: with no weapon in the file they do nothing.
  const [firstSaves] = input.saveDice ?? new Map<string, readonly number[]>();
  if (!damaging && firstSaves !== undefined)
    throw bad(
      'saveDice are unused: no trooper has a weapon, so nobody rolls a save',
      `saveDice[${JSON.stringify(firstSaves[0])}]`,
      'give a trooper a "weapon" block, or drop "saveDice"',
    );
  if (opts.odds === true) {
    if (opts.seed !== undefined)
      throw usage('--seed is unused with --odds (no dice are rolled)', 'drop one of them');
    const odds = engagementOdds(plan);
    if (!damaging) return { kind: 'engagement-odds', plan, ...odds };
    const damage = engagementDamage(
      odds.rolls,
      armed,
      edition.ammo,
      edition.dice,
      plan.noCoverSave,
      plan.pairSaves,
    );
    return { kind: 'engagement-odds', plan, ...odds, damage, edition };
  }

  const need = diceNeeded(plan);
  const given: ReadonlyMap<string, readonly number[]> = input.dice ?? new Map();
  for (const [name, values] of given) {
    const n = need.get(name);
    const key = `dice[${JSON.stringify(name)}]`;
    if (n === undefined) {
      throw bad(
        `"${name}" rolls no dice in this order`,
        key,
        `troopers that roll: ${[...need.keys()].join(', ') || 'none'}`,
      );
    }
    if (values.length !== n)
      throw bad(`${name} rolls ${n} ${n === 1 ? 'die' : 'dice'}, ${values.length} given`, key);
  }
  const missing = [...need].filter(([name]) => !given.has(name));
  // With weapons the seed also draws the saves, so it is used even when every roll's die is typed.
  checkSeedUsed(
    opts.seed,
    missing.length > 0 || damaging,
    'the file gives every die',
    "drop --seed, or some troopers' dice",
  );
  // Saves come after every roll's dice, from the same seed; one is picked when first needed.
  const { rng, seed } = seeded(seedFor(opts.seed, missing.length > 0, random), random);
  const engagement = resolveEngagement(plan, drawDice(need, given, rng));
  if (!damaging) return { kind: 'engagement', plan, engagement, seed: seed() };
  const saves = orUsage(
    engagementSaves(
      engagement.hits,
      armed,
      edition.ammo,
      input.saveDice ?? new Map(),
      rng,
      plan.noCoverSave,
      plan.pairSaves,
    ),
  );
  return { kind: 'engagement', plan, engagement, seed: seed(), saves, edition };
}

/**
 * N4 Martial Arts add to the CC Damage of their owner's weapon (docs/rules.md §8.6), said
 * on stderr as `odds` says it.
 */
function withDamageBonus(
  armed: ReadonlyMap<string, Armed>,
  plan: EngagementPlan,
): { armed: ReadonlyMap<string, Armed>; notes: string[] } {
  const out = new Map(armed);
  const notes: string[] = [];
  for (const [name, n] of Object.entries(plan.damageBonus ?? {})) {
    const a = out.get(name);
    if (a?.weapon == null) continue;
    const damage = a.weapon.damage + n;
    out.set(name, { ...a, weapon: { ...a.weapon, damage } });
    notes.push(
      `${name}: Martial Arts add +${n} to the CC Damage: ${a.weapon.damage} -> ${damage} (docs/rules.md §8.6)`,
    );
  }
  // SR-X (docs/rules.md §10.1): the MOD on the saves the trooper's hits cause.
  for (const [name, saveMod] of Object.entries(plan.saveMods ?? {})) {
    const a = out.get(name);
    if (a?.weapon == null) continue;
    out.set(name, { ...a, weapon: { ...a.weapon, saveMod } });
  }
  return { armed: out, notes };
}
