/**
 * The MOD engine (docs/rules.md §1.1, §8): both troopers' words and the situation in,
 * each side's audited MOD list out, with burst, Special Dice and damage changes, then the
 * ±12 cap after all of them. Everything an edition changes is in its catalogue
 * (src/core/rules/mods.ts); nothing here asks which edition it is.
 */
import { invariant } from '../result.js';
import type { Side, SuccessValue } from '../roll/dice.js';
import type { Mod } from '../roll/spec.js';
import {
  ANY_ROLL,
  LOF_ROLLS,
  ROLL_NAMES,
  type ChoiceId,
  type DiceEffect,
  type Effect,
  type IgnoreEffect,
  type ModEffect,
  type ModRules,
  type ModTag,
  type ProgramRow,
  type RangeBand,
  type RollKind,
  type SaveTrait,
  type SightEffect,
  type Turn,
  type WordEntry,
  type Zone,
} from '../rules/mods.js';
import { lookupProgram, lookupWord } from './words.js';

/** Where a MOD comes from (JSON `mods.list[].source`). */
export type ModSource = 'skill' | 'situation' | 'range' | 'typed';

/** One row of a side's audited MOD list: a `Mod` with its reason. */
export interface ModItem extends Mod {
  readonly source: ModSource;
  readonly tag: ModTag;
  /** The word behind a skill MOD, and whose it is: the roller's own or its enemy's. */
  readonly word?: string;
  readonly from?: 'own' | 'enemy';
  /** The value before a reduction or an ignore (then `value` is what counts). */
  readonly base?: number;
  readonly reducedBy?: string;
  readonly ignoredBy?: string;
  /** Why it is there, when the label does not say it ("LoF by msv1"). */
  readonly note?: string;
}

/** A change to burst, Special Dice or damage, with the word that makes it. */
export interface DiceChange {
  readonly word: string;
  readonly label: string;
  readonly mode: 'add' | 'set';
  readonly value: number;
}

/** One trooper as the engine sees it. `roll: null` = it makes no roll (a Normal roll's target). */
export interface TrooperMods {
  readonly attribute: number;
  readonly burst: number;
  readonly sd?: number;
  readonly roll: RollKind | null;
  /** Canonical words (see parseWords). */
  readonly words?: readonly string[];
  /** In Partial Cover (§8.2): -3 to the enemy's rolls that need LoF, +3 to its saves. */
  readonly cover?: boolean;
  /** The range MOD of its weapon at this distance, or beyond the last band (§8.1). */
  readonly range?: number | 'out';
  /** MODs the user typed (`13-3`, `--mod cover=-3`). */
  readonly typed?: readonly Mod[];
  /** It attacks with a Direct Template Weapon: no roll of its own (§8.9). */
  readonly template?: boolean;
  /** The hacking program it runs (a name from `parseProgram`), §8.8. */
  readonly program?: string;
  /**
   * Its distance to the other trooper, in cm (`--range`). Read only by range charts of
   * their own (Suppressive Fire, Discover) and by reaches (Suppressive Fire's 24"), §8.1,
   * §8.9; a weapon's band comes as `range` or a typed MOD. Absent: the other's distance.
   */
  readonly distance?: number;
}

export interface ModsInput {
  readonly rules: ModRules;
  readonly active: TrooperMods;
  readonly reactive: TrooperMods;
  /** The rolls are Face-to-Face (both sides roll against each other). */
  readonly ftf: boolean;
  /** Visibility zones on the line of fire; only the worst counts (§8.4). */
  readonly zones?: readonly Zone[];
  /** Answers to §8's NOT CONFIRMED points; absent = the catalogue's default. */
  readonly choices?: Readonly<Partial<Record<ChoiceId, string>>>;
}

/** What one side's roll comes to: a `Side` (as the odds engine reads it) and its reasons. */
export interface SideMods {
  readonly roll: RollKind;
  readonly side: Side & { readonly sv: SuccessValue & { readonly mods: readonly ModItem[] } };
  readonly list: readonly ModItem[];
  readonly burstChanges: readonly DiceChange[];
  readonly sdChanges: readonly DiceChange[];
  /** Added to the CC weapon's PH Damage (N4 Martial Arts, §8.6). */
  readonly damageChanges: readonly DiceChange[];
  readonly damageBonus: number;
  /**
   * SR-X on the saves this roll's hits cause (docs/rules.md §10.1): the words and their
   * sum (-1, -2; 0 without).
   */
  readonly saveMods: readonly { readonly word: string; readonly value: number }[];
  readonly saveMod: number;
  /**
   * The target's words that change the saves this roll's hits cause (N5 Nanoscreen +3,
   * Firewall +3, §10.12): they ride on the hits as SR-X does.
   */
  readonly targetSaveMods: readonly {
    readonly word: string;
    readonly value: number;
    /** Only against hits whose failed save is this state (Cube 2.0 vs Sepsitor, §10.11). */
    readonly vsState?: 'sepsitorized';
  }[];
  /** It cannot roll at all (no LoF through Zero Visibility, beyond the last range band). */
  readonly blocked: string | null;
  /** The trooper's own word that blocks it (White Noise blinds MSV and Marksmanship). */
  readonly blockedBy: string | null;
  /** The word that denies the target its cover's save bonus (Marksmanship), if any. */
  readonly noCoverSave: string | null;
  /**
   * The target's own word that sets its cover for the saves this roll's hits cause
   * (§10.12): N4 Nanoscreen puts it in cover, N5 No Cover takes its cover away.
   */
  readonly coverSave: { readonly word: string; readonly cover: boolean } | null;
  /** The hacking program of this roll (§8.8): its damage, ammunition and effect. */
  readonly program: ProgramRow | null;
}

