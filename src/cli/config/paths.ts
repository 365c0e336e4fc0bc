/**
 * Where infcalc keeps the player's own files (docs/command-line.md "Config file", docs/turn.md "The state file"):
 * settings under $XDG_CONFIG_HOME/infcalc (else ~/.config/infcalc), what a game or the menu
 * remembers under $XDG_STATE_HOME/infcalc (else ~/.local/state/infcalc). Never the
 * current folder unless a flag or INFCALC_STATE asks for it.
 */
import { join } from 'node:path';

type Env = Readonly<Record<string, string | undefined>>;

const set = (v: string | undefined): v is string => v !== undefined && v !== '';

function xdg(env: Env, variable: string, fallback: readonly string[]): string | null {
  const own = env[variable];
  if (set(own)) return join(own, 'infcalc');
  const home = env.HOME ?? env.USERPROFILE;
  return set(home) ? join(home, ...fallback, 'infcalc') : null;
}

/** The folder of config.json (and profiles.json); null without a home or XDG_CONFIG_HOME. */
export const configDir = (env: Env): string | null => xdg(env, 'XDG_CONFIG_HOME', ['.config']);

/** The folder of the turn state and the menu's recent troopers; null without a home. */
export const stateDir = (env: Env): string | null =>
  xdg(env, 'XDG_STATE_HOME', ['.local', 'state']);

export const configPath = (env: Env): string | null => {
  const dir = configDir(env);
  return dir === null ? null : join(dir, 'config.json');
};
