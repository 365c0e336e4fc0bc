/** Text layout for an 80-column terminal. */
import { displayWidth } from './width.js';

export const WIDTH = 80;

/**
 * Break `text` into lines of at most `width` columns at spaces; the first line starts
 * with `first`, the rest with `rest` (a hanging indent). Words longer than a line stay whole.
 */
export function wrap(
  text: string,
  first: string,
  rest = ' '.repeat(displayWidth(first)),
  width = WIDTH,
): string[] {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const word of text.split(' ')) {
    if (!empty && displayWidth(line) + 1 + displayWidth(word) > width) {
      lines.push(line);
      line = rest + word;
    } else {
      line += (empty ? '' : ' ') + word;
    }
    empty = false;
  }
  lines.push(line);
  return lines;
}
