/**
 * One order's rolls between an active trooper and its reactive enemies (docs/rules.md §1.5):
 * the active trooper splits its burst between targets; every target that also acts
 * against it makes a separate F2F roll against the dice assigned to it; where only one
 * side acts on the other, that side makes a Normal roll; every ARO has burst 1.
 */
import * as z from 'zod/mini';
import {
  classifyDie,
  diceRolled,
  isAutoFail,
  rollDice,
  sideOf,
  successValue,
  withSpecialDice,
  type Side,
} from '../roll/dice.js';
import { byName, checkWith, parseWith, type KeysFor } from '../input.js';
import { templateSides } from './sides.js';
import {
  ftfOdds,
  normalOdds,
  oddsSideOf,
  summarize,
  type FtfOdds,
  type NormalOdds,
} from '../roll/odds.js';
import { DAMAGE_MAX, PS_MAX, TARGET_FIELDS, WEAPON_FIELDS } from '../damage/parse.js';
import { err, inputError, invariant, ok, type Result } from '../result.js';
import { findSkill, CATALOGUE } from '../order/catalogue.js';
import {
  ARO_BURST,
  resolveFtf,
  resolveNormal,
  type FtfRoll,
  type NormalRoll,
} from '../roll/resolve.js';
import { DEFAULT, type DiceRules, type Edition } from '../rules/index.js';
import { parseSpec, SD_MAX } from '../roll/spec.js';
import {
  aroBurstOf,
  isModItem,
  resolveMods,
  type ModItem,
  type TrooperMods,
} from '../mods/engine.js';
import { parseWords } from '../mods/words.js';
import { parseChoices, type Choices } from '../mods/choices.js';
import { ZONES, type ModRules, type RollKind } from '../rules/mods.js';

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
      /**
       * The active trooper Dodges (docs/rules.md §8.7): one PH roll, the same dice F2F
       * against every ARO of the order; winning hits nobody.
       */
      readonly activeDodges?: true;
    }
  | {
      readonly type: 'normal';
      readonly active: string;
      readonly reactive: string;
      /** Who rolls: the active trooper at an unopposing target, or a reactive trooper. */
      readonly roller: 'active' | 'reactive';
      readonly action: Action;
      readonly side: Side;
      /**
       * Why a Normal roll where the two troopers act on each other: Berserk (§8.6) or the
       * other side's Direct Template (§8.9). Then the active trooper's roll hits the reactive.
       */
      readonly why?: NormalWhy;
    }
  | {
      /**
       * A Direct Template Weapon (docs/rules.md §8.9): no attack roll; it hits the other
       * trooper once unless that trooper's Dodge, a Normal PH roll (`dodge`), succeeds.
       */
      readonly type: 'template';
      readonly active: string;
      readonly reactive: string;
      /** Whose template it is; the other trooper is hit. */
      readonly by: 'active' | 'reactive';
      /** The target's Dodge; null when it does not Dodge. */
      readonly dodge: Side | null;
      /** The Dodge is the active trooper's one roll against every ARO (§8.7). */
      readonly activeDodges?: true;
    };

export type NormalWhy = 'berserk' | 'template';

export interface EngagementPlan {
  readonly active: string;
  readonly activeSide: Side;
  readonly rolls: readonly PlannedRoll[];
  readonly warnings: readonly string[];
  /** The rules the rolls resolve by (docs/rules.md §7). */
  readonly edition: Edition;
  /**
   * Troopers whose hits give no Partial Cover save bonus: CC attackers (§6.2, §8.2) and
   * Direct Templates unless `template-cover=yes`.
   */
  readonly noCoverSave?: readonly string[];
  /** N4 Martial Arts' bonus to a trooper's CC Damage (§8.6), by name. */
  readonly damageBonus?: Readonly<Record<string, number>>;
  /**
   * SR-X of a trooper's attack (§10.1), by name: the MOD on the saves its hits cause, the
   * words it comes from, and the rules choices `sr-ph` and `sr-immunity`.
   */
  readonly saveMods?: Readonly<
    Record<
      string,
      {
        readonly value: number;
        readonly from: string;
        readonly ph: boolean;
        readonly immune: boolean;
      }
    >
  >;
}

/**
 * Whom a Normal roll hits: the active trooper's roll hits the reactive one (but a Dodge);
 * a reactive trooper's attack hits the active one; a Dodge or Reset hits nobody.
 */
export function normalTarget(p: PlannedRoll & { type: 'normal' }): string | null {
  if (p.roller === 'active') return p.action === 'dodge' && p.why === undefined ? null : p.reactive;
  return p.action === 'attack' ? p.active : null;
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
  withWords: number,
): Result<{ target: string | null; sd: number }> {
  const marked = input.active.targets.flatMap((t, i) => (t.sd === undefined ? [] : [{ t, i }]));
  // `withWords`: the spec's SD after the trooper's words (N5 Fireteam +1 SD, §8.5).
  const sd = withWords + marked.reduce((s, m) => s + (m.t.sd ?? 0), 0);
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
  // A situation MOD, as the MOD engine lists it (docs/rules.md §8.2).
  const cover: ModItem = { value: -3, label: 'cover', source: 'situation', tag: 'cover' };
  const mods = [...side.sv.mods, cover];
  return { ...side, sv: successValue(side.sv.attribute, mods) };
}

/**
 * Does this ARO roll its whole burst (Total Reaction, Neurocinetics: docs/rules.md §10.3)?
 * A word that does not parse is reported where the words are read: here it counts as none.
 */
