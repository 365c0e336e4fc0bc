/**
 * Army codes from the official army builder: `infcalc army decode`, and `orders` /
 * `validate` with `--code`. File I/O (the unit files, the metadata) stays here; decoding
 * and resolving are in src/core/army/code.
 */
import { join } from 'node:path';
import {
  checkFaction,
  decodeArmyCode,
  idsText,
  parseMetadata,
  parseUnitFile,
  resolveArmyCode,
  type ArmyCode,
  type Metadata,
  type Resolution,
  type UnitFile,
} from '../core/army/code/index.js';
import type { ArmyList } from '../core/army/schema.js';
import { err, inputError, ok, type InputError, type Result } from '../core/result.js';
import { orUsage, usage, UsageError } from './errors.js';
import type { Host } from './host.js';
import { readSource } from './io.js';
import type { LineHandler } from './ndjson.js';
import { withCodeProblems, type OrdersReport, type ValidationReport } from '../app/army.js';

type Reader = Pick<Host, 'readFile' | 'readStdin'>;

export interface ArmyDecodeReport {
  readonly kind: 'army-decode';
  readonly code: ArmyCode;
  /** Null without --units. */
  readonly resolution: Resolution | null;
}

/** `army decode --list`: our army-list JSON, ready for `orders -`. */
export interface ArmyListReport {
  readonly kind: 'army-list';
  readonly list: ArmyList;
}

export interface CodeOptions {
  readonly units?: string;
  readonly metadata?: string;
}

const errnoOf = (e: unknown): unknown => (e as { code?: unknown }).code;

/** A file's text, or null when the path is a directory. */
async function fileOrDirectory(host: Reader, path: string): Promise<string | null> {
  try {
    return await host.readFile(path);
  } catch (e) {
    if (errnoOf(e) === 'EISDIR') return null;
    throw usage(
      `cannot read "${path}": ${errnoOf(e) === 'ENOENT' ? 'no such file or directory' : String(errnoOf(e) ?? e)}`,
      'give the unit file of the faction, or a directory of them named by faction id',
    );
  }
}

/** --units FILE, or --units DIR holding `<faction id>.json` or `<faction id>-<slug>.json`. */
async function unitFileText(
  host: Reader,
  path: string,
  code: ArmyCode,
): Promise<Result<{ text: string; source: string }>> {
  const text = await fileOrDirectory(host, path);
  if (text !== null) return ok({ text, source: path });
  const names = [`${code.factionId}.json`, `${code.factionId}-${code.factionSlug}.json`];
  for (const name of names) {
    const file = join(path, name);
    try {
      return ok({ text: await host.readFile(file), source: file });
    } catch (e) {
      if (errnoOf(e) !== 'ENOENT') throw usage(`cannot read "${file}": ${String(errnoOf(e) ?? e)}`);
    }
  }
  return err(
    inputError(
      `no unit file for faction ${code.factionId} (${code.factionSlug}) in "${path}": looked for ${names.join(' and ')}`,
    ),
  );
}

const inFile =
  (source: string) =>
  (e: InputError): InputError => ({
    ...e,
    message: `${source}: ${e.message}`,
  });

/** Reads and checks unit files once per faction (a batch of codes shares them). */
class UnitFiles {
  private readonly cache = new Map<number, Result<UnitFile>>();
  constructor(
    private readonly host: Reader,
    private readonly path: string,
  ) {}

  async for(code: ArmyCode): Promise<Result<UnitFile>> {
    const hit = this.cache.get(code.factionId);
    if (hit !== undefined) return hit;
    const found = await unitFileText(this.host, this.path, code);
    const parsed = found.ok ? parseUnitFile(found.value.text) : found;
    const result: Result<UnitFile> = !found.ok
      ? found
      : parsed.ok
        ? checkFaction(parsed.value, code.factionId, found.value.source)
        : err(inFile(found.value.source)(parsed.error));
    this.cache.set(code.factionId, result);
    return result;
  }
}

async function metadataOf(host: Reader, path: string | undefined): Promise<Metadata | null> {
  if (path === undefined) return null;
  const parsed = parseMetadata(await readSource(host, path));
  return parsed.ok ? parsed.value : orUsage(err(inFile(path)(parsed.error)));
}

/** The code given on the command line, or read from stdin with `-`. */
async function codeText(host: Reader, code: string): Promise<string> {
  return code === '-' ? (await host.readStdin()).trim() : code;
}

export async function armyDecodeCommand(
  host: Reader,
  codeArg: string,
  opts: CodeOptions & { list?: boolean },
): Promise<ArmyDecodeReport | ArmyListReport> {
  const code = orUsage(decodeArmyCode(await codeText(host, codeArg)));
  if (opts.units === undefined) {
    if (opts.list === true)
      throw usage('--list needs --units FILE|DIR: a code holds unit ids, not names or orders');
    return { kind: 'army-decode', code, resolution: null };
  }
  const file = orUsage(await new UnitFiles(host, opts.units).for(code));
  const resolution = resolveArmyCode(code, file, await metadataOf(host, opts.metadata));
  if (opts.list !== true) return { kind: 'army-decode', code, resolution };
  const [first, ...more] = resolution.missing;
  if (first !== undefined) {
    // An army list without them would count the wrong orders: refuse rather than guess.
    throw new UsageError(
      inputError(
        `${resolution.missing.length} ${resolution.missing.length === 1 ? 'member' : 'members'} of the code not in the unit file: ${[first, ...more].map((m) => `${idsText(m)} (group ${m.group + 1}, member ${m.index + 1})`).join('; ')}`,
        undefined,
        'run without --list to see the whole code',
      ),
    );
  }
  return { kind: 'army-list', list: resolution.list };
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
  return file.ok ? ok(resolveArmyCode(decoded.value, file.value, meta)) : file;
}

function unitsOf(host: Reader, opts: CodeOptions): UnitFiles {
  if (opts.units === undefined)
    throw usage('--code needs --units FILE|DIR: the unit file of the army builder to resolve ids');
  return new UnitFiles(host, opts.units);
}

export async function oneCode<R extends OrdersReport | ValidationReport>(
  host: Reader,
  codeArg: string,
  opts: CodeOptions,
  make: (list: ArmyList) => R,
): Promise<R> {
  const units = unitsOf(host, opts);
  const meta = await metadataOf(host, opts.metadata);
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
  opts: CodeOptions,
  base: LineHandler<R>,
  make: (list: ArmyList) => R,
): Promise<LineHandler<R>> {
  const units = unitsOf(host, opts);
  const meta = await metadataOf(host, opts.metadata);
  return {
    ...base,
    handle: async (text) => {
      const res = await resolved(text, units, meta);
      return res.ok ? ok(withCodeProblems(make(res.value.list), res.value)) : res;
    },
  };
}
