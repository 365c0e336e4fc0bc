/**
 * Where the game data is: a module of its own, with nothing to load, so that the menu's
 * first picker can read the data's edition at once (src/cli/menu/edition.ts).
 */
import { join } from 'node:path';

/**
 * The data directory: `--data DIR`, else INFCALC_DATA, else $XDG_CACHE_HOME/infcalc,
 * else ~/.cache/infcalc.
 */
export function dataDir(
  flag: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
  home: string,
): { dir: string; from: '--data' | 'INFCALC_DATA' | 'XDG_CACHE_HOME' | 'home' } {
  if (flag !== undefined && flag !== '') return { dir: flag, from: '--data' };
  const own = env.INFCALC_DATA;
  if (own !== undefined && own !== '') return { dir: own, from: 'INFCALC_DATA' };
  const xdg = env.XDG_CACHE_HOME;
  if (xdg !== undefined && xdg !== '') return { dir: join(xdg, 'infcalc'), from: 'XDG_CACHE_HOME' };
  return { dir: join(home, '.cache', 'infcalc'), from: 'home' };
}