function wholeAro(edition: Edition, r: EngagementInput['reactive'][number]): boolean {
  const words = parseWords(edition.mods, r.with ?? [], `"with"`);
  const roll = r.action === 'attack' ? 'bs' : null;
  return (
    words.ok &&
    roll !== null &&
    aroBurstOf({ rules: edition.mods, words: words.value, roll }) !== 'one'
  );
}

/** Each ARO's side: its spec, its Special Dice, burst 1 (docs/rules.md §1.5, §7.1). */
function aroSides(
  input: EngagementInput,
  edition: Edition,
  warnings: string[],
  inCc: ReadonlySet<string> = new Set(),
): Result<{ r: EngagementInput['reactive'][number]; side: Side }[]> {
  const out: { r: EngagementInput['reactive'][number]; side: Side }[] = [];
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
    // An attack on the active trooper rolls against its cover; a Dodge or Reset does not,
    // nor a CC Attack (§6.2), nor a template, which does not roll (§8.9).
    const shoots = r.action === 'attack' && r.template !== true && !inCc.has(r.name);
    let side = shoots ? attacking(withSd.value, input.active.target?.cover) : withSd.value;
    if (r.template === true && r.action !== 'attack') {
      return err(
        inputError(
          `${r.name} has a template but declares ${r.action}: a Direct Template is an attack`,
          at(`reactive[${i}].template`),
          'write "action": "attack", or drop "template"',
        ),
      );
    }
    if (r.template !== true && side.burst > ARO_BURST && !wholeAro(edition, r)) {
      // docs/rules.md §1.5: each ARO has burst 1, whatever the weapon, but with Total
      // Reaction or Neurocinetics (§10.3).
      warnings.push(`${r.name}: an ARO has burst 1; burst ${side.burst} reduced to 1`);
      side = { ...side, burst: ARO_BURST };
    }
    out.push({ r, side });
  }
  return ok(out);
}

/**
 * The active trooper Dodges (docs/rules.md §8.7): one PH roll, F2F against every ARO that
 * attacks it, whatever their burst; a Normal PH roll when none does. It attacks nobody.
 */
function planActiveDodge(
  input: EngagementInput,
  parsed: Side,
  edition: Edition,
  warnings: string[],
): Result<EngagementPlan> {
  if (input.active.targets.length > 0) {
    return err(
      inputError(
        `${input.active.name} Dodges: a Dodge attacks nobody, so it has no targets`,
        at('active.targets'),
        'write "targets": [] or drop "action": "dodge"',
      ),
    );
  }
  let activeSide = parsed;
  if (activeSide.burst > 1) {
    warnings.push(
      `${input.active.name}: a Dodge is one PH roll; burst ${activeSide.burst} reduced to 1`,
    );
    activeSide = { ...activeSide, burst: 1 };
  }
  const aros = aroSides(input, edition, warnings);
  if (!aros.ok) return aros;
  const rolls: PlannedRoll[] = [];
  const base = (r: { name: string }) => ({ active: input.active.name, reactive: r.name });
  for (const { r, side } of aros.value) {
    if (r.action === 'attack' && r.template === true) {
      // A Direct Template is no F2F: the Dodge is a Normal PH roll against it (§8.7, §8.9).
      rolls.push({
        type: 'template',
        ...base(r),
        by: 'reactive',
        dodge: activeSide,
        activeDodges: true,
      });
    } else if (r.action === 'attack') {
      rolls.push({
        type: 'ftf',
        ...base(r),
        action: 'attack',
        activeSide,
        reactiveSide: side,
        activeDodges: true,
      });
    } else if (r.action !== 'none') {
      rolls.push({ type: 'normal', ...base(r), roller: 'reactive', action: r.action, side });
      warnings.push(
        `${r.name} declares ${r.action} but nobody attacks it: a Normal roll with nothing to cancel`,
      );
    }
  }
  if (!rolls.some((p) => p.type !== 'normal')) {
    const first = input.reactive[0]?.name ?? input.active.name;
    rolls.unshift({
      type: 'normal',
      active: input.active.name,
      reactive: first,
      roller: 'active',
      action: 'dodge',
      side: activeSide,
    });
    warnings.push(`${input.active.name} Dodges but no ARO attacks it: a Normal PH roll`);
  }
  return ok({ active: input.active.name, activeSide, rolls, warnings, edition });
}

/** The file's `"choice"` answers (docs/rules-choices.md), checked against the edition. */
function choicesOf(input: EngagementInput, edition: Edition): Result<Choices> {
  const c = parseChoices(edition.mods, input.choice ?? [], '--choice');
  return c.ok ? c : err({ ...c.error, at: at('choice') });
}

/**
 * The active trooper's whole burst and Special Dice after its words (Fireteam +1 B, N5
 * Martial Arts, Speculative B1...; docs/rules.md §8.5, §8.6): what a split shares out.
 */
