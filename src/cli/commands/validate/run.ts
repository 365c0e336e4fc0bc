/**
 * `validate --code` and `validate --roster`: army codes checked against the army
 * builder's own files with the list rules of docs/rules.md §9. File reading stays here;
 * the checks are src/core/army/tournament, the use-cases src/app/validate-*.ts.
 */
import type { ArmyCode } from '../../../core/army/code/index.js';
import type { CheckOptions } from '../../../core/army/tournament/check.js';
import {
  EXTRAS,
  LIST_CHOICES,
  TIERS,
  type Extra,
  type ListChoiceId,
  type ListChoices,
} from '../../../core/army/tournament/rules.js';
import { ok, type Result } from '../../../core/result.js';
import { listCheckOf, type ArmyFiles } from '../../../app/validate-list.js';
import {
  checkPlayer,
  parseRosterLine,
  RosterPlayers,
  type PlayerResult,
  type RosterLineError,
} from '../../../app/validate-roster.js';
import { unitsOf, type CodeOptions } from '../../data/army-codes.js';
import type { Common, Context } from '../../command.js';
import { EXIT, orUsage, usage } from '../../errors.js';
import type { Host } from '../../host.js';
import { readLines } from '../../io.js';
import { decodeArmyCode } from '../../../core/army/code/index.js';
import { rosterWriter } from '../../render/roster.js';
import { runNdjson, ndjsonFailed, EMPTY_WARNING } from '../../ndjson.js';
import { listCheckRecord } from '../../render/list-check.js';
import type { OutputFormat } from '../../options.js';

export interface ValidateFlags extends CodeOptions {
  readonly code?: string;
  readonly roster?: string;
  readonly ndjson?: boolean;
  readonly extras?: string;
  readonly points?: string;
  readonly tier?: string;
  readonly choice?: readonly string[];
  readonly format?: string;
}

/** The most points a list may be checked against (ITS tiers stop at 400). */
const POINTS_MAX = 10_000;

function parseExtras(text: string | undefined): Set<Extra> {
  const out = new Set<Extra>();
  for (const raw of (text ?? '').split(',')) {
    const word = raw.trim().toLowerCase();
    if (word === '') continue;
    if (!(EXTRAS as readonly string[]).includes(word))
      throw usage(`--extras: unknown extra "${raw.trim()}"`, `known: ${EXTRAS.join(', ')}`);
    out.add(word as Extra);
  }
  return out;
}

function parsePoints(flags: ValidateFlags): number | undefined {
  if (flags.points !== undefined && flags.tier !== undefined)
    throw usage('give --points or --tier, not both');
  if (flags.tier !== undefined) {
    const n = Number(flags.tier);
    if (!(TIERS as readonly number[]).includes(n))
      throw usage(`--tier: "${flags.tier}" is not an ITS tier`, `tiers: ${TIERS.join(', ')}`);
    return n;
  }
  if (flags.points === undefined) return undefined;
  const n = Number(flags.points);
  if (!Number.isInteger(n) || n < 1 || n > POINTS_MAX)
    throw usage(`--points: "${flags.points}" is not a whole number from 1 to ${POINTS_MAX}`);
  return n;
}

function parseChoices(list: readonly string[] | undefined): Partial<ListChoices> {
  const out: Record<string, string> = {};
  for (const item of list ?? []) {
    const [name = '', value = ''] = item.split('=', 2).map((s) => s.trim());
    const choice = (LIST_CHOICES as Record<string, { values: readonly string[] }>)[name];
    if (choice === undefined)
      throw usage(
        `--choice: unknown list choice "${name}"`,
        `known: ${Object.keys(LIST_CHOICES).join(', ')} (docs/rules-choices.md)`,
      );
    if (!choice.values.includes(value))
      throw usage(`--choice ${name}: "${value}" is not one of ${choice.values.join(', ')}`);
    out[name as ListChoiceId] = value;
  }
  return out;
}

export function checkOptions(flags: ValidateFlags): CheckOptions {
  const points = parsePoints(flags);
  return {
    ...(points === undefined ? {} : { points }),
    extras: parseExtras(flags.extras),
    choices: parseChoices(flags.choice),
  };
}

type Reader = Pick<Host, 'readFile' | 'readStdin' | 'readDir' | 'env' | 'lines' | 'dataFiles'>;

