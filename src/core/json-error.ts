/**
 * One pass over a JSON text, before JSON.parse builds anything, for what JSON.parse
 * cannot say or would hide:
 * - where a syntax error is ("line 3, column 7": Node 20's JSON.parse often gives no
 *   position);
 * - nesting deeper than a bound (a few thousand levels overflow the stack of any
 *   recursive code that later walks the value);
 * - duplicate keys, which JSON.parse silently resolves to the last one, and `__proto__`
 *   keys, which JavaScript objects treat specially: either would change what the input
 *   means without a word.
 * Iterative (an explicit stack), so no input can overflow the call stack here.
 */

export type JsonProblem =
  | { readonly kind: 'syntax'; readonly index: number; readonly reason: string }
  | { readonly kind: 'too-deep'; readonly index: number; readonly path: readonly PathPart[] }
  | {
      readonly kind: 'duplicate-key' | 'proto-key';
      readonly index: number;
      readonly path: readonly PathPart[];
      readonly key: string;
    };

export type PathPart = string | number;

/** Kept for callers that only want the syntax error. */
interface JsonSyntaxError {
  readonly index: number;
  readonly reason: string;
}

interface Frame {
  readonly array: boolean;
  /** Keys seen so far in an object; null for an array. */
  readonly keys: Set<string> | null;
  /** The key (object) or index (array) of the value being read. */
  at: PathPart;
}

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const COLON = 58;
const LBRACE = 123;
const RBRACE = 125;
const LBRACKET = 91;
const RBRACKET = 93;
const MINUS = 45;
const DOT = 46;
const ZERO = 48;
const NINE = 57;

const isDigit = (c: number): boolean => c >= ZERO && c <= NINE;
const isWs = (c: number): boolean => c === 32 || c === 10 || c === 13 || c === 9;

class Found extends Error {
  constructor(readonly problem: JsonProblem) {
    super('json problem');
  }
}

/** The first problem in `text`, or null if JSON.parse will accept it as it stands. */
export function scanJson(text: string, maxDepth = Infinity): JsonProblem | null {
  const n = text.length;
  const stack: Frame[] = [];
  let i = 0;

  const ch = (k: number): string => (k < n ? JSON.stringify(text[k]).slice(1, -1) : '');
  const fail = (reason: string): never => {
    throw new Found({ kind: 'syntax', index: i, reason });
  };
  const path = (): PathPart[] => stack.map((f) => f.at);
  const ws = (): void => {
    while (i < n && isWs(text.charCodeAt(i))) i++;
  };
  const expect = (code: number, c: string): void => {
    if (text.charCodeAt(i) !== code)
      fail(i >= n ? `expected "${c}" but the text ended` : `expected "${c}", found "${ch(i)}"`);
    i++;
  };
  /** Past a string starting at i (on its quote); its text, decoded, when `want`. */
  const string = (want: boolean): string => {
    const start = i + 1;
    let escaped = false;
    i = start;
    for (;;) {
      if (i >= n) fail('unterminated string');
      const c = text.charCodeAt(i);
      if (c === QUOTE) break;
      if (c === BACKSLASH) {
        escaped = true;
        i++;
        const e = text[i];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail('bad \\u escape');
          i += 4;
        } else if (e === undefined || !'"\\/bfnrt'.includes(e)) fail('bad escape in string');
      } else if (c < 32) fail('control character in string');
      i++;
    }
    i++;
    if (!want) return '';
    const raw = text.slice(start, i - 1);
    return escaped ? (JSON.parse(`"${raw}"`) as string) : raw;
  };
  /** A key and its colon, checked against the object's other keys. */
  const key = (frame: Frame): void => {
    ws();
    if (text.charCodeAt(i) !== QUOTE)
      fail(`expected a property name in quotes, found ${i >= n ? 'the end' : `"${ch(i)}"`}`);
    const at = i;
    const k = string(true);
    frame.at = k;
    if (k === '__proto__') throw new Found({ kind: 'proto-key', index: at, path: path(), key: k });
    if (frame.keys?.has(k) === true)
      throw new Found({ kind: 'duplicate-key', index: at, path: path(), key: k });
    frame.keys?.add(k);
    ws();
    expect(COLON, ':');
  };
  const number = (): boolean => {
    let j = i;
    if (text.charCodeAt(j) === MINUS) j++;
    const first = text.charCodeAt(j);
    if (first === ZERO) j++;
    else if (isDigit(first)) while (isDigit(text.charCodeAt(j))) j++;
    else return false;
    if (text.charCodeAt(j) === DOT && isDigit(text.charCodeAt(j + 1))) {
      j++;
      while (isDigit(text.charCodeAt(j))) j++;
    }
    const e = text.charCodeAt(j);
    if (e === 101 || e === 69) {
      let k = j + 1;
      const sign = text.charCodeAt(k);
      if (sign === 43 || sign === MINUS) k++;
      if (isDigit(text.charCodeAt(k))) {
        j = k;
        while (isDigit(text.charCodeAt(j))) j++;
      }
    }
    i = j;
    return true;
  };

  try {
    for (;;) {
      // A value starts here.
      ws();
      const c = text.charCodeAt(i);
      let opened = false;
      if (c === LBRACE || c === LBRACKET) {
        if (stack.length >= maxDepth) throw new Found({ kind: 'too-deep', index: i, path: path() });
        const array = c === LBRACKET;
        const frame: Frame = { array, keys: array ? null : new Set(), at: 0 };
        i++;
        ws();
        if (text.charCodeAt(i) === (array ? RBRACKET : RBRACE)) i++;
        else {
          stack.push(frame);
          if (!array) key(frame);
          opened = true;
        }
      } else if (c === QUOTE) string(false);
      else if (!number()) {
        const word = ['true', 'false', 'null'].find((w) => text.startsWith(w, i));
        if (word === undefined)
          fail(i >= n ? 'the text ended where a value was expected' : `unexpected "${ch(i)}"`);
        i += word?.length ?? 0;
      }
      if (opened) continue;
      // A value ended: on to the next one in its container, or close containers.
      for (;;) {
        const top = stack.at(-1);
        ws();
        if (top === undefined) {
          if (i < n) fail(`unexpected "${ch(i)}" after the end of the document`);
          return null;
        }
        if (text.charCodeAt(i) === COMMA) {
          i++;
          if (top.array) top.at = (top.at as number) + 1;
          else key(top);
          break;
        }
        if (top.array) expect(RBRACKET, ']');
        else expect(RBRACE, '}');
        stack.pop();
      }
    }
  } catch (e) {
    if (e instanceof Found) return e.problem;
    throw e;
  }
}

