import { describe, expect, it } from 'vitest';
import {
  describeItem,
  resolveMods,
  rollSides,
  type RollRequest,
  type ModsInput,
  type SideMods,
  type TrooperMods,
} from '../../../src/core/mods/index.js';
import { EDITIONS, type EditionId } from '../../../src/core/rules/index.js';
import type { ChoiceId, RollKind, Zone } from '../../../src/core/rules/mods.js';
import { sideOf } from '../../../src/core/roll/dice.js';

const trooper = (roll: RollKind | null, more: Partial<TrooperMods> = {}): TrooperMods => ({
  attribute: 13,
  burst: roll === null ? 1 : 3,
  roll,
  ...more,
});

interface Case {
  readonly ed?: EditionId;
  readonly a: TrooperMods;
  readonly r: TrooperMods;
  readonly ftf?: boolean;
  readonly zones?: Zone[];
  readonly choices?: Partial<Record<ChoiceId, string>>;
}

const run = (c: Case) => {
  const input: ModsInput = {
    rules: EDITIONS[c.ed ?? 'n4'].mods,
    active: c.a,
    reactive: c.r,
    ftf: c.ftf ?? c.r.roll !== null,
    ...(c.zones === undefined ? {} : { zones: c.zones }),
    ...(c.choices === undefined ? {} : { choices: c.choices }),
  };
  return resolveMods(input);
};

const must = (s: SideMods | null): SideMods => {
  if (s === null) throw new Error('no roll');
  return s;
};

describe('worked examples (docs/rules.md §1.1, §1.4, §8.3)', () => {
  it.each(['n4', 'n5'] as const)(
    '%s: Akal (BS 13) vs Hac Tao: mimetism -6, cover -3, range -6 = -15 -> -12, SV 1',
    (ed) => {
      const out = run({
        ed,
        a: trooper('bs', { range: -6 }),
        r: trooper(null, { words: ['mimetism6'], cover: true }),
      });
      const a = must(out.active);
      expect(a.side.sv).toMatchObject({ sum: -15, applied: -12, capped: true, sv: 1 });
      expect(a.list.map((m) => [m.label, m.value, m.source])).toEqual([
        ['range', -6, 'range'],
        ['mimetism', -6, 'skill'],
        ['cover', -3, 'situation'],
      ]);
      expect(out.reactive).toBeNull();
      expect(out.warnings).toEqual([]);
    },
  );

  it('the seed: 13b3 with a typed range=-6 against mimetism6 in cover: SV 1, B3', () => {
    const out = run({
      a: trooper('bs', { typed: [{ label: 'range', value: -6 }] }),
      r: trooper(null, { words: ['mimetism6'], cover: true }),
    });
    const a = must(out.active);
    expect(a.side).toMatchObject({ burst: 3, sv: { sv: 1, sum: -15 } });
    expect(a.list[0]).toMatchObject({ label: 'range', source: 'typed' });
  });

  it('Fusilier (BS 12) vs Zhanshi (BS 11) at 37 cm, both in cover: 0 each side, SV 12 and 11', () => {
    const out = run({
      a: trooper('bs', { attribute: 12, range: 3, cover: true }),
      r: trooper('bs', { attribute: 11, burst: 1, range: 3, cover: true }),
    });
    expect(must(out.active).side.sv).toMatchObject({ sum: 0, sv: 12 });
    expect(must(out.reactive).side.sv).toMatchObject({ sum: 0, sv: 11 });
    expect(out.ftf).toBe(true);
  });

  it('BS 12 with a typed -3: SV 9 (§1.3)', () => {
    const out = run({
      a: trooper('bs', { attribute: 12, typed: [{ label: null, value: -3 }] }),
      r: trooper(null),
    });
    expect(must(out.active).side.sv.sv).toBe(9);
  });
});

/**
 * One row per word and edition: the owner's roll and the enemy's, Normal or F2F, and
 * what each roll's MODs come to (own = the owner's roll, enemy = its enemy's roll).
 * The owner is the active trooper unless `owner: 'reactive'`.
 */
interface Row {
  readonly word: string;
  readonly own: RollKind | null;
  readonly enemy: RollKind | null;
  readonly ftf: boolean;
  readonly ownSum: number | null;
  readonly enemySum: number | null;
  readonly owner?: 'active' | 'reactive';
  readonly burst?: number;
  readonly sd?: number;
  readonly damage?: number;
  readonly warn?: boolean;
  readonly saves?: string[];
  /** SR-X on the saves of the owner's hits (§10.1). */
  readonly saveMod?: number;
}

const row = (
  word: string,
  own: RollKind | null,
  enemy: RollKind | null,
  ftf: boolean,
  ownSum: number | null,
  enemySum: number | null,
  more: Partial<Row> = {},
): Row => ({ word, own, enemy, ftf, ownSum, enemySum, ...more });

