/**
 * `infcalc data fetch`: the army builder's metadata and unit files, downloaded once into
 * the data directory (docs/game-data.md). Each file is checked against the expected
 * shape before it replaces the old one (a temporary file and a rename); a timeout and a
 * bounded retry guard each request; a failed faction is reported and the rest are kept.
 */
import { join } from 'node:path';
import { MAX_DATA_FILE_BYTES, unitFileName, UNITS_DIR } from '../../core/data/files.js';
import { parseGameMetadata, type GameMetadata } from '../../core/data/metadata.js';
import { indexUnits } from '../../core/data/units.js';
import { parseJson } from '../../core/input.js';
import { clip, err, inputError, ok, type Result } from '../../core/result.js';
import { suggest } from '../../core/suggest.js';
import type { IndexSummary } from './index-file/index.js';
import { metadataPath, replaceFile, type DataFs } from './store.js';

/** The army builder's API; `--from URL` replaces it (same paths below it). */
export const DEFAULT_BASE = 'https://api.corvusbelli.com';
/** Community tools send this header; the builder's API answers it. */
export const ORIGIN = 'https://infinityuniverse.com';
export const metadataUrl = (base: string): string => `${base}/army/infinity/en/metadata`;
export const unitsUrl = (base: string, id: number): string => `${base}/army/units/en/${id}`;

/** Per request; a faction file is about 1 MB. */
export const TIMEOUT_MS = 30_000;
/** Tries per file: network failures, timeouts and 5xx answers are tried again. */
export const TRIES = 3;
/**
 * No real file comes near this (the largest faction file is about 1 MB): the bytes read
 * (after decompression) stop here, whatever Content-Length says or does not say.
 */
export const MAX_BYTES = MAX_DATA_FILE_BYTES;
/** The whole fetch stops here (the real one takes a minute): a server that never answers
 * costs this, not TRIES × TIMEOUT_MS per faction. */
export const DEADLINE_MS = 10 * 60_000;
/** The builder has about 60 factions: metadata listing more is refused before any download. */
export const MAX_FACTIONS = 500;

export interface FetchDeps {
  readonly fetch: typeof globalThis.fetch;
  readonly fs: DataFs;
  /** One line per file, on a terminal only (the caller decides). */
  readonly progress?: (line: string) => void;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly timeoutMs?: number;
  /** The whole fetch's bound (ms); DEADLINE_MS when absent. */
  readonly deadlineMs?: number;
}

export interface FetchedFile {
  readonly file: string;
  readonly url: string;
  readonly ok: boolean;
  /** What went wrong, in one line naming the URL and the status; null on success. */
  readonly error: string | null;
  readonly bytes: number;
  /** A failed download left the old file in place. */
  readonly keptOld: boolean;
  /** Where the file came from when a redirect took it to another host. */
  readonly movedTo?: string;
}

export interface DataFetchReport {
  readonly kind: 'data-fetch';
  readonly dir: string;
  readonly base: string;
  readonly files: readonly FetchedFile[];
  /** Some file failed: exit 1, the others kept. */
  readonly failed: boolean;
  /** No request reached the server: the files can be placed by hand. */
  readonly offline: boolean;
  /** The index written after the files (docs/game-data.md); null when there is no metadata. */
  readonly index?: IndexSummary | null;
}

/** One file that could not be fetched: why, and whether trying again may help. */
class Failure extends Error {
  override name = 'Failure';
  constructor(
    message: string,
    readonly retry: boolean,
    readonly offline = false,
  ) {
    super(message);
  }
}

const OFFLINE_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ENETUNREACH',
  'EHOSTUNREACH',
]);

