/**
 * The catalogue as a reader sees it (`infcalc mods`, docs/rules.md §8): every word of an
 * edition, what each effect changes (whose roll, which rolls, Normal or F2F, burst, SD,
 * damage), its section, and the open points with the choice that settles them.
 */
import {
  ANY_ROLL,
  ROLL_KINDS,
  ROLL_NAMES,
  type Choice,
  type ChoiceId,
  type Effect,
  type ModRules,
  type ProgramRow,
  type RangeBand,
  type RollKind,
  type WordEntry,
} from '../rules/mods.js';

/** Families a `deny` names, as the rules name them. */
const FAMILY_NAMES: Readonly<Record<string, string>> = { ma: 'Martial Arts' };

const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

const rollsText = (rolls: readonly RollKind[] | '*', joiner = ' and '): string =>
  rolls === '*' || rolls.length === ANY_ROLL.length
    ? 'every roll'
    : rolls.map((r) => ROLL_NAMES[r]).join(joiner);

/** "enemy BS Attack", "every enemy roll", "own CC Attack", "every own roll". */
const whose = (on: 'own' | 'enemy', rolls: readonly RollKind[] | '*'): string => {
  const text = rollsText(rolls);
  return text === 'every roll' ? `every ${on} roll` : `${on} ${text}`;
};

const inches = (cm: number): string => `${cm / 2.5}"`;

/** A range chart in words: "Suppressive Fire bands 0 to 8", 0 to 16", -3 to 24", out beyond". */
export function chartText(label: string, bands: readonly RangeBand[]): string {
  const parts = bands.map((b) => `${signed(b.mod)} to ${inches(b.max)}`);
  return `${label} range bands ${parts.join(', ')}, out of range beyond`;
}

/** One effect in words: "enemy BS Attack -6 (Normal and F2F)". */
export function describeEffect(e: Effect): string {
  switch (e.kind) {
    case 'mod': {
      const conds = [
        e.when === 'ftf' ? 'F2F only' : 'Normal and F2F',
        e.ownerTurn === undefined ? null : `owner in its ${e.ownerTurn} turn`,
        e.ownerRolls === undefined ? null : `while it makes a ${rollsText(e.ownerRolls, ' or ')}`,
        e.notCumulative === true ? `not cumulative with another ${e.tag} MOD` : null,
        e.within === undefined ? null : `enemy within ${inches(e.within)} (${e.within} cm)`,
        e.enemyWords === undefined ? null : `only an enemy with ${e.enemyWords.join(' or ')}`,
      ].filter((s) => s !== null);
      return `${whose(e.on, e.rolls)} ${signed(e.value)} (${conds.join('; ')})`;
    }
    case 'burst':
    case 'sd':
    case 'damage': {
      const what =
        e.kind === 'burst'
          ? 'B'
          : e.kind === 'sd'
            ? 'SD'
            : e.rolls.includes('cc')
              ? 'PH Damage'
              : 'Damage';
      const turn =
        e.ownerTurn !== undefined
          ? ` (${e.ownerTurn} turn)`
          : e.bmod === true
            ? ' (a B MOD: active turn, or an ARO that admits B MODs)'
            : '';
      return e.mode === 'set'
        ? `${what} ${e.value} on own ${rollsText(e.rolls)}${turn}`
        : `${what} ${signed(e.value)} on own ${rollsText(e.rolls)}${turn}`;
    }
    case 'bands':
      return `own ${rollsText(e.rolls)}: ${chartText(e.label, e.bands)}${e.ownerTurn === undefined ? '' : ` (${e.ownerTurn} turn)`}`;
    case 'reduce':
      return `own roll: ${e.tag} ${e.to.map((r) => `${r.from} -> ${r.to}`).join(', ')}`;
    case 'sight': {
      const parts = [
        e.low === undefined ? null : `Low ${signed(e.low)}`,
        e.poor === undefined ? null : `Poor ${signed(e.poor)}`,
        e.zero === undefined ? null : `Zero: LoF at ${signed(e.zero)}`,
        e.zeroAnswer === undefined ? null : `answering through Zero ${signed(e.zeroAnswer)}`,
        e.whiteNoise === true ? 'White Noise is Zero Visibility for it' : null,
      ].filter((s) => s !== null);
      return `zones on own roll: ${parts.join(', ')}`;
    }
    case 'ignore':
      return `${whose('own', e.rolls)} ${e.rolls.length > 1 && e.rolls.length < ANY_ROLL.length ? 'ignore' : 'ignores'} ${e.fromEnemy === true ? "the enemy's " : ''}${e.negativeOnly === true ? 'negative ' : ''}${e.tags === '*' ? (e.fromEnemy === true ? '' : e.typed === true ? 'skill, situation, range and typed ' : 'skill and situation ') : `${e.tags.join(', ')} `}MODs${e.ownerTurn === undefined ? '' : ` (${e.ownerTurn} turn)`}${e.enemyRolls === undefined ? '' : ` (while the enemy makes a ${rollsText(e.enemyRolls, ' or ')})`}`;
    case 'aro-burst':
      return `own ${rollsText(e.rolls)} in ARO: the whole burst${e.bmods ? ', B MODs included' : ', no B MODs'}`;
    case 'deny':
      return `an enemy ${rollsText(e.enemyRolls, ' or ')} against it uses none of its ${e.families.map((f) => FAMILY_NAMES[f] ?? f).join(', ')}`;
    case 'normal-rolls':
      return `a F2F ${rollsText(e.rolls)} with it becomes Normal rolls for both`;
    case 'save':
      return `saves: ${e.trait}`;
    case 'no-cover-save':
      return `its ${rollsText(e.rolls)} denies the target the cover save bonus`;
    case 'save-mod':
      return `the target's saves against its ${rollsText(e.rolls)} hits ${signed(e.value)}`;
    case 'zone-around':
      return `an enemy's roll that needs LoF to it is through a ${e.zone} zone (its own rolls are not)`;
    case 'save-bonus':
      return e.vsState !== undefined
        ? `own saves ${signed(e.value)}, only against hits that leave it ${e.vsState}`
        : `own saves against an enemy ${rollsText(e.enemyRolls, ' or ')} ${signed(e.value)}${e.enemyWords === undefined ? '' : ` (only an enemy with ${e.enemyWords.join(' or ')})`}`;
    case 'cover':
      return `in Partial Cover against an enemy ${rollsText(e.enemyRolls, ' or ')} (not added to other cover)`;
    case 'cover-denied':
      return e.save
        ? 'its Partial Cover gives no MOD: no -3 to the enemy, no save bonus'
        : 'its Partial Cover gives the enemy no -3; the save bonus stays';
  }
}

