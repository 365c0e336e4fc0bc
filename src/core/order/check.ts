/** What one order may contain (RULES.md §4.1) and the order expenditure sequence (§4.3). */
import { err, inputError, ok, type Result } from '../result.js';
import { findSkill, KIND_LABEL, normalize, type Skill } from './catalogue.js';

export interface OrderCheck {
  readonly skills: readonly Skill[];
  readonly valid: boolean;
  /** Why the order is invalid; null when valid. */
  readonly reason: string | null;
  /** A remark on a valid order (an implicit Idle). */
  readonly note: string | null;
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

const invalid = (skills: readonly Skill[], reason: string): OrderCheck => ({
  skills,
  valid: false,
  reason,
  note: null,
});
const valid = (skills: readonly Skill[], note: string | null = null): OrderCheck => ({
  skills,
  valid: true,
  reason: null,
  note,
});

/**
 * RULES.md §4.1: one order is exactly one Entire Order skill, Short Movement + Short
 * Movement, or Short Movement + Short Skill (either order). A lone Short Movement or Short
 * Skill is valid too: its other half is an Idle (itself a Short Movement Skill).
 */
export function checkOrder(skills: readonly Skill[], opts: { retreat?: boolean } = {}): OrderCheck {
  const shape = checkShape(skills);
  if (!shape.valid || opts.retreat !== true) return shape;
  // RULES.md §2.4: in Retreat! troopers may only use Short Movement Skills, Cautious
  // Movement, Dodge or Reset.
  const barred = skills.find(
    (s) => s.kind !== 'short-movement' && !RETREAT_SKILLS.has(normalize(s.name)),
  );
  return barred === undefined
    ? shape
    : invalid(
        skills,
        `${barred.name}: in Retreat! troopers may only use Short Movement Skills, Cautious Movement, Dodge or Reset`,
      );
}

const RETREAT_SKILLS: ReadonlySet<string> = new Set(['cautiousmovement', 'dodge', 'reset']);

function checkShape(skills: readonly Skill[]): OrderCheck {
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
      `${names}: ${entire.name} is an Entire Order Skill and fills the whole order`,
    );
  }
  if (first.kind === 'short' && second.kind === 'short') {
    return first.name === second.name
      ? invalid(skills, `${names}: a Short Skill cannot be declared twice in one order`)
      : invalid(skills, `${names}: two Short Skills cannot share one order`);
  }
  return valid(skills);
}

export interface SequenceStep {
  readonly step: number;
  readonly name: string;
  readonly detail: string;
}

/** RULES.md §4.3, with the declared skills and the ARO windows placed in it. */
export function orderSequence(skills: readonly Skill[]): SequenceStep[] {
  const [first, second] = skills;
  const entire = first?.kind === 'entire-order';
  const kind = (s: Skill): string => `${s.name} (${KIND_LABEL[s.kind]})`;
  const firstText =
    first === undefined
      ? 'the first skill, or the Entire Order skill'
      : entire
        ? `${kind(first)}, filling the whole order`
        : kind(first);
  const secondText = entire
    ? 'none: the Entire Order skill fills the order'
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
      detail: 'the order token is removed (pool, Irregular or Lieutenant)',
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