function activeDice(
  input: EngagementInput,
  side: Side,
  edition: Edition,
  choices: Choices,
): Result<{ burst: number; sd: number; why: string }> {
  const words = parseWords(edition.mods, input.active.with ?? [], `"with"`);
  if (!words.ok) return err({ ...words.error, at: at('active.with') });
  const out = resolveMods({
    rules: edition.mods,
    active: {
      attribute: side.sv.attribute,
      burst: side.burst,
      ...(side.sd === undefined ? {} : { sd: side.sd }),
      roll: input.active.cc === true ? 'cc' : 'bs',
      words: words.value,
    },
    reactive: { attribute: 0, burst: 1, roll: null },
    ftf: false,
    choices,
  }).active;
  if (out === null) return ok({ burst: side.burst, sd: side.sd ?? 0, why: '' });
  const signed = (v: number) => (v < 0 ? `${v}` : `+${v}`);
  const why = out.burstChanges
    .map((c) => (c.mode === 'set' ? `B${c.value} ${c.label}` : `${signed(c.value)} ${c.label}`))
    .join(', ');
  return ok({ burst: out.side.burst, sd: out.side.sd ?? 0, why });
}

/**
 * How the targets share the active trooper's burst (docs/rules.md §1.5, §8.5): by default
 * (`split-burst=split`) a burst bonus is part of the burst and is split with it, so the
 * targets' bursts add up to the burst with the bonus; one target may also give the spec's
 * burst, and gets the bonus. `split-burst=none`: a split burst does not get the bonus.
 */
function shares(
  input: EngagementInput,
  spec: number,
  whole: { burst: number; why: string },
  choices: Choices,
  warnings: string[],
): Result<(burst: number) => number> {
  const targets = input.active.targets;
  const sum = targets.reduce((s, t) => s + t.burst, 0);
  if (targets.length === 0) return ok((b) => b);
  if (input.active.template === true) {
    // One template, every trooper under it hit once (§8.9): there is no burst to split.
    const i = targets.findIndex((t) => t.burst !== 1);
    const t = targets[i];
    if (spec !== 1 || t !== undefined) {
      return err(
        inputError(
          spec !== 1
            ? `${input.active.name} has a Direct Template and burst ${spec}: a template is not rolled, so its burst cannot be split`
            : `target "${t?.name ?? ''}" has burst ${t?.burst ?? 0} under a Direct Template: the template hits each trooper under it once`,
          at(spec !== 1 ? 'active.spec' : `active.targets[${i}].burst`),
          'give the template burst 1 and each target "burst": 1',
        ),
      );
    }
    return ok(() => 1);
  }
  const bonus = whole.burst !== spec;
  const dropped = bonus && targets.length > 1 && choices['split-burst'] === 'none';
  if (dropped) {
    warnings.push(
      `${input.active.name}: the burst bonus (${whole.why}) is not applied to a split burst (split-burst=none)`,
    );
  }
  if (sum === whole.burst && !dropped) return ok((b) => b);
  if (sum === spec && (targets.length === 1 || !bonus || dropped))
    return ok((b) => (targets.length === 1 && !dropped ? whole.burst : b));
  const expected = dropped ? spec : whole.burst;
  return err(
    inputError(
      `the targets' bursts add up to ${sum}, but ${input.active.name} has burst ${expected}${bonus && !dropped ? ` (${spec}, ${whole.why})` : dropped ? ' (split-burst=none: no bonus on a split burst)' : ''}`,
      at('active.targets'),
      bonus && !dropped
        ? 'split the whole burst with its bonus between the targets, or choose split-burst=none'
        : 'split the whole burst between the targets',
    ),
  );
}

