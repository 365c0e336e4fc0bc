/**
 * `engage` with troopers from game data (docs/game-data.md): each trooper of the file
 * that names a `unit` (or a `weapon` by name) is looked up, then turned into the fields
 * engage takes (src/app/engage-data.ts). The data is read once, and only when some
 * trooper names it.
 */
import {
  engageTrooperFromData,
  ENGAGE_DATA_KEYS,
  type EngagementFromData,
} from '../../app/engage-data.js';
import type { QueryValue } from '../../app/query.js';
import { parseJson } from '../../core/input.js';
import { inputError } from '../../core/result.js';
import type { Edition } from '../../core/rules/index.js';
import { dataEditionOf } from '../edition.js';
import { UsageError } from '../errors.js';
import type { Host } from '../host.js';
import {
  dataSide,
  dataWeapon,
  openSources,
  sourceWarnings,
  type SideNames,
  type Sources,
} from './odds-data.js';

type Reader = Pick<Host, 'readFile' | 'readDir' | 'env'>;
type Json = Record<string, unknown>;

const isRecord = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Does this trooper of the file name game data? */
const namesData = (t: Json): boolean =>
  ENGAGE_DATA_KEYS.some((k) => t[k] !== undefined) ||
  typeof t.weapon === 'string' ||
  (isRecord(t.weapon) && t.weapon.name !== undefined);

const bad = (message: string, path: string, hint?: string): UsageError =>
  new UsageError(inputError(message, { kind: 'path', path }, hint));

/** A data field's text: a string (a number for `profile`), else bad input at its path. */
function field(t: Json, key: string, path: string, numeric = false): string | undefined {
  const v = t[key];
  if (v === undefined) return undefined;
  if (typeof v === 'string' && v.trim() !== '') return v;
  if (numeric && typeof v === 'number') return String(v);
  throw bad(
    `"${key}" must be ${numeric ? 'a profile number' : 'a non-empty string'}`,
    `${path}.${key}`,
  );
}

/** A look-up error at the trooper's field, unless it names its place already. */
async function at<T>(path: string, run: () => Promise<T> | T): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (!(e instanceof UsageError) || e.error.at !== undefined) throw e;
    throw new UsageError({ ...e.error, at: { kind: 'path', path } });
  }
}

/**
 * The file's JSON with every trooper from the data filled in, and what came from where;
 * null when no trooper names game data (or the text is not JSON: engage says why).
 */
export async function engagementFromData(
  host: Reader,
  text: string,
  options: Readonly<Record<string, QueryValue | undefined>>,
): Promise<{
  input: Json;
  /** The data's edition unless --rules or INFCALC_RULES names one (docs/game-data.md). */
  edition: Edition;
  fromData: EngagementFromData;
  warnings: string[];
  /** Each trooper's words filled in from the data, by name: no "changes nothing" warning. */
  quiet: Map<string, readonly string[]>;
} | null> {
  const json = parseJson(text);
  if (!json.ok || !isRecord(json.value)) return null;
  const root = json.value;
  const troopers: { t: Json; path: string; role: 'active' | 'reactive' }[] = [];
  if (isRecord(root.active)) troopers.push({ t: root.active, path: 'active', role: 'active' });
  if (Array.isArray(root.reactive))
    root.reactive.forEach((t, i) => {
      if (isRecord(t)) troopers.push({ t, path: `reactive[${i}]`, role: 'reactive' });
    });
  if (!troopers.some(({ t }) => namesData(t))) return null;
  let sources: Sources | null = null;
  let edition: Edition | null = null;
  const filled: string[] = [];
  const found: EngagementFromData['troopers'][number][] = [];
  const done = new Map<string, Json>();
  const quiet = new Map<string, readonly string[]>();
  for (const { t, path, role } of troopers) {
    if (!namesData(t)) continue;
    const weaponRef =
      typeof t.weapon === 'string'
        ? t.weapon
        : isRecord(t.weapon) && t.weapon.name !== undefined
          ? field(t.weapon, 'name', `${path}.weapon`)
          : undefined;
    const o = {
      unit: field(t, 'unit', path),
      profile: field(t, 'profile', path, true),
      option: field(t, 'option', path, true),
      faction: field(t, 'faction', path),
      code: field(t, 'code', path),
      trooper: field(t, 'trooper', path),
      range: field(t, 'range', path),
      weapon: weaponRef,
      allowOutOfRange: options.allowOutOfRange === true,
    };
    sources ??= await openSources(host, options);
    const open = sources;
    edition ??= dataEditionOf(
      typeof options.rules === 'string' ? options.rules : undefined,
      host,
      open.builderGame,
      open.loaded?.source ?? '',
    );
    const ed = edition;
    const names: SideNames = { key: (k) => k, flag: (k) => `${path}.${k}` };
    // A weapon the data does not know (or a mode it lacks) is the weapon field's error.
    const named =
      weaponRef === undefined
        ? null
        : await at(`${path}.weapon`, () => dataWeapon(open, weaponRef));
    const side = await at(`${path}.unit`, () => dataSide(host, open, o, names, ed));
    const weapon = side === null ? named : null;
    const name = typeof t.name === 'string' ? t.name : path;
    const source = side?.source ?? weapon?.source;
    if (source !== undefined) found.push({ name, source });
    const words: string[] = [];
    done.set(
      path,
      await at(path, () =>
        engageTrooperFromData(t, side, weapon?.hits ?? null, role, path, ed, filled, words, [
          ...(Array.isArray(root.choice) ? root.choice.filter((c) => typeof c === 'string') : []),
        ]),
      ),
    );
    if (words.length > 0) quiet.set(name, words);
  }
  const input: Json = { ...root, active: done.get('active') ?? root.active };
  if (Array.isArray(root.reactive))
    input.reactive = root.reactive.map((r: unknown, i) => done.get(`reactive[${i}]`) ?? r);
  if (sources === null || edition === null) return null;
  return {
    input,
    edition,
    fromData: { troopers: found, filled },
    warnings: sourceWarnings(sources, edition),
    quiet,
  };
}
