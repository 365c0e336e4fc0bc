/**
 * The player's settings (docs/command-line.md "Config file"): config.json in the config
 * folder, one string per key. Precedence is flag > environment > config > default: the
 * config fills only the environment variables the process does not set, so every command
 * reads its defaults where it always did. A file that is not JSON, an unknown key or a bad
 * value stops the run (exit 2) naming the file, the key and the fix; it is never ignored.
 *
 * This module is read at start-up by every command: it loads nothing but what start-up
 * has already loaded.
 */
import { didYouMean } from '../../core/suggest.js';
import { usage } from '../errors.js';
import type { Host } from '../host.js';
import { configPath } from './paths.js';

type Env = Readonly<Record<string, string | undefined>>;

interface KeyInfo {
  /** One line for `config list` and the docs. */
  readonly about: string;
  /** The value's check: null when fine, else what it should be. */
  readonly check: (value: string) => string | null;
  /** What the key sets when the environment does not (flag > environment > config). */
  readonly env: (value: string, env: Env) => Record<string, string>;
  /** The environment variables that win over it. */
  readonly variables: readonly string[];
  /** The value when neither the environment nor the config gives one. */
  readonly fallback: string;
}

const oneOf =
  (values: readonly string[]) =>
  (v: string): string | null =>
    values.includes(v) ? null : `${values.slice(0, -1).join(', ')} or ${values.at(-1) ?? ''}`;

const unset = (env: Env, name: string): boolean => (env[name] ?? '') === '';

/** When a value is read from the config, its environment variable if it has one. */
const into =
  (name: string) =>
  (value: string, env: Env): Record<string, string> =>
    unset(env, name) ? { [name]: value } : {};

export const CONFIG_KEYS = {
  edition: {
    about: 'rules edition of every command: n4 or n5 (INFCALC_RULES wins over it)',
    check: oneOf(['n4', 'n5']),
    env: into('INFCALC_RULES'),
    variables: ['INFCALC_RULES'],
    fallback: 'n4',
  },
  data: {
    about: 'the game data folder (INFCALC_DATA wins over it)',
    check: (v) => (v.startsWith('/') || /^[A-Za-z]:[\\/]/.test(v) ? null : 'an absolute path'),
    env: into('INFCALC_DATA'),
    variables: ['INFCALC_DATA'],
    fallback: '$XDG_CACHE_HOME/infcalc',
  },
  'army-code': {
    about: 'my army code: the menu offers its troopers first',
    check: (v) => (/^\S{1,4000}$/.test(v) ? null : 'an army code from the army builder'),
    env: () => ({}),
    variables: [],
    fallback: '',
  },
  'distance-unit': {
    about: 'the menu asks distances in cm or in',
    check: oneOf(['cm', 'in']),
    env: () => ({}),
    variables: [],
    fallback: 'cm',
  },
  colour: {
    about: 'auto (on a terminal), always or never (NO_COLOR, FORCE_COLOR win over it)',
    check: oneOf(['auto', 'always', 'never']),
    env: (v, env): Record<string, string> => {
      if (v === 'auto' || !unset(env, 'NO_COLOR') || env.FORCE_COLOR !== undefined) return {};
      return v === 'never' ? { NO_COLOR: '1' } : { FORCE_COLOR: '1' };
    },
    variables: ['NO_COLOR', 'FORCE_COLOR'],
    fallback: 'auto',
  },
} as const satisfies Record<string, KeyInfo>;

export type ConfigKey = keyof typeof CONFIG_KEYS;
export type Config = Partial<Record<ConfigKey, string>>;

export const CONFIG_KEY_NAMES = Object.keys(CONFIG_KEYS) as ConfigKey[];

export const isConfigKey = (k: string): k is ConfigKey => Object.hasOwn(CONFIG_KEYS, k);

/** Longer than any settings a player writes: a bigger file is not one. */
export const CONFIG_BYTES_MAX = 64 * 1024;

/** The value of `key` checked: null when fine, else the usage error's message and hint. */
export function checkValue(
  key: ConfigKey,
  value: unknown,
): { message: string; hint: string } | null {
  const want =
    typeof value === 'string' ? CONFIG_KEYS[key].check(value) : CONFIG_KEYS[key].check('\0');
  if (want === null) return null;
  // A value from JSON.parse or the command line: always something JSON can show.
  const shown = JSON.stringify(value);
  return {
    message: `"${key}" is ${shown.length > 60 ? `${shown.slice(0, 57)}...` : shown}, not ${want}`,
    hint: `fix it with: infcalc config set ${key} VALUE, or infcalc config unset ${key}`,
  };
}

/** The raw settings of a file's text, or why it is not a settings file. */
export function parseConfigObject(
  text: string,
): { ok: true; value: Record<string, unknown> } | { ok: false; message: string } {
  if (text.length > CONFIG_BYTES_MAX)
    return { ok: false, message: `larger than ${CONFIG_BYTES_MAX} bytes` };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, message: `not JSON (${e instanceof Error ? e.message : String(e)})` };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { ok: false, message: 'not a JSON object of settings ({"edition": "n5", ...})' };
  return { ok: true, value: json as Record<string, unknown> };
}

/**
 * Every key of the file checked, except `skip` (the key `config set|unset` is about to
 * change): the first problem is a usage error naming the file, the key and the fix.
 */
export function checkConfig(
  path: string,
  raw: Record<string, unknown>,
  skip: string | null = null,
): Config {
  const config: Config = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key === skip) continue;
    if (!isConfigKey(key)) {
      const mean = didYouMean(key, CONFIG_KEY_NAMES);
      throw usage(
        `${path}: unknown key "${key}"${mean === undefined ? '' : ` (${mean})`}`,
        `the keys are ${CONFIG_KEY_NAMES.join(', ')}; remove it with: infcalc config unset ${key}`,
      );
    }
    const bad = checkValue(key, value);
    if (bad !== null) throw usage(`${path}: ${bad.message}`, bad.hint);
    config[key] = value as string;
  }
  return config;
}

/** The settings file as text, or null when there is none (or no home to hold one). */
export async function readConfigText(
  host: Pick<Host, 'readFile' | 'env'>,
  path: string,
): Promise<string | null> {
  try {
    return await host.readFile(path);
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw usage(
      `${path}: cannot read the config file (${typeof code === 'string' ? code : String(e)})`,
      'fix it or remove it',
    );
  }
}

/** The config of this run, checked; {} when there is no file. */
export async function loadConfig(
  host: Pick<Host, 'readFile' | 'env'>,
): Promise<{ path: string | null; config: Config }> {
  const path = configPath(host.env);
  if (path === null) return { path, config: {} };
  const text = await readConfigText(host, path);
  if (text === null) return { path, config: {} };
  const raw = parseConfigObject(text);
  if (!raw.ok)
    throw usage(
      `${path}: ${raw.message}`,
      'fix the file, or remove it (infcalc config path prints where it is)',
    );
  return { path, config: checkConfig(path, raw.value) };
}

/** The environment with the config's values where the process sets none. */
export function configuredEnv(env: Env, config: Config): Env {
  let out: Record<string, string | undefined> | null = null;
  for (const key of CONFIG_KEY_NAMES) {
    const value = config[key];
    if (value === undefined) continue;
    const set = CONFIG_KEYS[key].env(value, env);
    if (Object.keys(set).length > 0) out = { ...(out ?? env), ...set };
  }
  return out ?? env;
}