const COMMON: Row[] = [
  row('mimetism3', null, 'bs', false, null, -3, { owner: 'reactive' }),
  row('mimetism6', 'bs', 'bs', true, 0, -6, { owner: 'reactive' }),
  row('mimetism6', 'dodge', 'bs', true, 0, -6, { owner: 'reactive' }),
  row('mimetism6', 'cc', 'cc', true, 0, 0, { owner: 'reactive', warn: true }),
  row('surprise3', 'bs', 'bs', true, 0, -3),
  row('surprise6', 'cc', 'dodge', true, 0, -6),
  row('surprise6', 'bs', null, false, 0, null, { warn: true }),
  row('surprise3', 'bs', 'bs', true, 0, 0, { owner: 'reactive', warn: true }),
  row('msv1', 'bs', null, false, 0, null, {}),
  row('msv2', 'cc', null, false, 0, null, { warn: true }),
  row('msv3', 'bs', null, false, 0, null),
  row('marksmanship', 'bs', null, false, 0, null),
  row('impact-template', 'bs', 'bs', true, 0, 0),
  // A Comms Attack: no MOD of its own; the target's Nanoscreen reads it (§10.12).
  row('comms-attack', 'bs', 'bs', true, 0, 0),
  row('sixth-sense', 'bs', 'bs', true, 0, 0),
  row('berserk', 'cc', 'cc', true, 0, 0),
  // Berserk (+3), (+6): the profile's bracket on its own CC Attack, Active Turn only (§10.8).
  row('berserk3', 'cc', 'cc', true, 3, 0),
  row('berserk6', 'cc', 'dodge', true, 6, 0),
  row('suppressive', 'bs', 'bs', true, 0, -3, { owner: 'reactive', burst: 3 }),
  row('suppressive', 'bs', 'bs', false, 0, 0, { owner: 'reactive', burst: 3 }),
  row('suppressive', 'bs', 'bs', true, 0, 0, { warn: true }),
  row('speculative', 'bs', null, false, -6, null, { burst: 1 }),
  row('speculative', 'bs', 'bs', true, 0, 0, { owner: 'reactive', warn: true }),
  // Triangulated Fire (§10.14): its BS roll takes no MOD; refused in ARO (test/cli).
  row('triangulated-fire', 'bs', 'bs', true, 0, 0),
  row('cc-attack3', 'cc', 'cc', true, 0, -3),
  row('cc-attack6', 'cc', 'dodge', true, 0, -6),
  row('cc-attack6', 'cc', 'cc', false, 0, 0, { warn: true }),
  row('cc-attack9', 'cc', 'cc', true, 0, -9),
  row('cc-attack9', 'cc', 'cc', true, 0, -9, { owner: 'reactive' }),
  // Weapon brackets (§10.2): F2F only, the enemy's roll against a CC Attack with it.
  row('para3', 'cc', 'dodge', true, 0, -3),
  row('para6', 'cc', 'cc', true, 0, -6),
  row('para6', 'cc', 'cc', false, 0, 0, { warn: true }),
  row('para9', 'cc', 'cc', true, 0, -9, { owner: 'reactive' }),
  row('para9', 'bs', 'bs', true, 0, 0, { warn: true }),
  row('monofilament3', 'cc', 'cc', true, 0, -3),
  row('cc-weapon3', 'cc', 'dodge', true, 0, -3),
  // B MODs (§10.3): the Active Turn only, unless Total Reaction or Neurocinetics.
  row('cc-attack-b1', 'cc', null, false, 0, null, { burst: 4 }),
  row('cc-attack-b1', 'cc', 'cc', true, 0, 0, { owner: 'reactive', burst: 3, warn: true }),
  row('bs-attack-b1', 'bs', 'bs', true, 0, 0, { owner: 'reactive', burst: 3, warn: true }),
  row('neurocinetics', 'bs', null, false, 0, null, { burst: 1 }),
  row('neurocinetics', 'bs', 'bs', true, 0, 0, { owner: 'reactive', burst: 3 }),
  row('neurocinetics-b1', 'bs', null, false, 0, null, { burst: 1 }),
  row('neurocinetics-b1', 'bs', 'bs', true, 0, 0, { owner: 'reactive', burst: 4 }),
  row('total-reaction', 'bs', 'bs', true, 0, 0, { owner: 'reactive', burst: 3 }),
  row('total-reaction', 'bs', null, false, 0, null, { burst: 3, warn: true }),
  row('cc-allies1', 'cc', 'cc', true, 0, 0, { burst: 4 }),
  row('cc-allies2', 'cc', 'cc', true, 0, 0, { owner: 'reactive', burst: 5 }),
  row('cc-allies3', 'cc', null, false, 0, null, { burst: 6 }),
  // Words whose rules change no roll (§10.10): accepted, never a warning.
  row('guard', 'cc', 'cc', true, 0, 0),
  row('protheion', 'cc', 'cc', true, 0, 0),
  row('cc-attack-plus3', 'cc', 'cc', true, 3, 0),
  row('cc-attack-plus6', 'cc', 'dodge', true, 6, 0),
  row('cc-attack-plus9', 'cc', null, false, 9, null),
  row('bs-attack3', 'bs', 'bs', true, 0, -3),
  row('bs-attack3', 'bs', 'dodge', true, 0, -3),
  row('bs-attack3', 'cc', 'cc', true, 0, 0, { warn: true }),
  row('bs-attack-b1', 'bs', null, false, 0, null, { burst: 4 }),
  row('bs-attack-sd1', 'bs', null, false, 0, null, { sd: 1 }),
  row('ikohl1', 'cc', 'cc', true, 0, -3),
  row('ikohl2', 'cc', 'dodge', true, 0, -6),
  row('ikohl3', 'cc', 'cc', false, 0, 0, { warn: true }),
  // Protheion: no MOD to rolls or saves, and nothing to warn about (§8.6).
  row('protheion', 'cc', 'cc', true, 0, 0),
  row('nwi', null, 'bs', false, null, 0, { owner: 'reactive', saves: ['nwi'] }),
  row('dogged', null, 'bs', false, null, 0, { owner: 'reactive', saves: ['dogged'] }),
  row('immunity-shock', null, 'bs', false, null, 0, {
    owner: 'reactive',
    saves: ['immunity-shock'],
  }),
  row('immunity-crit', null, 'bs', false, null, 0, { owner: 'reactive', saves: ['immunity-crit'] }),
  // §10.11: save traits of the owner in either turn, no MOD of any roll.
  row('remote-presence', null, 'bs', false, null, 0, {
    owner: 'reactive',
    saves: ['remote-presence'],
  }),
  row('remote-presence', 'bs', 'bs', true, 0, 0, { saves: ['remote-presence'] }),
  // §10.12: X Visor lessens its owner's range MODs; here there is none to lessen.
  row('xvisor', 'bs', null, false, 0, null),
];

