/**
 * How many terminal columns a string takes: East Asian Wide and Fullwidth characters and
 * emoji take two, combining marks and zero-width characters none, a control character as
 * many as its escape (`\u001b`, `\n`) since text output shows it escaped. Alignment pads by
 * this width, never by `length`, so a trooper named in kanji keeps its columns straight.
 */
import { escapeControls } from './escape.js';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const MARK = /^[\p{Mn}\p{Me}]$/u;
/** Zero-width space, joiners, word joiner, byte-order mark, variation selectors. */
const zeroWidth = (code: number): boolean =>
  (code >= 0x200b && code <= 0x200d) ||
  code === 0x2060 ||
  code === 0xfeff ||
  (code >= 0xfe00 && code <= 0xfe0f);
const EMOJI = /^\p{Extended_Pictographic}$/u;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** East Asian Wide (W) and Fullwidth (F) ranges, as [first, last] code points. */
const WIDE: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f], // Hangul Jamo initials
  [0x231a, 0x231b],
  [0x2329, 0x232a],
  [0x23e9, 0x23ec],
  [0x23f0, 0x23f0],
  [0x23f3, 0x23f3],
  [0x25fd, 0x25fe],
  [0x2614, 0x2615],
  [0x2e80, 0x303e], // CJK radicals, Kangxi, CJK symbols and punctuation
  [0x3041, 0x33ff], // Hiragana, Katakana, Bopomofo, Hangul compatibility, CJK compatibility
  [0x3400, 0x4dbf], // CJK Extension A
  [0x4e00, 0x9fff], // CJK Unified Ideographs
  [0xa000, 0xa4cf], // Yi
  [0xa960, 0xa97f], // Hangul Jamo Extended-A
  [0xac00, 0xd7a3], // Hangul syllables
  [0xf900, 0xfaff], // CJK compatibility ideographs
  [0xfe10, 0xfe19], // vertical forms
  [0xfe30, 0xfe6f], // CJK compatibility forms, small forms
  [0xff00, 0xff60], // Fullwidth forms
  [0xffe0, 0xffe6], // Fullwidth signs
  [0x16fe0, 0x18cff], // Tangut, Khitan
  [0x1b000, 0x1b2ff], // Kana supplement and extensions
  [0x1f300, 0x1f64f], // pictographs, emoticons
  [0x1f680, 0x1f6ff], // transport and map
  [0x1f900, 0x1f9ff], // supplemental symbols and pictographs
  [0x20000, 0x3fffd], // CJK Extensions B and beyond
];

function charWidth(c: string): number {
  if (CONTROL.test(c)) return escapeControls(c).length;
  const code = c.codePointAt(0) ?? 0;
  if (MARK.test(c) || zeroWidth(code)) return 0;
  if (code < 0x1100) return 1;
  if (WIDE.some(([a, b]) => code >= a && code <= b)) return 2;
  return EMOJI.test(c) && code >= 0x1f000 ? 2 : 1;
}

/** The columns `s` takes in a terminal (ANSI colour codes take none). */
export function displayWidth(s: string): number {
  // eslint-disable-next-line no-control-regex
  const text = s.replace(/\u001b\[[0-9;]*m/g, '');
  // Printable ASCII, most text, takes a column a character: this also spares start-up
  // compiling the Unicode classes of MARK and EMOJI.
  if (PRINTABLE_ASCII.test(text)) return text.length;
  let w = 0;
  for (const c of text) w += charWidth(c);
  return w;
}

/** `s` padded with spaces to `width` columns, at the end (or the start with `start`). */
export function padDisplay(s: string, width: number, start = false): string {
  const fill = ' '.repeat(Math.max(0, width - displayWidth(s)));
  return start ? fill + s : s + fill;
}

/** The widest a name column of a text table grows: a longer name is cut, never padded to. */
export const NAME_COLUMN_MAX = 32;

/** `s` cut to at most `width` columns, its end replaced by `…` when it is cut. */
export function cutDisplay(s: string, width: number = NAME_COLUMN_MAX): string {
  if (displayWidth(s) <= width) return s;
  let out = '';
  let w = 0;
  for (const c of s) {
    const cw = charWidth(c);
    if (w + cw > width - 1) break;
    out += c;
    w += cw;
  }
  return `${out}…`;
}

/** A column of names: each cut to NAME_COLUMN_MAX, and the width they then take. */
export function nameColumn(names: readonly string[]): { names: string[]; width: number } {
  const cut = names.map((n) => cutDisplay(n));
  return { names: cut, width: Math.max(0, ...cut.map(displayWidth)) };
}
