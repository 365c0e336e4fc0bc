/**
 * The skill catalogue of docs/rules.md §4.1, as data: one table, so that a user can correct
 * an entry for one run (`--skill NAME=KIND`) without touching code. docs/rules.md §4.1 notes that
 * the kinds of CC Attack, Place Deployable, Speculative and Intuitive Attack come from
 * older editions.
 */
import { err, inputError, ok, type Result } from '../result.js';
import { DEFAULT, type Edition, type SkillClass } from '../rules/index.js';
import { didYouMean } from '../suggest.js';

export const SKILL_KINDS = [
  'short-movement',
  'short',
  'entire-order',
] as const satisfies readonly SkillClass[];
/** The three classes, named per edition by the rules table (docs/rules.md §7.4). */
export type SkillKind = SkillClass;

export interface Skill {
  readonly name: string;
  readonly kind: SkillKind;
  /** May be declared as an ARO (docs/rules.md §4.2). */
  readonly aro: boolean;
  /** Only as an ARO, never in the active turn (N5 Look Out!, docs/rules.md §7.4). */
  readonly aroOnly?: boolean;
  readonly aliases: readonly string[];
}

export const CATALOGUE: readonly Skill[] = [
  { name: 'Move', kind: 'short-movement', aro: false, aliases: ['mv', 'walk'] },
  { name: 'Idle', kind: 'short-movement', aro: true, aliases: ['wait'] },
  { name: 'Discover', kind: 'short-movement', aro: true, aliases: ['disc'] },
  { name: 'BS Attack', kind: 'short', aro: true, aliases: ['bs', 'shoot', 'fire'] },
  { name: 'CC Attack', kind: 'short', aro: true, aliases: ['cc', 'melee'] },
  { name: 'Dodge', kind: 'short', aro: true, aliases: [] },
  { name: 'Reset', kind: 'short', aro: true, aliases: [] },
  { name: 'Place Deployable', kind: 'short', aro: true, aliases: ['deploy', 'deployable'] },
  { name: 'Jump', kind: 'entire-order', aro: false, aliases: [] },
  { name: 'Climb', kind: 'entire-order', aro: false, aliases: [] },
  { name: 'Cautious Movement', kind: 'entire-order', aro: false, aliases: ['cautious', 'cm'] },
  { name: 'Suppressive Fire', kind: 'entire-order', aro: false, aliases: ['suppressive', 'sf'] },
  {
    name: 'Speculative Attack',
    kind: 'entire-order',
    aro: false,
    aliases: ['speculative', 'spec'],
  },
  { name: 'Intuitive Attack', kind: 'entire-order', aro: false, aliases: ['intuitive'] },
];

/** The catalogue of an edition: the shared skills plus the ones it adds (docs/rules.md §7.4). */
export function catalogueFor(edition: Edition = DEFAULT): Skill[] {
  return [...CATALOGUE, ...edition.order.extraSkills.map((s) => ({ ...s }))];
}

/** "BS Attack", "bs-attack", "bsattack" and "BS_ATTACK" all name the same skill. */
export const normalize = (name: string): string => name.toLowerCase().replace(/[\s_-]+/g, '');

/** A Map, not an object: "constructor" is a user's word here, not an inherited key. */
const KIND_ALIASES: ReadonlyMap<string, SkillKind> = new Map([
  ['shortmovement', 'short-movement'],
  ['sm', 'short-movement'],
  ['movement', 'short-movement'],
  ['short', 'short'],
  ['shortskill', 'short'],
  ['entireorder', 'entire-order'],
  ['entire', 'entire-order'],
  ['eo', 'entire-order'],
  // The N5 names of the same classes (docs/rules.md §7.4).
  ['basicshort', 'short-movement'],
  ['basicshortskill', 'short-movement'],
  ['bss', 'short-movement'],
  ['long', 'entire-order'],
  ['longskill', 'entire-order'],
]);

/** `--skill "Triangulated Fire=entire-order"`: add or correct one catalogue entry. */
export function parseSkillOverride(text: string): Result<Skill> {
  const eq = text.lastIndexOf('=');
  const name = eq === -1 ? '' : text.slice(0, eq).trim();
  const kindText = eq === -1 ? '' : text.slice(eq + 1).trim();
  const kind = KIND_ALIASES.get(normalize(kindText));
  if (name === '' || kind === undefined) {
    return err(
      inputError(
        `--skill "${text}": expected NAME=KIND with KIND one of ${SKILL_KINDS.join(', ')}`,
        { kind: 'position', source: text, index: Math.max(0, eq + 1) },
        'e.g. --skill "Triangulated Fire=entire-order"',
      ),
    );
  }
  return ok({ name, kind, aro: kind !== 'entire-order', aliases: [] });
}

/** The catalogue with overrides applied: an override replaces the entry it names. */
export function withOverrides(base: readonly Skill[], overrides: readonly Skill[]): Skill[] {
  const out = [...base];
  for (const o of overrides) {
    const key = normalize(o.name);
    const i = out.findIndex(
      (s) => normalize(s.name) === key || s.aliases.some((a) => normalize(a) === key),
    );
    const existing = out[i];
    if (existing === undefined) out.push(o);
    else out[i] = { ...existing, kind: o.kind };
  }
  return out;
}

export function findSkill(catalogue: readonly Skill[], name: string): Result<Skill> {
  const key = normalize(name);
  const found = catalogue.find(
    (s) => normalize(s.name) === key || s.aliases.some((a) => normalize(a) === key),
  );
  if (found !== undefined) return ok(found);
  const names = catalogue.flatMap((s) => [s.name, ...s.aliases]);
  return err(
    inputError(
      `unknown skill "${name.trim()}"`,
      undefined,
      didYouMean(name.trim(), names) ?? `known skills: ${catalogue.map((s) => s.name).join(', ')}`,
    ),
  );
}
