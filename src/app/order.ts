/** `infcalc order check` and `infcalc order sequence` (docs/rules.md §4.1, §4.3, §7.4). */
import {
  catalogueFor,
  parseSkillOverride,
  withOverrides,
  type Skill,
} from '../core/order/catalogue.js';
import {
  checkOrder,
  orderSequence,
  parseDeclaration,
  type OrderCheck,
  type SequenceStep,
} from '../core/order/check.js';
import type { Edition } from '../core/rules/index.js';
import { orUsage, usageShowing } from './failure.js';

export interface OrderCheckReport {
  readonly kind: 'order-check';
  readonly declared: string;
  readonly check: OrderCheck;
  /** An ARO of the reactive turn rather than an active order (§4.2, §7.4). */
  readonly reactive: boolean;
  readonly edition: Edition;
}

export interface OrderSequenceReport {
  readonly kind: 'order-sequence';
  readonly skills: readonly Skill[];
  readonly check: OrderCheck | null;
  readonly steps: readonly SequenceStep[];
  readonly edition: Edition;
}

/** The edition's catalogue (N5 adds Reload and Look Out!) with `--skill` overrides. */
function catalogueWith(edition: Edition, overrides: readonly string[] = []): Skill[] {
  return withOverrides(
    catalogueFor(edition),
    overrides.map((o) => orUsage(parseSkillOverride(o))),
  );
}

export function orderCheckOf(
  declared: string,
  opts: { skill?: string[]; retreat?: boolean; reactive?: boolean },
  edition: Edition,
): OrderCheckReport {
  const skills = orUsage(parseDeclaration(declared, catalogueWith(edition, opts.skill)));
  const reactive = opts.reactive === true;
  return {
    kind: 'order-check',
    declared,
    check: checkOrder(skills, { retreat: opts.retreat === true, reactive }, edition),
    reactive,
    edition,
  };
}

export function orderSequenceOf(
  declared: string | undefined,
  opts: { skill?: string[] },
  edition: Edition,
): OrderSequenceReport {
  if (declared === undefined) {
    if (opts.skill !== undefined && opts.skill.length > 0)
      throw usageShowing('--skill is unused: no skills are declared', [
        'order',
        'sequence',
        'Move + Tri Fire',
        '--skill',
        'Tri Fire=short',
      ]);
    const steps = orderSequence([], edition);
    return { kind: 'order-sequence', skills: [], check: null, steps, edition };
  }
  const skills = orUsage(parseDeclaration(declared, catalogueWith(edition, opts.skill)));
  const check = checkOrder(skills, {}, edition);
  // An invalid order is never declared, so it has no sequence: the verdict, exit 1.
  const steps = check.valid ? orderSequence(skills, edition) : [];
  return { kind: 'order-sequence', skills, check, steps, edition };
}
