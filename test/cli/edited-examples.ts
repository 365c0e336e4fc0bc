/**
 * The example game data (examples/) edited in memory for a test: its metadata and the
 * rivals' unit file parsed, changed by the test, and written back over the harness's
 * files. Synthetic data in the builder's shape; nothing touches the disk.
 */
import { exampleFiles } from './harness.js';

export interface Meta {
  skills: { id: number; name: string }[];
  equips: { id: number; name: string }[];
  weapons: Record<string, unknown>[];
  ammunitions: { id: number; name: string }[];
}
export interface Unit {
  isc: string;
  profileGroups: {
    profiles: { skills: unknown[]; equip: unknown[]; arm: number; bts: number }[];
    options: { skills: unknown[]; weapons: unknown[] }[];
  }[];
}
export interface UnitFile {
  filters: {
    extras: { id: number; name: string; type: string }[];
    equip: { id: number; name: string }[];
  };
  units: Unit[];
}

const files = exampleFiles();
export const META = 'examples/metadata.json' as const;
const RIVALS = 'examples/9010-example-rivals.json' as const;

/** The example data with `edit` applied to its metadata and the rivals' file. */
export function edited(edit: (meta: Meta, rivals: UnitFile, unit: (isc: string) => Unit) => void) {
  const meta = JSON.parse(files[META] ?? '{}') as Meta;
  const rivals = JSON.parse(files[RIVALS] ?? '{}') as UnitFile;
  const unit = (isc: string): Unit => {
    const u = rivals.units.find((x) => x.isc === isc);
    if (u === undefined) throw new Error(isc);
    return u;
  };
  edit(meta, rivals, unit);
  return { ...files, [META]: JSON.stringify(meta), [RIVALS]: JSON.stringify(rivals) };
}

/** A unit's first profile. */
export const profile0 = (u: Unit): Unit['profileGroups'][number]['profiles'][number] => {
  const p = u.profileGroups[0]?.profiles[0];
  if (p === undefined) throw new Error('no profile');
  return p;
};