/** Check the declaration and list the rolls it causes (docs/rules.md §1.5, §7.1). */
export function planEngagement(
  input: EngagementInput,
  edition: Edition = DEFAULT,
  /**
   * Each trooper's words that were not typed (filled in from game data), by name: one
   * that changes nothing in a roll is no warning, the player cannot act on it.
   */
  quiet: ReadonlyMap<string, readonly string[]> = new Map(),
): Result<EngagementPlan> {
  const warnings: string[] = [];
  const active = sideAt(input.active.spec, 'active.spec', edition.dice);
  if (!active.ok) return active;
  const choices = choicesOf(input, edition);
  if (!choices.ok) return choices;
  const cc = input.active.cc === true;
  const template = input.active.template === true;
  if (cc && template) {
    return err(
      inputError(
        `${input.active.name} has a Direct Template and "cc": a template is not a CC Attack`,
        at('active.template'),
        'keep one of them',
      ),
    );
  }
  if (input.active.action === 'dodge') {
    if (cc || template)
      return err(
        inputError(
          `${input.active.name} Dodges: a Dodge attacks nobody, so it has no ${cc ? 'CC Attack' : 'template'}`,
          at(cc ? 'active.cc' : 'active.template'),
          `drop "${cc ? 'cc' : 'template'}" or "action": "dodge"`,
        ),
      );
    const planned = planActiveDodge(input, active.value, edition, warnings);
    return planned.ok ? withWords(planned.value, input, choices.value, quiet) : planned;
  }
  const whole = activeDice(input, active.value, edition, choices.value);
  if (!whole.ok) return whole;
  const activeSd = activeSdTarget(input, active.value, edition, whole.value.sd);
  if (!activeSd.ok) return activeSd;
  // The active side's SD go only to the one target's roll (activeSdTarget).
  const activeBare: Side = { sv: active.value.sv, burst: active.value.burst };
  const names = new Set<string>([input.active.name]);
  for (const [i, r] of input.reactive.entries()) {
    if (names.has(r.name))
      return err(inputError(`the name "${r.name}" is used twice`, at(`reactive[${i}].name`)));
    names.add(r.name);
  }
  const share = shares(input, active.value.burst, whole.value, choices.value, warnings);
  if (!share.ok) return share;
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
    targetBurst.set(t.name, share.value(t.burst));
  }
  const rolls: PlannedRoll[] = [];
  // The targets of a CC Attack answer it in CC: no cover on either roll (§6.2).
  const inCc = new Set(cc ? targetBurst.keys() : []);
  const aros = aroSides(input, edition, warnings, inCc);
  if (!aros.ok) return aros;
  for (const { r, side } of aros.value) {
    const burst = targetBurst.get(r.name);
    const base = { active: input.active.name, reactive: r.name };
    // A reactive Direct Template hits the active trooper, no roll and no F2F (§8.9).
    const aroTemplate = { type: 'template', ...base, by: 'reactive', dodge: null } as const;
    if (burst !== undefined && template) {
      // The active template hits the target unless its Dodge, a Normal PH roll, succeeds;
      // a BS Attack back is a Normal roll, and both resolve (§8.7, §8.9).
      const dodge = r.action === 'dodge' ? side : null;
      rolls.push({ type: 'template', ...base, by: 'active', dodge });
      if (r.action === 'attack' && r.template === true) rolls.push(aroTemplate);
      else if (r.action === 'attack')
        rolls.push({
          type: 'normal',
          ...base,
          roller: 'reactive',
          action: r.action,
          side,
          why: 'template',
        });
      else if (r.action === 'reset') {
        rolls.push({ type: 'normal', ...base, roller: 'reactive', action: r.action, side });
        warnings.push(`${r.name} resets against a template: a Reset cancels only hacking (§8.8)`);
      }
    } else if (burst !== undefined) {
      const sdHere = activeSd.value.target === r.name ? { sd: activeSd.value.sd } : {};
      const cover = r.target?.cover === true && !cc;
      const activeSide = attacking({ ...activeBare, burst, ...sdHere }, cover);
      if (r.action === 'none')
        rolls.push({ type: 'normal', ...base, roller: 'active', action: 'none', side: activeSide });
      else if (r.template === true) {
        rolls.push({
          type: 'normal',
          ...base,
          roller: 'active',
          action: r.action,
          side: activeSide,
          why: 'template',
        });
        rolls.push(aroTemplate);
      } else rolls.push({ type: 'ftf', ...base, action: r.action, activeSide, reactiveSide: side });
    } else if (r.template === true) {
      rolls.push(aroTemplate);
    } else if (r.action !== 'none') {
      // Not targeted: an attack is a Normal roll; a Dodge or Reset opposes nothing aimed at it.
      rolls.push({ type: 'normal', ...base, roller: 'reactive', action: r.action, side });
      if (r.action !== 'attack')
        warnings.push(
          `${r.name} declares ${r.action} but is not targeted: a Normal roll with nothing to cancel`,
        );
    }
  }
  return withWords(
    { active: input.active.name, activeSide: active.value, rolls, warnings, edition },
    input,
    choices.value,
    quiet,
  );
}

const ANSWER_ROLL = {
  attack: 'bs',
  dodge: 'dodge',
  reset: 'reset',
  none: null,
} as const satisfies Record<Action, RollKind | null>;

/**
 * Troopers whose hits give no Partial Cover save bonus (§6.2, §8.2): a CC Attack and the
 * CC answers of its targets; Direct Templates unless `template-cover=yes`.
 */
function noCoverSaves(input: EngagementInput, rules: ModRules, choices: Choices): string[] {
  const targeted = new Set(input.active.targets.map((t) => t.name));
  const chosen =
    choices['template-cover'] ?? rules.choices.find((c) => c.id === 'template-cover')?.default;
  const templates = chosen === 'yes' ? [] : [input.active, ...input.reactive];
  const cc =
    input.active.cc === true
      ? [input.active, ...input.reactive.filter((r) => targeted.has(r.name) && r.template !== true)]
      : [];
  const names = [
    ...cc.map((t) => t.name),
    ...templates.filter((t) => t.template === true).map((t) => t.name),
  ];
  return [...new Set(names)];
}

/**
 * docs/rules.md §8: the troopers' words (`"with"`) and the zones (`"zone"`) through the
 * MOD engine, roll by roll. Each side's typed MODs stay; the cover MOD (§6.2) is taken
 * back out and given to the engine as the situation, so that Marksmanship can ignore it.
 * Berserk turns a CC Face-to-Face roll into two Normal rolls (§8.6); a Dodge against a
 * Direct Template takes that choice's MOD (§8.7).
 */
