/** What every text answer gets around its body: the edition header and the notes. */
import type { Edition } from '../../core/rules/index.js';
import type { Style } from '../style.js';
import { withRules } from '../warnings.js';
import { displayWidth } from './width.js';
import { WIDTH, wrap } from './wrap.js';

/** Visible width of a line, colour codes aside. */
const visible = (line: string): number => displayWidth(line);

/**
 * The edition in the text header (docs/rules.md §7): " (N5 rules)" after the first line,
 * or a line of its own when that would pass 80 columns. Done here for every report, so
 * commands added later get it too; editionless views pass null.
 */
function withEdition(text: string, edition: Edition | null, st: Style): string {
  if (edition === null) return text;
  const tag = `${edition.name} rules`;
  const nl = text.indexOf('\n');
  const first = nl === -1 ? text : text.slice(0, nl);
  if (visible(first) + tag.length + 3 <= WIDTH)
    return `${first} ${st.dim(`(${tag})`)}${nl === -1 ? '' : text.slice(nl)}`;
  return `${st.dim(tag)}\n${text}`;
}

/** `note: …` lines under the result, wrapped to 80 columns (the same notes as JSON `notes`). */
function noteLines(notes: readonly string[], st: Style): string {
  return notes
    .flatMap((n) => wrap(n, 'note: ', '  '))
    .map((l) => st.dim(l) + '\n')
    .join('');
}

export function framedText(
  body: string,
  notes: readonly string[],
  edition: Edition | null,
  st: Style,
): string {
  return withEdition(body + noteLines(notes, st), edition, st);
}

/** A JSON answer as printed, with its edition (`withRules`). */
export const taggedJson = (json: unknown, edition: Edition | null): string =>
  JSON.stringify(withRules(json, edition), null, 2) + '\n';
