/**
 * The hacking programs a trooper's own device carries, as the menu offers them
 * (docs/command-line.md "The menu"): the game data's `hack` rows name the devices that
 * hold each program (docs/rules.md §8.8); of those, the WIP Attacks infcalc answers
 * (`--program`, the edition's table), in the table's order. Pure.
 */
import { lookupProgram } from '../core/mods/words.js';
import type { ModRules } from '../core/rules/mods.js';

/** A program row of the game data: its name and the equipment ids of its devices. */
export interface DataProgram {
  readonly name: string;
  readonly devices: readonly number[] | null;
}

/**
 * The programs of the edition's table that a device among `equipment` (ids of a
 * trooper's equipment) carries; none when it carries no device the data names.
 */
export function carriedPrograms(
  mods: ModRules,
  hack: readonly DataProgram[] | null,
  equipment: readonly number[],
): string[] {
  const carried = new Set<string>();
  for (const row of hack ?? []) {
    if (!(row.devices ?? []).some((d) => equipment.includes(d))) continue;
    const known = lookupProgram(mods, row.name);
    if (known !== undefined) carried.add(known.name);
  }
  return mods.programs.map((p) => p.name).filter((n) => carried.has(n));
}
