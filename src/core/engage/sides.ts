/**
 * Who is who in an engagement roll, in a module of its own: the views of every command
 * read it, and the engagement modules (schema.ts parses engagement files with zod) must
 * stay out of the start-up bundle (scripts/build.js).
 */

/** Who is hit by a template roll, and whose template it is (docs/rules.md §8.9). */
export const templateSides = (p: {
  readonly by: 'active' | 'reactive';
  readonly active: string;
  readonly reactive: string;
}): { attacker: string; target: string } =>
  p.by === 'active'
    ? { attacker: p.active, target: p.reactive }
    : { attacker: p.reactive, target: p.active };
