/** `infcalc order check` and `infcalc order sequence` (RULES.md §4.1, §4.3). */
import {
  CATALOGUE,
  parseSkillOverride,
  withOverrides,
  type Skill,
} from '../../core/order/catalogue.js';
import {
  checkOrder,
  orderSequence,
  parseDeclaration,
  type OrderCheck,
  type SequenceStep,
} from '../../core/order/check.js';
import { orUsage, usage } from '../errors.js';

export interface OrderCheckReport {
  readonly kind: 'order-check';
  readonly declared: string;
  readonly check: OrderCheck;
}

export interface OrderSequenceReport {
  readonly kind: 'order-sequence';
  readonly skills: readonly Skill[];
  readonly check: OrderCheck | null;
  readonly steps: readonly SequenceStep[];
}

function catalogueWith(overrides: readonly string[] = []): Skill[] {
  return withOverrides(
    CATALOGUE,
    overrides.map((o) => orUsage(parseSkillOverride(o))),
  );
}

export function orderCheckCommand(
  declared: string,
  opts: { skill?: string[]; retreat?: boolean },
): OrderCheckReport {
  const skills = orUsage(parseDeclaration(declared, catalogueWith(opts.skill)));
  return {
    kind: 'order-check',
    declared,
    check: checkOrder(skills, { retreat: opts.retreat === true }),
  };
}

export function orderSequenceCommand(
  declared: string | undefined,
  opts: { skill?: string[] },
): OrderSequenceReport {
  if (declared === undefined) {
    if (opts.skill !== undefined && opts.skill.length > 0)
      throw usage(
        '--skill is unused: no skills are declared',
        'write: infcalc order sequence "Move + Tri Fire" --skill "Tri Fire=short"',
      );
    return { kind: 'order-sequence', skills: [], check: null, steps: orderSequence([]) };
  }
  const skills = orUsage(parseDeclaration(declared, catalogueWith(opts.skill)));
  const check = checkOrder(skills);
  // An invalid order is never declared, so it has no sequence: the verdict, exit 1.
  return { kind: 'order-sequence', skills, check, steps: check.valid ? orderSequence(skills) : [] };
}
