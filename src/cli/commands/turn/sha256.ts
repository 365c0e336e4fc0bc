/**
 * SHA-256 (FIPS 180-4) of a text's UTF-8 bytes, for the turn state file's check (docs/turn.md
 * "The state file"). Loading node:crypto costs about 16 M instructions of `turn show`'s 148 M
 * (docs/performance.md "The turn's SHA-256"); a state of a game is 10 to 30 kB, so this
 * hashes it with a 600-byte WebAssembly module (sha256.wat) for the compression function,
 * and the padding done here. node:crypto still hashes a text over MODULE_MAX_BYTES, where
 * its flat cost is the smaller, and any text where WebAssembly is not available (node
 * --jitless).
 */
import { SHA256_WASM } from './sha256-wasm.js';

/** What is used of the WebAssembly API (the project's TypeScript libs do not declare it). */
interface Wasm {
  readonly Module: new (bytes: Uint8Array) => object;
  readonly Instance: new (module: object) => { readonly exports: unknown };
}

interface Compressor {
  readonly memory: { readonly buffer: ArrayBuffer; grow(pages: number): number };
  /** Compress every 64-byte block from `from` up to `to` into H. */
  readonly blocks: (from: number, to: number) => void;
}

/** The module's memory: H at 0, K at 32, the message schedule at 288, the message at 1024. */
const H_AT = 0;
const K_AT = 32;
const MESSAGE_AT = 1024;
const PAGE = 65_536;

/** FIPS 180-4, 4.2.2: the first 32 bits of the fractional parts of the cube roots of the first 64 primes. */
// prettier-ignore
const K = [
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
];
/** FIPS 180-4, 5.3.3: the initial hash value. */
// prettier-ignore
const H0 = [
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
];

/**
 * The longest text the module hashes. Its first tier costs about 150 instructions a byte,
 * node:crypto about 16 M to load and little a byte: they meet at about 70 kB.
 */
export const MODULE_MAX_BYTES = 64 * 1024;

/** The module, compiled on first use; null where WebAssembly is not available. */
let compressor: Compressor | null | undefined;

function compile(): Compressor | null {
  const wasm = (globalThis as { readonly WebAssembly?: Wasm }).WebAssembly;
  if (wasm === undefined) return null;
  const bytes = Buffer.from(SHA256_WASM, 'base64');
  const c = new wasm.Instance(new wasm.Module(bytes)).exports as Compressor;
  const view = new DataView(c.memory.buffer);
  for (const [i, k] of K.entries()) view.setUint32(K_AT + 4 * i, k, true);
  return c;
}

/** The SHA-256 of `text` (lone surrogates as U+FFFD, as node:crypto encodes them), in hex. */
export function sha256(text: string): string {
  const n = Buffer.byteLength(text, 'utf8');
  const c = n <= MODULE_MAX_BYTES ? (compressor ??= compile()) : null;
  if (c === null)
    return process.getBuiltinModule('node:crypto').createHash('sha256').update(text).digest('hex');
  // FIPS 180-4, 5.1.1: a 1 bit, zeros, then the length in bits as 64 bits: whole 64-byte blocks.
  const end = MESSAGE_AT + Math.ceil((n + 9) / 64) * 64;
  const pages = Math.ceil(end / PAGE) - c.memory.buffer.byteLength / PAGE;
  if (pages > 0) c.memory.grow(pages);
  const bytes = new Uint8Array(c.memory.buffer);
  const { written } = new TextEncoder().encodeInto(
    text,
    bytes.subarray(MESSAGE_AT, MESSAGE_AT + n),
  );
  if (written !== n) throw new Error(`sha256: encoded ${written} bytes of ${n}`);
  bytes.fill(0, MESSAGE_AT + n, end);
  bytes[MESSAGE_AT + n] = 0x80;
  const view = new DataView(c.memory.buffer);
  // The bit length's high and low words: n * 8 / 2^32, and n * 8 mod 2^32.
  view.setUint32(end - 8, Math.floor(n / 0x2000_0000));
  view.setUint32(end - 4, (n * 8) >>> 0);
  for (const [i, h] of H0.entries()) view.setUint32(H_AT + 4 * i, h, true);
  c.blocks(MESSAGE_AT, end);
  let hex = '';
  for (let i = 0; i < 8; i++)
    hex += view
      .getUint32(H_AT + 4 * i, true)
      .toString(16)
      .padStart(8, '0');
  return hex;
}