export interface ModWarning {
  readonly side: Turn;
  readonly word?: string;
  readonly message: string;
}

export interface ModsOutcome {
  readonly active: SideMods | null;
  readonly reactive: SideMods | null;
  /** Face-to-Face after the words (Berserk turns it into Normal rolls). */
  readonly ftf: boolean;
  /** The word that turned a Face-to-Face roll into Normal rolls. */
  readonly normalBy: string | null;
  /** Save traits of each trooper (§6.4), for the damage domain. */
  readonly saves: Readonly<Record<Turn, readonly SaveTrait[]>>;
  readonly warnings: readonly ModWarning[];
  /** A word or a roll of these reads the distance (own range chart, a reach). */
  readonly usesDistance: boolean;
}

interface Owned<E extends Effect> {
  readonly word: string;
  readonly effect: E;
}

interface Ctx {
  readonly rules: ModRules;
  readonly choices: Readonly<Partial<Record<ChoiceId, string>>>;
  readonly ftf: boolean;
  readonly zones: readonly Zone[];
}

interface Party {
  readonly turn: Turn;
  readonly t: TrooperMods;
  readonly entries: readonly WordEntry[];
  readonly effects: readonly Owned<Effect>[];
  readonly byKind: ReadonlyMap<Effect['kind'], Owned<Effect>[]>;
  readonly program: ProgramRow | null;
}

const choiceOf = (ctx: Pick<Ctx, 'rules' | 'choices'>, id: ChoiceId): string => {
  const row = ctx.rules.choices.find((c) => c.id === id);
  return ctx.choices[id] ?? row?.default ?? '';
};

/** A word's effects, its variants resolved by the choices. */
/** A word's effects per combination of its choices: the same few lists on every call. */
const effectCache = new WeakMap<WordEntry, Map<string, readonly Effect[]>>();

function effectsOf(ctx: Pick<Ctx, 'rules' | 'choices'>, entry: WordEntry): readonly Effect[] {
  const variants = entry.variants ?? [];
  if (variants.length === 0) return entry.effects;
  const values = variants.map((v) => choiceOf(ctx, v.choice));
  const key = values.join('|');
  let byKey = effectCache.get(entry);
  if (byKey === undefined) {
    byKey = new Map();
    effectCache.set(entry, byKey);
  }
  const known = byKey.get(key);
  if (known !== undefined) return known;
  const chosen = variants.flatMap((v, i) => v.effects[values[i] ?? ''] ?? []);
  const all = [...entry.effects, ...chosen];
  byKey.set(key, all);
  return all;
}

function partyOf(ctx: Pick<Ctx, 'rules' | 'choices'>, turn: Turn, t: TrooperMods): Party {
  const entries = (t.words ?? []).map((w) => {
    const entry = lookupWord(ctx.rules, w);
    invariant(entry !== undefined, `word "${w}" is not in the catalogue (parseWords first)`);
    return entry;
  });
  const words = entries.flatMap((e) =>
    effectsOf(ctx, e).map((effect) => ({ word: e.word, effect })),
  );
  const program = t.program === undefined ? null : (lookupProgram(ctx.rules, t.program) ?? null);
  invariant(t.program === undefined || program !== null, `program "${t.program ?? ''}" unknown`);
  const effects = program === null ? words : [...words, ...programEffects(program, turn)];
  return { turn, t, entries, effects, byKind: bucket(effects), program };
}

/**
 * `p` without the effects of its words that the other trooper denies it while `p` makes
 * that roll (N4 Natural Born Warrior: no Martial Arts against it, §10.6).
 */
function denied(p: Party, other: Party): Party {
  const roll = p.t.roll;
  const families = new Set(
    ofKind(other, 'deny')
      .filter(({ effect }) => roll !== null && effect.enemyRolls.includes(roll))
      .flatMap(({ effect }) => effect.families),
  );
  if (families.size === 0) return p;
  const gone = new Set(p.entries.filter((e) => families.has(e.family)).map((e) => e.word));
  if (gone.size === 0) return p;
  const effects = p.effects.filter((o) => !gone.has(o.word));
  return { ...p, effects, byKind: bucket(effects) };
}

/** A program as effects (§8.8): its Attack MOD, its opponent MOD in F2F, its burst. */
function programEffects(p: ProgramRow, turn: Turn): Owned<Effect>[] {
  const label = p.name.toLowerCase();
  const effects: Effect[] = [
    {
      kind: 'mod',
      on: 'own',
      value: p.attack,
      label,
      tag: 'program',
      rolls: ['hack'],
      when: 'always',
    },
    {
      kind: 'mod',
      on: 'enemy',
      value: p.opponent,
      label,
      tag: 'program',
      rolls: ANY_ROLL,
      when: 'ftf',
      ownerRolls: ['hack'],
    },
    {
      kind: 'burst',
      mode: 'set',
      value: turn === 'active' ? p.burst : p.aroBurst,
      label,
      rolls: ['hack'],
    },
  ];
  return effects.map((effect) => ({ word: label, effect }));
}

