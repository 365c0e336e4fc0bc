/** What each `config` subcommand does with the settings file (src/cli/config/). */
import { resolve } from 'node:path';
import type { Outcome } from '../../command.js';
import { EXIT, usage } from '../../errors.js';
import type { Host } from '../../host.js';
import { configPath } from '../../config/paths.js';
import {
  CONFIG_KEY_NAMES,
  CONFIG_KEYS,
  checkConfig,
  checkValue,
  isConfigKey,
  parseConfigObject,
  readConfigText,
  type ConfigKey,
} from '../../config/settings.js';
import { writeConfig } from '../../config/write.js';
import { didYouMean } from '../../../core/suggest.js';

type Reader = Pick<Host, 'readFile' | 'env'>;

const text = (s: string): Outcome => ({ text: s, code: EXIT.ok });

function where(host: Reader): string {
  const path = configPath(host.env);
  if (path === null)
    throw usage(
      'no folder for the config file: neither XDG_CONFIG_HOME nor HOME is set',
      'set XDG_CONFIG_HOME',
    );
  return path;
}

/** The file's raw settings, every key checked but `skip`; {} when there is no file. */
async function read(
  host: Reader,
  path: string,
  skip: string | null = null,
): Promise<Record<string, unknown>> {
  const t = await readConfigText(host, path);
  if (t === null) return {};
  const raw = parseConfigObject(t);
  if (!raw.ok)
    throw usage(`${path}: ${raw.message}`, `fix the file, or remove it (rm ${path}) to start anew`);
  checkConfig(path, raw.value, skip);
  return raw.value;
}

function knownKey(key: string): ConfigKey {
  if (isConfigKey(key)) return key;
  const mean = didYouMean(key, CONFIG_KEY_NAMES);
  throw usage(
    `no setting "${key}"${mean === undefined ? '' : ` (${mean})`}`,
    `the keys are ${CONFIG_KEY_NAMES.join(', ')}`,
  );
}

export async function list(host: Reader): Promise<Outcome> {
  const path = where(host);
  const raw = await read(host, path);
  const rows = CONFIG_KEY_NAMES.map((key) => {
    const variable = CONFIG_KEYS[key].variables.find((v) => (host.env[v] ?? '') !== '');
    const own = raw[key] as string | undefined;
    const [value, from] =
      variable !== undefined
        ? [`${variable}=${host.env[variable] ?? ''}`, 'environment']
        : own !== undefined
          ? [own, 'config']
          : [CONFIG_KEYS[key].fallback === '' ? '-' : CONFIG_KEYS[key].fallback, 'default'];
    return [key, value, from] as const;
  });
  const w0 = Math.max(...rows.map((r) => r[0].length));
  const w1 = Math.max(...rows.map((r) => r[1].length));
  return text(
    [
      ...rows.map(([k, v, f]) => `${k.padEnd(w0)}  ${v.padEnd(w1)}  ${f}`),
      `(file: ${path}; a flag wins over the environment, the environment over the config)`,
    ].join('\n') + '\n',
  );
}

export async function get(host: Reader, key: string): Promise<Outcome> {
  const k = knownKey(key);
  const value = (await read(host, where(host)))[k];
  return typeof value === 'string' ? text(`${value}\n`) : { text: '', code: EXIT.verdict };
}

export async function set(host: Reader, key: string, given: string): Promise<Outcome> {
  const k = knownKey(key);
  // A relative data folder is the one the player means now, wherever infcalc runs later.
  const value = k === 'data' && given !== '' ? resolve(given) : given;
  const bad = checkValue(k, value);
  if (bad !== null)
    throw usage(`config set ${bad.message}`, `e.g. infcalc config set ${k} ${example(k)}`);
  const path = where(host);
  const raw = await read(host, path, k);
  writeConfig(path, { ...raw, [k]: value });
  return text(`${k} = ${value}  (written to ${path})\n`);
}

const example = (k: ConfigKey): string =>
  ({
    edition: 'n5',
    data: '/home/me/infinity-data',
    'army-code': 'CODE',
    'distance-unit': 'in',
    colour: 'never',
  })[k];

export async function unset(host: Reader, key: string): Promise<Outcome> {
  const path = where(host);
  const raw = await read(host, path, key);
  if (!Object.hasOwn(raw, key)) {
    knownKey(key);
    return text(`${key} is not set in ${path}\n`);
  }
  const rest = Object.fromEntries(Object.entries(raw).filter(([name]) => name !== key));
  writeConfig(path, rest);
  return text(`${key} removed  (from ${path})\n`);
}

export function path(host: Reader): Promise<Outcome> {
  return Promise.resolve(text(`${where(host)}\n`));
}