function withWords(
  plan: EngagementPlan,
  input: EngagementInput,
  choices: Choices,
  quiet: ReadonlyMap<string, readonly string[]>,
): Result<EngagementPlan> {
  const rules = plan.edition.mods;
  const noCoverSave = noCoverSaves(input, rules, choices);
  const planned = noCoverSave.length > 0 ? { ...plan, noCoverSave } : plan;
  const zones = input.zone ?? [];
  const anyWords =
    (input.active.with ?? []).length > 0 || input.reactive.some((r) => (r.with ?? []).length > 0);
  const templateDodge = plan.rolls.some((p) => p.type === 'template' && p.dodge !== null);
  if (!anyWords && zones.length === 0 && !templateDodge) return ok(planned);
  const wordsAt = (texts: readonly string[] | undefined, path: string): Result<string[]> => {
    const w = parseWords(rules, texts ?? [], `"with"`);
    return w.ok ? w : err({ ...w.error, at: at(path) });
  };
  const activeWords = wordsAt(input.active.with, 'active.with');
  if (!activeWords.ok) return activeWords;
  const reactiveWords = new Map<string, string[]>();
  for (const [i, r] of input.reactive.entries()) {
    const w = wordsAt(r.with, `reactive[${i}].with`);
    if (!w.ok) return w;
    reactiveWords.set(r.name, w.value);
  }
  const cc = input.active.cc === true;
  const targeted = new Set(input.active.targets.map((t) => t.name));
  const warnings = [...plan.warnings];
  const note = (w: string): void => {
    if (!warnings.includes(w)) warnings.push(w);
  };
  // The engine's warnings by trooper, but of a word filled from game data (`quiet`).
  const noteMods = (
    out: { readonly warnings: readonly { side: string; word?: string; message: string }[] },
    roll: { readonly active: string; readonly reactive: string },
  ): void => {
    for (const w of out.warnings) {
      const who = w.side === 'active' ? roll.active : roll.reactive;
      if (w.word === undefined || !(quiet.get(who) ?? []).includes(w.word))
        note(`${who}: ${w.message}`);
    }
  };
  const damageBonus: Record<string, number> = {};
  const saveMods: Record<string, NonNullable<EngagementPlan['saveMods']>[string]> = {};
  const choiceOf = (id: 'sr-ph' | 'sr-immunity'): string | undefined =>
    choices[id] ?? rules.choices.find((c) => c.id === id)?.default;
  const trooper = (
    side: Side | null,
    roll: RollKind | null,
    words: readonly string[],
  ): TrooperMods => ({
    attribute: side?.sv.attribute ?? 0,
    burst: side?.burst ?? 1,
    ...(side?.sd === undefined ? {} : { sd: side.sd }),
    roll: side === null ? null : roll,
    words,
    typed: (side?.sv.mods ?? []).filter((m) => !(isModItem(m) && m.tag === 'cover')),
  });
  const covered = (side: Side | null): boolean =>
    (side?.sv.mods ?? []).some((m) => isModItem(m) && m.tag === 'cover');
  const rolls: PlannedRoll[] = [];
  for (const p of plan.rolls) {
    const rWords = reactiveWords.get(p.reactive) ?? [];
    if (p.type === 'template') {
      if (p.dodge === null) {
        rolls.push(p);
        continue;
      }
      // The template's owner makes no roll; the target's Dodge is a Normal PH roll (§8.7).
      const byActive = p.by === 'active';
      const owner = {
        ...trooper(null, null, byActive ? activeWords.value : rWords),
        template: true,
      };
      const dodger = trooper(p.dodge, 'dodge', byActive ? rWords : activeWords.value);
      const out = resolveMods({
        rules,
        active: byActive ? owner : dodger,
        reactive: byActive ? dodger : owner,
        ftf: false,
        zones,
        choices,
      });
      noteMods(out, p);
      const m = byActive ? out.reactive : out.active;
      rolls.push({ ...p, dodge: m?.side ?? p.dodge });
      continue;
    }
    const aSide = p.type === 'ftf' ? p.activeSide : p.roller === 'active' ? p.side : null;
    const rSide = p.type === 'ftf' ? p.reactiveSide : p.roller === 'reactive' ? p.side : null;
    const dodging =
      (p.type === 'ftf' && p.activeDodges === true) ||
      (p.action === 'dodge' && p.type === 'normal' && p.roller === 'active');
    const aRoll: RollKind = dodging ? 'dodge' : cc ? 'cc' : 'bs';
    // A target of a CC Attack answers it in CC (§8.6); anyone else shoots.
    const rRoll =
      p.action === 'attack' && cc && targeted.has(p.reactive) ? 'cc' : ANSWER_ROLL[p.action];
    const out = resolveMods({
      rules,
      // The cover a side's roll had is the other trooper's Partial Cover (§6.2).
      active: { ...trooper(aSide, aRoll, activeWords.value), cover: covered(rSide) },
      reactive: { ...trooper(rSide, rRoll, rWords), cover: covered(aSide) },
      ftf: p.type === 'ftf',
      zones,
      choices,
    });
    noteMods(out, p);
    for (const [name, m] of [
      [p.active, out.active],
      [p.reactive, out.reactive],
    ] as const) {
      if (m !== null && m.damageBonus > 0) damageBonus[name] = m.damageBonus;
      if (m !== null && m.saveMod !== 0)
        saveMods[name] = {
          value: m.saveMod,
          from: m.saveMods.map((x) => x.word).join('+'),
          ph: choiceOf('sr-ph') !== 'no',
          immune: choiceOf('sr-immunity') !== 'no',
        };
    }
    const sideOfMods = (s: Side | null, m: typeof out.active): Result<Side | null> => {
      if (s === null || m === null) return ok(s);
      if (m.blocked !== null)
        return err(
          inputError(
            `${s === aSide ? p.active : p.reactive} cannot roll: ${m.blocked}`,
            at('zone'),
          ),
        );
      // The active trooper's share already holds its burst bonus and Special Dice as the
      // split gave them (planEngagement): the engine's would add them to every share.
      if (s === aSide && !dodging) {
        const share = { sv: m.side.sv, burst: s.burst };
        return ok(s.sd === undefined ? share : { ...share, sd: s.sd });
      }
      return ok(m.side);
    };
    const a = sideOfMods(aSide, out.active);
    if (!a.ok) return a;
    const r = sideOfMods(rSide, out.reactive);
    if (!r.ok) return r;
    if (p.type === 'ftf' && !out.ftf) {
      // Berserk: no Face-to-Face; both troopers make Normal rolls and both can hit (§8.6).
      const both = {
        active: p.active,
        reactive: p.reactive,
        action: p.action,
        why: 'berserk',
      } as const;
      rolls.push({ type: 'normal', ...both, roller: 'active', side: a.value ?? p.activeSide });
      rolls.push({ type: 'normal', ...both, roller: 'reactive', side: r.value ?? p.reactiveSide });
    } else if (p.type === 'ftf')
      rolls.push({
        ...p,
        activeSide: a.value ?? p.activeSide,
        reactiveSide: r.value ?? p.reactiveSide,
      });
    else rolls.push({ ...p, side: (p.roller === 'active' ? a.value : r.value) ?? p.side });
  }
  return ok({
    ...planned,
    rolls: oneDodge(rolls, note),
    warnings,
    ...(Object.keys(damageBonus).length > 0 ? { damageBonus } : {}),
    ...(Object.keys(saveMods).length > 0 ? { saveMods } : {}),
  });
}