const ofKind = <K extends Effect['kind']>(
  p: Party,
  kind: K,
): readonly Owned<Extract<Effect, { kind: K }>>[] =>
  (p.byKind.get(kind) ?? []).filter(
    (o): o is Owned<Extract<Effect, { kind: K }>> => o.effect.kind === kind,
  );

/** Effects bucketed by kind once per party: the engine asks for one kind at a time. */
function bucket(effects: readonly Owned<Effect>[]): ReadonlyMap<Effect['kind'], Owned<Effect>[]> {
  const byKind = new Map<Effect['kind'], Owned<Effect>[]>();
  for (const o of effects) {
    const list = byKind.get(o.effect.kind);
    if (list === undefined) byKind.set(o.effect.kind, [o]);
    else list.push(o);
  }
  return byKind;
}

/** The distance between two troopers, in cm, when either gives it. */
const distanceOf = (p: Party, q: Party): number | undefined => p.t.distance ?? q.t.distance;

/** Is the victim beyond the reach of a MOD that counts only within a distance (§8.9)? */
const beyondReach = (e: ModEffect, owner: Party, victim: Party): boolean => {
  const d = distanceOf(victim, owner);
  return e.within !== undefined && d !== undefined && d > e.within;
};

/** Does a MOD effect of `owner` reach `victim`'s roll (its own when on 'own')? */
function reaches(e: ModEffect, owner: Party, victim: Party, ftf: boolean, reach = true): boolean {
  if (reach && beyondReach(e, owner, victim)) return false;
  const roll = victim.t.roll;
  if (roll === null || !e.rolls.includes(roll)) return false;
  if (e.when === 'ftf' && !ftf) return false;
  if (e.ownerTurn !== undefined && e.ownerTurn !== owner.turn) return false;
  // N5 Albedo reaches only an enemy with an MSV or Marksmanship (§10.12).
  if (lacks(e, victim) || against(e, victim)) return false;
  if (e.ownerRolls !== undefined) {
    const ownerRoll = owner.t.roll;
    if (ownerRoll === null || !e.ownerRolls.includes(ownerRoll)) return false;
  }
  return true;
}

/** The enemy has a word that voids this effect (a Comms Attack against Nanoscreen, §10.12). */
const against = (e: { readonly notAgainst?: readonly string[] }, enemy: Party): boolean =>
  e.notAgainst?.some((w) => (enemy.t.words ?? []).includes(w)) === true;

/** The enemy lacks every word this effect needs (Firewall's +3 needs a Comms Attack, §10.12). */
const lacks = (e: { readonly enemyWords?: readonly string[] }, enemy: Party): boolean =>
  e.enemyWords !== undefined && !e.enemyWords.some((w) => (enemy.t.words ?? []).includes(w));

const diceApplies = (e: DiceEffect, p: Party, roll: RollKind): boolean =>
  e.rolls.includes(roll) && (e.ownerTurn === undefined || e.ownerTurn === p.turn);

/** An ignore that needs the enemy to make one of some rolls (§10.6): does it? */
const enemyRollsMatch = (e: IgnoreEffect, other: Party): boolean =>
  e.enemyRolls === undefined || (other.t.roll !== null && e.enemyRolls.includes(other.t.roll));

/**
 * Does the owner's ARO on this roll let its B MODs count (Total Reaction, Neurocinetics,
 * §10.3)? In the Active Turn B MODs always count.
 */
const bmodsCount = (p: Party, roll: RollKind): boolean =>
  p.turn === 'active' ||
  ofKind(p, 'aro-burst').some(({ effect }) => effect.bmods && effect.rolls.includes(roll));

/** A dice effect that counts on this roll: its rolls, its turn, and a B MOD's turn (§10.3). */
const diceCounts = (e: DiceEffect, p: Party, roll: RollKind): boolean =>
  diceApplies(e, p, roll) && (e.bmod !== true || e.kind !== 'burst' || bmodsCount(p, roll));

/** The best a side's visors and Sixth Sense make of each zone (§8.4). */
function sightOf(p: Party): { sight: SightEffect; by: Partial<Record<keyof SightEffect, string>> } {
  const best: Record<string, number | boolean> = {};
  const by: Partial<Record<keyof SightEffect, string>> = {};
  for (const { word, effect } of ofKind(p, 'sight')) {
    for (const key of ['low', 'poor', 'zero', 'zeroAnswer'] as const) {
      const v = effect[key];
      const had = best[key];
      if (v !== undefined && (typeof had !== 'number' || v > had)) {
        best[key] = v;
        by[key] = word;
      }
    }
    if (effect.whiteNoise === true && best.whiteNoise !== true) {
      best.whiteNoise = true;
      by.whiteNoise = word;
    }
  }
  return { sight: { kind: 'sight', ...best }, by };
}

interface ZoneOutcome {
  readonly item: ModItem | null;
  readonly blocked: string | null;
  /** The roller's own word that blocks it (White Noise), if that is the cause. */
  readonly by?: string;
}

