/**
 * Army codes against the unit files on disk, for every command that takes one (`army
 * decode`, `orders` / `validate` / `turn` with `--code`, `fireteams`, a trooper of a
 * code in `odds`): reading the unit files and the metadata is here; decoding and
 * resolving are in src/core/army/code.
 */
import { dirname, join } from 'node:path';
import { METADATA_FILE } from '../../core/data/files.js';
import { dataDirOf, FETCH_HINT, unitNames, unitPath } from './load.js';
import {
  checkFaction,
  decodeArmyCode,
  parseMetadata,
  parseUnitFile,
  resolveArmyCode,
  type ArmyCode,
  type Metadata,
  type Resolution,
  type UnitFile,
} from '../../core/army/code/index.js';
import type { ArmyList } from '../../core/army/schema.js';
import { err, inputError, ok, type InputError, type Result } from '../../core/result.js';
import { orUsage, usage } from '../errors.js';
import type { Host } from '../host.js';
import { readSource, whyUnreadable } from '../io.js';
import type { LineHandler } from '../ndjson.js';
import type { OrdersReport, ValidationReport } from '../../app/army.js';
import { withCodeProblems } from '../../app/army-code.js';
import { errnoOf, fileReason } from '../fs/errors.js';

export type Reader = Pick<Host, 'readFile' | 'readStdin' | 'readDir' | 'env'> &
  Partial<Pick<Host, 'dataFiles'>>;

export interface CodeOptions {
  readonly units?: string;
  readonly metadata?: string;
  /** The data directory (docs/game-data.md), used when --units is not given. */
  readonly data?: string;
}

/** A file's text, or null when the path is a directory. */
async function fileOrDirectory(host: Reader, path: string): Promise<string | null> {
  try {
    return await host.readFile(path);
  } catch (e) {
    if (errnoOf(e) === 'EISDIR') return null;
    throw usage(
      `cannot read "${path}": ${errnoOf(e) === 'ENOENT' ? 'no such file or directory' : whyUnreadable(e)}`,
      'give the unit file of the faction, or a directory of them named by faction id',
    );
  }
}

/**
 * A faction's unit file in a directory: `<id>-<slug>.json` with the code's slug, else
 * `<id>.json`, else any `<id>-*.json` (a code's slug can be shorter than the file's).
 */
async function fileInDirectory(
  host: Reader,
  dir: string,
  id: number,
  slug: string,
): Promise<Result<{ text: string; source: string }>> {
  const listed = await unitPath(host, dir, id, slug);
  const names = listed === null ? [`${id}.json`, `${id}-${slug}.json`] : [];
  for (const file of listed === null ? names.map((n) => join(dir, n)) : [listed]) {
    try {
      return ok({ text: await host.readFile(file), source: file });
    } catch (e) {
      if (errnoOf(e) !== 'ENOENT') throw usage(`cannot read "${file}": ${fileReason(e)}`);
    }
  }
  return err(
    inputError(
      `no unit file for faction ${id} (${slug}) in "${dir}": looked for ${id}-${slug}.json, ${id}.json and ${id}-*.json`,
      undefined,
      FETCH_HINT,
    ),
  );
}

const inFile =
  (source: string) =>
  (e: InputError): InputError => ({
    ...e,
    message: `${source}: ${e.message}`,
  });

/**
 * Reads and checks unit files once per faction (a batch of codes shares them), and the
 * reinforcement file a faction file names (`"reinforcements": 699`), from the same place.
 */
export class UnitFiles {
  private readonly cache = new Map<number, Result<UnitFile>>();
  private readonly sources = new Map<number, string>();
  constructor(
    private readonly host: Reader,
    /** A unit file, or a directory of them. */
    private readonly path: string,
  ) {}

