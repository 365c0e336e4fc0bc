/**
 * A list file's text -> a typed list, loading zod only for a list that is not well formed.
 * Loading zod and checking through its schema is a fifth of `orders FILE`'s start-up
 * (docs/performance.md): a well-formed list is checked here by hand, with the value zod
 * would return (the schema's keys in its order, its defaults applied); anything else goes
 * to zod (parse.ts), so every error message is zod's.
 */
import { parseJson } from '../json.js';
import { ok, type Result } from '../result.js';
import { DEPLOYMENTS, GAMES, STATES, TRAININGS } from './list-values.js';
import type { ArmyList } from './schema.js';

/** One key of schema.ts's objects: its check, and its default when absent. */
interface Field {
  readonly check: (v: unknown) => unknown;
  readonly absent?: 'optional' | 'required';
  readonly default?: unknown;
}

/** Refused: the value zod's check would give is not known here. */
const NO = Symbol('not well formed');

const is =
  (test: (v: unknown) => boolean) =>
  (v: unknown): unknown =>
    test(v) ? v : NO;
const oneOf = (values: readonly unknown[]) => is((v) => values.includes(v));
const bool = is((v) => typeof v === 'boolean');
const string = is((v) => typeof v === 'string');
// Whole or half points, far inside the range zod's multipleOf(0.5) reads exactly.
const halves = is((v) => typeof v === 'number' && v >= 0 && v <= 1e9 && Number.isInteger(v * 2));
const flag: Field = { check: bool, default: false };

type Shape = Readonly<Record<string, Field>>;

/** An object of exactly `shape`'s keys, rebuilt in the shape's order; NO otherwise. */
const object =
  (shape: Shape) =>
  (v: unknown): unknown => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return NO;
    const given = v as Record<string, unknown>;
    for (const key of Object.keys(given)) if (!Object.hasOwn(shape, key)) return NO;
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape)) {
      if (!Object.hasOwn(given, key)) {
        if (field.absent === 'required') return NO;
        if (field.absent !== 'optional') out[key] = field.default;
        continue;
      }
      const value = field.check(given[key]);
      if (value === NO) return NO;
      out[key] = value;
    }
    return out;
  };

const array =
  (of: (v: unknown) => unknown, min: number) =>
  (v: unknown): unknown => {
    if (!Array.isArray(v) || v.length < min) return NO;
    const out: unknown[] = [];
    for (const entry of v as unknown[]) {
      const value = of(entry);
      if (value === NO) return NO;
      out.push(value);
    }
    return out;
  };

// schema.ts's trooperSchema, groupSchema and armyListSchema, key for key, in order.
const trooper = object({
  name: { check: is((v) => typeof v === 'string' && v.length >= 1), absent: 'required' },
  training: { check: oneOf(TRAININGS), default: 'regular' },
  cost: { check: halves, default: 0 },
  lieutenant: flag,
  lieutenantOrders: { check: oneOf([1, 2]), default: 1 },
  nco: flag,
  chainOfCommand: flag,
  tacticalAwareness: flag,
  impetuous: flag,
  peripheral: flag,
  state: { check: oneOf(STATES), default: 'normal' },
  deployment: { check: oneOf(DEPLOYMENTS), default: 'table' },
  swc: { check: halves, absent: 'optional' },
  swcAllowance: { check: halves, absent: 'optional' },
  commandToken: { check: bool, absent: 'optional' },
});

const group = object({
  name: { check: string, absent: 'optional' },
  troopers: { check: array(trooper, 0), absent: 'required' },
});

const list = object({
  game: { check: oneOf(GAMES), default: 'n4' },
  points: { check: is((v) => Number.isSafeInteger(v) && (v as number) >= 1), absent: 'optional' },
  name: { check: string, absent: 'optional' },
  groups: { check: array(group, 1), absent: 'required' },
});

/** Parsed JSON as zod's armyListSchema would return it, or undefined to ask zod. */
export function wellFormedList(input: unknown): ArmyList | undefined {
  const value = list(input);
  return value === NO ? undefined : (value as ArmyList);
}

/**
 * parse.ts's parseArmyList, with zod loaded only when the list is not well formed: the
 * same value, the same errors. Synchronous for a well-formed list (an NDJSON run's lines).
 */
export function readArmyList(text: string): Result<ArmyList> | Promise<Result<ArmyList>> {
  const json = parseJson(text);
  if (!json.ok) return json;
  const fast = wellFormedList(json.value);
  if (fast !== undefined) return ok(fast);
  return import('./parse.js').then((zod) => zod.checkArmyList(json.value));
}
