/**
 * Game data behind one interface (docs/development.md, "Game data"): what a look-up needs
 * — the builder's metadata (weapons, skills, factions), the unit files that can hold a
 * name, and the files left out — whatever holds it. The use-cases take a `GameData`:
 * the CLI serves one from the data directory's file index (src/cli/data/index-file/),
 * which reads only the units a name can find; the library and the tests build one in
 * memory with `catalogue`. Which unit a name finds is the core's (src/core/data/units.ts),
 * the same for both.
 */
import type { Game } from '../core/army/schema.js';
import type { Edition } from '../core/rules/index.js';
import { factionFileOf } from '../core/data/files.js';
import type { GameMetadata } from '../core/data/metadata.js';
import { listed } from '../core/data/names.js';
import { lookUpUnit, type FoundUnit, type UnitSource } from '../core/data/units.js';
import { err, inputError, ok, type Result } from '../core/result.js';

export interface GameData {
  /** Where the data is, for messages: the data directory, or "catalogue". */
  readonly source: string;
  readonly metadata: GameMetadata;
  /** The game the metadata looks like (N5 for what the builder serves now), null when unknown. */
  readonly game: Game | null;
  /**
   * The unit files a look-up of `query` (a name or a unit id) needs, in the directory's
   * order, each with the units the query can find in full (every faction's copy) and
   * the others by id and names only. `faction` (an id or a slug) narrows to that
   * faction's file; none for it, or one that cannot be read, is an error.
   */
  readonly unitsFor: (query: string, faction?: string) => Promise<Result<readonly UnitSource[]>>;
  /**
   * The unit files left out because they cannot be read (a look-up answers from the
   * others), one line each: "PATH: not valid JSON at line 205 ...".
   */
  readonly leftOut: () => readonly string[];
}

/** At most this many look-ups are kept per game data (a page's session asks a few units). */
export const MAX_KEPT_LOOK_UPS = 256;

/**
 * The look-ups already made, per game data: a recalculation (the page's, at each field
 * typed; a sweep's, at each cell) asks the same troopers again, and a look-up checks
 * every unit of every file a name can be in.
 */
const lookedUp = new WeakMap<GameData, Map<string, Promise<Result<FoundUnit>>>>();

/** A unit found by name (or id) in the data, with the notes on the choice made. */
export function findUnitIn(
  data: GameData,
  query: string,
  faction?: string,
): Promise<Result<FoundUnit>> {
  let kept = lookedUp.get(data);
  if (kept === undefined) {
    kept = new Map();
    lookedUp.set(data, kept);
  }
  const key = `${faction ?? ''}\u0000${query}`;
  const hit = kept.get(key);
  if (hit !== undefined) return hit;
  const found = lookUpIn(data, query, faction);
  if (kept.size < MAX_KEPT_LOOK_UPS) kept.set(key, found);
  return found;
}

async function lookUpIn(
  data: GameData,
  query: string,
  faction?: string,
): Promise<Result<FoundUnit>> {
  const files = await data.unitsFor(query, faction);
  if (!files.ok) return files;
  const found = lookUpUnit(files.value, data.metadata, query);
  if (found.ok || faction === undefined) return found;
  // Not in that faction: if another faction fields it, say which (a player's slip of
  // --faction reads as "no such unit" otherwise). Only on failure: one more look-up.
  const all = await data.unitsFor(query);
  const elsewhere = all.ok ? lookUpUnit(all.value, data.metadata, query) : all;
  if (!elsewhere.ok) return found;
  const names = elsewhere.value.unit.factions.map((id) => factionText(data.metadata, id));
  const unit = elsewhere.value.unit.name;
  return err(
    inputError(
      `no unit named "${query}" in faction "${faction}"; ${unit} is in ${listed(names, (n) => n)}`,
      undefined,
      'name one of those factions, or none',
    ),
  );
}

/** A faction as a player knows it: "Example Rivals (9010)". */
const factionText = (meta: GameMetadata, id: number): string => {
  const name = meta.factions?.find((f) => f.id === id)?.name;
  return name === undefined ? `faction ${id}` : `${name} (${id})`;
};

/**
 * Game data held in memory: the metadata and the unit files as parsed JSON (the
 * library's and the tests' way in). A file that is not a unit file is a look-up error.
 */
export function catalogue(
  metadata: GameMetadata,
  files: readonly UnitSource[],
  game: Game | null = null,
): GameData {
  return {
    source: 'catalogue',
    metadata,
    game,
    unitsFor: (_query, faction) => {
      if (faction === undefined) return Promise.resolve(ok(files));
      const names = files.map((f) => `${f.factionId}.json`);
      const name = factionFileOf(metadata.factions ?? [], names, faction);
      const file = name === null ? undefined : files[names.indexOf(name)];
      return Promise.resolve(
        file === undefined
          ? err(
              inputError(
                `no unit file for faction "${faction}"`,
                undefined,
                undefined,
                'list-factions',
              ),
            )
          : ok([file]),
      );
    },
    leftOut: () => [],
  };
}

/**
 * A warning when the data's game is not the run's edition: N5 data read under
 * `--rules n4` (or the reverse) is said, never silent.
 */
export function editionWarning(game: Game | null, edition: Edition): string | null {
  if (game === null || game === 'codeone' || game === edition.id) return null;
  return `the game data is ${game.toUpperCase()} data, read with ${edition.name} rules (--rules ${game})`;
}

/**
 * A unit file left out, as the command and the page say it: "PATH: not valid JSON at
 * line 205, column 1: ...; left out (fetch it again: infcalc data fetch)".
 */
export const leftOutWarning = (problem: string): string =>
  `${problem}; left out (fetch it again: infcalc data fetch)`;

/**
 * A failed look-up's message with the unit files left out said in it: the unit may be in
 * one of them ("no unit named ..." alone would mislead).
 */
export function withFilesLeftOut(message: string, left: readonly string[]): string {
  if (left.length === 0) return message;
  const files = left.length === 1 ? '1 unit file' : `${left.length} unit files`;
  return `${message} (${files} left out: ${left.join('; ')})`;
}
