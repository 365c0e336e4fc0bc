/**
 * An engagement file (docs/engagements.md): its zod schema, read and checked once.
 */
import * as z from 'zod/mini';
import { byName, checkWith, parseWith, type KeysFor } from '../input.js';
import { DAMAGE_MAX, PS_MAX, TARGET_FIELDS, WEAPON_FIELDS } from '../damage/parse.js';
import { type Result } from '../result.js';
import { SD_MAX } from '../roll/spec.js';
import { ZONES } from '../rules/mods.js';

export const ACTIONS = ['attack', 'dodge', 'reset', 'none'] as const;
export type Action = (typeof ACTIONS)[number];

const d20 = z.int().check(z.minimum(1), z.maximum(20));
/** Special Dice (N5, docs/rules.md §7.1). */
const sdCount = z.int().check(z.minimum(1), z.maximum(SD_MAX));
/**
 * docs/rules.md §6: a trooper's weapon and its profile as a target, the same fields as the
 * command-line flags (`--dam`, `--arm`, ...); ranges are checked by the damage parser.
 */
const upTo = (lo: number, hi: number) => z.optional(z.int().check(z.minimum(lo), z.maximum(hi)));
const weaponBlock = z.strictObject({
  dam: upTo(0, DAMAGE_MAX),
  ps: upTo(0, PS_MAX),
  ammo: z.optional(z.string()),
  cont: z.optional(z.boolean()),
  save: z.optional(z.string()),
  dead: z.optional(z.boolean()),
  sepsitor: z.optional(z.boolean()),
  /** N4's plain Bioweapon (docs/rules.md §10.13): its hits do nothing to a STR trooper. */
  bioweapon: z.optional(z.boolean()),
});
const targetBlock = z.strictObject({
  arm: upTo(0, 20),
  bts: upTo(0, 20),
  ph: upTo(1, 20),
  w: upTo(1, 20),
  str: z.optional(z.boolean()),
  taken: upTo(0, 20),
  cover: z.optional(z.boolean()),
  nwi: z.optional(z.boolean()),
  remotePresence: z.optional(z.boolean()),
  immunity: z.optional(z.array(z.string())),
});
export const engagementSchema = z.strictObject({
  active: z.strictObject({
    name: z.string().check(z.minLength(1)),
    spec: z.string(),
    /**
     * What the active trooper does: attack its targets (default), or Dodge every ARO of
     * the order with one PH roll (docs/rules.md §8.7); then `spec` is its PH.
     */
    action: z.optional(z.enum(['attack', 'dodge'])),
    /** Its skills and equipment as words (docs/rules.md §8), e.g. ["mimetism6", "msv1"]. */
    with: z.optional(z.array(z.string())),
    /**
     * A Close Combat Attack (docs/rules.md §8.6): `spec` is its CC, and a target that
     * attacks back answers in CC. With the word `berserk`, two Normal rolls instead of F2F.
     */
    cc: z.optional(z.boolean()),
    /**
     * A Direct Template Weapon (docs/rules.md §8.9): no roll; every target is hit once,
     * unless its Dodge (a Normal PH roll) succeeds; a BS Attack back is a Normal roll.
     */
    template: z.optional(z.boolean()),
    /** The skill the active trooper declares, when known: SD is refused on Long Skills. */
    skill: z.optional(z.string()),
    weapon: z.optional(weaponBlock),
    target: z.optional(targetBlock),
    targets: z.array(
      z.strictObject({
        name: z.string().check(z.minLength(1)),
        burst: z.int().check(z.minimum(1)),
        /** This target's roll gets the active trooper's Special Dice (one target only). */
        sd: z.optional(sdCount),
      }),
    ),
  }),
  reactive: z.array(
    z.strictObject({
      name: z.string().check(z.minLength(1)),
      spec: z.string(),
      action: z._default(z.enum(ACTIONS), 'attack'),
      with: z.optional(z.array(z.string())),
      /** Its ARO attack is a Direct Template Weapon (docs/rules.md §8.9): no roll, one hit. */
      template: z.optional(z.boolean()),
      /** Special Dice on the ARO: it still rolls one die, plus these. */
      sd: z.optional(sdCount),
      weapon: z.optional(weaponBlock),
      target: z.optional(targetBlock),
    }),
  ),
  /** Visibility zones on the lines of fire (docs/rules.md §8.4): the worst counts. */
  zone: z.optional(z.array(z.enum(ZONES))),
  /** Answers to open rules points, as `--choice NAME=VALUE` (docs/rules-choices.md). */
  choice: z.optional(z.array(z.string())),
  dice: z.optional(byName(z.array(d20))),
  /** Save dice each trooper rolled, in the order its saves come (docs/rules.md §6). */
  saveDice: z.optional(byName(z.array(d20))),
});
export type EngagementInput = z.output<typeof engagementSchema>;

const KEYS = {
  top: Object.keys(engagementSchema.shape),
  active: [
    'name',
    'spec',
    'action',
    'with',
    'cc',
    'template',
    'skill',
    'targets',
    'weapon',
    'target',
  ],
  target: ['name', 'burst', 'sd'],
  reactive: ['name', 'spec', 'action', 'with', 'template', 'sd', 'weapon', 'target'],
};
const keysFor: KeysFor = (path) => {
  if (path.length === 0) return KEYS.top;
  const last = path[path.length - 1];
  if (last === 'weapon') return [...WEAPON_FIELDS, 'bioweapon'];
  if (last === 'target') return TARGET_FIELDS;
  if (path[0] === 'active') return path.length === 1 ? KEYS.active : KEYS.target;
  return KEYS.reactive;
};

export const parseEngagement = (text: string): Result<EngagementInput> =>
  parseWith(engagementSchema, text, keysFor);
export const checkEngagement = (input: unknown): Result<EngagementInput> =>
  checkWith(engagementSchema, input, keysFor);

export function engagementJsonSchema(): unknown {
  return { ...z.toJSONSchema(engagementSchema, { io: 'input' }), title: 'infcalc engagement' };
}
