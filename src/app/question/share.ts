/**
 * The share string of a question: compact, URL-safe (letters, digits, `.`, `-`, `_`),
 * versioned and stable across releases (docs/json.md "Share strings").
 *
 *     q1.odds.eyJyb2xsIjoicGFpciIsInNwZWMiOiIxM2IzIiwicmVhY3RpdmUiOiIxMSJ9
 *     ^  ^    ^ base64url (no padding) of the question as JSON, less its kind
 *     |  the question's kind
 *     version 1
 *
 * Version 1 is the JSON of today's field names; a field is never renamed within a version.
 * A string of a version this release does not read is refused by its version number.
 */
import { err, inputError, ok, type Result } from '../../core/result.js';
import { canonicalQuestion, checkQuestion, QUESTION_KINDS, type Question } from './kinds.js';

/** The version this release writes; SHARE_READS the versions it reads. */
export const SHARE_VERSION = 1;
const SHARE_READS: ReadonlySet<number> = new Set([1]);
/** A share string is read only up to this length (a question is a few hundred characters). */
export const SHARE_MAX_CHARS = 8192;

declare const TextDecoder: new (
  label: string,
  options: { fatal: boolean },
) => { decode: (bytes: Uint8Array) => string };
declare const TextEncoder: new () => { encode: (text: string) => Uint8Array };

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function base64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, bytes.length - i + 1);
    for (let k = 0; k < chars; k++) out += ALPHABET.charAt((n >> (18 - 6 * k)) & 63);
  }
  return out;
}

function fromBase64url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 6) / 8));
  let acc = 0;
  let bits = 0;
  let n = 0;
  for (const c of text) {
    const v = ALPHABET.indexOf(c);
    if (v < 0) return null;
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[n++] = (acc >> bits) & 0xff;
    }
  }
  return out;
}

/** `q1.odds.…`: the question's share string. */
export function encodeQuestion(q: Question): string {
  const { kind, ...rest } = canonicalQuestion(q);
  return `q${SHARE_VERSION}.${kind}.${base64url(new TextEncoder().encode(JSON.stringify(rest)))}`;
}

const fail = (message: string, hint?: string): Result<never> =>
  err(inputError(message, undefined, hint));

/** A share string back into its question, or why it cannot be read. */
export function decodeQuestion(text: string): Result<Question> {
  const s = text.trim();
  if (s.length > SHARE_MAX_CHARS)
    return fail(`a share string of ${s.length} characters is past the ${SHARE_MAX_CHARS} read`);
  const m = /^q(\d{1,6})\.([a-z-]{1,30})\.([A-Za-z0-9_-]*)$/.exec(s);
  if (m === null)
    return fail(
      'this is not an infcalc share string',
      `a share string looks like q${SHARE_VERSION}.odds.eyJ…`,
    );
  const version = Number(m[1]);
  const kind = m[2] ?? '';
  if (!SHARE_READS.has(version))
    return fail(
      `share string version ${version}: this infcalc reads version ${[...SHARE_READS].join(', ')}`,
      version > SHARE_VERSION ? 'it was made by a newer infcalc: update infcalc' : undefined,
    );
  if (!(QUESTION_KINDS as readonly string[]).includes(kind))
    return fail(
      `a share string of an unknown question kind "${kind}"`,
      `kinds: ${QUESTION_KINDS.join(', ')}`,
    );
  const bytes = fromBase64url(m[3] ?? '');
  let payload: unknown;
  try {
    if (bytes === null) throw new Error('not base64url');
    payload = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return fail(`the ${kind} share string is cut short or damaged (its text is not a question)`);
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    return fail(`the ${kind} share string is damaged (its text is not a question)`);
  const checked = checkQuestion({ ...payload, kind });
  return checked.ok ? ok(checked.value) : checked;
}