/** N5 Immunity categories (§10.4): save traits of the owner, no MOD. */
const N5_IMMUNITY_ROWS: Row[] = (
  ['ap', 'arm', 'bts', 'enhanced', 'cont', 'pos', 'imm-b', 'isolated'] as const
).map((k) =>
  row(`immunity-${k}`, null, 'bs', false, null, 0, {
    owner: 'reactive',
    saves: [`immunity-${k}`],
  }),
);

/** Firewall (§10.12), both editions: -X to a hacking Attack at its owner, Normal or F2F. */
const FIREWALL_ROWS: Row[] = [
  row('firewall3', null, 'hack', false, null, -3, { owner: 'reactive' }),
  row('firewall6', 'bs', 'hack', true, 0, -6, { owner: 'reactive' }),
  row('firewall3', 'bs', 'bs', true, 0, 0, { owner: 'reactive', warn: true }),
  // ECM: Hacker (§10.12, choice ecm-hacker): the bracket on the enemy hacking Attack only.
  row('ecm-hacker3', null, 'hack', false, null, -3, { owner: 'reactive' }),
  row('ecm-hacker6', 'bs', 'hack', true, 0, -6, { owner: 'reactive' }),
  row('ecm-hacker3', 'bs', 'bs', true, 0, 0, { owner: 'reactive', warn: true }),
];

