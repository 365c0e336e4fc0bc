/**
 * `--format discord`: an answer as chat messages (docs/sharing.md). Discord's Markdown has
 * bold and code but no tables, and a message holds at most 2,000 characters. So: a bold
 * title with the edition, short lines, tables as code blocks at most 60 columns wide
 * (a phone's), the command that reproduces the answer in a code span, and what does not
 * fit in one message split on row boundaries into several, separated by `-- 8< --`.
 *
 * A sibling of the text, JSON and table formats: built from the typed report by each
 * view's `discord`, reading none of the other formats.
 */
import type { Edition } from '../../core/rules/index.js';

/** Discord refuses a longer message (2,000 characters, counted as UTF-16 units here: safe). */
export const MESSAGE_MAX = 2000;
/** A code block is shown on a phone without wrapping up to about this width. */
export const CODE_WIDTH = 60;
/** The line between two messages: cut here, paste each part as its own message. */
export const CUT = '-- 8< --';

/** Lines of Markdown, or the rows of a code block; a message is cut between rows only. */
export type DiscordBlock =
  | { readonly kind: 'lines'; readonly rows: readonly string[] }
  | { readonly kind: 'code'; readonly rows: readonly string[] };

export interface DiscordDoc {
  /** The title, plain text (it is escaped and made bold here). */
  readonly title: string;
  readonly blocks: readonly DiscordBlock[];
}

export const lines = (...rows: readonly string[]): DiscordBlock => ({ kind: 'lines', rows });
export const code = (rows: readonly string[]): DiscordBlock => ({ kind: 'code', rows });

/**
 * User text (names, specs) in Markdown: every character Discord reads as markup is
 * backslash-escaped (`*`, `_`, `~`, `` ` ``, `|`, `<`, `>`, `@`, brackets, and `#` or `-`
 * that would start a heading or a list), so a trooper called `**@everyone**` is printed,
 * not obeyed.
 */
export const md = (s: string): string =>
  s.replace(/[\\*_~`|<>@[\]]/g, (c) => `\\${c}`).replace(/^[#-]/, (c) => `\\${c}`);

/** Text in a code block: a backtick would end it, so it becomes a look-alike. */
const inCode = (s: string): string => s.replace(/`/g, 'ˋ');

/** A number in bold: "**57.1%**". */
export const bold = (s: string): string => `**${s}**`;

/** Pad to a width in a code block (names may be wide: cut with an ellipsis). */
export function cell(s: string, width: number, right = false): string {
  const chars = Array.from(s);
  const cut = chars.length > width ? `${chars.slice(0, width - 1).join('')}…` : s;
  const pad = ' '.repeat(Math.max(0, width - Array.from(cut).length));
  return right ? pad + cut : cut + pad;
}

/** The command in a code span; a command too long for a message is left out. */
function commandSpan(command: string): string {
  if (command.length > 600) return '(the command is too long to show)';
  const ticks = command.includes('`') ? '``' : '`';
  return `${ticks}${command.includes('`') ? ` ${command} ` : command}${ticks}`;
}

/**
 * The messages: the title on the first (and "(continued)" on the next ones), the rows,
 * the command last. Each message ≤ MESSAGE_MAX; a code block cut in two is closed and
 * reopened. A single row longer than a message is cut (never the case for infcalc's own
 * rows; a long name would be clipped by its view first).
 */
export function renderDiscord(doc: DiscordDoc, edition: Edition | null, command: string): string {
  const title = bold(md(doc.title)) + (edition === null ? '' : ` · ${edition.name} rules`);
  const tail = commandSpan(command);
  const messages: string[] = [];
  let current: string[] = [title];
  let size = title.length;
  let open = false;
  // Room kept in every message for the closing fence and the command line.
  const reserve = '\n```'.length + 1 + tail.length;
  const push = (row: string): void => {
    current.push(row);
    size += 1 + row.length;
  };
  const cut = (): void => {
    if (open) push('```');
    messages.push(current.join('\n'));
    current = [`${bold(md(doc.title))} (continued)`];
    size = current[0]?.length ?? 0;
    if (open) push('```');
  };
  for (const block of doc.blocks) {
    if (block.kind === 'code' && !open) {
      if (size + 1 + 3 + reserve + 1 + (block.rows[0]?.length ?? 0) > MESSAGE_MAX) cut();
      push('```');
      open = true;
    }
    if (block.kind === 'lines' && open) {
      push('```');
      open = false;
    }
    for (const raw of block.rows) {
      const row = (block.kind === 'code' ? inCode(raw) : raw).slice(0, MESSAGE_MAX - 200);
      if (size + 1 + row.length + reserve > MESSAGE_MAX) cut();
      push(row);
    }
  }
  if (open) push('```');
  push(tail);
  messages.push(current.join('\n'));
  return messages.join(`\n${CUT}\n`) + '\n';
}
