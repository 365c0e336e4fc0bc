/**
 * Reading and writing the army code's byte stream. Numbers are one byte below 0x80, else
 * two bytes, the first with its high bit set: ((b0 & 0x7f) << 8) | b1. Strings are such a
 * length followed by that many UTF-8 bytes. Every failure names the byte offset (0-based).
 */

/**
 * A malformed code: what was wrong and at which byte. Thrown inside the decoder and always
 * caught there (a layout that does not fit is tried, fails, and the next one is tried), so
 * it is a plain value: an Error would capture a stack trace on every failed attempt.
 */
export class CodeFault {
  constructor(
    readonly offset: number,
    readonly message: string,
    /** Every group was read, but bytes were left over. */
    readonly trailing = false,
  ) {}
}

/** Abandon the current reading of the code. */
export function fail(offset: number, message: string, trailing = false): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- see CodeFault
  throw new CodeFault(offset, message, trailing);
}

export const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * TextDecoder and TextEncoder are globals of every runtime infcalc runs on, but not of the
 * ES library the published types are checked against (the library needs no @types/node).
 */
declare const TextDecoder: new (
  label: string,
  options: { fatal: boolean },
) => { decode: (bytes: Uint8Array) => string };
declare const TextEncoder: new () => { encode: (text: string) => Uint8Array };

const utf8 = new TextDecoder('utf-8', { fatal: true });

export class ByteReader {
  offset = 0;
  constructor(readonly bytes: Uint8Array) {}

  get done(): boolean {
    return this.offset >= this.bytes.length;
  }

  private byte(what: string): number {
    const b = this.bytes[this.offset];
    if (b === undefined)
      fail(
        this.offset,
        `the code ends at byte ${this.offset} while reading ${what} (it is cut short)`,
      );
    this.offset++;
    return b;
  }

  number(what: string): number {
    const first = this.byte(what);
    if (first < 0x80) return first;
    return ((first & 0x7f) << 8) | this.byte(what);
  }

  /** A byte that must hold one of `allowed`. */
  fixed(what: string, allowed: readonly number[]): number {
    const at = this.offset;
    const b = this.number(what);
    if (!allowed.includes(b))
      fail(at, `${what} at byte ${at} is ${b}; expected ${allowed.join(' or ')}`);
    return b;
  }

  string(what: string): string {
    const at = this.offset;
    const length = this.number(`the length of ${what}`);
    const start = this.offset;
    if (start + length > this.bytes.length)
      fail(
        at,
        `the length of ${what} at byte ${at} is ${length}, past the end of the code (${plural(this.bytes.length - start, 'byte')} left)`,
      );
    this.offset += length;
    try {
      return utf8.decode(this.bytes.subarray(start, start + length));
    } catch {
      fail(start, `${what} at byte ${start} is not valid UTF-8`);
    }
  }
}

export class ByteWriter {
  private readonly out: number[] = [];

  number(n: number): this {
    if (!Number.isInteger(n) || n < 0 || n > 0x7fff) throw new RangeError(`cannot encode ${n}`);
    if (n < 0x80) this.out.push(n);
    else this.out.push(0x80 | (n >> 8), n & 0xff);
    return this;
  }

  string(s: string): this {
    const bytes = new TextEncoder().encode(s);
    this.number(bytes.length);
    this.out.push(...bytes);
    return this;
  }

  get bytes(): Uint8Array {
    return Uint8Array.from(this.out);
  }
}