const TABLE: Record<EditionId, Row[]> = {
  n4: [
    ...COMMON,
    row('ma1', 'cc', 'cc', true, 0, -3, { damage: 1 }),
    row('ma2', 'cc', 'cc', false, 3, 0, { damage: 1 }),
    row('ma3', 'cc', 'dodge', true, 3, -3, { damage: 2 }),
    row('ma4', 'cc', 'cc', true, 3, -3, { damage: 3 }),
    row('ma5', 'cc', 'cc', true, 3, -3, { damage: 3, burst: 4 }),
    row('ma3', 'bs', 'bs', true, 0, 0, { warn: true }),
    // Every MOD of the table in the Reactive Turn too, the damage MOD included (§8.6).
    row('ma1', 'cc', 'cc', true, 0, -3, { owner: 'reactive', damage: 1 }),
    row('ma3', 'cc', 'cc', true, 3, -3, { owner: 'reactive', damage: 2 }),
    row('ma5', 'cc', 'cc', true, 3, -3, { owner: 'reactive', damage: 3, burst: 4 }),
    row('fireteam2', 'bs', 'bs', true, 0, 0),
    row('fireteam3', 'bs', 'bs', true, 0, 0, { burst: 4 }),
    row('fireteam3', 'discover', null, false, 3, null),
    row('fireteam4', 'bs', 'bs', true, 0, 0, { burst: 4 }),
    row('fireteam5', 'bs', 'bs', true, 1, 0, { burst: 4 }),
    // N4 Berserk makes Normal rolls (§10.8): it acts in a BS roll not at all, in ARO it is
    // still the F2F -> Normal rule's word (no warning).
    row('berserk', 'bs', 'bs', true, 0, 0, { warn: true }),
    row('berserk3', 'cc', 'cc', true, 0, 0, { owner: 'reactive' }),
    // N4 NBW (§10.6): the enemy's CC Attack uses no Martial Arts against it.
    row('nbw', 'cc', 'cc', true, 0, 0),
    row('nbw', 'dodge', 'cc', true, 0, 0),
    row('nbw', 'bs', 'bs', true, 0, 0, { warn: true }),
    row('immunity-total', null, 'bs', false, null, 0, {
      owner: 'reactive',
      saves: ['immunity-total'],
    }),
    row('bioimmunity', null, 'bs', false, null, 0, { owner: 'reactive', saves: ['bioimmunity'] }),
    row('symbiomate', null, 'bs', false, null, 0, {
      owner: 'reactive',
      saves: ['symbiomate', 'immunity-total'],
    }),
    // N4 SymbioBomb (§10.13): its targets' Face-to-Face rolls -3, either turn; not Normal.
    row('symbiobomb', 'bs', 'bs', true, 0, -3),
    row('symbiobomb', 'bs', 'reset', true, 0, -3, { owner: 'reactive' }),
    row('symbiobomb', 'bs', null, false, 0, null, { warn: true }),
    // N4 +X Damage on that attack (§10.1), either turn, Normal or F2F.
    row('bs-attack-dam1', 'bs', null, false, 0, null, { damage: 1 }),
    row('bs-attack-dam2', 'bs', 'bs', true, 0, 0, { owner: 'reactive', damage: 2 }),
    row('bs-attack-dam1', 'cc', 'cc', true, 0, 0, { warn: true }),
    row('cc-attack-dam1', 'cc', 'cc', true, 0, 0, { damage: 1 }),
    row('cc-attack-dam2', 'cc', 'cc', true, 0, 0, { damage: 2 }),
    // N4 Nanoscreen is Partial Cover all around (§10.12): -3 to a BS Attack at it.
    row('nanoscreen', null, 'bs', false, null, -3, { owner: 'reactive' }),
    row('nanoscreen', 'bs', 'bs', true, 0, -3),
    row('nanoscreen', 'cc', 'cc', true, 0, 0, { owner: 'reactive', warn: true }),
    // N4 Albedo: White Noise around it, nothing to a shooter without a visor (§10.12).
    row('albedo', null, 'bs', false, null, 0, { owner: 'reactive' }),
    row('albedo', 'cc', 'cc', true, 0, 0, { owner: 'reactive', warn: true }),
    ...FIREWALL_ROWS,
  ],
  n5: [
    ...COMMON,
    row('combat-instinct', 'bs', 'bs', true, 0, 0),
    row('symbiomate', 'cc', 'cc', true, 0, 0, { saves: ['symbiomate', 'immunity-enhanced'] }),
    row('surprise-cc6', 'cc', 'cc', true, 0, -6),
    // N5.2 (§8.3): Surprise Attack hits only the target's Face-to-Face rolls.
    row('surprise-cc6', 'cc', 'cc', false, 0, 0, { warn: true }),
    row('surprise3', 'bs', 'bs', false, 0, 0, { warn: true }),
    row('surprise-cc6', 'cc', 'dodge', true, 0, 0, { warn: true }),
    row('surprise-cc6', 'bs', 'bs', true, 0, 0, { warn: true }),
    row('ma1', 'cc', 'cc', true, 0, -3),
    row('ma2', 'cc', 'cc', false, 3, 0),
    row('ma3', 'cc', 'cc', true, 3, -3, { sd: 1 }),
    row('ma4', 'cc', 'dodge', true, 3, -3, { burst: 4 }),
    row('ma5', 'cc', 'cc', true, 3, -3, { burst: 4, sd: 1 }),
    row('ma2', 'bs', 'bs', true, 0, 0, { warn: true }),
    row('ma3', 'cc', 'cc', true, 3, -3, { owner: 'reactive', sd: 1 }),
    row('ma5', 'cc', 'cc', true, 3, -3, { owner: 'reactive', burst: 4, sd: 1 }),
    row('fireteam2', 'bs', 'bs', true, 0, 0, { sd: 1 }),
    row('fireteam3', 'dodge', 'bs', true, 1, 0),
    row('fireteam3', 'discover', null, false, 3, null),
    row('fireteam4', 'bs', 'bs', true, 1, 0, { sd: 1 }),
    row('fireteam5', 'bs', null, false, 1, null, { sd: 1 }),
    // N5 Berserk is an ordinary CC Attack (§10.8): nothing to say of it in a BS roll, and
    // its bracket does nothing in ARO.
    row('berserk', 'bs', 'bs', true, 0, 0),
    row('berserk3', 'cc', 'cc', true, 0, 0, { owner: 'reactive', warn: true }),
    // N5 NBW (§10.6): only when it CC-attacks back.
    row('nbw', 'cc', 'cc', true, 0, 0),
    row('nbw', 'dodge', 'cc', true, 0, 0, { warn: true }),
    row('warhorse', 'bs', 'bs', true, 0, 0, { owner: 'reactive' }),
    row('warhorse', 'dodge', 'bs', true, 0, 0, { owner: 'reactive' }),
    ...N5_IMMUNITY_ROWS,
    // SR-X (§10.1): the saves of its hits, either turn, Normal or F2F; no roll MOD.
    row('sr1', 'bs', null, false, 0, null, { saveMod: -1 }),
    row('sr1', 'bs', 'bs', true, 0, 0, { owner: 'reactive', saveMod: -1 }),
    row('sr2', 'bs', 'dodge', true, 0, 0, { saveMod: -2 }),
    row('sr2', 'cc', 'cc', true, 0, 0, { warn: true }),
    row('cc-sr1', 'cc', 'cc', true, 0, 0, { saveMod: -1 }),
    row('cc-sr2', 'cc', null, false, 0, null, { owner: 'reactive', saveMod: -2 }),
    row('cc-attack-dam1', 'cc', 'cc', true, 0, 0, { saveMod: -1 }),
    // N5 Nanoscreen (§10.12): -3 to BS Attack rolls at it, Normal or F2F, either turn.
    row('nanoscreen', null, 'bs', false, null, -3, { owner: 'reactive' }),
    row('nanoscreen', 'dodge', 'bs', true, 0, -3, { owner: 'reactive' }),
    row('nanoscreen', 'bs', 'bs', true, 0, -3),
    row('nanoscreen', 'cc', 'cc', true, 0, 0, { owner: 'reactive', warn: true }),
    // Cube 2.0 (§10.11): no roll MOD; its save +2 rides on a Sepsitor's hits (test/cli).
    row('cube2', null, 'bs', false, null, 0, { owner: 'reactive' }),
    // Albedo reaches only an enemy with an MSV or Marksmanship (test/core/mods/protection).
    row('albedo3', null, 'bs', false, null, 0, { owner: 'reactive', warn: true }),
    row('albedo6', 'bs', 'bs', true, 0, 0, { owner: 'reactive', warn: true }),
    ...FIREWALL_ROWS,
    // No Cover, Limited Cover: what its Partial Cover gives (no cover here: nothing).
    row('no-cover', null, 'bs', false, null, 0, { owner: 'reactive' }),
    row('limited-cover', 'bs', 'bs', true, 0, 0, { owner: 'reactive' }),
  ],
};