function networkFailure(e: unknown, url: string, timeoutMs: number): Failure {
  const cause = (e as { cause?: { code?: unknown } }).cause;
  const code = typeof cause?.code === 'string' ? cause.code : null;
  const name = (e as { name?: unknown }).name;
  if (name === 'TimeoutError' || name === 'AbortError')
    return new Failure(`${url}: no answer within ${timeoutMs / 1000} s`, true);
  if (code !== null && OFFLINE_CODES.has(code))
    return new Failure(`${url}: cannot connect (${code})`, true, true);
  return new Failure(`${url}: ${code ?? (e as Error).message}`, true);
}

/** Redirects followed per request (a browser follows 20; the builder uses none). */
export const MAX_REDIRECTS = 5;

/**
 * One GET: the body's text, or why not. Redirects are followed by hand: over http(s)
 * only (a `file:` or other target is refused and named), never in a loop, at most
 * MAX_REDIRECTS; one that leaves the host is followed and its final URL told (`moved`).
 */
async function getText(
  url: string,
  deps: FetchDeps,
  moved?: (to: string) => void,
): Promise<string> {
  const timeoutMs = deps.timeoutMs ?? TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  const seen = [url];
  let at = url;
  let res: Response;
  for (;;) {
    try {
      res = await deps.fetch(at, {
        headers: { Origin: ORIGIN, Accept: 'application/json' },
        signal,
        redirect: 'manual',
      });
    } catch (e) {
      throw networkFailure(e, url, timeoutMs);
    }
    const location = res.headers.get('location');
    if (res.status < 300 || res.status > 399 || location === null) break;
    await res.body?.cancel().catch(() => undefined);
    at = nextHop(url, at, location, seen);
  }
  if (at !== url && new URL(at).host !== new URL(url).host) moved?.(at);
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    throw new Failure(
      `${url}: HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}`,
      res.status >= 500,
    );
  }
  const length = Number(res.headers.get('content-length') ?? '0');
  const tooLarge = () =>
    new Failure(
      `${url}: more than ${MAX_BYTES / 1024 / 1024} MB, more than any army builder file; stopped there`,
      false,
    );
  if (length > MAX_BYTES) {
    await res.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  return readCapped(res, url, tooLarge);
}

/**
 * The body, read chunk by chunk and counted as it arrives (decompressed: a gzip bomb is
 * counted by what it inflates to), cancelled at MAX_BYTES: an endless or lying body
 * never holds more than the cap in memory.
 */
async function readCapped(res: Response, url: string, tooLarge: () => Failure): Promise<string> {
  const reader = res.body?.getReader();
  if (reader === undefined) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const next = (await reader.read()) as
        { done: true; value?: undefined } | { done: false; value: Uint8Array };
      if (next.done) break;
      const value = next.value;
      size += value.byteLength;
      if (size > MAX_BYTES) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
  } catch (e) {
    if (e instanceof Failure) throw e;
    // The connection dropped during the body: a truncated download.
    const why =
      (e as { name?: unknown }).name === 'TimeoutError' ? 'too slow' : 'the connection dropped';
    throw new Failure(`${url}: the download was cut short (${why})`, true);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  return new TextDecoder().decode(all);
}

/** Where a redirect goes, or why infcalc does not follow it (`seen`: the hops so far). */
function nextHop(url: string, from: string, location: string, seen: string[]): string {
  let next: URL;
  try {
    next = new URL(location, from);
  } catch {
    throw new Failure(`${url}: redirected to "${clip(location)}", which is not a URL`, false);
  }
  const to = clip(next.href);
  if (next.protocol !== 'http:' && next.protocol !== 'https:')
    throw new Failure(
      `${url}: redirected to ${to}; not followed (infcalc follows redirects over http and https only)`,
      false,
    );
  if (seen.includes(next.href))
    throw new Failure(
      `${url}: a redirect loop (back to ${to} after ${seen.length} ${seen.length === 1 ? 'redirect' : 'redirects'}); not followed`,
      false,
    );
  if (seen.length > MAX_REDIRECTS)
    throw new Failure(
      `${url}: more than ${MAX_REDIRECTS} redirects (the last to ${to}); not followed`,
      false,
    );
  seen.push(next.href);
  return next.href;
}

