/**
 * The text of an army code: base64 (standard or URL-safe alphabet, padded or not), often
 * URL-encoded by the army builder's share links (%2B, %2F, %3D). Decoded here by hand so
 * that every error names the character position, and the core needs no Node built-in.
 */
import { err, inputError, ok, type Result } from '../../result.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUE = new Map<string, number>([
  ...ALPHABET.split('').map((c, i) => [c, i] as const),
  ['-', 62],
  ['_', 63],
]);

/** Characters a paste brings along that no one sees: named, never shown raw. */
const INVISIBLE: Readonly<Record<string, string>> = {
  '\u00a0': 'no-break space',
  '\u00ad': 'soft hyphen',
  '\u200b': 'zero width space',
  '\u200c': 'zero width non-joiner',
  '\u200d': 'zero width joiner',
  '\u200e': 'left-to-right mark',
  '\u200f': 'right-to-left mark',
  '\u2060': 'word joiner',
  '\ufeff': 'zero width no-break space (byte order mark)',
};
const INVISIBLE_RE = /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}\u00a0\u2000-\u200a\u202f\u205f\u3000]/u;

/** "U+200B (zero width space)" */
export function invisibleName(c: string): string {
  const hex = (c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
  return `the invisible character U+${hex} (${INVISIBLE[c] ?? 'a control or format character'})`;
}

const shown = (c: string): string =>
  /^[\x21-\x7e]$/.test(c) ? `"${c}"` : INVISIBLE_RE.test(c) ? invisibleName(c) : JSON.stringify(c);

interface Chars {
  readonly chars: string[];
  /** Each character's 0-based index in the text as given. */
  readonly at: number[];
}

/** How many times a code may be URL-encoded over itself (a link pasted into a link). */
const MAX_URL_ROUNDS = 3;

/** Undo one round of URL encoding (%XX), keeping each character's position in the text. */
function urlDecoded(input: Chars): Result<Chars> {
  const chars: string[] = [];
  const at: number[] = [];
  const { chars: src, at: pos } = input;
  for (let i = 0; i < src.length; i++) {
    const c = src[i] ?? '';
    if (c === '%') {
      const hex = (src[i + 1] ?? '') + (src[i + 2] ?? '');
      if (!/^[0-9A-Fa-f]{2}$/.test(hex))
        return err(
          inputError(
            `army code: "%" at position ${(pos[i] ?? 0) + 1} is not followed by two hex digits`,
          ),
        );
      chars.push(String.fromCharCode(parseInt(hex, 16)));
      at.push(pos[i] ?? 0);
      i += 2;
    } else {
      chars.push(c);
      at.push(pos[i] ?? 0);
    }
  }
  return ok({ chars, at });
}

/**
 * The code inside an army builder link: `https://infinityuniverse.com/army/list/CODE`, or
 * a query parameter (`?code=CODE`). Returns where the code starts and ends in the text.
 */
function codeSpan(text: string): { from: number; to: number } {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return { from: 0, to: text.length };
  let to = text.length;
  const hash = text.indexOf('#');
  if (hash >= 0) to = hash;
  const query = text.indexOf('?');
  if (query >= 0 && query < to) {
    const params = text.slice(query + 1, to);
    const m = /(?:^|&)(?:code|list|armyCode)=([^&]*)/.exec(params);
    if (m?.[1] !== undefined) {
      const from = query + 1 + m.index + m[0].length - m[1].length;
      return { from, to: from + m[1].length };
    }
    to = query;
  }
  while (to > 0 && text[to - 1] === '/') to--;
  const slash = text.lastIndexOf('/', to - 1);
  return { from: slash + 1, to };
}

/** Army code text (or an army builder link holding one) -> its bytes. Whitespace around is ignored. */
export function codeBytes(input: string): Result<Uint8Array> {
  const lead = input.length - input.trimStart().length;
  const trimmed = input.trim();
  if (trimmed === '') return err(inputError('army code: empty'));
  const span = codeSpan(trimmed);
  const text = trimmed.slice(span.from, span.to);
  if (text === '') return err(inputError('army code: the link holds no code'));
  // A chat program or a web page adds characters no one sees (a zero width space after
  // the code): named first, before any count of the characters could hide them.
  const hidden = INVISIBLE_RE.exec(text);
  if (hidden !== null)
    return err(
      inputError(
        `army code: ${invisibleName(hidden[0])} at position ${lead + span.from + hidden.index + 1}, pasted with the code`,
        undefined,
        'remove it: copy the code again, or type its last characters by hand',
      ),
    );
  let decoded: Chars = {
    chars: text.split(''),
    at: text.split('').map((_, i) => i + span.from),
  };
  // Links encode the code once ("%3D"); a link pasted into a link twice ("%253D").
  for (let round = 0; round < MAX_URL_ROUNDS && decoded.chars.includes('%'); round++) {
    const next = urlDecoded(decoded);
    if (!next.ok) return next;
    decoded = next.value;
  }
  const { chars, at } = decoded;
  const pos = (i: number): number => (at[i] ?? trimmed.length) + lead + 1;
  // Padding ends the code: a character or two after it were added by hand or by a chat
  // program (more than that is padding in the middle, reported below).
  const pad = chars.indexOf('=');
  if (pad >= 0) {
    let tail = pad;
    while (chars[tail] === '=') tail++;
    const rest = chars.slice(tail);
    if (rest.length > 0 && rest.length < 4 && !rest.includes('='))
      return err(
        inputError(
          `army code: ${rest.map(shown).join(' ')} after the padding "=" (position ${pos(tail)}); a code ends with its padding`,
          undefined,
          'remove what follows the "=" signs',
        ),
      );
  }
  let end = chars.length;
  while (end > 0 && chars[end - 1] === '=' && chars.length - end < 2) end--;
  if (end % 4 === 1)
    return err(
      inputError(
        `army code: ${end} base64 characters cannot be whole bytes (the code looks cut short)`,
      ),
    );
  const out = new Uint8Array(Math.floor((end * 6) / 8));
  let acc = 0;
  let bits = 0;
  let n = 0;
  for (let i = 0; i < end; i++) {
    const c = chars[i] ?? '';
    const v = VALUE.get(c);
    if (v === undefined) {
      const why = c === '=' ? 'padding "=" may only end the code' : `${shown(c)} is not base64`;
      return err(inputError(`army code: ${why} (position ${pos(i)})`));
    }
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[n++] = (acc >> bits) & 0xff;
      acc &= (1 << bits) - 1;
    }
  }
  return ok(out);
}

/** Bytes -> standard base64, padded unless asked otherwise, URL-encoded on request. */
export function codeText(bytes: Uint8Array, opts: { pad?: boolean; url?: boolean } = {}): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i] ?? 0;
    const b1 = bytes[i + 1] ?? 0;
    const b2 = bytes[i + 2] ?? 0;
    const quad = [b0 >> 2, ((b0 & 3) << 4) | (b1 >> 4), ((b1 & 15) << 2) | (b2 >> 6), b2 & 63];
    const keep = Math.min(4, bytes.length - i + 1);
    out += quad
      .slice(0, keep)
      .map((v) => ALPHABET.charAt(v))
      .join('');
    if (keep < 4 && opts.pad !== false) out += '='.repeat(4 - keep);
  }
  return opts.url === true
    ? out.replace(/[+/=]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    : out;
}
