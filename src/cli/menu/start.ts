/**
 * The menu's start (docs/command-line.md "The menu"), once the edition is picked
 * (src/cli/menu/edition.ts): my army code, the distance unit of the config, what the
 * menu reads of the game data and the state folder; then `runMenu` until the player
 * quits. Output goes to the terminal as the menu goes (host.write).
 */
import { existsSync } from 'node:fs';
import { EDITIONS, type EditionId } from '../../core/rules/index.js';
import { dataDirOf, openGameData, readOrNull } from '../data/load.js';
import type { Host, RunResult } from '../host.js';
import { loadConfig } from '../config/settings.js';
import { freshSeed } from '../random.js';
import { carriedPrograms } from '../../app/carried-programs.js';
import { trooperSkills } from '../../app/declared-skills.js';
import { UsageError } from '../errors.js';
import { runMenu } from './index.js';
import { answerWith } from './io.js';
import { profileOf, unitKit, weaponModes, type KitMode, type UnitKit } from './kit.js';
import { readSheet, sheetPath, writeSheet } from './sheet-file.js';
import { askArmyCode, membersOf } from './list.js';
import type { MenuMember } from './io.js';
import type { DataTrooper, ListedTrooper } from './question.js';
import type { MenuPrompter } from './prompter.js';
import { readRecent, rememberTrooper } from './recent.js';
import { unitEntries, type UnitEntry } from './units.js';

export async function startMenu(
  host: Host,
  p: MenuPrompter,
  exec: (argv: readonly string[]) => Promise<RunResult>,
  edition: EditionId,
): Promise<number> {
  const env = host.env.INFCALC_RULES;
  const dataDir = dataDirOf(host, undefined);
  const say = (text: string): void => {
    if (host.write !== undefined) host.write(text);
    else host.progress?.(text);
  };
  const config = (await loadConfig(host)).config;
  const myCode = await askArmyCode(p, config['army-code'] ?? null, async (code) => {
    // Remembered as `infcalc config set army-code CODE` would (docs/command-line.md).
    const r = await exec(['config', 'set', 'army-code', code]);
    say(r.code === 0 ? 'Remembered in your settings (army-code).\n' : r.stderr);
  });
  let units: Promise<readonly UnitEntry[] | null> | null = null;
  const hasData = async () => (await readOrNull(host, `${dataDir}/metadata.json`)) !== null;
  const kits = new Map<string, Promise<UnitKit>>();
  const kitOf = (unit: string): Promise<UnitKit> => {
    const kit = kits.get(unit) ?? unitKit(exec, dataDir, unit);
    kits.set(unit, kit);
    return kit;
  };
  const modes = new Map<string, Promise<readonly KitMode[]>>();
  const modesOf = (weapon: string): Promise<readonly KitMode[]> => {
    const m = modes.get(weapon) ?? weaponModes(exec, dataDir, weapon);
    modes.set(weapon, m);
    return m;
  };
  const mods = EDITIONS[edition].mods;
  const listOf = (code: string) => membersOf(host, dataDir, code, mods);
  const memberOf = async (t: ListedTrooper): Promise<MenuMember | undefined> => {
    const members = await listOf(t.code);
    return typeof members === 'string' ? undefined : members.find((x) => x.position === t.position);
  };
  /** The programs of a loadout's devices (the data's default loadout: the first). */
  const programsIn = async (t: DataTrooper): Promise<string[]> => {
    const { options } = profileOf(await kitOf(t.unit), t.profile);
    const o = options.find((x) => x.id === t.option) ?? options[0];
    try {
      const hack = (await openGameData(host, dataDir)).metadata.hack;
      return carriedPrograms(
        mods,
        hack,
        (o?.equipment ?? []).map((e) => e.id),
      );
    } catch (e) {
      // Data that cannot be read offers the whole list: the command says what is wrong.
      if (e instanceof UsageError) return [];
      throw e;
    }
  };
  const sheet = sheetPath(host.env);
  return runMenu(p, {
    edition,
    editionFrom: env === undefined || env === '' ? null : 'settings',
    dataDir,
    distanceUnit: config['distance-unit'] === 'in' ? 'in' : 'cm',
    exec,
    answer: (argv) => answerWith(exec, say, argv),
    say,
    kitOf,
    modesOf,
    skillsOf: async (t) => {
      if (t.kind === 'data')
        return trooperSkills(mods, profileOf(await kitOf(t.unit), t.profile).items);
      return (await memberOf(t))?.skills ?? { declare: [], applied: [], strikable: [] };
    },
    programsOf: async (t) =>
      t.kind === 'data' ? programsIn(t) : ((await memberOf(t))?.programs ?? []),
    chartFile: () => {
      let n = 1;
      while (existsSync(`infcalc-chart-${String(n)}.svg`)) n += 1;
      return `infcalc-chart-${String(n)}.svg`;
    },
    sheet: () => (sheet === null ? [] : readSheet(sheet)),
    saveSheet: (entries) => (sheet !== null && writeSheet(sheet, entries) ? sheet : null),
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
    listOf,
  });
}
