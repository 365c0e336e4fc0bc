/** `infcalc engage`: every roll one order causes (docs/rules.md §1.5). */
import {
  diceNeeded,
  drawDice,
  checkEngagement,
  engagementOdds,
  parseEngagement,
  planEngagement,
  resolveEngagement,
  type Engagement,
  type EngagementPlan,
  type HitChance,
  type RollOdds,
} from '../core/engage/plan.js';
import {
  anyWeapon,
  armedTroopers,
  engagementDamage,
  engagementSaves,
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
  opts: { seed?: string; odds?: boolean },
  edition: Edition,
  random: Random,
): EngagementReport | EngagementOddsReport {
  const input = orUsage(
    typeof text === 'string' ? parseEngagement(text) : checkEngagement(text.json),
  );
  const plan = orUsage(planEngagement(input, edition));
  const armed = orUsage(armedTroopers(input));
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
    const damage = engagementDamage(odds.rolls, armed, edition.ammo, edition.dice);
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
    engagementSaves(engagement.hits, armed, edition.ammo, input.saveDice ?? new Map(), rng),
  );
  return { kind: 'engagement', plan, engagement, seed: seed(), saves, edition };
}
