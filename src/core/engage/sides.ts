/**
 * Whose template a template roll is, and whom it hits: apart from the planner (plan.ts)
 * so that the renderers of the start-up bundle read it without the engagement's schema
 * (and zod) coming with it.
 */
/** Who is hit by a template roll, and whose template it is. */
export const templateSides = (p: {
  readonly by: 'active' | 'reactive';
  readonly active: string;
  readonly reactive: string;
}): { attacker: string; target: string } =>
  p.by === 'active'
    ? { attacker: p.active, target: p.reactive }
    : { attacker: p.reactive, target: p.active };
