/**
 * Game data read through the host (docs/game-data.md): the data directory (`--data DIR`,
 * INFCALC_DATA, the XDG cache), its metadata and unit files, and the warning when the
 * data's game is not the run's edition. A missing or unreadable directory is one line
 * saying how to get the files.
 */
import { join } from 'node:path';
import { metadataGame } from '../../core/army/code/units.js';
import type { Game } from '../../core/army/schema.js';
import { factionIdOf, METADATA_FILE, pickUnitFile, UNITS_DIR } from '../../core/data/files.js';
import { findFaction, parseGameMetadata, type GameMetadata } from '../../core/data/metadata.js';
import { MAX_NAME, nameKey } from '../../core/data/names.js';
import { unitFileProblem, type UnitSource } from '../../core/data/units.js';
import { parseJson } from '../../core/input.js';
import type { Edition } from '../../core/rules/index.js';
import { usage, UsageError } from '../errors.js';
import type { Host } from '../host.js';
import { dataDir } from './store.js';

type Reader = Pick<Host, 'readFile' | 'readDir' | 'env'>;

export const FETCH_HINT = 'run: infcalc data fetch (or place the files by hand: docs/game-data.md)';

/** The data directory of this run. */
export function dataDirOf(host: Pick<Host, 'env'>, flag: string | undefined): string {
  return dataDir(flag, host.env, host.env.HOME ?? host.env.USERPROFILE ?? '').dir;
}

const errno = (e: unknown): unknown => (e as { code?: unknown }).code;

export async function readOrNull(host: Reader, path: string): Promise<string | null> {
  try {
    return await host.readFile(path);
  } catch (e) {
    if (errno(e) === 'ENOENT' || errno(e) === 'ENOTDIR') return null;
    throw usage(`cannot read "${path}": ${String(errno(e) ?? e)}`);
  }
}

/** The unit files of the directory: in `units/`, or beside the metadata. */
export async function unitNames(
  host: Reader,
  dir: string,
): Promise<{ dir: string; names: readonly string[] }> {
  const list = async (d: string) =>
    ((await host.readDir?.(d)) ?? []).filter((n) => factionIdOf(n) !== null);
  const sub = join(dir, UNITS_DIR);
  const inSub = await list(sub);
  return inSub.length > 0 ? { dir: sub, names: inSub } : { dir, names: await list(dir) };
}

/** The path of a faction's unit file in the data directory, or null. */
export async function unitPath(
  host: Reader,
  dir: string,
  id: number,
  slug: string | null,
): Promise<string | null> {
  const files = await unitNames(host, dir);
  const name = pickUnitFile(files.names, id, slug);
  return name === null ? null : join(files.dir, name);
}

export interface LoadedMetadata {
  readonly dir: string;
  readonly metadata: GameMetadata;
  /** The game the metadata looks like (N5 for what the builder serves now). */
  readonly game: Game | null;
}

/** The data directory's metadata.json, checked; a usage error when it is missing. */
export async function loadMetadata(host: Reader, dir: string): Promise<LoadedMetadata> {
  const path = join(dir, METADATA_FILE);
  const text = await readOrNull(host, path);
  if (text === null)
    throw usage(`no game data in "${dir}": ${METADATA_FILE} is missing`, FETCH_HINT);
  const meta = parseGameMetadata(text);
  if (!meta.ok) {
    const at = meta.error.at?.kind === 'path' ? ` (at ${meta.error.at.path})` : '';
    throw usage(`${path}: ${meta.error.message}${at}`, 'fetch it again: infcalc data fetch');
  }
  const json = parseJson(text);
  return { dir, metadata: meta.value, game: json.ok ? metadataGame(json.value) : null };
}

/**
 * The unit files to look a name up in: one faction's (`--faction` id or slug), or every
 * file of the directory. Each is parsed whole (the native JSON parser: about 2 ms per MB)
 * and its unit list checked; only the unit found is checked in full (src/core/data).
 * With `--faction`, a file that cannot be read is an error; otherwise it is left out
 * with a warning (`dataWarnings`) and the others answer. `query` is not used: a name is
 * matched in the files that can hold it (below).
 */
export async function loadUnits(
  host: Reader,
  loaded: LoadedMetadata,
  query: string,
  faction: string | undefined,
): Promise<UnitSource[]> {
  const files = await unitNames(host, loaded.dir);
  if (files.names.length === 0) throw usage(`no unit files in "${loaded.dir}"`, FETCH_HINT);
  if (faction !== undefined) {
    const key = faction.trim().toLowerCase();
    const known = findFaction(loaded.metadata, faction) ?? undefined;
    const id = known?.id ?? (/^\d+$/.test(key) ? Number(key) : null);
    const name = id === null ? null : pickUnitFile(files.names, id, known?.slug ?? null);
    if (name === null)
      throw usage(
        `no unit file for faction "${faction}" in "${loaded.dir}"`,
        'infcalc data list shows the factions at hand',
      );
    const source = await sourceOf(host, files.dir, name);
    if (!source.ok) throw usage(source.error, 'fetch it again: infcalc data fetch');
    return [source.value];
  }
  // Most of a look-up is parsing 29 MB: a file whose text lacks the name's longest word
  // (any case; a unit's slug spells an accented name without accents) cannot hold the
  // unit, and is only checked to be whole. When no file has the word, all are parsed
  // (for the suggestions, and the initials of a name).
  const pattern = filterOf(query);
  const holding: string[] = [];
  for (const name of files.names) {
    const text = await cachedText(host, join(files.dir, name));
    if (pattern === null || pattern.test(text) || !looksWhole(text)) holding.push(name);
  }
  const out: UnitSource[] = [];
  for (const name of holding.length > 0 ? holding : files.names) {
    const source = await sourceOf(host, files.dir, name);
    if (source.ok) out.push(source.value);
    else warnOnce(host, source.error);
  }
  return out;
}