/** The visibility MOD of one zone on `self`'s roll (§8.4). */
function zoneOutcome(ctx: Ctx, zone: Zone, self: Party, other: Party): ZoneOutcome {
  const row = ctx.rules.zones[zone];
  const { sight, by } = sightOf(self);
  const label = row.name.toLowerCase();
  const item = (value: number, base: number, reducer: string | undefined, note?: string) =>
    ({
      label,
      value,
      source: 'situation',
      tag: 'zone',
      ...(reducer !== undefined && value !== base ? { base, reducedBy: reducer } : {}),
      ...(note === undefined ? {} : { note }),
    }) satisfies ModItem;
  // The target of a BS Attack through Zero Visibility answers as if it were Poor.
  const answering = self.turn === 'reactive' && other.t.roll === 'bs';
  if (row.value !== null) {
    const key = zone === 'low' ? 'low' : 'poor';
    const reduced = sight[key];
    return {
      item: item(reduced ?? row.value, row.value, reduced === undefined ? undefined : by[key]),
      blocked: null,
    };
  }
  if (row.onlyForSensors === true) {
    // White Noise: Zero Visibility only for MSV and Marksmanship users, and not reducible.
    if (sight.whiteNoise !== true) return { item: null, blocked: null };
    return answering
      ? {
          item: item(
            ctx.rules.zeroAnswer,
            ctx.rules.zeroAnswer,
            undefined,
            `for ${by.whiteNoise ?? ''}`,
          ),
          blocked: null,
        }
      : {
          item: null,
          blocked: `no Line of Fire through White Noise (${by.whiteNoise ?? ''})`,
          ...(by.whiteNoise === undefined ? {} : { by: by.whiteNoise }),
        };
  }
  if (answering) {
    const base = ctx.rules.zeroAnswer;
    const reduced = sight.zeroAnswer;
    return {
      item: item(
        reduced ?? base,
        base,
        reduced === undefined ? undefined : by.zeroAnswer,
        'answering as Poor',
      ),
      blocked: null,
    };
  }
  if (sight.zero !== undefined) {
    return {
      item: item(sight.zero, sight.zero, undefined, `LoF by ${by.zero ?? ''}`),
      blocked: null,
    };
  }
  return { item: null, blocked: 'no Line of Fire through Zero Visibility' };
}

/** The worst zone on the roll (a roll takes one visibility MOD, §8.4). */
function worstZone(ctx: Ctx, self: Party, other: Party): ZoneOutcome {
  let worst: ZoneOutcome = { item: null, blocked: null };
  for (const zone of ctx.zones) {
    const z = zoneOutcome(ctx, zone, self, other);
    if (worst.blocked !== null) break;
    if (
      z.blocked !== null ||
      (z.item !== null && (worst.item === null || z.item.value < worst.item.value))
    ) {
      worst = z;
    }
  }
  return worst;
}

/** Ignores and reductions of the roller's own words (§8.2-§8.5). */
function audited(item: ModItem, self: Party, other: Party, roll: RollKind): ModItem {
  for (const { word, effect } of ofKind(self, 'ignore')) {
    // '*' spares the MODs the player typed, unless the word takes none at all (§10.14).
    if (!effect.rolls.includes(roll) || item.value === 0) continue;
    if (item.source === 'typed' && effect.typed !== true) continue;
    if (effect.ownerTurn !== undefined && effect.ownerTurn !== self.turn) continue;
    if (effect.fromEnemy === true && item.from !== 'enemy') continue;
    if (!enemyRollsMatch(effect, other)) continue;
    const tagged = effect.tags === '*' || effect.tags.includes(item.tag);
    if (tagged && (effect.negativeOnly !== true || item.value < 0)) {
      return { ...item, value: 0, base: item.base ?? item.value, ignoredBy: word };
    }
  }
  let best: ModItem = item;
  for (const { word, effect } of ofKind(self, 'reduce')) {
    if (effect.tag !== item.tag) continue;
    const row = effect.to.find((r) => r.from === item.value);
    if (row !== undefined && row.to > best.value) {
      best = { ...item, value: row.to, base: item.value, reducedBy: word };
    }
  }
  return best;
}

/**
 * Where a MOD not cumulative with others of its tag meets them (N5 Surprise Attack (CC-6)
 * and (-3), §8.3), only the strongest counts; the others stay in the list at 0, ignored by
 * the word of the one that counts.
 */
function notCumulative(list: readonly ModItem[], alone: ReadonlySet<number>): ModItem[] {
  const out = [...list];
  for (const i of alone) {
    const tag = list[i]?.tag;
    const group = list.flatMap((m, j) => (m.tag === tag && m.value !== 0 ? [j] : []));
    if (group.length < 2) continue;
    const strongest = group.reduce((b, j) =>
      Math.abs(list[j]?.value ?? 0) > Math.abs(list[b]?.value ?? 0) ? j : b,
    );
    const by = list[strongest]?.word ?? tag ?? '';
    for (const j of group) {
      const m = out[j];
      if (j === strongest || m === undefined || m.value === 0) continue;
      out[j] = { ...m, value: 0, base: m.base ?? m.value, ignoredBy: by };
    }
  }
  return out;
}