  private async load(id: number, slug: string, check: boolean): Promise<Result<UnitFile>> {
    const hit = this.cache.get(id);
    if (hit !== undefined) return hit;
    const text = await fileOrDirectory(this.host, this.path);
    const found =
      text !== null && check
        ? ok({ text, source: this.path })
        : await fileInDirectory(
            this.host,
            text === null ? this.path : dirname(this.path),
            id,
            slug,
          );
    if (found.ok) this.sources.set(id, found.value.source);
    const parsed = found.ok ? parseUnitFile(found.value.text) : found;
    const result: Result<UnitFile> = !found.ok
      ? found
      : !parsed.ok
        ? err(inFile(found.value.source)(parsed.error))
        : check
          ? checkFaction(parsed.value, id, found.value.source)
          : parsed;
    this.cache.set(id, result);
    return result;
  }

  async for(code: ArmyCode): Promise<Result<UnitFile>> {
    const file = await this.load(code.factionId, code.factionSlug, true);
    const extra = file.ok ? file.value.reinforcements : null;
    // Reinforcements: read now, so resolving can look them up without waiting.
    if (extra != null && code.groups.some((g) => g.reinforcement === true))
      await this.load(extra, '', false);
    return file;
  }

  /**
   * The day a faction's file was last written ("2026-12-06"), or null where the host
   * gives no dates: named when a code's ids are not in the data.
   */
  async dateOf(id: number): Promise<string | null> {
    const source = this.sources.get(id);
    if (source === undefined || this.host.dataFiles === undefined) return null;
    try {
      const stat = await this.host.dataFiles.stat(source);
      return stat === null || stat.mtimeMs <= 0
        ? null
        : new Date(stat.mtimeMs).toISOString().slice(0, 10);
    } catch {
      return null;
    }
  }

  /** A reinforcement file already read, or null. */
  readonly reinforcements = (id: number): UnitFile | null => {
    const r = this.cache.get(id);
    return r?.ok === true ? r.value : null;
  };
}

/**
 * When a code's private troopers must be found (the metadata is then required): a public
 * view (`--public`), or a state that public views read later (`turn start`, named here).
 */
interface PublicNeeds {
  readonly public?: boolean;
  readonly skillsFor?: string;
}

/** Metadata from --metadata, else the data directory's when it has one, else none. */
export async function metadataOf(
  host: Reader,
  path: string | undefined,
  dir: string | null,
): Promise<Metadata | null> {
  let file = path;
  if (file === undefined && dir !== null) {
    const candidate = join(dir, METADATA_FILE);
    try {
      await host.readFile(candidate);
      file = candidate;
    } catch {
      return null;
    }
  }
  if (file === undefined) return null;
  const parsed = parseMetadata(await readSource(host, file));
  return parsed.ok ? parsed.value : orUsage(err(inFile(file)(parsed.error)));
}

/** --units, else the data directory; null when neither has the faction. */
export async function sourceOf(
  host: Reader,
  opts: CodeOptions,
): Promise<{ units: string; dir: string | null } | null> {
  if (opts.units !== undefined) return { units: opts.units, dir: null };
  const dir = dataDirOf(host, opts.data);
  const names = await unitNames(host, dir);
  return names.names.length === 0 ? null : { units: names.dir, dir };
}

export const resolveWith = (
  code: ArmyCode,
  file: UnitFile,
  meta: Metadata | null,
  units: UnitFiles,
) => resolveArmyCode(code, file, meta, { reinforcements: units.reinforcements });

/** The code given on the command line, or read from stdin with `-`. */
export async function codeText(host: Reader, code: string): Promise<string> {
  return code === '-' ? (await host.readStdin()).trim() : code;
}

/** One code -> its resolution, for `orders` and `validate`. */
async function resolved(
  code: string,
  units: UnitFiles,
  meta: Metadata | null,
): Promise<Result<Resolution>> {
  const decoded = decodeArmyCode(code);
  if (!decoded.ok) return decoded;
  const file = await units.for(decoded.value);
  return file.ok ? ok(resolveWith(decoded.value, file.value, meta, units)) : file;
}

export async function unitsOf(
  host: Reader,
  opts: CodeOptions & PublicNeeds,
): Promise<{ units: UnitFiles; meta: Metadata | null }> {
  const from = await sourceOf(host, opts);
  if (from === null)
    throw usage(
      '--code needs unit files to resolve ids: give --units FILE|DIR, or fetch them (infcalc data fetch)',
    );
  const meta = await metadataOf(host, opts.metadata, from.dir);
  if (opts.public === true) needSkills(meta, '--public');
  else if (opts.skillsFor !== undefined) needSkills(meta, opts.skillsFor);
  return { units: new UnitFiles(host, from.units), meta };
}

