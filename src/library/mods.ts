/**
 * The MOD engine through the library (docs/library.md, docs/rules.md §8): both troopers'
 * words and the situation in, each side's audited MOD list out; and the catalogue of an
 * edition's words. Every argument is checked first (check.ts); words, programs and
 * choices are parsed as the command line parses them, so an unknown word is an
 * InputError with a "did you mean", never the engine's invariant.
 */
import {
  catalogueOf,
  lookupWord,
  MAX_WORDS,
  parseChoices,
  parseProgram,
  parseWords,
  resolveMods,
  ROLL_KINDS,
  ZONES,
  type Catalogue,
  type CatalogueWord,
  type ModsOutcome,
  type TrooperMods,
  type Zone,
} from '../core/mods/index.js';
import { MAX_DISTANCE_CM } from '../core/data/distance.js';
import { err, inputError, ok, type InputError, type Result } from '../core/result.js';
import { ATTRIBUTE_MAX, BURST_MAX, MOD_ABS_MAX, SD_MAX } from '../core/roll/spec.js';
import { EDITIONS, type Edition } from '../core/rules/index.js';
import { didYouMean } from '../core/suggest.js';
import {
  array,
  boolean,
  guarded,
  int,
  nullable,
  number,
  object,
  oneOf,
  optional,
  record,
  string,
  type Check,
} from './check.js';

/**
 * One trooper as `modifiers` takes it: the engine's trooper, its words in any spelling
 * (`'mimetism-6'`, `'Martial Arts L3'`) and its program by name (`'Carbonite'`).
 */
export type ModsTrooper = TrooperMods;

/** The situation of one pair of rolls. */
export interface ModsRequest {
  readonly edition: Edition;
  readonly active: ModsTrooper;
  readonly reactive: ModsTrooper;
  /** Face-to-Face; by default when both troopers roll. */
  readonly ftf?: boolean;
  readonly zones?: readonly Zone[];
  /** Answers to open rules points, `{ 'mod-cap': 'off' }` (`infcalc mods` lists them). */
  readonly choices?: Readonly<Record<string, string>>;
}

const editions = Object.values(EDITIONS);
const edition = oneOf(editions, 'an edition from EDITIONS');
const rangeMod: Check = (v, path) => (v === 'out' ? null : int(-MOD_ABS_MAX, MOD_ABS_MAX)(v, path));
const mod = object({ value: int(-MOD_ABS_MAX, MOD_ABS_MAX), label: nullable(string(200)) });

const trooper = object({
  attribute: int(0, ATTRIBUTE_MAX),
  burst: int(1, BURST_MAX),
  sd: optional(int(0, SD_MAX)),
  roll: oneOf([...ROLL_KINDS, null], `one of ${ROLL_KINDS.join(', ')}, or null`),
  words: optional(array(string(80), MAX_WORDS)),
  cover: optional(boolean),
  range: optional(rangeMod),
  distance: optional(number(0, MAX_DISTANCE_CM)),
  typed: optional(array(mod, 100)),
  template: optional(boolean),
  program: optional(string(80)),
});

const request = object({
  edition,
  active: trooper,
  reactive: trooper,
  ftf: optional(boolean),
  zones: optional(array(oneOf(ZONES, `one of ${ZONES.join(', ')}`), ZONES.length)),
  choices: optional(record(string(40), 20)),
});

/** An error of the parsers, said at the argument's path. */
const at = (e: InputError, path: string): InputError => ({
  ...e,
  at: { kind: 'path', path },
});

function engineTrooper(ed: Edition, t: ModsTrooper, path: string): Result<TrooperMods> {
  const words = parseWords(ed.mods, t.words ?? [], `${path}.words`);
  if (!words.ok) return err(at(words.error, `${path}.words`));
  let program: string | undefined;
  if (t.program !== undefined) {
    const p = parseProgram(ed.mods, t.program, `${path}.program`);
    if (!p.ok) return err(at(p.error, `${path}.program`));
    program = p.value;
  }
  return ok({ ...t, words: words.value, ...(program === undefined ? {} : { program }) });
}

function coreModifiers(req: ModsRequest): Result<ModsOutcome> {
  const ed = req.edition;
  const active = engineTrooper(ed, req.active, 'request.active');
  if (!active.ok) return active;
  const reactive = engineTrooper(ed, req.reactive, 'request.reactive');
  if (!reactive.ok) return reactive;
  const texts = Object.entries(req.choices ?? {}).map(([k, v]) => `${k}=${v}`);
  const choices = parseChoices(ed.mods, texts, 'request.choices');
  if (!choices.ok) return err(at(choices.error, 'request.choices'));
  return ok(
    resolveMods({
      rules: ed.mods,
      active: active.value,
      reactive: reactive.value,
      ftf: req.ftf ?? (req.active.roll !== null && req.reactive.roll !== null),
      ...(req.zones === undefined ? {} : { zones: req.zones }),
      choices: choices.value,
    }),
  );
}

/**
 * Each side's audited MOD list, burst, Special Dice and damage changes for one pair of
 * rolls (docs/rules.md §1.1, §8): the engine `odds`, `roll` and `ftf` run.
 */
export const modifiers = guarded('modifiers', [['request', request]], (req: ModsRequest) => {
  const r = coreModifiers(req);
  return r.ok ? r : err({ ...r.error, message: `modifiers: ${r.error.message}` });
});

/** The catalogue of an edition: every word, situation, program and open point (`infcalc mods`). */
export const modCatalogue = guarded('modCatalogue', [['edition', edition]], (ed: Edition) =>
  ok<Catalogue>(catalogueOf(ed.mods)),
);

/** One word of an edition's catalogue, any spelling (`'Martial Arts L3'` is `ma3`). */
export const modWord = guarded(
  'modWord',
  [
    ['edition', edition],
    ['text', string(80)],
  ],
  (ed: Edition, text: string): Result<CatalogueWord> => {
    const entry = lookupWord(ed.mods, text);
    const catalogue = catalogueOf(ed.mods);
    const found = catalogue.words.find((w) => w.word === entry?.word);
    if (found !== undefined) return ok(found);
    const words = catalogue.words.map((w) => w.word);
    return err(
      inputError(
        `modWord: text is ${JSON.stringify(text)}, not a word of the ${ed.name} catalogue`,
        { kind: 'path', path: 'text' },
        didYouMean(text, words) ?? 'modCatalogue lists every word',
      ),
    );
  },
);
