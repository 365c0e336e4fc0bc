/**
 * One order's rolls between an active trooper and its reactive enemies (docs/rules.md §1.5):
 * the active trooper splits its burst between targets; every target that also acts
 * against it makes a separate F2F roll against the dice assigned to it; where only one
 * side acts on the other, that side makes a Normal roll; every ARO has burst 1.
 */
import { diceRolled, sideOf, successValue, withSpecialDice, type Side } from '../roll/dice.js';
import { err, inputError, ok, type Result } from '../result.js';
import { findSkill, CATALOGUE } from '../order/catalogue.js';
import { ARO_BURST } from '../roll/resolve.js';
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
import { type ModRules, type RollKind } from '../rules/mods.js';
import { type Action, type EngagementInput } from './schema.js';
import { type EngagementPlan, type PlannedRoll } from './planned.js';
import { DODGE_TUPLES_MAX_DICE, dodgedAros } from './dodge.js';

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
