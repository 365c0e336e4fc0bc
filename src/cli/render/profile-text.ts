/** A profile's numbers as the army builder shows them, for `unit` and the menu's pickers. */
import type { Profile } from '../../core/data/units.js';

const n = (v: number | null): string => (v === null ? '-' : String(v));

/**
 * "MOV 10-10  CC 13  BS 12  PH 10  WIP 12  ARM 1  BTS 0  VITA 1  S 2": `wounds` is the
 * edition's name (W, VITA); a structure's is STR.
 */
export function profileNumbers(
  p: Pick<Profile, 'move' | 'cc' | 'bs' | 'ph' | 'wip' | 'arm' | 'bts' | 'w' | 'str' | 's'>,
  wounds: string,
): string {
  return [
    `MOV ${p.move.join('-') || '-'}`,
    `CC ${n(p.cc)}`,
    `BS ${n(p.bs)}`,
    `PH ${n(p.ph)}`,
    `WIP ${n(p.wip)}`,
    `ARM ${n(p.arm)}`,
    `BTS ${n(p.bts)}`,
    `${p.str ? 'STR' : wounds} ${n(p.w)}`,
    `S ${n(p.s)}`,
  ].join('  ');
}