describe.each(['n4', 'n5'] as const)('%s catalogue, one row per word', (ed) => {
  it.each(TABLE[ed])('$word: owner $own vs enemy $enemy (F2F $ftf)', (x) => {
    const owner = trooper(x.own, { words: [x.word] });
    const enemy = trooper(x.enemy);
    const reactiveOwns = x.owner === 'reactive';
    const out = run({
      ed,
      a: reactiveOwns ? enemy : owner,
      r: reactiveOwns ? owner : enemy,
      ftf: x.ftf,
    });
    const mine = reactiveOwns ? out.reactive : out.active;
    const theirs = reactiveOwns ? out.active : out.reactive;
    expect(mine?.side.sv.sum ?? null).toBe(x.ownSum);
    expect(theirs?.side.sv.sum ?? null).toBe(x.enemySum);
    if (x.burst !== undefined) expect(mine?.side.burst).toBe(x.burst);
    expect(mine?.side.sd ?? 0).toBe(x.sd ?? 0);
    expect(mine?.damageBonus ?? 0).toBe(x.damage ?? 0);
    expect(mine?.saveMod ?? 0).toBe(x.saveMod ?? 0);
    expect(out.warnings.some((w) => w.word === x.word)).toBe(x.warn ?? false);
    expect(reactiveOwns ? out.saves.reactive : out.saves.active).toEqual(x.saves ?? []);
  });

  it('every word of the catalogue has a row', () => {
    const covered = new Set(TABLE[ed].map((x) => x.word));
    expect(EDITIONS[ed].mods.words.map((w) => w.word).filter((w) => !covered.has(w))).toEqual([]);
  });
});

describe('reductions and ignores (§8.2-§8.5)', () => {
  it('MSV L1 takes Mimetism -6 to -3 and says so', () => {
    const out = run({
      a: trooper('bs', { words: ['msv1'] }),
      r: trooper(null, { words: ['mimetism6'] }),
    });
    const item = must(out.active).list[0];
    expect(item).toMatchObject({ value: -3, base: -6, reducedBy: 'msv1', source: 'skill' });
    expect(item === undefined ? '' : describeItem(item)).toBe('-3 mimetism (-6 -> -3 by msv1)');
  });

  it.each([
    ['msv1', 'mimetism3', 0],
    ['msv2', 'mimetism6', 0],
    ['msv3', 'mimetism6', 0],
  ])('%s against %s: %i', (msv, mim, value) => {
    const out = run({ a: trooper('bs', { words: [msv] }), r: trooper(null, { words: [mim] }) });
    expect(must(out.active).side.sv.sum).toBe(value);
  });

  it('msv-unknown=l1 reads MSV L3 as L1', () => {
    const out = run({
      a: trooper('bs', { words: ['msv3'] }),
      r: trooper(null, { words: ['mimetism6'] }),
      choices: { 'msv-unknown': 'l1' },
    });
    expect(must(out.active).side.sv.sum).toBe(-3);
  });

  it('Marksmanship ignores cover (and the cover save, by default)', () => {
    const out = run({
      a: trooper('bs', { words: ['marksmanship'] }),
      r: trooper(null, { cover: true }),
    });
    const a = must(out.active);
    expect(a.list[0]).toMatchObject({
      label: 'cover',
      value: 0,
      base: -3,
      ignoredBy: 'marksmanship',
    });
    expect(
      describeItem(a.list[0] ?? { label: null, value: 0, source: 'typed', tag: 'typed' }),
    ).toBe('0 cover (-3 ignored by marksmanship)');
    expect(a.noCoverSave).toBe('marksmanship');
    const kept = run({
      a: trooper('bs', { words: ['marksmanship'] }),
      r: trooper(null, { cover: true }),
      choices: { 'marksmanship-save': 'keep' },
    });
    expect(must(kept.active).noCoverSave).toBeNull();
  });

  it('an Impact Template keeps the cover -3 on its roll, and the save gets no +3 (§10.9)', () => {
    for (const ed of ['n4', 'n5'] as const) {
      const a = must(
        run({
          ed,
          a: trooper('bs', { words: ['impact-template'] }),
          r: trooper(null, { cover: true }),
        }).active,
      );
      expect(a.side.sv.sum).toBe(-3);
      expect(a.noCoverSave).toBe('impact-template');
    }
  });

  it('cover reaches BS and Discover, not CC or Dodge', () => {
    const cc = run({ a: trooper('cc'), r: trooper('dodge', { cover: true }) });
    expect(must(cc.active).side.sv.sum).toBe(0);
    const d = run({ a: trooper('bs', { cover: true }), r: trooper('dodge') });
    expect(must(d.reactive).side.sv.sum).toBe(0);
    expect(must(d.active).side.sv.sum).toBe(0);
  });

  it('N4 Sixth Sense ignores Surprise Attack; N5 Sixth Sense does not; Combat Instinct and MSV L3 do', () => {
    const sa = (ed: EditionId, words: string[]) =>
      must(
        run({ ed, a: trooper('bs', { words: ['surprise3'] }), r: trooper('bs', { words }) })
          .reactive,
      ).side.sv.sum;
    expect(sa('n4', ['sixth-sense'])).toBe(0);
    expect(sa('n5', ['sixth-sense'])).toBe(-3);
    expect(sa('n5', ['combat-instinct'])).toBe(0);
    expect(sa('n5', ['msv3'])).toBe(0);
    expect(sa('n4', ['msv3'])).toBe(-3);
  });

  it('N4 Sixth Sense: a Dodge takes no negative MODs but the typed ones', () => {
    const out = run({
      a: trooper('cc', { words: ['ma2', 'surprise3'] }),
      r: trooper('dodge', { words: ['sixth-sense'], typed: [{ label: 'imm-a', value: -6 }] }),
    });
    const r = must(out.reactive);
    expect(r.side.sv.sum).toBe(-6);
    expect(r.list.filter((m) => m.ignoredBy === 'sixth-sense').map((m) => m.label)).toEqual([
      'martial arts',
      'surprise attack',
    ]);
  });
});