function diceOf(self: Party, kind: DiceEffect['kind'], roll: RollKind): DiceChange[] {
  const all = ofKind(self, kind).filter(({ effect }) => diceCounts(effect, self, roll));
  // §8.5: a bonus that is never on an Entire Order skill goes when the roll is one.
  const entireOrder = all.some(({ effect }) => effect.entireOrder === true);
  const kept = all.filter(({ effect }) => !(entireOrder && effect.notOnEntireOrder === true));
  // §8.5: in ARO a bonus that does not stack gives way to a larger or equal other 'add'.
  const adds = (skip: DiceEffect): number[] =>
    kept
      .filter(({ effect }) => effect !== skip && effect.mode === 'add')
      .map((x) => x.effect.value);
  return kept
    .filter(
      ({ effect }) =>
        !(
          self.turn === 'reactive' &&
          effect.reactiveNoStack === true &&
          adds(effect).some((v) => v >= effect.value)
        ),
    )
    .map(({ word, effect }) => ({
      word,
      label: effect.label,
      mode: effect.mode,
      value: effect.value,
    }));
}

/**
 * base + every 'add', unless a 'set' says otherwise (Speculative: B1). Adds stop at `cap`
 * (no attack rolls more than B 6, §10.3) but never take away what the base had.
 */
const signedDice = (v: number): string => (v < 0 ? `${v}` : `+${v}`);

function applyChanges(base: number, changes: readonly DiceChange[], cap = Infinity): number {
  const set = changes.find((c) => c.mode === 'set');
  if (set !== undefined) return set.value;
  const sum = changes.reduce((n, c) => n + c.value, base);
  return sum > base ? Math.max(base, Math.min(cap, sum)) : sum;
}

/**
 * The range chart of the roll itself, when it has one: a word's (Suppressive Fire's SF
 * Mode in ARO, §8.9) before the roll's own (Discover, §8.1); null = the weapon's band.
 */
function ownChart(
  ctx: Ctx,
  self: Party,
  roll: RollKind,
): { readonly word?: string; readonly label: string; readonly bands: readonly RangeBand[] } | null {
  for (const { word, effect } of ofKind(self, 'bands')) {
    if (effect.rolls.includes(roll) && (effect.ownerTurn ?? self.turn) === self.turn)
      return { word, label: effect.label, bands: effect.bands };
  }
  return ctx.rules.rollBands[roll] ?? null;
}

/**
 * The target's Partial Cover on this roll (§8.2, §10.12): the -3 it gives the roll, and
 * what its words make of its cover for the saves. N4 Nanoscreen is cover all around (a
 * second cover adds nothing); N5 No Cover and Limited Cover keep the -3 off the roll, No
 * Cover the save bonus too.
 */
function coverOf(
  ctx: Ctx,
  target: Party,
  roller: Party,
  lof: boolean,
): { readonly item: ModItem | null; readonly save: SideMods['coverSave'] } {
  const roll = roller.t.roll;
  const screen = ofKind(target, 'cover').find(
    ({ effect }) => roll !== null && effect.enemyRolls.includes(roll) && !against(effect, roller),
  );
  const denied = ofKind(target, 'cover-denied')[0];
  const inCover = (target.t.cover === true && lof) || screen !== undefined;
  const save =
    denied?.effect.save === true
      ? { word: denied.word, cover: false }
      : screen === undefined
        ? null
        : { word: screen.word, cover: true };
  if (!inCover) return { item: null, save };
  const item: ModItem =
    screen !== undefined && target.t.cover !== true
      ? {
          label: 'cover',
          value: ctx.rules.cover,
          source: 'skill',
          tag: 'cover',
          word: screen.word,
          from: 'enemy',
        }
      : { label: 'cover', value: ctx.rules.cover, source: 'situation', tag: 'cover' };
  return {
    item:
      denied === undefined ? item : { ...item, value: 0, base: item.value, ignoredBy: denied.word },
    save,
  };
}

/**
 * A skill declared only as one roll in one turn (Triangulated Fire, §10.14), here in
 * another: why the side cannot roll with it, or null.
 */
function refusal(self: Party, roll: RollKind): string | null {
  for (const { word, declaredAs: as } of self.entries) {
    if (as === undefined || (as.roll === roll && as.turn === self.turn)) continue;
    const here = self.turn === 'reactive' ? 'in ARO' : `as a ${ROLL_NAMES[roll]}`;
    return `${word} is declared only as ${as.what}, not ${here}`;
  }
  return null;
}