export interface CatalogueWord {
  readonly word: string;
  readonly name: string;
  readonly aliases: readonly string[];
  readonly section: string;
  readonly summary: string;
  /** The effects with every choice at its default. */
  readonly changes: readonly string[];
  /** The choices that change this word, with what each value gives. */
  readonly choices: readonly {
    readonly id: ChoiceId;
    readonly values: Readonly<Record<string, readonly string[]>>;
  }[];
  readonly unconfirmed: string | null;
  /** Its rules change no roll (Guard, Protheion, §10.10). */
  readonly noRoll: boolean;
}

export interface Catalogue {
  readonly words: readonly CatalogueWord[];
  readonly choices: readonly Choice[];
  readonly programs: readonly ProgramRow[];
  readonly cap: number;
  readonly zones: readonly {
    readonly zone: string;
    readonly name: string;
    readonly value: number | null;
    /** Zero Visibility only for MSV and Marksmanship users (White Noise). */
    readonly onlyForSensors: boolean;
  }[];
  /** Rolls with a range chart of their own (Discover, §8.1), read at `--range D`. */
  readonly ranges: readonly {
    readonly roll: RollKind;
    readonly label: string;
    readonly bands: readonly RangeBand[];
    readonly text: string;
  }[];
}

function wordOf(rules: ModRules, e: WordEntry): CatalogueWord {
  const defaultOf = (id: ChoiceId): string => rules.choices.find((c) => c.id === id)?.default ?? '';
  const chosen = (e.variants ?? []).flatMap((v) => v.effects[defaultOf(v.choice)] ?? []);
  return {
    word: e.word,
    name: e.name,
    aliases: e.aliases,
    section: e.section,
    summary: e.summary,
    changes: [...e.effects, ...chosen].map(describeEffect),
    choices: (e.variants ?? []).map((v) => ({
      id: v.choice,
      values: Object.fromEntries(
        Object.entries(v.effects).map(([value, effects]) => [value, effects.map(describeEffect)]),
      ),
    })),
    unconfirmed: e.unconfirmed ?? null,
    noRoll: e.noRoll === true,
  };
}

/** The whole catalogue of one edition, ready for text or JSON. */
export function catalogueOf(rules: ModRules): Catalogue {
  return {
    words: rules.words.map((w) => wordOf(rules, w)),
    choices: rules.choices,
    programs: rules.programs,
    cap: rules.cap.value,
    zones: Object.entries(rules.zones).map(([zone, row]) => ({
      zone,
      name: row.name,
      value: row.value,
      onlyForSensors: row.onlyForSensors === true,
    })),
    ranges: ROLL_KINDS.flatMap((roll) => {
      const chart = rules.rollBands[roll];
      return chart === undefined
        ? []
        : [
            {
              roll,
              label: chart.label,
              bands: chart.bands,
              text: chartText(chart.label, chart.bands),
            },
          ];
    }),
  };
}