/** The body as JSON of the expected shape, or why not. */
function checkShape<T>(
  url: string,
  text: string,
  check: (json: unknown, text: string) => Result<T>,
): T {
  if (/^\s*</.test(text))
    throw new Failure(`${url}: returned HTML, not JSON (a login or error page?)`, false);
  const json = parseJson(text);
  if (!json.ok) throw new Failure(`${url}: ${json.error.message} (truncated?)`, true);
  const checked = check(json.value, text);
  if (!checked.ok) {
    const at = checked.error.at?.kind === 'path' ? ` at ${checked.error.at.path}` : '';
    throw new Failure(`${url}: not the expected shape: ${checked.error.message}${at}`, false);
  }
  return checked.value;
}

async function withRetry<T>(deps: FetchDeps, run: () => Promise<T>): Promise<T> {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (e) {
      if (!(e instanceof Failure) || !e.retry || attempt >= TRIES) throw e;
      await sleep(500 * 2 ** (attempt - 1));
    }
  }
}

const checkMetadata = (_: unknown, text: string): Result<GameMetadata> => {
  const meta = parseGameMetadata(text);
  if (!meta.ok) return meta;
  return (meta.value.factions ?? []).length === 0
    ? err(inputError('no factions', { kind: 'path', path: 'factions' }))
    : meta;
};

const checkUnits = (json: unknown): Result<true> => {
  const index = indexUnits([{ factionId: 0, source: 'the file', json }]);
  return index.ok ? ok(true) : index;
};

const FROM_HINT = 'e.g. --from https://api.corvusbelli.com';

/**
 * `--from`: an http or https address without a user name or password. What is wrong is
 * said without echoing an address that holds a password.
 */
