/**
 * The menu's first picker, the rules edition (docs/command-line.md "The menu"): the one
 * of the settings (INFCALC_RULES) pre-selected, else the game data's. It loads nothing
 * but the start-up bundle's modules, so that it appears at once; the rest of the menu is
 * loaded while the player reads it (src/cli/main.ts).
 */
import { dataDir } from '../data/dir.js';
import type { Host } from '../host.js';
import { metadataGame } from '../../core/data/game-of.js';
import { DEFAULT_EDITION, EDITIONS, parseEdition, type EditionId } from '../../core/rules/index.js';
import type { MenuPrompter } from './prompter.js';

/** The edition of the data folder's metadata (N4 or N5), or null without one. */
async function dataEdition(host: Host): Promise<EditionId | null> {
  const home = host.env.HOME ?? host.env.USERPROFILE ?? '';
  try {
    const text = await host.readFile(`${dataDir(undefined, host.env, home).dir}/metadata.json`);
    const game = metadataGame(JSON.parse(text));
    return game === 'n4' || game === 'n5' ? game : null;
  } catch {
    // No data folder, or not JSON: the default edition.
    return null;
  }
}

/** Ask the edition; `loading` starts once the picker is drawn. */
export async function askEdition(
  host: Host,
  p: MenuPrompter,
  loading: () => void,
): Promise<EditionId> {
  const env = host.env.INFCALC_RULES;
  const parsed = env === undefined || env === '' ? null : parseEdition(env, 'INFCALC_RULES');
  // Without a setting, the edition of the game data at hand (docs/game-data.md).
  const fromData = parsed === null ? await dataEdition(host) : null;
  const first: EditionId = parsed?.ok === true ? parsed.value.id : (fromData ?? DEFAULT_EDITION);
  const ids = [first, ...(Object.keys(EDITIONS) as EditionId[]).filter((id) => id !== first)];
  const asked = p.select({
    message: 'Rules edition',
    choices: ids.map((e) => ({
      name: EDITIONS[e].name,
      value: e,
      ...(e === first && parsed !== null ? { description: 'from your settings' } : {}),
      ...(e === first && fromData !== null ? { description: 'the game data’s edition' } : {}),
    })),
  });
  // The picker draws on this turn of the loop; the rest of the menu loads on the next.
  setImmediate(loading);
  return asked;
}
