/** What one order may contain (docs/rules.md §4.1) and the order expenditure sequence (§4.3). */
import { err, inputError, ok, type Result } from '../result.js';
import { DEFAULT, type Edition } from '../rules/index.js';
import { findSkill, normalize, type Skill } from './catalogue.js';

export interface OrderCheck {
  readonly skills: readonly Skill[];
  readonly valid: boolean;
  /** Why the order is invalid; null when valid. */
  readonly reason: string | null;
  /** A remark on a valid order (an implicit Idle). */
  readonly note: string | null;
  /** For skills declared in the wrong sequence (or too many in an ARO), a valid declaration. */
  readonly validOrder: string | null;
}

/** "Move + BS Attack" -> the skills, looked up in the catalogue. */
export function parseDeclaration(text: string, catalogue: readonly Skill[]): Result<Skill[]> {
  const parts = text.split('+').map((p) => p.trim());
  if (parts.some((p) => p === '')) {
    return err(
      inputError(
        `order "${text}": a skill name is missing`,
        undefined,
        'write e.g. "Move + BS Attack"',
      ),
    );
  }
  const skills: Skill[] = [];
  for (const p of parts) {
    const s = findSkill(catalogue, p);
    if (!s.ok) return s;
    skills.push(s.value);
  }
  return ok(skills);
}

const invalid = (
  skills: readonly Skill[],
  reason: string,
  validOrder: string | null = null,
): OrderCheck => ({ skills, valid: false, reason, note: null, validOrder });
const valid = (skills: readonly Skill[], note: string | null = null): OrderCheck => ({
  skills,
  valid: true,
  reason: null,
  note,
  validOrder: null,
});

export interface CheckOptions {
  /** The army is in Retreat! (docs/rules.md §2.4). */
  readonly retreat?: boolean;
  /** Check an ARO of the reactive turn instead of an active order (§4.2, §7.4). */
  readonly reactive?: boolean;
}

/**
 * docs/rules.md §4.1, §7.4: one order is one Entire Order (N5: Long) Skill, Short
 * Movement + Short Movement (N5: Basic Short), or Short Movement + Short Skill: in either
 * sequence in N4, the Short Skill always second in N5. A lone movement or Short Skill is
 * valid too: its other half is an Idle. `reactive` checks an ARO instead: one skill that
 * may be declared in ARO (no Long Skills, §7.4). ARO-only skills are refused in the
 * active turn.
 */
export function checkOrder(
  skills: readonly Skill[],
  opts: CheckOptions = {},
  edition: Edition = DEFAULT,
): OrderCheck {
  const shape = opts.reactive === true ? checkAro(skills, edition) : checkShape(skills, edition);
  if (!shape.valid || opts.retreat !== true) return shape;
  // docs/rules.md §2.4, §7.3: in Retreat! troopers may only use Short Movement (N5: Basic
  // Short) Skills, Cautious Movement, Dodge or Reset.
  const barred = skills.find(
    (s) => s.kind !== 'short-movement' && !RETREAT_SKILLS.has(normalize(s.name)),
  );
  return barred === undefined
    ? shape
    : invalid(
        skills,
        `${barred.name}: in Retreat! troopers may only use ${edition.army.retreatSkills}`,
      );
}

const RETREAT_SKILLS: ReadonlySet<string> = new Set(['cautiousmovement', 'dodge', 'reset']);

/** docs/rules.md §4.2, §7.4: an ARO is one skill that may be declared in ARO. */
function checkAro(skills: readonly Skill[], edition: Edition): OrderCheck {
  const [first, ...rest] = skills;
  if (first === undefined) return invalid(skills, 'an ARO needs a skill');
  if (first.kind === 'entire-order')
    return invalid(skills, `${first.name}: ${edition.order.longSkillAro}`);
  if (rest.length > 0) {
    const aro = skills.find((s) => s.aro && s.kind !== 'entire-order');
    return invalid(skills, `${skills.length} skills: an ARO is one skill`, aro?.name ?? null);
  }
  if (!first.aro) return invalid(skills, `${first.name} cannot be declared as an ARO`);
  return valid(skills);
}

