/**
 * `odds FILE|- --ndjson --format discord`: a batch as chat messages (docs/sharing.md), one
 * line per question with its summary, or the line's error; exit 1 if any line failed, as
 * the JSON batch. Lines are run by the same handler as the JSON batch, so the answers are
 * the same.
 */
import { err, inputError, invariant, type InputError, type Result } from '../../core/result.js';
import type { Edition } from '../../core/rules/index.js';
import { oddsSummary } from '../../app/summary.js';
import type { BatchAnswer } from '../commands/odds/batch.js';
import { EXIT, usage, UsageError } from '../errors.js';
import type { Host } from '../host.js';
import { readLines } from '../io.js';
import { EMPTY_WARNING, runNdjson, type LineHandler } from '../ndjson.js';
import { escapeStrings } from '../render/escape.js';
import { shareCommand } from './command-line.js';
import { lines, md, renderDiscord } from './discord.js';
import { summaryLine } from './discord-odds.js';

/** A chat summary longer than this is no message: the JSON batch is the tool. */
export const DISCORD_BATCH_MAX = 500;

type Row =
  | { readonly line: number; readonly answer: BatchAnswer }
  | { readonly line: number; readonly error: InputError };

export async function discordBatch(
  host: Pick<Host, 'readFile' | 'readStdin' | 'lines' | 'argv'>,
  file: string,
  handler: LineHandler<BatchAnswer>,
  edition: Edition,
): Promise<{ readonly text: string; readonly code: number; readonly stderr: string }> {
  const rows: Row[] = [];
  // Set by the handler; a plain object so the flow analysis sees it may change.
  const state = { tooMany: false };
  const collecting: LineHandler<BatchAnswer> = {
    record: handler.record,
    handle: async (text, line) => {
      if (rows.length >= DISCORD_BATCH_MAX) {
        state.tooMany = true;
        return err(inputError('too many lines'));
      }
      let r: Result<BatchAnswer>;
      try {
        r = await handler.handle(text, line);
      } catch (e) {
        if (!(e instanceof UsageError)) throw e;
        r = err(e.error);
      }
      rows.push(r.ok ? { line, answer: r.value } : { line, error: r.error });
      return r;
    },
  };
  const summary = await runNdjson(readLines(host, file), collecting, () => true);
  if (state.tooMany)
    throw usage(
      `--format discord sums up at most ${DISCORD_BATCH_MAX} questions`,
      'use --json for a longer batch',
    );
  if (summary.records === 0) return { text: '', code: EXIT.ok, stderr: EMPTY_WARNING + '\n' };
  const safe = escapeStrings(rows, [edition]);
  const body = safe.map((row) => {
    const name = `line ${row.line}`;
    if ('error' in row) return `${md(name)}: error: ${md(row.error.message)}`;
    const { report, name: given } = row.answer;
    invariant(report !== undefined, 'a discord batch keeps its answers whole');
    const label = given ?? name;
    return report.kind === 'odds-sweep'
      ? `**${md(label)}**: a sweep of ${report.rows.length} cells (ask it alone, or chart it)`
      : summaryLine(label, oddsSummary(report));
  });
  const failed = rows.filter((r) => 'error' in r).length;
  const n = rows.length;
  const doc = {
    title: `Batch of ${n} ${n === 1 ? 'question' : 'questions'}${failed > 0 ? `, ${failed} failed` : ''}`,
    blocks: [lines(...body)],
  };
  return {
    text: renderDiscord(doc, edition, shareCommand(host.argv)),
    code: failed > 0 ? EXIT.verdict : EXIT.ok,
    stderr: '',
  };
}
