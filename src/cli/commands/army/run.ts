/**
 * `infcalc army decode`: a code on its own, resolved against the unit files (`--units`,
 * `--data`), as our army-list JSON (`--list`) or as the Courtesy list (`--public`,
 * docs/rules.md §9.7). Reading the files is src/cli/data/army-codes.ts.
 */
import { courtesyList, decodeArmyCode, idsText } from '../../../core/army/code/index.js';
import { inputError } from '../../../core/result.js';
import type {
  ArmyDecodeReport,
  ArmyListReport,
  CourtesyReport,
} from '../../../app/code-reports.js';
import { orUsage, usage, UsageError } from '../../errors.js';
import {
  codeText,
  metadataOf,
  needSkills,
  resolveWith,
  sourceOf,
  UnitFiles,
  type CodeOptions,
  type Reader,
} from '../../data/army-codes.js';

export async function armyDecodeCommand(
  host: Reader,
  codeArg: string,
  opts: CodeOptions & { list?: boolean; public?: boolean },
): Promise<ArmyDecodeReport | ArmyListReport | CourtesyReport> {
  if (opts.list === true && opts.public === true)
    throw usage(
      '--list and --public do not go together: the army list JSON holds private information',
      'give one of them',
    );
  const code = orUsage(decodeArmyCode(await codeText(host, codeArg)));
  const from = await sourceOf(host, opts);
  if (from === null && opts.public === true)
    throw usage(
      '--public needs unit files: give --units FILE|DIR and --metadata FILE, or --data DIR (infcalc data fetch)',
      'a code holds unit ids, not names or skills',
    );
  if (from === null) {
    if (opts.list === true)
      throw usage(
        '--list needs unit files: give --units FILE|DIR, or fetch them (infcalc data fetch)',
        'a code holds unit ids, not names or orders',
      );
    // The metadata names the skills of the unit file's profiles: alone it does nothing.
    if (opts.metadata !== undefined)
      throw usage(
        '--metadata is unused without --units: it names the skills of the unit file',
        'add --units FILE|DIR, or drop --metadata',
      );
    return { kind: 'army-decode', code, resolution: null };
  }
  const units = new UnitFiles(host, from.units);
  const file = orUsage(await units.for(code));
  const meta = await metadataOf(host, opts.metadata, from.dir);
  if (opts.public === true) needSkills(meta, '--public');
  const resolution = resolveWith(code, file, meta, units);
  if (opts.list !== true && opts.public !== true) return { kind: 'army-decode', code, resolution };
  const [first, ...more] = resolution.missing;
  if (first !== undefined) {
    // An army list without them would count the wrong orders, and a Courtesy list could
    // show a private trooper: refuse rather than guess.
    throw new UsageError(
      inputError(
        `${resolution.missing.length} ${resolution.missing.length === 1 ? 'member' : 'members'} of the code not in the unit file: ${[first, ...more].map((m) => `${idsText(m)} (group ${m.group + 1}, member ${m.index + 1})`).join('; ')}`,
        undefined,
        `run without --${opts.public === true ? 'public' : 'list'} to see the whole code`,
      ),
    );
  }
  if (opts.public === true) return { kind: 'courtesy-list', list: courtesyList(code, resolution) };
  return { kind: 'army-list', list: resolution.list };
}
