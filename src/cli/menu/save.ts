/**
 * A save at the table (docs/command-line.md "The menu"): my trooper is hit; the weapon
 * that hit (its carrier, searched or in the opponent's list), the hits and criticals
 * that stood, the ammunition (the weapon's own, or one of the chart's), whether my
 * trooper is in partial cover; answered by `infcalc save` with a fresh seed, as the typed
 * save question writes it (src/cli/menu/question.ts).
 */
import { SINGLE_AMMO_IDS } from '../../core/rules/ammo.js';
import { EDITIONS } from '../../core/rules/index.js';
import type { MenuIO } from './io.js';
import type { MenuPrompter } from './prompter.js';
import { saveArgv } from './question.js';
import { pickTrooper, type Codes } from './sides.js';

/** The weapon's own ammunition: no `--ammo`, the data's is used. */
const OWN = 'own';

/** The ammunition that hit: the weapon's own (from the data), or one the chart lists. */
async function askAmmo(p: MenuPrompter, io: MenuIO): Promise<string | undefined> {
  const rows = EDITIONS[io.edition].ammo.rows;
  const ammo = await p.select({
    message: 'The ammunition that hit',
    choices: [
      { name: "The weapon's own (its profile in the data)", value: OWN },
      ...SINGLE_AMMO_IDS.map((id) => ({ name: rows[id].label, value: id })),
    ],
  });
  return ammo === OWN ? undefined : ammo;
}

export async function askSave(
  p: MenuPrompter,
  io: MenuIO,
  codes: Codes,
): Promise<readonly string[]> {
  const target = await pickTrooper(p, io, 'My trooper that saves', codes, 'mine', null);
  const attacker = await pickTrooper(
    p,
    io,
    'The weapon that hit: its trooper',
    codes,
    'theirs',
    'bs',
  );
  const count = async (message: string, def: number): Promise<number> =>
    (await p.number({ message, min: 0, max: 20, default: def, required: true })) ?? def;
  const hits = await count('Hits that stood', 1);
  const crits = await count('Criticals that stood', 0);
  const ammo = await askAmmo(p, io);
  const cover = await p.confirm({
    message: 'My trooper is in partial cover (+3 to its saves)?',
    default: false,
  });
  return saveArgv({
    edition: io.edition,
    data: io.dataDir,
    attacker,
    target,
    hits,
    crits,
    ...(ammo === undefined ? {} : { ammo }),
    cover,
    seed: io.newSeed(),
  });
}
