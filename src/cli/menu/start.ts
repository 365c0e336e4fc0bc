/**
 * The menu's start (docs/command-line.md "The menu"): the edition (the config's or the
 * environment's pre-selected), the data folder (found, or "fetch it now?"), the distance
 * unit of the config; then `runMenu` until the player quits. Output goes to the terminal
 * as the menu goes (host.write).
 */
import { DEFAULT_EDITION, EDITIONS, parseEdition, type EditionId } from '../../core/rules/index.js';
import { dataDirOf, readOrNull } from '../data/load.js';
import type { Host, RunResult } from '../host.js';
import { loadConfig } from '../config/settings.js';
import { freshSeed } from '../random.js';
import { runMenu } from './index.js';
import { askArmyCode, membersOf } from './list.js';
import type { MenuPrompter } from './prompter.js';
import { readRecent, rememberTrooper } from './recent.js';
import { unitEntries, type UnitEntry } from './units.js';

export async function startMenu(
  host: Host,
  p: MenuPrompter,
  exec: (argv: readonly string[]) => Promise<RunResult>,
): Promise<number> {
  const env = host.env.INFCALC_RULES;
  const parsed = env === undefined || env === '' ? null : parseEdition(env, 'INFCALC_RULES');
  const first: EditionId = parsed?.ok === true ? parsed.value.id : DEFAULT_EDITION;
  const ids = [first, ...(Object.keys(EDITIONS) as EditionId[]).filter((id) => id !== first)];
  const edition = await p.select({
    message: 'Rules edition',
    choices: ids.map((e) => ({
      name: EDITIONS[e].name,
      value: e,
      ...(e === first && parsed !== null ? { description: 'from your settings' } : {}),
    })),
  });
  const say = (text: string): void => {
    if (host.write !== undefined) host.write(text);
    else host.progress?.(text);
  };
  const dataDir = dataDirOf(host, undefined);
  const config = (await loadConfig(host)).config;
  const myCode = await askArmyCode(p, config['army-code'] ?? null, async (code) => {
    // Remembered as `infcalc config set army-code CODE` would (docs/command-line.md).
    const r = await exec(['config', 'set', 'army-code', code]);
    say(r.code === 0 ? 'Remembered in your settings (army-code).\n' : r.stderr);
  });
  let units: Promise<readonly UnitEntry[] | null> | null = null;
  const hasData = async () => (await readOrNull(host, `${dataDir}/metadata.json`)) !== null;
  return runMenu(p, {
    edition,
    editionFrom: parsed === null ? null : 'settings',
    dataDir,
    distanceUnit: config['distance-unit'] === 'in' ? 'in' : 'cm',
    exec,
    say,
    units: async () => {
      units ??= (async () => {
        const found = await unitEntries(host, dataDir);
        if (found !== null) return found;
        // No index yet: a first look-up builds it.
        await exec(['unit', 'x', '--data', dataDir]);
        return unitEntries(host, dataDir);
      })();
      return units;
    },
    recent: () => readRecent(host.env),
    remember: (name) => {
      rememberTrooper(host.env, name);
    },
    newSeed: freshSeed,
    fetch: async () => {
      const r = await exec(['data', 'fetch', '--dir', dataDir]);
      say(r.stdout + r.stderr);
      return r.code === 0;
    },
    hasData,
    myCode,
    listOf: (code) => membersOf(host, dataDir, code),
  });
}
