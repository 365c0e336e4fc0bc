// The turn state's SHA-256 (src/cli/commands/turn/sha256.ts) against the FIPS 180-4 examples
// and node:crypto, and its WebAssembly module against the WAT source it is compiled from.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MODULE_MAX_BYTES, sha256 } from '../../../src/cli/commands/turn/sha256.js';
import { OUT, sha256WasmModule } from '../../../scripts/sha256-wasm.js';
import { runs } from '../../properties.js';

const crypto = (text: string): string => createHash('sha256').update(text).digest('hex');

describe('sha256', () => {
  // FIPS 180-4's examples (one block, two blocks, a million bytes) and the empty text.
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
    ['a'.repeat(1_000_000), 'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0'],
  ])('of %#', (text, digest) => {
    expect(sha256(text)).toBe(digest);
  });

  // Every length across the padding's edges (55, 56, 63, 64 bytes...), in one-, two-, three-
  // and four-byte characters and with lone surrogates, which both encode as U+FFFD.
  it('agrees with node:crypto on every length up to 300', () => {
    for (let n = 0; n <= 300; n++)
      for (const unit of ['a', 'é', '€', '😀', '\ud800', 'x\udfff'])
        expect([n, unit, sha256(unit.repeat(n))]).toEqual([n, unit, crypto(unit.repeat(n))]);
  });

  it('agrees with node:crypto on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        expect(sha256(text)).toBe(crypto(text));
      }),
      { numRuns: runs(500) },
    );
  });

  // The module's memory grows for a long text and keeps no trace of it for the next one;
  // over MODULE_MAX_BYTES, node:crypto hashes.
  it('hashes a short text after a long one as on its own, up to the module and past it', () => {
    const max = 'é'.repeat(MODULE_MAX_BYTES / 2);
    for (const text of [max, 'abc', max.slice(1), `${max}a`, 'turn '.repeat(300_000), 'abc'])
      expect([text.length, sha256(text)]).toEqual([text.length, crypto(text)]);
  });

  it('is compiled from sha256.wat as it is now (run node scripts/sha256-wasm.js)', async () => {
    expect(readFileSync(OUT, 'utf8')).toBe(await sha256WasmModule());
  });
});