/**
 * The active trooper's one Dodge (§8.7) is read at each ARO's own SV; the exact odds can
 * do so up to DODGE_TUPLES_MAX_DICE dice (dodgeRanks). Beyond, they read every ARO at the
 * first one's SV, and a warning says so.
 */
function oneDodge(rolls: PlannedRoll[], note: (w: string) => void): PlannedRoll[] {
  const dodges = dodgedAros(rolls);
  const first = dodges[0];
  if (first === undefined) return rolls;
  const differ = dodges.some((d) => d.dodge.sv.sv !== first.dodge.sv.sv);
  if (differ && diceRolled(first.dodge) > DODGE_TUPLES_MAX_DICE)
    note(
      `${first.active}: its one Dodge has different SVs against its AROs; the odds read all at SV ${first.dodge.sv.sv} (more than ${DODGE_TUPLES_MAX_DICE} dice)`,
    );
  return rolls;
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
  let dodged = false;
  for (const r of plan.rolls) {
    if (r.type === 'ftf') {
      // One Dodge roll answers every ARO (docs/rules.md §8.7): its dice count once.
      if (r.activeDodges !== true || !dodged) add(r.active, diceRolled(r.activeSide));
      dodged ||= r.activeDodges === true;
      add(r.reactive, diceRolled(r.reactiveSide));
    } else if (r.type === 'template') {
      // A template rolls nothing; only the Dodge against it does (§8.9).
      if (r.dodge === null || (r.activeDodges === true && dodged)) continue;
      add(r.by === 'active' ? r.reactive : r.active, diceRolled(r.dodge));
      dodged ||= r.activeDodges === true;
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
      /** The active trooper Dodges every ARO with this one roll (§8.7). */
      readonly activeDodges?: true;
    }
  | {
      readonly type: 'normal';
      readonly active: string;
      readonly reactive: string;
      readonly roller: string;
      readonly target: string | null;
      readonly action: Action;
      readonly roll: NormalRoll;
      readonly why?: NormalWhy;
    }
  | {
      /** A Direct Template (§8.9): no attack roll; `dodge` is the target's Normal PH roll. */
      readonly type: 'template';
      readonly active: string;
      readonly reactive: string;
      readonly attacker: string;
      readonly target: string;
      readonly dodge: NormalRoll | null;
      readonly activeDodges?: true;
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
  if (roll.winner === 'active' && p.activeDodges === true) {
    return { kind: 'dodge-succeeded', trooper: p.active };
  }
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
  // The active trooper's Dodge dice, taken once and read against every ARO (§8.7).
  let dodgeDice: number[] | null = null;
  const activeDice = (p: PlannedRoll & { type: 'ftf' }): number[] => {
    if (p.activeDodges !== true) return take(p.active, diceRolled(p.activeSide));
    dodgeDice ??= take(p.active, diceRolled(p.activeSide));
    return dodgeDice;
  };
  for (const p of plan.rolls) {
    if (p.type === 'template') {
      const { attacker, target } = templateSides(p);
      const dodge =
        p.dodge === null
          ? null
          : resolveNormal(
              p.dodge,
              p.activeDodges === true
                ? (dodgeDice ??= take(p.active, diceRolled(p.dodge)))
                : take(target, diceRolled(p.dodge)),
              rules,
            );
      // The template hits once, never a critical, unless the Dodge succeeds (§8.7, §8.9).
      const outcome: RollOutcome =
        dodge !== null && dodge.hits + dodge.crits > 0
          ? { kind: 'dodge-succeeded', trooper: target }
          : { kind: 'hit', target, by: attacker, hits: 1, crits: 0 };
      rolls.push({
        type: 'template',
        active: p.active,
        reactive: p.reactive,
        attacker,
        target,
        dodge,
        outcome,
        ...(p.activeDodges === true ? { activeDodges: true as const } : {}),
      });
      continue;
    }
    if (p.type === 'ftf') {
      const roll = resolveFtf(
        p.activeSide,
        activeDice(p),
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
        ...(p.activeDodges === true ? { activeDodges: true as const } : {}),
      });
    } else {
      const roller = p.roller === 'active' ? p.active : p.reactive;
      const roll = resolveNormal(p.side, take(roller, diceRolled(p.side)), rules);
      const target = normalTarget(p);
      rolls.push({
        type: 'normal',
        active: p.active,
        reactive: p.reactive,
        roller,
        target,
        action: p.action,
        roll,
        outcome: normalOutcome(p.action, roller, target, roll),
        ...(p.why === undefined ? {} : { why: p.why }),
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
    }
  | {
      readonly type: 'template';
      readonly plan: PlannedRoll & { type: 'template' };
      /** The target's Dodge (a Normal PH roll), null when it does not Dodge. */
      readonly dodge: NormalOdds | null;
      /** The template hits (one plain hit): count over `total`, the Dodge's outcomes. */
      readonly hitCount: bigint;
      readonly total: bigint;
    };

/** A template roll's odds: it hits unless the Dodge succeeds (§8.7, §8.9). */
function templateOdds(p: PlannedRoll & { type: 'template' }, rules: DiceRules): RollOdds {
  if (p.dodge === null) return { type: 'template', plan: p, dodge: null, hitCount: 1n, total: 1n };
  const dodge = normalOdds(oddsSideOf(p.dodge), rules);
  const fails = dodge.outcomes.find((o) => o.hits + o.crits === 0)?.count ?? 0n;
  return { type: 'template', plan: p, dodge, hitCount: fails, total: dodge.total };
}

/** The AROs the active trooper Dodges with one roll: F2F attacks and templates (§8.7). */
export function dodgedAros(rolls: readonly PlannedRoll[]): DodgedAro[] {
  return rolls.flatMap<DodgedAro>((p) =>
    p.type === 'ftf' && p.activeDodges === true
      ? [{ active: p.active, reactive: p.reactive, dodge: p.activeSide, side: p.reactiveSide }]
      : p.type === 'template' && p.activeDodges === true && p.dodge !== null
        ? [{ active: p.active, reactive: p.reactive, dodge: p.dodge, side: null }]
        : [],
  );
}

/** One ARO the active trooper Dodges: its roll, or null for a Direct Template (no roll). */
export interface DodgedAro {
  readonly active: string;
  readonly reactive: string;
  readonly dodge: Side;
  readonly side: Side | null;
}

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
  const dodges = dodgedAros(plan.rolls);
  const first = dodges[0];
  if (first !== undefined) {
    // One Dodge roll against every ARO (§8.7): the rolls share its dice, so the chance
    // that no ARO hits is taken over the Dodge's dice, not multiplied roll by roll.
    const joint = sharedDodgeMiss(
      dodges.map((d) => d.dodge),
      dodges.map((d) => d.side),
      rules,
    );
    note(plan.active, joint.missCount, joint.total);
  }
  for (const p of plan.rolls) {
    if (p.type === 'template') {
      const t = templateOdds(p, rules);
      rolls.push(t);
      // A Dodged ARO template is in the joint above.
      if (t.type === 'template' && !(p.activeDodges === true && p.dodge !== null))
        note(templateSides(p).target, t.total - t.hitCount, t.total);
    } else if (p.type === 'ftf' && p.activeDodges === true) {
      const odds = ftfOdds(oddsSideOf(p.activeSide), oddsSideOf(p.reactiveSide), rules);
      rolls.push({ type: 'ftf', plan: p, odds });
      // A successful Dodge hits nobody (docs/rules.md §1.5).
      note(p.reactive, odds.total, odds.total);
    } else if (p.type === 'ftf') {
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
      const target = normalTarget(p);
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

/** One d20 class of a side that keeps its best die: its rank and how many tuples give it. */
interface BestClass {
  /** 0 a failure, the value of a plain success, CRIT_RANK a critical. */
  readonly rank: number;
  readonly count: bigint;
}

/** Above every plain success value: one die against one, a critical beats them all. */
const CRIT_RANK = 100;
/** Between a failure (0) and the lowest success (1): a template hits only a failed Dodge. */
const TEMPLATE_RANK = 0.5;

/**
 * The best kept die of a burst-1 side with Special Dice, by class (a failure, a plain
 * success of each value, a critical): counts over 20^dice. Tuples whose best die is class
 * c number cum(c)^n - cum(c-1)^n, with classes in keep order (docs/rules.md §7.1).
 */
function bestClasses(side: Side | null, rules: DiceRules): BestClass[] {
  // A Direct Template (§8.9): no die; it beats a failed Dodge and nothing else.
  if (side === null) return [{ rank: TEMPLATE_RANK, count: 1n }];
  const n = BigInt(diceRolled(side));
  if (isAutoFail(side.sv.sv)) return [{ rank: 0, count: 20n ** n }];
  const faces = new Map<number, number>();
  for (let roll = 1; roll <= 20; roll++) {
    const d = classifyDie(side.sv.sv, roll, rules.highSv);
    const rank = d.result === 'crit' ? CRIT_RANK : d.result === 'success' ? d.value : 0;
    faces.set(rank, (faces.get(rank) ?? 0) + 1);
  }
  const out: BestClass[] = [];
  let cum = 0n;
  for (const [rank, count] of [...faces].sort((x, y) => x[0] - y[0])) {
    const next = cum + BigInt(count);
    out.push({ rank, count: next ** n - cum ** n });
    cum = next;
  }
  return out;
}

/** The rank of one die (as bestClasses ranks a class) at this SV. */
function rankOf(sv: number, face: number, rules: DiceRules): number {
  if (isAutoFail(sv)) return 0;
  const d = classifyDie(sv, face, rules.highSv);
  return d.result === 'crit' ? CRIT_RANK : d.result === 'success' ? d.value : 0;
}

/** Above this many Dodge dice, differing SVs are read at the first one's (20^3 tuples). */
const DODGE_TUPLES_MAX_DICE = 3;

/**
 * The one Dodge's dice as cases (docs/rules.md §8.7): each with how many tuples give it and
 * the rank of its best die against each ARO. One Dodge die, read at each ARO's own SV (its
 * MODs may differ: Martial Arts of one ARO, a template's Dodge MOD): when the SVs agree,
 * the cases are the classes of the best die; otherwise every tuple of faces is read at each
 * SV (up to DODGE_TUPLES_MAX_DICE dice; beyond, at the first SV, and `exact` is false).
 */
export function dodgeRanks(
  dodge: Side | readonly Side[],
  aros: number,
  rules: DiceRules,
): { cases: { count: bigint; ranks: number[] }[]; total: bigint; exact: boolean } {
  const sides = Array.isArray(dodge) ? (dodge as readonly Side[]) : [dodge as Side];
  const first = sides[0];
  invariant(first !== undefined, 'a Dodge needs its side');
  const n = diceRolled(first);
  const total = 20n ** BigInt(n);
  const svs = Array.from({ length: aros }, (_, i) => (sides[i] ?? first).sv.sv);
  const same = svs.every((v) => v === first.sv.sv);
  if (same || n > DODGE_TUPLES_MAX_DICE) {
    const cases = bestClasses(first, rules).map((c) => ({
      count: c.count,
      ranks: svs.map(() => c.rank),
    }));
    return { cases, total, exact: same };
  }
  // Each SV's rank of each face, once: the tuples only look them up.
  const table = svs.map((sv) => Array.from({ length: 20 }, (_, i) => rankOf(sv, i + 1, rules)));
  const byKey = new Map<string, { count: bigint; ranks: number[] }>();
  const faces = new Array<number>(n).fill(1);
  for (;;) {
    const ranks = table.map((row) => faces.reduce((best, f) => Math.max(best, row[f - 1] ?? 0), 0));
    const key = ranks.join(',');
    const known = byKey.get(key);
    if (known === undefined) byKey.set(key, { count: 1n, ranks });
    else known.count += 1n;
    let j = 0;
    while (j < n && faces[j] === 20) faces[j++] = 1;
    if (j === n) break;
    faces[j] = (faces[j] ?? 0) + 1;
  }
  return { cases: [...byKey.values()], total, exact: true };
}

/**
 * Exact chance that a Dodging active trooper is hit by none of the AROs it Dodges with one
 * roll (docs/rules.md §8.7): over the Dodge's dice (dodgeRanks), each ARO independently.
 * One die against one (§1.4): the higher class wins, equal classes (two criticals, two
 * equal values, two failures) cancel, so an ARO hits exactly when its class is higher.
 * `dodge`: the Dodge's side, or its side against each ARO in order.
 */
export function sharedDodgeMiss(
  dodge: Side | readonly Side[],
  aros: readonly (Side | null)[],
  rules: DiceRules,
): { missCount: bigint; total: bigint } {
  const aroClasses = aros.map((r) => bestClasses(r, rules));
  const d = dodgeRanks(dodge, aros.length, rules);
  let missCount = 0n;
  for (const a of d.cases) {
    let product = a.count;
    for (const [i, classes] of aroClasses.entries()) {
      const rank = a.ranks[i] ?? 0;
      product *= classes.reduce((sum, r) => (r.rank > rank ? sum : sum + r.count), 0n);
    }
    missCount += product;
  }
  const total = aros.reduce((t, s) => (s === null ? t : t * 20n ** BigInt(diceRolled(s))), d.total);
  return { missCount, total };
}

/** One class of the Dodge's best die, and what each ARO's roll leaves standing given it. */
export interface DodgeCase {
  /** Dodge dice (over 20^dice) whose best die is this class. */
  readonly count: bigint;
  /** Per ARO, in order: its standing outcomes given this Dodge class, over its own total. */
  readonly standing: readonly (readonly { hits: number; crits: number; count: bigint }[])[];
}

/**
 * The Dodge's classes and, given each, every ARO's standing hit (docs/rules.md §8.7): a
 * burst-1 ARO that wins has one success standing, a plain hit or a critical. The casualties
 * of a Dodging trooper are a mixture over these cases, not a product of the rolls.
 */
export function dodgeCases(
  dodge: Side | readonly Side[],
  aros: readonly (Side | null)[],
  rules: DiceRules,
): { cases: DodgeCase[]; total: bigint; aroTotals: bigint[] } {
  const aroClasses = aros.map((r) => bestClasses(r, rules));
  const d = dodgeRanks(dodge, aros.length, rules);
  const cases = d.cases.map((a) => ({
    count: a.count,
    standing: aroClasses.map((classes, i) => {
      const above = classes.filter((r) => r.rank > (a.ranks[i] ?? 0));
      const sum = (xs: BestClass[]) => xs.reduce((n, r) => n + r.count, 0n);
      const plain = sum(above.filter((r) => r.rank < CRIT_RANK));
      const crit = sum(above.filter((r) => r.rank === CRIT_RANK));
      return [
        { hits: 1, crits: 0, count: plain },
        { hits: 0, crits: 1, count: crit },
      ].filter((o) => o.count > 0n);
    }),
  }));
  return {
    cases,
    total: d.total,
    aroTotals: aros.map((r) => (r === null ? 1n : 20n ** BigInt(diceRolled(r)))),
  };
}