/**
 * A public view of an army code needs the metadata: Hidden Deployment, the Lieutenant and
 * the other private skills are found by name there (docs/rules.md §9.7). Without it they
 * would be shown to the opponent, so the view is refused rather than guessed.
 */
export function needSkills(meta: Metadata | null, what: string): void {
  if (meta === null)
    throw usage(
      `${what} with an army code needs the metadata file: without it Hidden Deployment troopers cannot be told apart and would be shown`,
      'give --metadata FILE, or --data DIR holding metadata.json (infcalc data fetch)',
    );
}

export async function oneCode<R extends OrdersReport | ValidationReport>(
  host: Reader,
  codeArg: string,
  opts: CodeOptions & PublicNeeds,
  make: (list: ArmyList) => R,
): Promise<R> {
  const { units, meta } = await unitsOf(host, opts);
  const res = orUsage(await resolved(await codeText(host, codeArg), units, meta));
  return withCodeProblems(make(res.list), res);
}

/**
 * `--ndjson` with `--code`: each line is an army code, resolved and then handled as the
 * list handler `base` handles a list line (same records, same verdicts). Unit files are
 * read once per faction for the whole run.
 */
export async function codeLines<R extends OrdersReport | ValidationReport>(
  host: Reader,
  opts: CodeOptions & PublicNeeds,
  base: LineHandler<R>,
  make: (list: ArmyList) => R,
): Promise<LineHandler<R>> {
  const { units, meta } = await unitsOf(host, opts);
  return {
    ...base,
    handle: async (text) => {
      const res = await resolved(text, units, meta);
      return res.ok ? ok(withCodeProblems(make(res.value.list), res.value)) : res;
    },
  };
}

/** An army code resolved with the files it was resolved against, for `fireteams`. */
export interface ResolvedCode {
  readonly code: ArmyCode;
  readonly resolution: Resolution;
  readonly file: UnitFile;
  readonly reinforcements: (factionId: number) => UnitFile | null;
  readonly metadata: Metadata | null;
}

/**
 * A code from the command line: the code itself, `-` for standard input, or a file that
 * holds one. A text that does not decode is tried as a path: a directory or a device is
 * named as such, never decoded as code text.
 */
export async function codeFromArg(
  host: Pick<Host, 'readFile'> & Partial<Pick<Host, 'readStdin'>>,
  arg: string,
): Promise<ArmyCode> {
  const text = arg === '-' && host.readStdin !== undefined ? (await host.readStdin()).trim() : arg;
  const decoded = decodeArmyCode(text);
  if (decoded.ok || arg === '-') return orUsage(decoded);
  let content: string;
  try {
    content = await host.readFile(arg);
  } catch (e) {
    const why = errnoOf(e);
    if (why === 'EISDIR' || why === 'ENOTREG')
      throw usage(
        `"${arg}" ${why === 'EISDIR' ? 'is a directory' : 'is not a regular file (a device, a pipe or a socket)'}: give an army code, or a file that holds one`,
      );
    // No such file: the text was meant as a code.
    if (why === 'ENOENT' || why === 'ENOTDIR' || why === 'ENAMETOOLONG' || why === undefined)
      return orUsage(decoded);
    throw usage(
      `cannot read "${arg}": ${whyUnreadable(e)}`,
      'give an army code, or a file that holds one',
    );
  }
  return orUsage(decodeArmyCode(content.trim()));
}

export async function resolveCodeArg(
  host: Reader,
  codeArg: string,
  opts: CodeOptions,
): Promise<ResolvedCode> {
  const code = await codeFromArg(host, codeArg);
  const { units, meta } = await unitsOf(host, opts);
  const file = orUsage(await units.for(code));
  return {
    code,
    resolution: resolveWith(code, file, meta, units),
    file,
    reinforcements: units.reinforcements,
    metadata: meta,
  };
}