describe('visibility zones (§8.4)', () => {
  const zone = (
    zones: Zone[],
    aWords: string[] = [],
    rWords: string[] = [],
    ed: EditionId = 'n4',
    rRoll: RollKind = 'bs',
  ) =>
    run({ ed, a: trooper('bs', { words: aWords }), r: trooper(rRoll, { words: rWords }), zones });

  it.each([
    [['low'], [], -3],
    [['poor'], [], -6],
    [['poor'], ['msv1'], -3],
    [['poor'], ['msv2'], 0],
    [['low'], ['msv1'], 0],
    [['zero'], ['msv1'], -6],
    [['zero'], ['msv2'], 0],
    [['white-noise'], [], 0],
    [['low', 'poor'], [], -6],
    [['poor', 'low'], ['msv1'], -3],
  ] as [Zone[], string[], number][])('zones %j, attacker with %j: %i', (zones, words, sum) => {
    const out = zone(zones, words);
    expect(must(out.active).side.sv.sum).toBe(sum);
    expect(must(out.active).blocked).toBeNull();
  });

  it('only the worst zone is listed', () => {
    const out = zone(['low', 'poor']);
    expect(must(out.active).list.map((m) => m.label)).toEqual(['poor visibility']);
  });

  it('Zero Visibility without a visor: no LoF for the attacker; the target answers at -6', () => {
    const out = zone(['zero']);
    expect(must(out.active).blocked).toBe('no Line of Fire through Zero Visibility');
    expect(must(out.reactive).side.sv.sum).toBe(-6);
  });

  it('answering through Zero: N4 MSV L1 and Sixth Sense ignore the -6; N5 MSV L1 makes it -3', () => {
    expect(must(zone(['zero'], ['msv2'], ['msv1']).reactive).side.sv.sum).toBe(0);
    expect(must(zone(['zero'], ['msv2'], ['sixth-sense']).reactive).side.sv.sum).toBe(0);
    expect(must(zone(['zero'], ['msv2'], ['msv1'], 'n5').reactive).side.sv.sum).toBe(-3);
    expect(must(zone(['zero'], ['msv2'], ['sixth-sense'], 'n5').reactive).side.sv.sum).toBe(0);
  });

  it('White Noise: Zero Visibility for MSV and Marksmanship users only, not reducible', () => {
    expect(must(zone(['white-noise'], ['msv2']).active).blocked).toContain('White Noise');
    expect(must(zone(['white-noise'], ['marksmanship']).active).blocked).toContain('White Noise');
    expect(must(zone(['white-noise'], [], ['msv2']).reactive).side.sv.sum).toBe(-6);
    expect(must(zone(['white-noise'], [], []).reactive).side.sv.sum).toBe(0);
  });

  it('Dodge takes no zone MOD', () => {
    expect(must(zone(['poor'], [], [], 'n4', 'dodge').reactive).side.sv.sum).toBe(0);
  });
});

