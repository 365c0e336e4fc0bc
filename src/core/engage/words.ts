/**
 * docs/rules.md §8 in one order: the troopers' words (`"with"`) and the zones (`"zone"`)
 * through the MOD engine, roll by roll, after the plan (plan.ts) has said who rolls what.
 */
import type { Side } from '../roll/dice.js';
import { err, inputError, ok, type Result } from '../result.js';
import { isModItem, resolveMods, type TrooperMods } from '../mods/engine.js';
import { parseWords } from '../mods/words.js';
import type { Choices } from '../mods/choices.js';
import type { ModRules, RollKind } from '../rules/mods.js';
import type { Action, EngagementInput } from './schema.js';
import { pairKey, type EngagementPlan, type PairSave, type PlannedRoll } from './planned.js';
import { DODGE_TUPLES_MAX_DICE, dodgedAros } from './dodge.js';
import { diceRolled } from '../roll/dice.js';
import { templateSides } from './sides.js';

const at = (path: string) => ({ kind: 'path', path }) as const;

const ANSWER_ROLL = {
  attack: 'bs',
  dodge: 'dodge',
  reset: 'reset',
  none: null,
} as const satisfies Record<Action, RollKind | null>;

type SaveMods = NonNullable<EngagementPlan['saveMods']>;

/** What every roll of the pass reads, and what it gathers (damage bonuses, save MODs). */
interface Pass {
  readonly rules: ModRules;
  readonly zones: NonNullable<EngagementInput['zone']>;
  readonly choices: Choices;
  /** The active trooper makes a CC Attack; these are its targets. */
  readonly cc: boolean;
  readonly targeted: ReadonlySet<string>;
  readonly activeWords: readonly string[];
  readonly reactiveWords: ReadonlyMap<string, readonly string[]>;
  readonly quiet: ReadonlyMap<string, readonly string[]>;
  readonly note: (w: string) => void;
  readonly damageBonus: Record<string, number>;
  readonly saveMods: Record<string, SaveMods[string]>;
  readonly pairSaves: Record<string, PairSave>;
}

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

/** Every trooper's words, checked against the edition's catalogue. */
function wordsOf(
  input: EngagementInput,
  rules: ModRules,
): Result<{ active: string[]; reactive: Map<string, string[]> }> {
  const wordsAt = (texts: readonly string[] | undefined, path: string): Result<string[]> => {
    const w = parseWords(rules, texts ?? [], `"with"`);
    return w.ok ? w : err({ ...w.error, at: at(path) });
  };
  const active = wordsAt(input.active.with, 'active.with');
  if (!active.ok) return active;
  const reactive = new Map<string, string[]>();
  for (const [i, r] of input.reactive.entries()) {
    const w = wordsAt(r.with, `reactive[${i}].with`);
    if (!w.ok) return w;
    reactive.set(r.name, w.value);
  }
  return ok({ active: active.value, reactive });
}

/** A side as the MOD engine takes it: its typed MODs but the cover one (the situation). */
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

/** The engine's warnings by trooper, but of a word filled from game data (`quiet`). */
function noteMods(
  pass: Pass,
  out: { readonly warnings: readonly { side: string; word?: string; message: string }[] },
  roll: { readonly active: string; readonly reactive: string },
): void {
  for (const w of out.warnings) {
    const who = w.side === 'active' ? roll.active : roll.reactive;
    if (w.word === undefined || !(pass.quiet.get(who) ?? []).includes(w.word))
      pass.note(`${who}: ${w.message}`);
  }
}

/**
 * A template's owner makes no roll; the target's Dodge is a Normal PH roll (§8.7). The
 * template is still a BS Attack (§10.9), as in a one-to-one question: the saves its hits
 * cause take the target's own words (N5 Nanoscreen +3, N4 Nanoscreen's cover, §10.12) and
 * the owner's SR-X (§10.1).
 */
function templateRoll(pass: Pass, p: PlannedRoll & { type: 'template' }): PlannedRoll {
  const rWords = pass.reactiveWords.get(p.reactive) ?? [];
  const byActive = p.by === 'active';
  const owner = {
    ...trooper(null, null, byActive ? pass.activeWords : rWords),
    roll: 'bs' as const,
    template: true,
  };
  const targetWords = byActive ? rWords : pass.activeWords;
  const target =
    p.dodge === null ? trooper(null, null, targetWords) : trooper(p.dodge, 'dodge', targetWords);
  const out = resolveMods({
    rules: pass.rules,
    active: byActive ? owner : target,
    reactive: byActive ? target : owner,
    ftf: false,
    zones: pass.zones,
    choices: pass.choices,
  });
  const sides = templateSides(p);
  gather(pass, [[sides.attacker, sides.target, byActive ? out.active : out.reactive]]);
  // Without a Dodge nothing is rolled: nothing to warn about.
  if (p.dodge === null) return p;
  noteMods(pass, out, p);
  const m = byActive ? out.reactive : out.active;
  return { ...p, dodge: m?.side ?? p.dodge };
}

