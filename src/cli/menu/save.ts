/**
 * A save at the table (docs/command-line.md "The menu"): my trooper is hit; the weapon
 * that hit (its carrier, searched or in the opponent's list), the hits and criticals
 * that stood; answered by `infcalc save` with a fresh seed.
 */
import type { MenuIO } from './io.js';
import type { MenuPrompter } from './prompter.js';
import { saveArgv } from './question.js';
import { pickTrooper, type Codes } from './sides.js';

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
  return saveArgv({
    edition: io.edition,
    data: io.dataDir,
    attacker,
    target,
    hits,
    crits,
    seed: io.newSeed(),
  });
}
