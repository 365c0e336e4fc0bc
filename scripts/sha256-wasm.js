// `node scripts/sha256-wasm.js`: compile src/cli/commands/turn/sha256.wat into
// sha256-wasm.ts, the module's bytes as base64. test/cli/turn/sha256.test.ts checks that
// the file in the repository is what this writes.
import { Buffer } from 'node:buffer';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import wabt from 'wabt';

const dir = fileURLToPath(new URL('../src/cli/commands/turn/', import.meta.url));
export const WAT = `${dir}sha256.wat`;
export const OUT = `${dir}sha256-wasm.ts`;

/** The text of sha256-wasm.ts for the WAT source as it is now. */
export async function sha256WasmModule() {
  const w = await wabt();
  const parsed = w.parseWat('sha256.wat', readFileSync(WAT, 'utf8'));
  try {
    parsed.validate();
    const { buffer } = parsed.toBinary({});
    return [
      '// Written by `node scripts/sha256-wasm.js` from sha256.wat: do not edit.',
      '/** The SHA-256 compression function as a WebAssembly module, in base64. */',
      `export const SHA256_WASM =\n  '${Buffer.from(buffer).toString('base64')}';`,
      '',
    ].join('\n');
  } finally {
    parsed.destroy();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(OUT, await sha256WasmModule());
  console.log(`wrote ${OUT}`);
}