function sideMods(ctx: Ctx, self: Party, other: Party): SideMods | null {
  const roll = self.t.roll;
  if (roll === null) return null;
  const items: ModItem[] = (self.t.typed ?? []).map((m) => ({
    ...m,
    source: 'typed',
    // A range MOD typed or filled from game data (`--mod range=-3`) is the weapon's band.
    tag: m.label?.toLowerCase() === 'range' ? 'range' : 'typed',
  }));
  let blocked: string | null = refusal(self, roll);
  let blockedBy: string | null = null;
  const lof = LOF_ROLLS.includes(roll);
  const chart = ownChart(ctx, self, roll);
  const distance = distanceOf(self, other);

  if (chart !== null && distance !== undefined) {
    // Its own chart replaces the weapon's band (§8.1, §8.9): a typed range MOD counts 0.
    const by = chart.word ?? chart.label;
    for (const [i, m] of items.entries()) {
      if (m.tag === 'range' && m.value !== 0)
        items[i] = { ...m, value: 0, base: m.value, ignoredBy: by };
    }
    const band = chart.bands.find((b) => distance <= b.max);
    if (band === undefined) {
      const last = chart.bands[chart.bands.length - 1]?.max ?? 0;
      if (choiceOf(ctx, 'out-of-range') === 'fail')
        blocked = `beyond the last band of ${chart.label}'s range (${last} cm = ${last / 2.5} in) at ${distance} cm`;
    } else {
      const min = chart.bands[chart.bands.indexOf(band) - 1]?.max ?? 0;
      items.push({
        label: 'range',
        value: band.mod,
        source: 'range',
        tag: 'range',
        ...(chart.word === undefined ? {} : { word: chart.word, from: 'own' as const }),
        note: `${chart.label} ${min}-${band.max} cm`,
      });
    }
  } else if (self.t.range === 'out') {
    if (choiceOf(ctx, 'out-of-range') === 'fail') blocked = 'beyond the last range band';
  } else if (self.t.range !== undefined && lof) {
    items.push({ label: 'range', value: self.t.range, source: 'range', tag: 'range' });
  }
  // Indexes of MODs that are not cumulative with another of their tag (§8.3).
  const alone = new Set<number>();
  for (const p of [self, other]) {
    for (const { word, effect } of ofKind(p, 'mod')) {
      const on = p === self ? 'own' : 'enemy';
      if (effect.on !== on || !reaches(effect, p, self, ctx.ftf) || effect.value === 0) continue;
      if (effect.notCumulative === true) alone.add(items.length);
      items.push({
        label: effect.label,
        value: effect.value,
        source: 'skill',
        tag: effect.tag,
        word,
        from: on,
      });
    }
  }
  const cover = coverOf(ctx, other, self, lof);
  if (cover.item !== null) items.push(cover.item);
  // The target's own zone (N4 Albedo: White Noise around it, §10.12) joins the table's.
  const around = ofKind(other, 'zone-around').map(({ effect }) => effect.zone);
  if (lof && ctx.zones.length + around.length > 0) {
    const z = worstZone({ ...ctx, zones: [...ctx.zones, ...around] }, self, other);
    if (z.item !== null) items.push(z.item);
    if (blocked === null && z.blocked !== null) {
      blocked = z.blocked;
      blockedBy = z.by ?? null;
    }
  }
  if (other.t.template === true && roll === 'dodge') {
    const value = Number(choiceOf(ctx, 'dodge-template'));
    if (value !== 0) {
      items.push({ label: 'dodge vs template', value, source: 'situation', tag: 'dodge' });
    }
  }
  const list = notCumulative(
    items.map((i) => audited(i, self, other, roll)),
    alone,
  );

  const sum = list.reduce((s, m) => s + m.value, 0);
  const capOff = ctx.rules.cap.choice !== null && choiceOf(ctx, ctx.rules.cap.choice) === 'off';
  const cap = ctx.rules.cap.value;
  const applied = capOff ? sum : Math.max(-cap, Math.min(cap, sum));
  const attribute = self.t.attribute;
  const burstChanges = diceOf(self, 'burst', roll);
  const sdChanges = diceOf(self, 'sd', roll);
  const damageChanges = diceOf(self, 'damage', roll);
  const burst = applyChanges(self.t.burst, burstChanges, ctx.rules.burstCap);
  const sd = applyChanges(self.t.sd ?? 0, sdChanges);
  const sv = {
    attribute,
    mods: list,
    sum,
    applied,
    capped: applied !== sum,
    sv: attribute + applied,
  };
  const noCover = ofKind(self, 'no-cover-save').find(({ effect }) => effect.rolls.includes(roll));
  // SR-X (§10.1): on its hits' saves whatever the turn, Normal or F2F.
  const saveMods = ofKind(self, 'save-mod')
    .filter(({ effect }) => effect.rolls.includes(roll))
    .map(({ word, effect }) => ({ word, value: effect.value }));
  // The target's own bonus against such hits (Nanoscreen, Firewall, §10.12).
  const targetSaveMods = ofKind(other, 'save-bonus')
    .filter(
      ({ effect }) =>
        effect.enemyRolls.includes(roll) && !against(effect, self) && !lacks(effect, self),
    )
    .map(({ word, effect }) => ({
      word,
      value: effect.value,
      ...(effect.vsState === undefined ? {} : { vsState: effect.vsState }),
    }));
  // The words behind extra dice, named as the player knows them (§8.5).
  const nameOf = (c: DiceChange): string => lookupWord(ctx.rules, c.word)?.name ?? c.label;
  const from = [
    ...burstChanges.map(
      (c) => (c.mode === 'set' ? `B ${c.value}` : `${signedDice(c.value)} B`) + ` ${nameOf(c)}`,
    ),
    ...sdChanges.map(
      (c) => (c.mode === 'set' ? `SD ${c.value}` : `${signedDice(c.value)} SD`) + ` ${nameOf(c)}`,
    ),
  ];
  const dice = from.length > 0 ? { from } : {};
  return {
    roll,
    side: sd > 0 ? { sv, burst, sd, ...dice } : { sv, burst, ...dice },
    list,
    burstChanges,
    sdChanges,
    damageChanges,
    damageBonus: damageChanges.reduce((n, c) => n + c.value, 0),
    saveMods,
    saveMod: saveMods.reduce((n, m) => n + m.value, 0),
    targetSaveMods,
    blocked,
    blockedBy,
    noCoverSave: noCover?.word ?? null,
    coverSave: cover.save,
    program: roll === 'hack' ? self.program : null,
  };
}