/**
 * The key and depth checks of scanJson alone, for a text JSON.parse has just accepted:
 * strings are skipped with indexOf, the rest is a few comparisons a character, about as
 * fast as JSON.parse itself. Only syntax is assumed; every problem scanJson would find
 * beyond syntax is found here at the same place.
 */
export function scanKeys(text: string, maxDepth = Infinity): JsonProblem | null {
  const stack: Frame[] = [];
  const n = text.length;
  let expectKey = false;
  const path = (): PathPart[] => stack.map((f) => f.at);
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const start = i + 1;
      let end = text.indexOf('"', start);
      // A quote is escaped when an odd number of backslashes precedes it.
      for (;;) {
        let k = end - 1;
        while (text.charCodeAt(k) === BACKSLASH) k--;
        if ((end - 1 - k) % 2 === 0) break;
        end = text.indexOf('"', end + 1);
      }
      if (expectKey) {
        expectKey = false;
        const frame = stack.at(-1);
        const raw = text.slice(start, end);
        const k = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
        if (frame !== undefined) {
          frame.at = k;
          if (k === '__proto__') return { kind: 'proto-key', index: i, path: path(), key: k };
          if (frame.keys?.has(k) === true)
            return { kind: 'duplicate-key', index: i, path: path(), key: k };
          frame.keys?.add(k);
        }
      }
      i = end;
    } else if (c === LBRACE || c === LBRACKET) {
      if (stack.length >= maxDepth) return { kind: 'too-deep', index: i, path: path() };
      const array = c === LBRACKET;
      stack.push({ array, keys: array ? null : new Set(), at: 0 });
      expectKey = !array;
    } else if (c === RBRACE || c === RBRACKET) {
      stack.pop();
      expectKey = false;
    } else if (c === COMMA) {
      const top = stack.at(-1);
      if (top?.array === true) top.at = (top.at as number) + 1;
      else expectKey = true;
    }
  }
  return null;
}

/** Where a JSON text first has a syntax error, or null if it has none. */
export function locateJsonError(text: string): JsonSyntaxError | null {
  const p = scanJson(text);
  return p?.kind === 'syntax' ? { index: p.index, reason: p.reason } : null;
}