/**
 * What a file's text must hold to hold the unit: the name's longest word; for a unit id,
 * the id or its mercenary twin's (N and 10000 + N, docs/game-data.md). Null: no test.
 */
function filterOf(query: string): RegExp | null {
  if (/^\s*\d{1,6}\s*$/.test(query)) {
    const id = Number(query);
    const twin = id >= 10_000 ? id - 10_000 : id + 10_000;
    return new RegExp(`(?<![0-9])(?:${id}|${twin})(?![0-9])`);
  }
  const word = longestWord(query);
  return word === null ? null : new RegExp(word.replace(/\+/g, '\\+'), 'i');
}

/** The longest word of a name as matched (singular), or null for none of 3 letters. */
function longestWord(query: string): string | null {
  const words = nameKey(query.slice(0, MAX_NAME))
    .split(' ')
    .map((w) => (w.length > 3 ? w.replace(/s$/, '') : w));
  const [longest] = words.sort((a, b) => b.length - a.length);
  return longest !== undefined && longest.length >= 3 ? longest : null;
}

/**
 * A unit file's text that looks whole: a JSON object with a unit list, as many `{` as
 * `}` (a cut-short download has more). A cheap test, at about 1 ms per MB: parsing every
 * file would double a look-up's time. A file it doubts is parsed, which tells for sure.
 */
function looksWhole(text: string): boolean {
  if (!/"units"\s*:\s*\[/.test(text)) return false;
  let start = 0;
  while (start < text.length && /\s/.test(text.charAt(start))) start++;
  let end = text.length - 1;
  while (end > start && /\s/.test(text.charAt(end))) end--;
  if (text.charAt(start) !== '{' || text.charAt(end) !== '}') return false;
  return count(text, '{') === count(text, '}');
}

const count = (text: string, c: string): number => {
  let n = 0;
  for (let i = text.indexOf(c); i !== -1; i = text.indexOf(c, i + 1)) n++;
  return n;
};

/** A unit file, read and parsed once per run; its problem in one line when it cannot serve. */
async function sourceOf(
  host: Reader,
  dir: string,
  name: string,
): Promise<{ ok: true; value: UnitSource } | { ok: false; error: string }> {
  const path = join(dir, name);
  const json = cachedJson(host, path, await cachedText(host, path));
  if (!json.ok) return json;
  const source: UnitSource = { factionId: factionIdOf(name) ?? 0, source: path, json: json.value };
  const problem = unitFileProblem(source);
  if (problem === null) return { ok: true, value: source };
  const at = problem.at?.kind === 'path' ? ` (at ${problem.at.path})` : '';
  return { ok: false, error: `${problem.message}${at}` };
}

// Both sides of a roll read the same files: each is read and parsed once per run, and a
// problem with one is said once.
const texts = new WeakMap<Reader, Map<string, string>>();
const jsons = new WeakMap<
  Reader,
  Map<string, { ok: true; value: unknown } | { ok: false; error: string }>
>();
const warned = new WeakMap<Reader, string[]>();

function warnOnce(host: Reader, problem: string): void {
  const list = warned.get(host) ?? [];
  if (!list.includes(problem)) list.push(problem);
  warned.set(host, list);
}

/**
 * The unit files this run left out, one line each: "PATH: not valid JSON at line 205,
 * column 1: ...; left out (fetch it again: infcalc data fetch)".
 */
export function dataWarnings(host: Reader): string[] {
  return (warned.get(host) ?? []).map((p) => `${p}; left out (fetch it again: infcalc data fetch)`);
}

/**
 * A failed look-up with the unit files it left out said in its one line: the unit may be
 * in one of them ("no unit named ..." alone would mislead).
 */
export function withLeftOut(host: Reader, e: unknown): unknown {
  const left = warned.get(host) ?? [];
  if (!(e instanceof UsageError) || left.length === 0) return e;
  const files = left.length === 1 ? '1 unit file' : `${left.length} unit files`;
  return new UsageError({
    ...e.error,
    message: `${e.error.message} (${files} left out: ${left.join('; ')})`,
  });
}

async function cachedText(host: Reader, path: string): Promise<string> {
  let m = texts.get(host);
  if (m === undefined) {
    m = new Map<string, string>();
    texts.set(host, m);
  }
  const hit = m.get(path);
  if (hit !== undefined) return hit;
  const text = (await readOrNull(host, path)) ?? '';
  m.set(path, text);
  return text;
}

function cachedJson(
  host: Reader,
  path: string,
  text: string,
): { ok: true; value: unknown } | { ok: false; error: string } {
  let m = jsons.get(host);
  if (m === undefined) {
    m = new Map();
    jsons.set(host, m);
  }
  const hit = m.get(path);
  if (hit !== undefined) return hit;
  // The native parser alone: infcalc's checks for duplicate and `__proto__` keys cost
  // 35 ms per MB (docs/performance.md), and a unit file is only read, never merged into
  // anything. A file it refuses goes through the full reader for line and column.
  let parsed: { ok: true; value: unknown } | { ok: false; error: string };
  try {
    parsed = { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    const json = parseJson(text);
    parsed = { ok: false, error: `${path}: ${json.ok ? 'not JSON' : json.error.message}` };
  }
  m.set(path, parsed);
  return parsed;
}

/**
 * A warning when the data's game is not the run's edition: N5 data read under
 * `--rules n4` (or the reverse) is said, never silent.
 */
export function editionWarning(game: Game | null, edition: Edition): string | null {
  if (game === null || game === 'codeone' || game === edition.id) return null;
  return `the game data is ${game.toUpperCase()} data, read with ${edition.name} rules (--rules ${game})`;
}
