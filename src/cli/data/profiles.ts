/**
 * The player's profiles file (docs/game-data.md): `--profiles FILE`, else
 * $XDG_CONFIG_HOME/infcalc/profiles.json, else ~/.config/infcalc/profiles.json, when present.
 */
import { join } from 'node:path';
import { parseProfiles, type LoadedProfiles } from '../../core/data/profiles.js';
import { usage } from '../errors.js';
import type { Host } from '../host.js';
import { readOrNull } from './load.js';

type Reader = Pick<Host, 'readFile' | 'readDir' | 'env'>;

const FILE = join('infcalc', 'profiles.json');

/** The default file's path: the XDG config directory, else ~/.config. */
export function defaultProfilesPath(
  env: Readonly<Record<string, string | undefined>>,
): string | null {
  const xdg = env.XDG_CONFIG_HOME;
  if (xdg !== undefined && xdg !== '') return join(xdg, FILE);
  const home = env.HOME ?? env.USERPROFILE;
  return home === undefined || home === '' ? null : join(home, '.config', FILE);
}

/** The profiles of this run, or null when none is given and the default file is absent. */
export async function loadProfiles(
  host: Reader,
  flag: string | undefined,
): Promise<LoadedProfiles | null> {
  const path = flag ?? defaultProfilesPath(host.env);
  if (path === null) return null;
  const text = await readOrNull(host, path);
  if (text === null) {
    if (flag === undefined) return null;
    throw usage(`no profiles file "${path}"`, 'its format: infcalc schema profiles');
  }
  const parsed = parseProfiles(text);
  if (!parsed.ok) {
    const at = parsed.error.at?.kind === 'path' ? ` (at ${parsed.error.at.path})` : '';
    throw usage(
      `${path}: ${parsed.error.message}${at}`,
      parsed.error.hint ?? 'its format: infcalc schema profiles',
    );
  }
  return parsed.value;
}
