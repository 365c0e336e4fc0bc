/**
 * Shell quoting for the commands infcalc prints for the user to run again (the replay
 * hint, the interactive menu's equivalent command, the demo): pasted into bash, zsh or
 * sh, a printed command gets back exactly the words it was made from.
 */

/** Words that need no quotes: nothing a shell would expand, split or glob. */
const PLAIN = /^[\w@%+=:,./-]+$/;
/** Characters a terminal would act on; inside '…' they would reach it raw. */
// eslint-disable-next-line no-control-regex
export const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * One word, quoted for a POSIX shell: bare when safe, else in single quotes (a quote
 * inside becomes '\''). A word with control characters uses $'…' with escapes (bash,
 * zsh, ksh and POSIX sh from 2024), so the printed line is one line and harmless.
 */
export function shellQuote(word: string): string {
  if (word !== '' && PLAIN.test(word)) return word;
  if (!CONTROL.test(word)) return `'${word.replace(/'/g, `'\\''`)}'`;
  // Code points, not graphemes: each control character is escaped on its own.
  const escaped = Array.from(word)
    .map((c) => {
      if (c === '\\' || c === "'") return `\\${c}`;
      const code = c.codePointAt(0) ?? 0;
      if (!CONTROL.test(c)) return c;
      // \xHH is a byte; above 0x7f the character needs \uHHHH to come back as UTF-8.
      return code < 0x80
        ? `\\x${code.toString(16).padStart(2, '0')}`
        : `\\u${code.toString(16).padStart(4, '0')}`;
    })
    .join('');
  return `$'${escaped}'`;
}

/** A whole command line, `infcalc` first. */
export function commandLine(argv: readonly string[]): string {
  return ['infcalc', ...argv.map(shellQuote)].join(' ');
}