describe('Face-to-Face or Normal, burst and SD', () => {
  it('Berserk turns a CC F2F into Normal rolls: no F2F-only MODs', () => {
    const out = run({ a: trooper('cc', { words: ['berserk', 'ma2'] }), r: trooper('cc') });
    expect(out.ftf).toBe(false);
    expect(out.normalBy).toBe('berserk');
    expect(must(out.active).side.sv.sum).toBe(3);
    expect(must(out.reactive).side.sv.sum).toBe(0);
  });

  it('berserk-mod=+6 gives the N3 +6', () => {
    const out = run({
      a: trooper('cc', { words: ['berserk'] }),
      r: trooper('cc'),
      choices: { 'berserk-mod': '+6' },
    });
    expect(must(out.active).side.sv.sum).toBe(6);
  });

  it('Speculative: B1, no SD, -6 plus range; Mimetism and cover ignored unless chosen', () => {
    const spec = (choices?: Partial<Record<ChoiceId, string>>) =>
      must(
        run({
          ed: 'n5',
          a: trooper('bs', { words: ['speculative', 'fireteam2'], range: -3 }),
          r: trooper(null, { words: ['mimetism6'], cover: true }),
          ...(choices === undefined ? {} : { choices }),
        }).active,
      );
    expect(spec().side).toMatchObject({ burst: 1, sv: { sum: -9 } });
    expect(spec().side.sd).toBeUndefined();
    expect(spec({ 'speculative-mods': 'apply' }).side.sv.sum).toBe(-18);
  });

  it('N4 Fireteam text 2020: size 5 gives no +1 BS', () => {
    const out = run({
      a: trooper('bs', { words: ['fireteam5'] }),
      r: trooper('bs'),
      choices: { 'fireteam-text': '2020' },
    });
    expect(must(out.active).side).toMatchObject({ burst: 4, sv: { sum: 0 } });
  });

  it('N5 cap: on by default, off by choice', () => {
    const c = (choices?: Partial<Record<ChoiceId, string>>) =>
      must(
        run({
          ed: 'n5',
          a: trooper('bs', { range: -6 }),
          r: trooper(null, { words: ['mimetism6'], cover: true }),
          ...(choices === undefined ? {} : { choices }),
        }).active,
      ).side.sv;
    expect(c().sv).toBe(1);
    expect(c({ 'mod-cap': 'off' })).toMatchObject({ applied: -15, capped: false, sv: -2 });
  });

  it('beyond the last range band: blocked, or no MOD by choice', () => {
    const a = trooper('bs', { range: 'out' });
    expect(must(run({ a, r: trooper(null) }).active).blocked).toBe('beyond the last range band');
    expect(
      must(run({ a, r: trooper(null), choices: { 'out-of-range': 'no-mod' } }).active).blocked,
    ).toBeNull();
  });

  it('range reaches BS and Discover, not CC', () => {
    expect(must(run({ a: trooper('cc', { range: 3 }), r: trooper(null) }).active).side.sv.sum).toBe(
      0,
    );
  });

  it('a Dodge against a Direct Template: 0 by default, -3 by choice', () => {
    const t = (choices?: Partial<Record<ChoiceId, string>>) =>
      must(
        run({
          a: trooper(null, { template: true }),
          r: trooper('dodge'),
          ftf: false,
          ...(choices === undefined ? {} : { choices }),
        }).reactive,
      ).side.sv.sum;
    expect(t()).toBe(0);
    expect(t({ 'dodge-template': '-3' })).toBe(-3);
  });
});

describe('hacking programs (§8.8)', () => {
  const hack = (ed: EditionId, program: string, reactive: TrooperMods = trooper('reset')) =>
    run({ ed, a: trooper('hack', { attribute: 14, burst: 1, program }), r: reactive });

  it.each([
    ['n4', 'Trinity', 3, 3, 14, 'n'],
    ['n5', 'Trinity', 3, 3, 6, 'n'],
    ['n4', 'Carbonite', 0, 2, 13, 'da'],
    ['n5', 'Carbonite', 0, 2, 7, 'da'],
    ['n4', 'Spotlight', 0, 1, null, null],
    ['n5', 'Spotlight', 0, 2, 5, 'ap'],
    ['n5', 'Total Control', 0, 1, 4, 'da'],
  ] as const)('%s %s: WIP %i, B%i, damage %s, %s', (ed, name, mod, burst, damage, ammo) => {
    const a = must(hack(ed, name).active);
    expect(a.side).toMatchObject({ burst, sv: { sum: mod } });
    expect(a.program).toMatchObject({ name, damage, ammo });
  });

  it('Zero Pain in ARO: B2, the hacker -3 in F2F', () => {
    const out = run({
      a: trooper('hack', { attribute: 14, burst: 1, program: 'Carbonite' }),
      r: trooper('hack', { burst: 1, program: 'zero pain' }),
    });
    expect(must(out.reactive).side.burst).toBe(2);
    expect(must(out.active).side.sv.sum).toBe(-3);
  });

  it('a program on a roll that is not hacking: a warning', () => {
    const out = run({ a: trooper('bs', { program: 'Oblivion' }), r: trooper(null) });
    expect(out.warnings.map((w) => w.message)).toEqual([
      'Oblivion is a hacking program: it changes only a hacking Attack (WIP)',
    ]);
  });
});