/** Berserk: a CC Face-to-Face roll with it becomes two Normal rolls (§8.6). */
function normalBy(a: Party, r: Party): string | null {
  for (const p of [a, r]) {
    for (const { word, effect } of ofKind(p, 'normal-rolls')) {
      const roll = p.t.roll;
      if (roll !== null && effect.rolls.includes(roll) && (effect.ownerTurn ?? p.turn) === p.turn) {
        return word;
      }
    }
  }
  return null;
}

/** Does a word's effect touch this pair of rolls at all (else: a warning)? */
function touches(o: Owned<Effect>, self: Party, other: Party, ftf: boolean): boolean {
  const e = o.effect;
  const own = self.t.roll;
  switch (e.kind) {
    case 'mod':
      return e.on === 'own' ? reaches(e, self, self, ftf) : reaches(e, self, other, ftf);
    case 'burst':
    case 'sd':
    case 'damage':
      return own !== null && diceCounts(e, self, own);
    case 'aro-burst':
      return own !== null && e.rolls.includes(own) && self.turn === 'reactive';
    case 'deny':
      return other.t.roll !== null && e.enemyRolls.includes(other.t.roll);
    case 'bands':
      return own !== null && e.rolls.includes(own) && (e.ownerTurn ?? self.turn) === self.turn;
    case 'ignore':
      return (
        own !== null &&
        e.rolls.includes(own) &&
        (e.ownerTurn ?? self.turn) === self.turn &&
        enemyRollsMatch(e, other)
      );
    case 'save-bonus':
      return (
        other.t.roll !== null &&
        e.enemyRolls.includes(other.t.roll) &&
        !against(e, other) &&
        !lacks(e, other)
      );
    case 'cover':
      return other.t.roll !== null && e.enemyRolls.includes(other.t.roll) && !against(e, other);
    case 'zone-around':
      return other.t.roll !== null && LOF_ROLLS.includes(other.t.roll);
    case 'cover-denied':
      return other.t.roll !== null && LOF_ROLLS.includes(other.t.roll);
    case 'no-cover-save':
    case 'normal-rolls':
    case 'save-mod':
      return own !== null && e.rolls.includes(own);
    case 'reduce':
    case 'sight':
      return own !== null && LOF_ROLLS.includes(own);
    case 'save':
      return true;
  }
}

function warningsOf(self: Party, other: Party, ftf: boolean): ModWarning[] {
  const out: ModWarning[] = [];
  if (self.program !== null && self.t.roll !== 'hack') {
    out.push({
      side: self.turn,
      message: `${self.program.name} is a hacking program: it changes only a hacking Attack (WIP)`,
    });
  }
  // A MOD that would reach the enemy but for the distance (Suppressive Fire's 24", §8.9).
  for (const { word, effect } of ofKind(self, 'mod')) {
    if (effect.on !== 'enemy' || !beyondReach(effect, self, other)) continue;
    if (!reaches(effect, self, other, ftf, false)) continue;
    const d = distanceOf(other, self) ?? 0;
    out.push({
      side: self.turn,
      word,
      message: `${word}: the enemy at ${d} cm is beyond its reach of ${effect.within ?? 0} cm (${(effect.within ?? 0) / 2.5} in): no ${effect.value} ${effect.label} on its roll`,
    });
  }
  for (const entry of self.entries) {
    if (entry.unconfirmed !== undefined) {
      out.push({ side: self.turn, word: entry.word, message: entry.unconfirmed });
      continue;
    }
    const mine = self.effects.filter((o) => o.word === entry.word);
    if (mine.length === 0 || mine.some((o) => touches(o, self, other, ftf))) continue;
    const rolls = [self.t.roll, other.t.roll]
      .map((r, i) => (r === null ? null : `${i === 0 ? 'its' : 'the enemy'} ${ROLL_NAMES[r]}`))
      .filter((s) => s !== null);
    out.push({
      side: self.turn,
      word: entry.word,
      message: `${entry.word} (${entry.name}) changes nothing in ${rolls.length === 0 ? 'this roll' : rolls.join(' and ')}${ftf ? ' (Face-to-Face)' : ''}: ${entry.summary}`,
    });
  }
  return out;
}

/**
 * Each side's MODs, burst, Special Dice and damage changes for one pair of rolls
 * (docs/rules.md §1.1, §8). Words must come from `parseWords` (an unknown one is a bug).
 */
export function resolveMods(input: ModsInput): ModsOutcome {
  const base = { rules: input.rules, choices: input.choices ?? {} };
  const a0 = partyOf(base, 'active', input.active);
  const r0 = partyOf(base, 'reactive', input.reactive);
  const a = denied(a0, r0);
  const r = denied(r0, a0);
  const berserk = input.ftf ? normalBy(a, r) : null;
  const ctx: Ctx = { ...base, ftf: input.ftf && berserk === null, zones: input.zones ?? [] };
  const savesOf = (p: Party): SaveTrait[] => ofKind(p, 'save').map((o) => o.effect.trait);
  return {
    active: sideMods(ctx, a, r),
    reactive: sideMods(ctx, r, a),
    ftf: ctx.ftf,
    normalBy: berserk,
    saves: { active: savesOf(a), reactive: savesOf(r) },
    warnings: [...warningsOf(a, r, ctx.ftf), ...warningsOf(r, a, ctx.ftf)],
    usesDistance: [a, r].some(
      (p) =>
        ofKind(p, 'bands').length > 0 ||
        ofKind(p, 'mod').some((o) => o.effect.within !== undefined) ||
        (p.t.roll !== null && ctx.rules.rollBands[p.t.roll] !== undefined),
    ),
  };
}

