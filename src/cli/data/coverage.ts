/**
 * `infcalc data coverage`: every unit file of the data directory read whole, then the
 * coverage worked out (src/app/coverage.ts). A file that is not a unit file is left out
 * with a warning, as look-ups do.
 */
import { join } from 'node:path';
import { dataCoverage, type CoverageReport } from '../../app/coverage.js';
import { factionIdOf } from '../../core/data/files.js';
import { unitFileProblem, type UnitSource } from '../../core/data/units.js';
import { parseJson } from '../../core/input.js';
import type { Host } from '../host.js';
import { dataDirOf, loadMetadata, unitNames } from './load.js';
import { dataEditionOf } from '../edition.js';

type Reader = Pick<Host, 'readFile' | 'readDir' | 'env' | 'dataFiles'>;

export async function coverageCommand(
  host: Reader,
  opts: { readonly data?: string; readonly dir?: string; readonly rules?: string },
): Promise<{ report: CoverageReport & { flagWarnings: string[] }; rules: string }> {
  const dir = dataDirOf(host, opts.dir ?? opts.data);
  const meta = await loadMetadata(host, dir);
  const edition = dataEditionOf(opts.rules, host, meta.game, dir);
  const list = await unitNames(host, dir);
  const files: UnitSource[] = [];
  const warnings: string[] = [];
  for (const name of list.names) {
    const path = join(list.dir, name);
    const json = parseJson(await host.readFile(path));
    const file = {
      factionId: factionIdOf(name) ?? 0,
      source: path,
      json: json.ok ? json.value : null,
    };
    const problem = json.ok ? unitFileProblem(file) : json.error;
    if (problem !== null) {
      warnings.push(`${path}: ${problem.message}; left out`);
      continue;
    }
    files.push(file);
  }
  const report = dataCoverage(meta.metadata, files, edition.mods, dir);
  return { report: { ...report, flagWarnings: warnings }, rules: edition.id };
}