export function checkBase(from: string): Result<string> {
  if (from.trim() === '')
    return err(inputError('--from is empty: give the server', undefined, FROM_HINT));
  const credentials = () =>
    err(
      inputError(
        '--from holds a user name or password: the army builder needs none (the address is not shown)',
        undefined,
        FROM_HINT,
      ),
    );
  if (/^[^/?#]*:\/\/[^/?#]*@/.test(from)) return credentials();
  let url: URL;
  try {
    url = new URL(from);
  } catch {
    return err(inputError(`--from "${from}" is not an address`, undefined, FROM_HINT));
  }
  if (url.username !== '' || url.password !== '') return credentials();
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return err(
      inputError(`--from "${from}" is not http or https (${url.protocol})`, undefined, FROM_HINT),
    );
  return ok(from);
}

/** Factions named by id or slug (all when none), or an error with a suggestion. */
export function selectFactions(
  meta: GameMetadata,
  names: readonly string[],
): Result<readonly { id: number; slug: string; name: string }[]> {
  const all = meta.factions ?? [];
  if (names.length === 0) return ok(all);
  const out: { id: number; slug: string; name: string }[] = [];
  for (const n of names) {
    const key = n.trim().toLowerCase();
    const hit = all.find((f) => String(f.id) === key || f.slug.toLowerCase() === key);
    if (hit === undefined) {
      const close = suggest(
        key,
        all.map((f) => f.slug),
      );
      return err(
        inputError(
          `no faction "${n}" in the army builder's metadata`,
          undefined,
          close.length > 0
            ? `did you mean ${close.map((c) => `"${c}"`).join(' or ')}?`
            : 'infcalc data list shows them',
        ),
      );
    }
    if (!out.includes(hit)) out.push(hit);
  }
  return ok(out);
}

/**
 * Download the metadata, then each faction's unit file. A bad faction name stops before
 * any download (an InputError); a failed file is reported and the others are kept.
 */
export async function fetchData(
  opts: { readonly dir: string; readonly base: string; readonly factions: readonly string[] },
  deps: FetchDeps,
): Promise<Result<DataFetchReport>> {
  const started = Date.now();
  const base = opts.base.replace(/\/+$/, '');
  const files: FetchedFile[] = [];
  let offline = false;
  const record = (
    file: string,
    url: string,
    r: { error: Failure } | { bytes: number },
    keptOld: boolean,
    movedTo?: string,
  ) => {
    if ('error' in r) offline ||= r.error.offline;
    files.push({
      file,
      url,
      ok: !('error' in r),
      error: 'error' in r ? r.error.message : null,
      bytes: 'bytes' in r ? r.bytes : 0,
      keptOld,
      ...(movedTo === undefined ? {} : { movedTo }),
    });
  };
  const metaUrl = metadataUrl(base);
  const metaFile = metadataPath(opts.dir);
  deps.progress?.(`fetching ${metaUrl}`);
  let meta: GameMetadata;
  let metaText: string;
  let metaMoved: string | undefined;
  try {
    metaText = await withRetry(deps, () =>
      getText(metaUrl, deps, (to) => {
        metaMoved = to;
      }),
    );
    meta = checkShape(metaUrl, metaText, checkMetadata);
  } catch (e) {
    if (!(e instanceof Failure)) throw e;
    record(metaFile, metaUrl, { error: e }, (await deps.fs.modified(metaFile)) !== null);
    return ok({ kind: 'data-fetch', dir: opts.dir, base, files, failed: true, offline });
  }
  const chosen = selectFactions(meta, opts.factions);
  if (!chosen.ok) return chosen;
  if (chosen.value.length > MAX_FACTIONS)
    return err(
      inputError(
        `${metaUrl} lists ${chosen.value.length} factions, more than the ${MAX_FACTIONS} infcalc fetches; nothing was downloaded`,
        undefined,
        'check --from: the army builder lists about 60',
      ),
    );
  await deps.fs.mkdir(join(opts.dir, UNITS_DIR));
  await replaceFile(deps.fs, metaFile, metaText);
  record(metaFile, metaUrl, { bytes: metaText.length }, false, metaMoved);
  let n = 0;
  const deadline = started + (deps.deadlineMs ?? DEADLINE_MS);
  for (const f of chosen.value) {
    n++;
    const left = deadline - Date.now();
    if (left <= 0) {
      const late = new Failure(
        `stopped: the fetch took more than ${Math.round((deps.deadlineMs ?? DEADLINE_MS) / 1000)} s; ${chosen.value.length - n + 1} faction files not fetched`,
        false,
      );
      record(
        join(opts.dir, UNITS_DIR, unitFileName(f.id, f.slug)),
        unitsUrl(base, f.id),
        { error: late },
        false,
      );
      break;
    }
    // No request outlives the whole fetch's bound.
    const bounded = { ...deps, timeoutMs: Math.min(deps.timeoutMs ?? TIMEOUT_MS, left) };
    const url = unitsUrl(base, f.id);
    const file = join(opts.dir, UNITS_DIR, unitFileName(f.id, f.slug));
    deps.progress?.(`fetching ${n}/${chosen.value.length} ${f.slug} (${url})`);
    let moved: string | undefined;
    try {
      const text = await withRetry(bounded, async () => {
        const t = await getText(url, bounded, (to) => {
          moved = to;
        });
        checkShape(url, t, checkUnits);
        return t;
      });
      await replaceFile(deps.fs, file, text);
      record(file, url, { bytes: text.length }, false, moved);
    } catch (e) {
      if (!(e instanceof Failure)) throw e;
      record(file, url, { error: e }, (await deps.fs.modified(file)) !== null);
      // Offline: every other request would fail the same way after its retries.
      if (e.offline) break;
    }
  }
  return ok({
    kind: 'data-fetch',
    dir: opts.dir,
    base,
    files,
    failed: files.some((f) => !f.ok) || files.length < chosen.value.length + 1,
    offline,
  });
}