const article = (noun: string): string => (/^[AEIOU]/.test(noun) ? `an ${noun}` : `a ${noun}`);

function checkShape(skills: readonly Skill[], edition: Edition): OrderCheck {
  const cls = edition.order.classNames;
  const aroOnly = skills.find((s) => s.aroOnly === true);
  if (aroOnly !== undefined)
    return invalid(skills, `${aroOnly.name} is ARO-only: not in the active turn`);
  const [first, second, ...rest] = skills;
  if (first === undefined) return invalid(skills, 'an order needs at least one skill');
  if (rest.length > 0)
    return invalid(skills, `${skills.length} skills: one order holds at most two`);
  if (second === undefined) {
    return first.kind === 'entire-order'
      ? valid(skills)
      : valid(skills, `${first.name} with an implicit Idle as its other skill`);
  }
  const names = `${first.name} + ${second.name}`;
  const entire = [first, second].find((s) => s.kind === 'entire-order');
  if (entire !== undefined) {
    return invalid(
      skills,
      `${names}: ${entire.name} is ${article(cls['entire-order'])} and fills the whole order`,
    );
  }
  if (first.kind === 'short' && second.kind === 'short') {
    return first.name === second.name
      ? invalid(skills, `${names}: ${article(cls.short)} cannot be declared twice in one order`)
      : invalid(skills, `${names}: two ${cls.short}s cannot share one order`);
  }
  // N5: the Short Skill is always declared second (docs/rules.md §7.4).
  if (!edition.order.shortSkillFirst && first.kind === 'short') {
    return invalid(
      skills,
      `${names}: the ${cls.short} is always declared second, after the ${cls['short-movement']}`,
      `${second.name} + ${first.name}`,
    );
  }
  return valid(skills);
}

export interface SequenceStep {
  readonly step: number;
  readonly name: string;
  readonly detail: string;
}

/** docs/rules.md §4.3, with the declared skills and the ARO windows placed in it. */
export function orderSequence(
  skills: readonly Skill[],
  edition: Edition = DEFAULT,
): SequenceStep[] {
  const [first, second] = skills;
  const entire = first?.kind === 'entire-order';
  const cls = edition.order.classNames;
  const kind = (s: Skill): string => `${s.name} (${cls[s.kind]})`;
  const firstText =
    first === undefined
      ? `the first skill, or the ${cls['entire-order']}`
      : entire
        ? `${kind(first)}, filling the whole order`
        : kind(first);
  const secondText = entire
    ? `none: the ${cls['entire-order']} fills the order`
    : second === undefined
      ? first === undefined
        ? 'moves are measured and the trooper placed'
        : 'Idle (implicit)'
      : `${kind(second)}; moves are measured and the trooper placed`;
  return [
    { step: 1, name: 'Activation', detail: 'the active player names the trooper' },
    {
      step: 2,
      name: 'Order expenditure',
      detail: `the order token is removed (${edition.order.orderSources})`,
    },
    { step: 3, name: 'Declaration of the first skill', detail: firstText },
    {
      step: 4,
      name: 'Declaration of AROs',
      detail:
        'ARO window: every eligible reactive trooper declares its ARO now or loses it for this order',
    },
    { step: 5, name: 'Declaration of the second skill', detail: secondText },
    {
      step: 6,
      name: 'Declaration of AROs',
      detail: entire
        ? 'ARO window: none, the order has no second skill'
        : 'ARO window: only troopers that became eligible with the second skill',
    },
    { step: 7, name: 'ARO check', detail: 'invalid AROs become Idle' },
    {
      step: 8,
      name: 'Resolution',
      detail:
        'requirements checked (a failing skill becomes Idle; disposable ammunition is still spent), measure, apply MODs, roll',
    },
    { step: 9, name: 'Effects', detail: 'successful effects, saving rolls, Dodge movement, Alert' },
    { step: 10, name: 'Conclusion', detail: 'Guts rolls and their effects; the order ends' },
  ];
}