describe('rollSides: one command roll with words', () => {
  const side = (attribute: number, burst: number) => sideOf({ attribute, burst, mods: [] });
  const req = (more: Partial<RollRequest> = {}): RollRequest => ({
    rules: EDITIONS.n4.mods,
    attack: 'bs',
    answer: 'attack',
    active: { side: side(13, 3), words: [], cover: false, flag: '--with' },
    reactive: { side: null, words: ['mimetism6'], cover: true, flag: '--vs-with' },
    zones: [],
    choices: {},
    ...more,
  });

  it('the seed: 13b3 --vs-with mimetism6 --vs-cover --mod range=-6', () => {
    const typed = sideOf({ attribute: 13, burst: 3, mods: [{ label: 'range', value: -6 }] });
    const r = rollSides(req({ active: { side: typed, words: [], cover: false, flag: '--with' } }));
    expect(r.ok && r.value.active.side.sv).toMatchObject({ sum: -15, applied: -12, sv: 1 });
    expect(r.ok && r.value.reactive).toBe(null);
  });

  it('a Dodge answers with PH; CC in kind; a hacker is shot at', () => {
    const both = (attack: 'bs' | 'cc' | 'hack', answer: 'attack' | 'dodge' | 'reset') => {
      const r = rollSides(
        req({
          attack,
          answer,
          reactive: { side: side(12, 1), words: [], cover: false, flag: '--vs-with' },
        }),
      );
      return r.ok ? [r.value.active.roll, r.value.reactive?.roll] : [];
    };
    expect(both('bs', 'dodge')).toEqual(['bs', 'dodge']);
    expect(both('cc', 'attack')).toEqual(['cc', 'cc']);
    expect(both('hack', 'attack')).toEqual(['hack', 'bs']);
    expect(both('hack', 'reset')).toEqual(['hack', 'reset']);
  });

  it('no LoF: an input error; warnings name the flag', () => {
    const r = rollSides(req({ zones: ['zero'] }));
    expect(r.ok ? '' : r.error.message).toBe(
      'the active trooper cannot roll: no Line of Fire through Zero Visibility',
    );
    const w = rollSides(
      req({ active: { side: side(13, 3), words: ['ma3'], cover: false, flag: '--with' } }),
    );
    expect(w.ok && w.value.warnings[0]).toMatch(/^--with: ma3 \(Martial Arts L3\) changes nothing/);
  });
});

describe('N4 Fireteam +1 B (§8.5): ARO, no stacking there, never on Entire Order skills', () => {
  const burstOf = (s: SideMods | null) => ({
    burst: must(s).side.burst,
    words: must(s).burstChanges.map((c) => c.word),
  });
  // A made-up +1 B word, to see how the Fireteam's bonus meets another burst bonus.
  const withExtra = {
    ...EDITIONS.n4.mods,
    words: [
      ...EDITIONS.n4.mods.words,
      {
        word: 'extra-burst',
        family: 'extra-burst',
        name: 'Extra burst',
        aliases: [],
        effects: [{ kind: 'burst', mode: 'add', value: 1, label: 'extra', rolls: ['bs'] }],
        section: '§8.5',
        summary: 'test only',
      },
    ],
  } satisfies ModsInput['rules'];
  const runWith = (a: TrooperMods, r: TrooperMods) =>
    resolveMods({ rules: withExtra, active: a, reactive: r, ftf: true });

  it.each([
    ['active leader', 'active', ['fireteam3'], 4, ['fireteam3']],
    ['member in ARO', 'reactive', ['fireteam3'], 4, ['fireteam3']],
    [
      'leader: stacks with another B bonus',
      'active',
      ['fireteam3', 'extra-burst'],
      5,
      ['fireteam3', 'extra-burst'],
    ],
    ['ARO: does not stack', 'reactive', ['fireteam3', 'extra-burst'], 4, ['extra-burst']],
    [
      'ARO: Suppressive Fire (Entire Order) B3',
      'reactive',
      ['fireteam3', 'suppressive'],
      3,
      ['suppressive'],
    ],
    ['Speculative (Entire Order) B1', 'active', ['fireteam3', 'speculative'], 1, ['speculative']],
  ] as const)('%s', (_name, turn, words, burst, changes) => {
    const owner = trooper('bs', { words: [...words] });
    const enemy = trooper('bs');
    const out = turn === 'active' ? runWith(owner, enemy) : runWith(enemy, owner);
    expect(burstOf(turn === 'active' ? out.active : out.reactive)).toEqual({
      burst,
      words: changes,
    });
  });

  it.each(['2020', '2022'])('fireteam-text=%s: the same in ARO', (text) => {
    const out = run({
      a: trooper('bs'),
      r: trooper('bs', { words: ['fireteam4', 'suppressive'] }),
      choices: { 'fireteam-text': text },
    });
    expect(burstOf(out.reactive)).toEqual({ burst: 3, words: ['suppressive'] });
  });
});

describe('N5 Surprise Attack (CC-6) (§8.3): CC rolls only, not cumulative', () => {
  const enemyMods = (ownRoll: RollKind, enemyRoll: RollKind, words: string[]) =>
    must(
      run({ ed: 'n5', a: trooper(ownRoll, { words }), r: trooper(enemyRoll) }).reactive,
    ).list.map((m) => [m.word, m.value, m.ignoredBy ?? null]);

  it.each([
    [
      'CC: the -6 counts, the -3 does not add',
      'cc',
      'cc',
      [
        ['surprise3', 0, 'surprise-cc6'],
        ['surprise-cc6', -6, null],
      ],
    ],
    ['BS: only the plain -3', 'bs', 'bs', [['surprise3', -3, null]]],
    ['Dodge against CC: only the plain -3', 'cc', 'dodge', [['surprise3', -3, null]]],
  ] as const)('%s', (_name, own, enemy, list) => {
    expect(enemyMods(own, enemy, ['surprise3', 'surprise-cc6'])).toEqual(list);
  });

  it('Combat Instinct ignores it as any Surprise Attack MOD', () => {
    const out = run({
      ed: 'n5',
      a: trooper('cc', { words: ['surprise-cc6'] }),
      r: trooper('cc', { words: ['combat-instinct'] }),
    });
    expect(must(out.reactive).side.sv.sum).toBe(0);
  });
});
