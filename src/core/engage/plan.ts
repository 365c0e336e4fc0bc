/**
 * One order's rolls between an active trooper and its reactive enemies (docs/rules.md §1.5):
 * the active trooper splits its burst between targets; every target that also acts
 * against it makes a separate F2F roll against the dice assigned to it; where only one
 * side acts on the other, that side makes a Normal roll; every ARO has burst 1.
 */
import * as z from 'zod/mini';
import {
  diceRolled,
  rollDice,
  sideOf,
  successValue,
  withSpecialDice,
  type Side,
} from '../roll/dice.js';
import { byName, checkWith, parseWith, type KeysFor } from '../input.js';
import {
  ftfOdds,
  normalOdds,
  oddsSideOf,
  summarize,
  type FtfOdds,
  type NormalOdds,
} from '../roll/odds.js';
import { TARGET_FIELDS, WEAPON_FIELDS } from '../damage/parse.js';
import { err, inputError, ok, type Result } from '../result.js';
import { findSkill, CATALOGUE } from '../order/catalogue.js';
import {
  ARO_BURST,
  resolveFtf,
  resolveNormal,
  type FtfRoll,
  type NormalRoll,
} from '../roll/resolve.js';
import { N4, type DiceRules, type Edition } from '../rules/index.js';
import { parseSpec, SD_MAX } from '../roll/spec.js';

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
  dam: upTo(0, 30),
  ps: upTo(0, 30),
  ammo: z.optional(z.string()),
  cont: z.optional(z.boolean()),
  save: z.optional(z.string()),
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
  immunity: z.optional(z.array(z.string())),
});
export const engagementSchema = z.strictObject({
  active: z.strictObject({
    name: z.string().check(z.minLength(1)),
    spec: z.string(),
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
      /** Special Dice on the ARO: it still rolls one die, plus these. */
      sd: z.optional(sdCount),
      weapon: z.optional(weaponBlock),
      target: z.optional(targetBlock),
    }),
  ),
  dice: z.optional(byName(z.array(d20))),
  /** Save dice each trooper rolled, in the order its saves come (docs/rules.md §6). */
  saveDice: z.optional(byName(z.array(d20))),
});
export type EngagementInput = z.output<typeof engagementSchema>;

