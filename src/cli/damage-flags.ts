/**
 * The weapon and target flags (docs/rules.md §6), defined once: `--dam --ps --ammo --cont
 * --save` describe a trooper's weapon, `--arm --bts --ph --w --str --taken --cover --nwi
 * --immunity` the same trooper as a target; the `vs` variant (`--vs-dam`, ...) describes
 * the other trooper. Only commander lives here; the parsing is the core's (one parser
 * for flags and engagement files).
 */
import type { Command } from 'commander';
import type { Prefix } from '../app/troopers.js';
import { TROOPER_FIELDS as FIELDS } from '../core/damage/parse.js';

export type { Prefix };

const collect = (value: string, previous: string[]): string[] => [...previous, value];

/** Add the weapon and/or target flags of one trooper to a command. */
export function damageOptions(
  cmd: Command,
  prefix: Prefix = '',
  who = 'this trooper',
  parts: 'both' | 'weapon' | 'target' = 'both',
  /** Whose weapon it is when that is not `who` (`save`: the attacker's, against the target). */
  weaponOf = who,
): Command {
  const f = (name: string): string => (prefix === '' ? `--${name}` : `--vs-${name}`);
  if (parts !== 'target')
    cmd
      .option(`${f('dam')} <n>`, `weapon Damage of ${weaponOf} (N4; 0..30)`)
      .option(`${f('ps')} <n>`, `weapon PS of ${weaponOf} (N5; 0..20; PS = 20 - Damage)`)
      .option(
        `${f('ammo')} <kind>`,
        'n ap da exp t2 shock stun em para plasma, or combined ap+da ap+exp ap+shock da+shock n+em ap+t2 ... (default n)',
      )
      .option(f('cont'), 'the weapon has Continuous Damage')
      .option(`${f('save')} <attr>`, 'the weapon hits ARM or BTS (default arm)')
      .option(
        `${f('sr')} <n>`,
        `SR-1 or SR-2 of ${weaponOf}: every save its hits cause 1 or 2 worse`,
      )
      .option(f('dead'), 'the weapon has State: Dead (Monofilament): a failed save kills')
      .option(
        f('sepsitor'),
        'the weapon is a Sepsitor: saves against BTS, a failed one is Sepsitorized, no wound',
      );
  if (parts !== 'weapon')
    cmd
      .option(`${f('arm')} <n>`, `ARM of ${who}, when hit`)
      .option(`${f('bts')} <n>`, `BTS of ${who}`)
      .option(`${f('ph')} <n>`, `PH of ${who} (PARA saves at PH-6; default 10)`)
      .option(`${f('w')} <n>`, `W / VITA of ${who}, or STR with ${f('str')} (default 1)`)
      .option(f('str'), 'the wounds are STR (remotes, TAGs)')
      .option(`${f('taken')} <n>`, 'wounds already taken')
      .option(f('cover'), `Partial Cover: +3 to saves, a -3 MOD on the other's roll`)
      .option(f('nwi'), 'No Wound Incapacitation / Dogged')
      .option(f('remote-presence'), 'Remote Presence: with STR, Unconscious twice before Dead')
      .option(
        `${f('immunity')} <kind>`,
        'shock, crit, ap, arm, bts, enhanced, cont, pos, imm-b, isolated, da, exp, t2; total (N4) (repeatable or comma-separated)',
        collect,
        [],
      );
  return cmd;
}

const BOOLEAN_FIELDS: ReadonlySet<string> = new Set([
  'cont',
  'dead',
  'str',
  'cover',
  'nwi',
  'remotePresence',
  'sepsitor',
]);

/**
 * Weapon and target flags typed as one line (the interactive menu): `--dam 13 --vs-arm 3`
 * into the options commander would give, or the first word it does not know.
 */
export function flagsFromWords(text: string):
  | { readonly ok: true; readonly opts: Record<string, unknown>; readonly argv: string[] }
  | {
      readonly ok: false;
      readonly message: string;
    } {
  const argv = text.split(/\s+/).filter((w) => w !== '');
  const opts: Record<string, unknown> = {};
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i] ?? '';
    const m = /^--(vs-)?([a-z]+)$/.exec(word);
    const field = m?.[2];
    if (m === null || field === undefined || !(FIELDS as readonly string[]).includes(field))
      return { ok: false, message: `"${word}" is not a weapon or target flag (e.g. --dam 13)` };
    const key = m[1] === undefined ? field : `vs${field.charAt(0).toUpperCase()}${field.slice(1)}`;
    if (BOOLEAN_FIELDS.has(field)) {
      opts[key] = true;
      continue;
    }
    const value = argv[++i];
    if (value === undefined) return { ok: false, message: `${word} needs a value` };
    opts[key] =
      field === 'immunity' ? [...((opts[key] as string[] | undefined) ?? []), value] : value;
  }
  return { ok: true, opts, argv };
}
