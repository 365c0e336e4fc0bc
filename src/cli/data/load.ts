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
import { parseGameMetadata, type GameMetadata } from '../../core/data/metadata.js';
import { nameKey } from '../../core/data/names.js';
import type { UnitSource } from '../../core/data/units.js';
import { parseJson } from '../../core/input.js';
import type { Edition } from '../../core/rules/index.js';
import { usage } from '../errors.js';
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
 * file whose text holds the name's first word (the others cannot hold the unit).
 */
export async function loadUnits(
  host: Reader,
  loaded: LoadedMetadata,
  query: string,
  faction: string | undefined,
): Promise<UnitSource[]> {
  const files = await unitNames(host, loaded.dir);
  if (files.names.length === 0) throw usage(`no unit files in "${loaded.dir}"`, FETCH_HINT);
  let names = files.names;
  if (faction !== undefined) {
    const key = faction.trim().toLowerCase();
    const known = (loaded.metadata.factions ?? []).find(
      (f) => String(f.id) === key || f.slug.toLowerCase() === key,
    );
    const id = known?.id ?? (/^\d+$/.test(key) ? Number(key) : null);
    const name = id === null ? null : pickUnitFile(files.names, id, known?.slug ?? null);
    if (name === null)
      throw usage(
        `no unit file for faction "${faction}" in "${loaded.dir}"`,
        'infcalc data list shows the factions at hand',
      );
    names = [name];
  }
  // The first word of the name, without accents: a file without it cannot hold the unit
  // (when no file has it, all are read, for the suggestions).
  const word = nameKey(query).split(' ')[0] ?? '';
  const read: { name: string; text: string }[] = [];
  for (const name of names)
    read.push({ name, text: await cachedText(host, join(files.dir, name)) });
  // One file: nothing to choose between.
  const holding =
    read.length === 1
      ? read
      : read.filter((t) => word === '' || hasWord(host, join(files.dir, t.name), t.text, word));
  const out: UnitSource[] = [];
  for (const { name, text } of faction === undefined && holding.length > 0 ? holding : read) {
    const path = join(files.dir, name);
    out.push({
      factionId: factionIdOf(name) ?? 0,
      source: path,
      json: cachedJson(host, path, text),
    });
  }
  return out;
}

// Both sides of a roll read the same files: each is read and parsed once per run.
const texts = new WeakMap<Reader, Map<string, string>>();
const jsons = new WeakMap<Reader, Map<string, unknown>>();

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

function cachedJson(host: Reader, path: string, text: string): unknown {
  let m = jsons.get(host);
  if (m === undefined) {
    m = new Map<string, unknown>();
    jsons.set(host, m);
  }
  if (m.has(path)) return m.get(path);
  // The native parser alone: infcalc's checks for duplicate and `__proto__` keys cost
  // 35 ms per MB (docs/performance.md), and a unit file is only read, never merged into
  // anything. A file it refuses goes through the full reader for line and column.
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    const json = parseJson(text);
    throw usage(
      `${path}: ${json.ok ? 'not JSON' : json.error.message}`,
      'fetch it again: infcalc data fetch',
    );
  }
  m.set(path, value);
  return value;
}

// A file's text folded for accents, made once per run and only for a file whose plain
// text does not hold the word: a compare or an engagement looks up many troopers in the
// same files (folding every file at each look-up cost about 0.5 s a trooper with the
// builder's files).
const folded = new WeakMap<Reader, Map<string, string | null>>();

/** Whether a file's text may name the unit (accents and case aside). */
function hasWord(host: Reader, path: string, text: string, word: string): boolean {
  // Case aside without a lower-case copy of a megabyte of text.
  if (new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i').test(text)) return true;
  let m = folded.get(host);
  if (m === undefined) {
    m = new Map();
    folded.set(host, m);
  }
  let f = m.get(path);
  if (f === undefined) {
    // Names with accents ("YĪSHĒNG") are compared without them.
    f = /[^\u0020-\u007e\s]/.test(text) ? nameKey(text) : null;
    m.set(path, f);
  }
  return f?.includes(word) ?? false;
}

/**
 * A warning when the data's game is not the run's edition: N5 data read under
 * `--rules n4` (or the reverse) is said, never silent.
 */
export function editionWarning(game: Game | null, edition: Edition): string | null {
  if (game === null || game === 'codeone' || game === edition.id) return null;
  return `the game data is ${game.toUpperCase()} data, read with ${edition.name} rules (--rules ${game})`;
}