/**
 * How a trooper's ARO burst starts (§10.3): one die, its weapon's whole burst (N4 Total
 * Reaction by default), or that with the weapon's own B MODs ("(+1B)" on the loadout).
 */
export type AroBurst = 'one' | 'full' | 'full-with-mods';

export interface BurstQuestion {
  readonly rules: ModRules;
  readonly choices?: Readonly<Partial<Record<ChoiceId, string>>>;
  /** Canonical words (parseWords, profileWords). */
  readonly words: readonly string[];
  readonly turn: Turn;
  readonly roll: RollKind;
  /** The weapon's burst on its chart. */
  readonly chart: number;
  /** The loadout's B MODs on that weapon ("Missile Launcher (+1B)": 1). */
  readonly weaponMods?: number;
}

export interface SideBurst {
  /** Dice rolled (or templates placed) in that turn. */
  readonly burst: number;
  /** Where it starts before the words' changes. */
  readonly base: number;
  /** How the ARO's burst starts; null in the Active Turn. */
  readonly aro: AroBurst | null;
  readonly changes: readonly DiceChange[];
}

/** How the trooper's ARO on this roll starts (§10.3). */
export function aroBurstOf(q: Omit<BurstQuestion, 'turn' | 'chart' | 'weaponMods'>): AroBurst {
  const p = partyOf({ rules: q.rules, choices: q.choices ?? {} }, 'reactive', {
    attribute: 0,
    burst: 1,
    roll: q.roll,
    words: q.words,
  });
  const full = ofKind(p, 'aro-burst').filter(({ effect }) => effect.rolls.includes(q.roll));
  if (full.length === 0) return 'one';
  return full.some(({ effect }) => effect.bmods) ? 'full-with-mods' : 'full';
}

/**
 * The burst one trooper rolls in a turn with its weapon and words (§10.3): the weapon's
 * chart and loadout B MODs in the Active Turn, one die in ARO unless Total Reaction or
 * Neurocinetics, B MODs only where they act, at most B 6. The MOD engine gives the same
 * number for a roll; this asks it without an opponent (a Direct Template with a burst
 * places that many templates).
 */
export function sideBurst(q: BurstQuestion): SideBurst {
  const weapon = q.chart + (q.weaponMods ?? 0);
  const aro = q.turn === 'reactive' ? aroBurstOf(q) : null;
  const base =
    aro === null || aro === 'full-with-mods'
      ? Math.max(q.chart, Math.min(q.rules.burstCap, weapon))
      : aro === 'full'
        ? q.chart
        : 1;
  const p = partyOf({ rules: q.rules, choices: q.choices ?? {} }, q.turn, {
    attribute: 0,
    burst: base,
    roll: q.roll,
    words: q.words,
  });
  const changes = diceOf(p, 'burst', q.roll);
  return { burst: applyChanges(base, changes, q.rules.burstCap), base, aro, changes };
}

const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

/**
 * One MOD as text shows it, value first as typed MODs always were: "+3 range",
 * "-3 mimetism (-6 -> -3 by msv1)", "0 cover (-3 ignored by marksmanship)",
 * "-6 zero visibility (answering as Poor)".
 */
export function describeItem(item: ModItem): string {
  const head = item.label === null ? signed(item.value) : `${signed(item.value)} ${item.label}`;
  const why =
    item.ignoredBy !== undefined
      ? `${signed(item.base ?? 0)} ignored by ${item.ignoredBy}`
      : item.reducedBy !== undefined
        ? `${signed(item.base ?? 0)} -> ${signed(item.value)} by ${item.reducedBy}`
        : (item.note ?? null);
  return why === null ? head : `${head} (${why})`;
}

/** Is this MOD one of the engine's, with its reason? (Typed MODs from a spec are not.) */
export const isModItem = (m: Mod): m is ModItem => 'source' in m;

/** Any MOD as text: a typed one as "+3 range", an engine's with its reason. */
export const describeMod = (m: Mod): string =>
  describeItem(isModItem(m) ? m : { ...m, source: 'typed', tag: 'typed' });

/**
 * A MOD in JSON (`mods.list[]`): label, value, source, and what it came from, or what
 * reduced or ignored it, when it applies.
 */
export function modJson(m: Mod): Record<string, unknown> {
  if (!isModItem(m)) return { label: m.label, value: m.value, source: 'typed' };
  return {
    label: m.label,
    value: m.value,
    source: m.source,
    ...(m.word === undefined ? {} : { word: m.word, from: m.from }),
    ...(m.base === undefined ? {} : { base: m.base }),
    ...(m.reducedBy === undefined ? {} : { reducedBy: m.reducedBy }),
    ...(m.ignoredBy === undefined ? {} : { ignoredBy: m.ignoredBy }),
    ...(m.note === undefined ? {} : { note: m.note }),
  };
}