/** The damage bonus and the save MOD each trooper's hits carry (§8.6, §10.1). */
function gather(
  pass: Pass,
  named: readonly (readonly [string, string, ReturnType<typeof resolveMods>['active'] | null])[],
): void {
  const choiceOf = (id: 'sr-ph' | 'sr-immunity'): string | undefined =>
    pass.choices[id] ?? pass.rules.choices.find((c) => c.id === id)?.default;
  for (const [name, target, m] of named) {
    if (m !== null && m.damageBonus > 0) pass.damageBonus[name] = m.damageBonus;
    // The target's own save words (§10.12), for this attacker's hits only.
    const all = m?.targetSaveMods ?? [];
    const bonus = all.filter((b) => b.vsState === undefined);
    // Cube 2.0 (§10.11): only against a Sepsitor, which the damage side knows.
    const vs = all.filter((b) => b.vsState === 'sepsitorized');
    const pair = {
      ...(bonus.length === 0
        ? {}
        : {
            bonus: {
              value: bonus.reduce((n, b) => n + b.value, 0),
              from: bonus.map((b) => b.word).join('+'),
            },
          }),
      ...(vs.length === 0
        ? {}
        : {
            sepsitorBonus: {
              value: vs.reduce((n, b) => n + b.value, 0),
              from: vs.map((b) => b.word).join('+'),
            },
          }),
      ...(m?.coverSave == null ? {} : { cover: m.coverSave.cover }),
    };
    if (Object.keys(pair).length > 0) pass.pairSaves[pairKey(name, target)] = pair;
    if (m !== null && m.saveMod !== 0)
      pass.saveMods[name] = {
        value: m.saveMod,
        from: m.saveMods.map((x) => x.word).join('+'),
        ph: choiceOf('sr-ph') !== 'no',
        immune: choiceOf('sr-immunity') !== 'no',
      };
  }
}

/** A Face-to-Face or Normal roll with its troopers' MODs: one roll, or two (Berserk). */
function attackRoll(
  pass: Pass,
  p: PlannedRoll & { type: 'ftf' | 'normal' },
): Result<PlannedRoll[]> {
  const rWords = pass.reactiveWords.get(p.reactive) ?? [];
  const aSide = p.type === 'ftf' ? p.activeSide : p.roller === 'active' ? p.side : null;
  const rSide = p.type === 'ftf' ? p.reactiveSide : p.roller === 'reactive' ? p.side : null;
  const dodging =
    (p.type === 'ftf' && p.activeDodges === true) ||
    (p.action === 'dodge' && p.type === 'normal' && p.roller === 'active');
  const aRoll: RollKind = dodging ? 'dodge' : pass.cc ? 'cc' : 'bs';
  // A target of a CC Attack answers it in CC (§8.6); anyone else shoots.
  const rRoll =
    p.action === 'attack' && pass.cc && pass.targeted.has(p.reactive)
      ? 'cc'
      : ANSWER_ROLL[p.action];
  const out = resolveMods({
    rules: pass.rules,
    // The cover a side's roll had is the other trooper's Partial Cover (§6.2).
    active: { ...trooper(aSide, aRoll, pass.activeWords), cover: covered(rSide) },
    reactive: { ...trooper(rSide, rRoll, rWords), cover: covered(aSide) },
    ftf: p.type === 'ftf',
    zones: pass.zones,
    choices: pass.choices,
  });
  noteMods(pass, out, p);
  gather(pass, [
    [p.active, p.reactive, out.active],
    [p.reactive, p.active, out.reactive],
  ]);
  const sideOfMods = (s: Side | null, m: typeof out.active): Result<Side | null> => {
    if (s === null || m === null) return ok(s);
    if (m.blocked !== null)
      return err(
        inputError(`${s === aSide ? p.active : p.reactive} cannot roll: ${m.blocked}`, at('zone')),
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
    return ok([
      { type: 'normal', ...both, roller: 'active', side: a.value ?? p.activeSide },
      { type: 'normal', ...both, roller: 'reactive', side: r.value ?? p.reactiveSide },
    ]);
  }
  if (p.type === 'ftf')
    return ok([
      { ...p, activeSide: a.value ?? p.activeSide, reactiveSide: r.value ?? p.reactiveSide },
    ]);
  return ok([{ ...p, side: (p.roller === 'active' ? a.value : r.value) ?? p.side }]);
}

/**
 * docs/rules.md §8: the troopers' words (`"with"`) and the zones (`"zone"`) through the
 * MOD engine, roll by roll. Each side's typed MODs stay; the cover MOD (§6.2) is taken
 * back out and given to the engine as the situation, so that Marksmanship can ignore it.
 * Berserk turns a CC Face-to-Face roll into two Normal rolls (§8.6); a Dodge against a
 * Direct Template takes that choice's MOD (§8.7).
 */
export function withWords(
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
  const words = wordsOf(input, rules);
  if (!words.ok) return words;
  const warnings = [...plan.warnings];
  const pass: Pass = {
    rules,
    zones,
    choices,
    cc: input.active.cc === true,
    targeted: new Set(input.active.targets.map((t) => t.name)),
    activeWords: words.value.active,
    reactiveWords: words.value.reactive,
    quiet,
    note: (w) => {
      if (!warnings.includes(w)) warnings.push(w);
    },
    damageBonus: {},
    saveMods: {},
    pairSaves: {},
  };
  const rolls: PlannedRoll[] = [];
  for (const p of plan.rolls) {
    if (p.type === 'template') {
      rolls.push(templateRoll(pass, p));
      continue;
    }
    const r = attackRoll(pass, p);
    if (!r.ok) return r;
    rolls.push(...r.value);
  }
  const { damageBonus, saveMods, pairSaves } = pass;
  return ok({
    ...planned,
    rolls: oneDodge(rolls, pass.note),
    warnings,
    ...(Object.keys(damageBonus).length > 0 ? { damageBonus } : {}),
    ...(Object.keys(saveMods).length > 0 ? { saveMods } : {}),
    ...(Object.keys(pairSaves).length > 0 ? { pairSaves } : {}),
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
