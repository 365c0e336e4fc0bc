/**
 * `infcalc data list`: what the data directory holds — the factions (id, slug, name,
 * units), the file dates, the data version the files carry, and which game the metadata
 * looks like (docs/game-data.md).
 */
import { join } from 'node:path';
import { metadataGame } from '../../core/data/metadata.js';
import type { Game } from '../../core/army/schema.js';
import { factionIdOf } from '../../core/data/files.js';
import { parseGameMetadata } from '../../core/data/metadata.js';
import { indexUnits } from '../../core/data/units.js';
import { parseJson } from '../../core/input.js';
import { clip } from '../../core/result.js';
import { metadataPath, unitFiles, type DataFs } from './store.js';
import { fileWords, isAbsent } from '../fs/errors.js';

export interface DataFaction {
  readonly id: number;
  readonly slug: string | null;
  readonly name: string | null;
  readonly file: string;
  /** Units in the file; null when it cannot be read. */
  readonly units: number | null;
  readonly version: string | null;
  readonly modified: string | null;
  /** Why the file cannot be used; null when it can. */
  readonly problem: string | null;
}

export interface DataListReport {
  readonly kind: 'data-list';
  readonly dir: string;
  readonly metadata: {
    readonly file: string;
    readonly present: boolean;
    readonly modified: string | null;
    /** The game the metadata looks like: N5 (what the builder serves now), N4, CodeOne. */
    readonly game: Game | null;
    readonly factions: number;
    readonly problem: string | null;
    /** Factions of the metadata with no unit file in the directory. */
    readonly missing: readonly {
      readonly id: number;
      readonly slug: string;
      readonly name: string;
    }[];
  };
  readonly factions: readonly DataFaction[];
}

/**
 * A unit file's JSON: the native parser (infcalc's own reader, with line and column,
 * costs 35 ms per MB: docs/performance.md), that reader only for a file it refuses.
 */
function readJson(text: string): ReturnType<typeof parseJson> {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return parseJson(text);
  }
}

const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());

/** Why a path cannot be read as a data file (it would never end, or fail), or null. */
async function notAFile(fs: DataFs, path: string): Promise<string | null> {
  const kind = await fs.kind(path);
  if (kind === 'file' || kind === null) return null;
  return kind === 'directory'
    ? `${path}: a directory, not a data file`
    : `${path}: not a regular file (a FIFO or a device?)`;
}

export async function listData(fs: DataFs, dir: string): Promise<DataListReport> {
  const metaFile = metadataPath(dir);
  const metaModified = await fs.modified(metaFile);
  let names = new Map<number, { slug: string; name: string }>();
  let game: Game | null = null;
  let problem: string | null = null;
  let count = 0;
  const metaNotFile = metaModified === null ? null : await notAFile(fs, metaFile);
  if (metaNotFile !== null) problem = metaNotFile;
  else if (metaModified !== null) {
    const text = await fs.readFile(metaFile);
    const meta = parseGameMetadata(text);
    if (meta.ok) {
      const factions = meta.value.factions ?? [];
      count = factions.length;
      // The builder's names carry a stray line break ("Starmada, Bureau Aegis Naval\nPolice
      // Department"): one line each.
      names = new Map(
        factions.map((f) => [f.id, { slug: f.slug, name: f.name.replace(/\s+/g, ' ').trim() }]),
      );
      const json = parseJson(text);
      game = json.ok ? metadataGame(json.value) : null;
    } else {
      const at = meta.error.at?.kind === 'path' ? ` at ${meta.error.at.path}` : '';
      problem = clip(`${meta.error.message}${at}`);
    }
  }
  const files = await unitFiles(fs, dir);
  const factions: DataFaction[] = [];
  for (const name of files.names) {
    const id = factionIdOf(name) ?? 0;
    const path = join(files.dir, name);
    const known = names.get(id);
    const base = {
      id,
      slug: known?.slug ?? (name.replace(/^\d+-?/, '').replace(/\.json$/i, '') || null),
      name: known?.name ?? null,
      file: path,
      modified: iso(await fs.modified(path)),
    };
    // A FIFO or a device read whole would never end: it is named, and the rest listed.
    const notFile = await notAFile(fs, path);
    if (notFile !== null) {
      factions.push({ ...base, units: null, version: null, problem: notFile });
      continue;
    }
    // A dangling link or a file the system refuses is named, and the rest listed.
    let text: string;
    try {
      text = await fs.readFile(path);
    } catch (e) {
      const why = isAbsent(e) ? 'a link to nothing, or gone while listed' : fileWords(e);
      factions.push({ ...base, units: null, version: null, problem: `${path}: ${why}` });
      continue;
    }
    const json = readJson(text);
    const index = json.ok ? indexUnits([{ factionId: id, source: name, json: json.value }]) : json;
    const version = json.ok ? (json.value as { version?: unknown }).version : undefined;
    factions.push({
      ...base,
      units: index.ok ? index.value.length : null,
      version: typeof version === 'string' || typeof version === 'number' ? String(version) : null,
      problem: index.ok ? null : clip(index.error.message),
    });
  }
  const present = new Set(factions.map((f) => f.id));
  const missing = [...names]
    .filter(([id]) => !present.has(id))
    .map(([id, f]) => ({ id, slug: f.slug, name: f.name }));
  return {
    kind: 'data-list',
    dir,
    metadata: {
      file: metaFile,
      present: metaModified !== null,
      modified: iso(metaModified),
      game,
      factions: count,
      problem,
      missing,
    },
    factions,
  };
}
