/** `infcalc engage`: every roll one order causes (RULES.md §1.5). */
import {
  diceNeeded,
  engagementOdds,
  parseEngagement,
  planEngagement,
  resolveEngagement,
  type Engagement,
  type EngagementPlan,
  type HitChance,
  type RollOdds,
} from '../../core/engage.js';
import { rollDice } from '../../core/dice.js';
import { inputError } from '../../core/result.js';
import { orUsage, usage, UsageError } from '../errors.js';
import type { Host } from '../host.js';
import { readSource } from '../io.js';
import { freshSeed, noRandom, rngFor } from '../random.js';

export interface EngagementReport {
  readonly kind: 'engagement';
  readonly plan: EngagementPlan;
  readonly engagement: Engagement;
  readonly seed: string | null;
}

export interface EngagementOddsReport {
  readonly kind: 'engagement-odds';
  readonly plan: EngagementPlan;
  readonly rolls: readonly RollOdds[];
  readonly chances: readonly HitChance[];
}

const bad = (message: string, path: string, hint?: string): UsageError =>
  new UsageError(inputError(message, { kind: 'path', path }, hint));

export async function engageCommand(
  host: Pick<Host, 'readFile' | 'readStdin'>,
  file: string,
  opts: { seed?: string; odds?: boolean },
): Promise<EngagementReport | EngagementOddsReport> {
  const input = orUsage(parseEngagement(await readSource(host, file)));
  const plan = orUsage(planEngagement(input));
  if (opts.odds === true) {
    if (opts.seed !== undefined)
      throw usage('--seed is unused with --odds (no dice are rolled)', 'drop one of them');
    return { kind: 'engagement-odds', plan, ...engagementOdds(plan) };
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
  // Dice not typed in are drawn from the seed: the active trooper first, then the
  // reactive troopers in the order they are listed.
  const missing = [...need].filter(([name]) => !given.has(name));
  if (opts.seed !== undefined && missing.length === 0) {
    throw usage(
      '--seed is unused: the file gives every die',
      "drop --seed, or some troopers' dice",
    );
  }
  const seed = opts.seed ?? (missing.length > 0 ? freshSeed() : null);
  const rng = seed === null ? noRandom : rngFor(seed);
  const dice = new Map<string, readonly number[]>();
  for (const [name, n] of need) dice.set(name, given.get(name) ?? rollDice(n, rng));
  return { kind: 'engagement', plan, engagement: resolveEngagement(plan, dice), seed };
}