/** The army's file and its reinforcement file, read once per faction for the whole run. */
async function filesOf(
  host: Reader,
  flags: ValidateFlags,
): Promise<(code: ArmyCode) => Promise<Result<ArmyFiles>>> {
  const { units } = await unitsOf(host, flags);
  return async (code) => {
    const army = await units.for(code);
    if (!army.ok) return army;
    const id = army.value.reinforcements ?? null;
    return ok({
      army: army.value,
      reinforcements: id === null ? null : units.reinforcements(id),
      date: await units.dateOf(code.factionId),
    });
  };
}

const codeText = async (host: Reader, code: string): Promise<string> =>
  code === '-' ? (await host.readStdin()).trim() : code;

export async function validateCodeRun(ctx: Context, flags: ValidateFlags & Common): Promise<void> {
  const code = flags.code ?? '';
  const opts = checkOptions(flags);
  const files = await filesOf(ctx.host, flags);
  if (flags.ndjson === true) {
    const summary = await runNdjson(
      readLines(ctx.host, code),
      {
        handle: async (text) => {
          const decoded = decodeArmyCode(text);
          if (!decoded.ok) return decoded;
          const f = await files(decoded.value);
          return f.ok ? ok(listCheckOf(decoded.value, f.value, opts)) : f;
        },
        record: listCheckRecord,
        verdict: (r) => r.check.problems.length > 0,
      },
      ctx.emit,
    );
    ctx.done({
      text: '',
      code: ndjsonFailed(summary) ? EXIT.verdict : EXIT.ok,
      stderr: summary.records === 0 ? EMPTY_WARNING + '\n' : '',
    });
    return;
  }
  const decoded = orUsage(decodeArmyCode(await codeText(ctx.host, code)));
  const f = orUsage(await files(decoded));
  ctx.done({ report: listCheckOf(decoded, f, opts), opts: flags });
}

/**
 * `validate FILE --data DIR`: a list given by the builder's ids (the JSON of
 * `army decode --json`), checked as its code would be.
 */
export async function validateIdsRun(
  ctx: Context,
  file: string,
  flags: ValidateFlags & Common,
): Promise<void> {
  const { parseIdsList } = await import('../../../core/army/tournament/ids-list.js');
  const { readSource } = await import('../../io.js');
  const opts = checkOptions(flags);
  const files = await filesOf(ctx.host, flags);
  const code = orUsage(parseIdsList(await readSource(ctx.host, file)));
  const f = orUsage(await files(code));
  ctx.done({ report: listCheckOf(code, f, opts), opts: flags });
}

/**
 * `--roster FILE`: one result per player, written as each line is answered (constant
 * memory), in the format asked for; exit 1 when any player is invalid or a line bad.
 */
export async function validateRosterRun(
  ctx: Context,
  flags: ValidateFlags & Common,
): Promise<void> {
  const roster = flags.roster ?? '-';
  const opts = checkOptions(flags);
  const files = await filesOf(ctx.host, flags);
  if (flags.json === true && flags.format !== undefined && flags.format !== 'json')
    throw usage(`--json and --format ${flags.format} ask for two formats`, 'give one of them');
  const format: OutputFormat =
    flags.json === true ? 'json' : ((flags.format ?? 'text') as OutputFormat);
  // A roster streams one record a player: no chat message holds it.
  if (format === 'discord')
    throw usage('--format discord has no roster message', 'use --format text, json, md or csv');
  const writer = rosterWriter(format);
  let n = 0;
  let players = 0;
  let invalid = 0;
  let stopped = false;
  let seenLine = false;
  const met = new RosterPlayers();
  const write = (s: string): boolean => s === '' || ctx.emit(s);
  if (!write(writer.head())) stopped = true;
  for await (const batch of readLines(ctx.host, roster)) {
    if (stopped) break;
    let out = '';
    for (const raw of batch) {
      n++;
      const text = raw.trim();
      if (text === '') continue;
      const parsed = parseRosterLine(text, !seenLine);
      seenLine = true;
      let answer: PlayerResult | RosterLineError;
      if (!parsed.ok) answer = { line: n, error: parsed.error.message };
      else if (parsed.value === null) continue;
      else answer = await checkPlayer(parsed.value, n, files, opts, met);
      players++;
      if ('error' in answer || !answer.valid) invalid++;
      out += writer.row(answer);
    }
    if (!write(out)) stopped = true;
  }
  if (!stopped) write(writer.tail({ players, invalid }));
  ctx.done({
    text: '',
    code: invalid > 0 ? EXIT.verdict : EXIT.ok,
    stderr: players === 0 ? 'infcalc: warning: the roster has no players (nothing to check)\n' : '',
  });
}
