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

const shown = (c: string): string => (/^[\x21-\x7e]$/.test(c) ? `"${c}"` : JSON.stringify(c));

/** Undo URL encoding (%XX), keeping each character's position in the text as given. */
function urlDecoded(text: string): Result<{ chars: string[]; at: number[] }> {
  const chars: string[] = [];
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (c === '%') {
      const hex = text.slice(i + 1, i + 3);
      if (!/^[0-9A-Fa-f]{2}$/.test(hex))
        return err(
          inputError(`army code: "%" at position ${i + 1} is not followed by two hex digits`),
        );
      chars.push(String.fromCharCode(parseInt(hex, 16)));
      at.push(i);
      i += 2;
    } else {
      chars.push(c);
      at.push(i);
    }
  }
  return ok({ chars, at });
}

/** Army code text -> its bytes. Surrounding whitespace is ignored. */
export function codeBytes(input: string): Result<Uint8Array> {
  const lead = input.length - input.trimStart().length;
  const text = input.trim();
  if (text === '') return err(inputError('army code: empty'));
  const decoded = urlDecoded(text);
  if (!decoded.ok) return decoded;
  const { chars, at } = decoded.value;
  const pos = (i: number): number => (at[i] ?? text.length) + lead + 1;
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