const KEYS = {
  top: Object.keys(engagementSchema.shape),
  active: ['name', 'spec', 'skill', 'targets', 'weapon', 'target'],
  target: ['name', 'burst', 'sd'],
  reactive: ['name', 'spec', 'action', 'sd', 'weapon', 'target'],
};
const keysFor: KeysFor = (path) => {
  if (path.length === 0) return KEYS.top;
  const last = path[path.length - 1];
  if (last === 'weapon') return WEAPON_FIELDS;
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

/** One roll the order causes, before any die is known. */
export type PlannedRoll =
  | {
      readonly type: 'ftf';
      readonly active: string;
      readonly reactive: string;
      readonly action: Exclude<Action, 'none'>;
      readonly activeSide: Side;
      readonly reactiveSide: Side;
    }
  | {
      readonly type: 'normal';
      readonly active: string;
      readonly reactive: string;
      /** Who rolls: the active trooper at an unopposing target, or a reactive trooper. */
      readonly roller: 'active' | 'reactive';
      readonly action: Action;
      readonly side: Side;
    };

export interface EngagementPlan {
  readonly active: string;
  readonly activeSide: Side;
  readonly rolls: readonly PlannedRoll[];
  readonly warnings: readonly string[];
  /** The rules the rolls resolve by (docs/rules.md §7). */
  readonly edition: Edition;
}

const at = (path: string) => ({ kind: 'path', path }) as const;

function sideAt(spec: string, path: string, rules: DiceRules): Result<Side> {
  const s = parseSpec(spec);
  if (!s.ok) return err({ ...s.error, at: at(path) });
  return withSpecialDice(sideOf(s.value), 0, rules, `"${spec}"`, at(path));
}

/**
 * The active trooper's Special Dice go to one target of a split burst (docs/rules.md
 * §7.1): the spec's `+sd` and a target's `"sd"` add up, and the target that says `"sd"`
 * (or the only target) gets them. More than one target with `"sd"` is an error, and so is
 * SD on a Long Skill (never on Long Skills) or in an edition without SD.
 */
function activeSdTarget(
  input: EngagementInput,
  active: Side,
  edition: Edition,
): Result<{ target: string | null; sd: number }> {
  const marked = input.active.targets.flatMap((t, i) => (t.sd === undefined ? [] : [{ t, i }]));
  const sd = (active.sd ?? 0) + marked.reduce((s, m) => s + (m.t.sd ?? 0), 0);
  if (sd === 0) return ok({ target: null, sd: 0 });
  const path = marked[0] === undefined ? 'active.spec' : `active.targets[${marked[0].i}].sd`;
  const allowed = withSpecialDice(
    { ...active, sd: 0 },
    sd,
    edition.dice,
    'on the active trooper',
    at(path),
  );
  if (!allowed.ok) return allowed;
  if (sd > SD_MAX) return err(inputError(`${sd} Special Dice: at most ${SD_MAX}`, at(path)));
  const second = marked[1];
  if (second !== undefined) {
    return err(
      inputError(
        `Special Dice go to one target of a split burst; "${marked[0]?.t.name}" and "${second.t.name}" both have "sd"`,
        at(`active.targets[${second.i}].sd`),
        'keep "sd" on one target',
      ),
    );
  }
  if (input.active.skill !== undefined) {
    const skill = findSkill(CATALOGUE, input.active.skill);
    if (!skill.ok) return err({ ...skill.error, at: at('active.skill') });
    if (skill.value.kind === 'entire-order') {
      return err(
        inputError(
          `${skill.value.name} is a ${edition.order.classNames['entire-order']}: Special Dice never apply to it`,
          at(path),
          'drop the Special Dice',
        ),
      );
    }
  }
  const only = input.active.targets.length === 1 ? input.active.targets[0] : undefined;
  const target = marked[0]?.t.name ?? only?.name;
  if (target === undefined) {
    return err(
      inputError(
        `${input.active.name} has Special Dice and ${input.active.targets.length} targets: say which target gets them`,
        at('active.targets'),
        'add "sd": 1 to that target',
      ),
    );
  }
  return ok({ target, sd });
}

/**
 * docs/rules.md §6.2: a target in Partial Cover (`"target": {"cover": true}`) gives the
 * roll that attacks it a -3 MOD, named "cover" as `odds --vs-cover` names it; its saves
 * get the +3 (engage/damage.ts). Per target, so a split burst can shoot one trooper in
 * cover and another in the open.
 */
function attacking(side: Side, inCover: boolean | undefined): Side {
  if (inCover !== true) return side;
  const mods = [...side.sv.mods, { value: -3, label: 'cover' }];
  return { ...side, sv: successValue(side.sv.attribute, mods) };
}

/** Check the declaration and list the rolls it causes (docs/rules.md §1.5, §7.1). */
export function planEngagement(
  input: EngagementInput,
  edition: Edition = N4,
): Result<EngagementPlan> {
  const warnings: string[] = [];
  const active = sideAt(input.active.spec, 'active.spec', edition.dice);
  if (!active.ok) return active;
  const activeSd = activeSdTarget(input, active.value, edition);
  if (!activeSd.ok) return activeSd;
  // The active side's SD go only to the one target's roll (activeSdTarget).
  const activeBare: Side = { sv: active.value.sv, burst: active.value.burst };
  const names = new Set<string>([input.active.name]);
  for (const [i, r] of input.reactive.entries()) {
    if (names.has(r.name))
      return err(inputError(`the name "${r.name}" is used twice`, at(`reactive[${i}].name`)));
    names.add(r.name);
  }
  const split = input.active.targets.reduce((s, t) => s + t.burst, 0);
  if (input.active.targets.length > 0 && split !== active.value.burst) {
    return err(
      inputError(
        `the targets' bursts add up to ${split}, but ${input.active.name} has burst ${active.value.burst}`,
        at('active.targets'),
        'split the whole burst between the targets',
      ),
    );
  }
  const targetBurst = new Map<string, number>();
  for (const [i, t] of input.active.targets.entries()) {
    const known = input.reactive.some((r) => r.name === t.name);
    if (!known) {
      return err(
        inputError(
          `target "${t.name}" is not one of the reactive troopers`,
          at(`active.targets[${i}].name`),
          'list it under "reactive" (with "action": "none" if it does not react)',
        ),
      );
    }
    if (targetBurst.has(t.name))
      return err(inputError(`target "${t.name}" is named twice`, at(`active.targets[${i}].name`)));
    targetBurst.set(t.name, t.burst);
  }
  const rolls: PlannedRoll[] = [];
  for (const [i, r] of input.reactive.entries()) {
    const parsed = sideAt(r.spec, `reactive[${i}].spec`, edition.dice);
    if (!parsed.ok) return parsed;
    // Special Dice apply in ARO too (docs/rules.md §7.1, §7.4): one die plus the SD.
    const withSd = withSpecialDice(
      parsed.value,
      r.sd ?? 0,
      edition.dice,
      `on ${r.name}`,
      at(`reactive[${i}].sd`),
    );
    if (!withSd.ok) return withSd;
    // An attack on the active trooper rolls against its cover; a Dodge or Reset does not.
    let side =
      r.action === 'attack' ? attacking(withSd.value, input.active.target?.cover) : withSd.value;
    if (side.burst > ARO_BURST) {
      // docs/rules.md §1.5: each ARO has burst 1, whatever the weapon.
      warnings.push(`${r.name}: an ARO has burst 1; burst ${side.burst} reduced to 1`);
      side = { ...side, burst: ARO_BURST };
    }
    const burst = targetBurst.get(r.name);
    const base = { active: input.active.name, reactive: r.name };
    if (burst !== undefined) {
      const sdHere = activeSd.value.target === r.name ? { sd: activeSd.value.sd } : {};
      const activeSide = attacking({ ...activeBare, burst, ...sdHere }, r.target?.cover);
      if (r.action === 'none')
        rolls.push({ type: 'normal', ...base, roller: 'active', action: 'none', side: activeSide });
      else rolls.push({ type: 'ftf', ...base, action: r.action, activeSide, reactiveSide: side });
    } else if (r.action !== 'none') {
      // Not targeted: an attack is a Normal roll; a Dodge or Reset opposes nothing aimed at it.
      rolls.push({ type: 'normal', ...base, roller: 'reactive', action: r.action, side });
      if (r.action !== 'attack')
        warnings.push(
          `${r.name} declares ${r.action} but is not targeted: a Normal roll with nothing to cancel`,
        );
    }
  }
  return ok({ active: input.active.name, activeSide: active.value, rolls, warnings, edition });
}

/** The dice each trooper rolls in this plan: the active trooper's in target order. */
/**
 * Every roller's dice: those the file gives, the others drawn from `rng` in the order a
 * seed replays them: the active trooper first, then the reactive troopers as listed
 * (docs/rules.md §1.5).
 */
export function drawDice(
  need: ReadonlyMap<string, number>,
  given: ReadonlyMap<string, readonly number[]>,
  rng: () => number,
): Map<string, readonly number[]> {
  const dice = new Map<string, readonly number[]>();
  for (const [name, n] of need) dice.set(name, given.get(name) ?? rollDice(n, rng));
  return dice;
}

export function diceNeeded(plan: EngagementPlan): Map<string, number> {
  const need = new Map<string, number>();
  const add = (name: string, n: number): void => {
    need.set(name, (need.get(name) ?? 0) + n);
  };
  for (const r of plan.rolls) {
    if (r.type === 'ftf') {
      add(r.active, diceRolled(r.activeSide));
      add(r.reactive, diceRolled(r.reactiveSide));
    } else add(r.roller === 'active' ? r.active : r.reactive, diceRolled(r.side));
  }
  return need;
}

export interface Hit {
  readonly target: string;
  readonly by: string;
  readonly hits: number;
  readonly crits: number;
}

/**
 * What one roll of the order did. A Dodge or Reset that succeeds hits nobody: it only
 * keeps the trooper that made it from being hit by that roll (docs/rules.md §1.5).
 */
export type RollOutcome =
  | ({ readonly kind: 'hit' } & Hit)
  | { readonly kind: 'dodge-succeeded' | 'reset-succeeded'; readonly trooper: string }
  | { readonly kind: 'no-hit' };

export type EngagementRoll = (
  | {
      readonly type: 'ftf';
      readonly active: string;
      readonly reactive: string;
      readonly action: Action;
      readonly roll: FtfRoll;
    }
  | {
      readonly type: 'normal';
      readonly active: string;
      readonly reactive: string;
      readonly roller: string;
      readonly target: string | null;
      readonly action: Action;
      readonly roll: NormalRoll;
    }
) & { readonly outcome: RollOutcome };

const SUCCEEDED = {
  dodge: 'dodge-succeeded',
  reset: 'reset-succeeded',
} as const satisfies Record<'dodge' | 'reset', RollOutcome['kind']>;

const hitBy = (target: string, by: string, s: { hits: number; crits: number }): RollOutcome =>
  s.hits + s.crits > 0
    ? { kind: 'hit', target, by, hits: s.hits, crits: s.crits }
    : { kind: 'no-hit' };

function ftfOutcome(p: PlannedRoll & { type: 'ftf' }, roll: FtfRoll): RollOutcome {
  if (roll.winner === 'active') return hitBy(p.reactive, p.active, roll.active);
  if (roll.winner === 'none') return { kind: 'no-hit' };
  return p.action === 'attack'
    ? hitBy(p.active, p.reactive, roll.reactive)
    : { kind: SUCCEEDED[p.action], trooper: p.reactive };
}

function normalOutcome(
  action: Action,
  roller: string,
  target: string | null,
  roll: NormalRoll,
): RollOutcome {
  if (target !== null) return hitBy(target, roller, roll);
  // Only an untargeted Dodge or Reset has no target: it may succeed, and hits nobody.
  return roll.hits + roll.crits > 0 && (action === 'dodge' || action === 'reset')
    ? { kind: SUCCEEDED[action], trooper: roller }
    : { kind: 'no-hit' };
}

export interface Engagement {
  readonly rolls: readonly EngagementRoll[];
  readonly hits: readonly Hit[];
}

/** Resolve the plan with each trooper's dice, consumed in roll order. */
export function resolveEngagement(
  plan: EngagementPlan,
  dice: ReadonlyMap<string, readonly number[]>,
): Engagement {
  const used = new Map<string, number>();
  const take = (name: string, n: number): number[] => {
    const from = used.get(name) ?? 0;
    used.set(name, from + n);
    return [...(dice.get(name) ?? [])].slice(from, from + n);
  };
  const rolls: EngagementRoll[] = [];
  const rules = plan.edition.dice;
  for (const p of plan.rolls) {
    if (p.type === 'ftf') {
      const roll = resolveFtf(
        p.activeSide,
        take(p.active, diceRolled(p.activeSide)),
        p.reactiveSide,
        take(p.reactive, diceRolled(p.reactiveSide)),
        rules,
      );
      rolls.push({
        type: 'ftf',
        active: p.active,
        reactive: p.reactive,
        action: p.action,
        roll,
        outcome: ftfOutcome(p, roll),
      });
    } else {
      const roller = p.roller === 'active' ? p.active : p.reactive;
      const roll = resolveNormal(p.side, take(roller, diceRolled(p.side)), rules);
      const target = p.action === 'none' ? p.reactive : p.action === 'attack' ? p.active : null;
      rolls.push({
        type: 'normal',
        active: p.active,
        reactive: p.reactive,
        roller,
        target,
        action: p.action,
        roll,
        outcome: normalOutcome(p.action, roller, target, roll),
      });
    }
  }
  const hits = rolls.flatMap(({ outcome: o }) =>
    o.kind === 'hit' ? [{ target: o.target, by: o.by, hits: o.hits, crits: o.crits }] : [],
  );
  return { rolls, hits };
}

export type RollOdds =
  | { readonly type: 'ftf'; readonly plan: PlannedRoll & { type: 'ftf' }; readonly odds: FtfOdds }
  | {
      readonly type: 'normal';
      readonly plan: PlannedRoll & { type: 'normal' };
      readonly odds: NormalOdds;
    };

export interface HitChance {
  readonly trooper: string;
  /** Rolls in which the trooper is not hit, over all the order's rolls (exact). */
  readonly missCount: bigint;
  readonly total: bigint;
}

/**
 * Exact odds of every roll of the order, and of each trooper being hit at least once.
 * The rolls use disjoint dice, so they are independent: the chances of not being hit
 * multiply, and the counts stay exact over the product of the totals.
 */
export function engagementOdds(plan: EngagementPlan): { rolls: RollOdds[]; chances: HitChance[] } {
  const rolls: RollOdds[] = [];
  const miss = new Map<string, { count: bigint; total: bigint }>();
  const note = (who: string, notHit: bigint, total: bigint): void => {
    const m = miss.get(who) ?? { count: 1n, total: 1n };
    miss.set(who, { count: m.count * notHit, total: m.total * total });
  };
  const rules = plan.edition.dice;
  for (const p of plan.rolls) {
    if (p.type === 'ftf') {
      const odds = ftfOdds(oddsSideOf(p.activeSide), oddsSideOf(p.reactiveSide), rules);
      rolls.push({ type: 'ftf', plan: p, odds });
      const won = summarize(odds);
      note(p.reactive, odds.total - won.active, odds.total);
      // A Dodge or Reset that wins hits nobody (docs/rules.md §1.5).
      note(p.active, p.action === 'attack' ? odds.total - won.reactive : odds.total, odds.total);
    } else {
      const odds = normalOdds(oddsSideOf(p.side), rules);
      rolls.push({ type: 'normal', plan: p, odds });
      const none = odds.outcomes.find((o) => o.hits + o.crits === 0)?.count ?? 0n;
      const target = p.action === 'none' ? p.reactive : p.action === 'attack' ? p.active : null;
      if (target !== null) note(target, none, odds.total);
    }
  }
  const chances = [...miss].map(([trooper, m]) => ({
    trooper,
    missCount: m.count,
    total: m.total,
  }));
  return { rolls, chances };
}
