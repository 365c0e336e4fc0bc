// Bundle the CLI so that start-up reads one small file instead of hundreds
// (DEVELOPERS.md "Fast start"; `npm run bench startup` measures it).
// - CommonJS: Node 20 starts a CommonJS file faster than an ES module graph.
// - commander, chalk and seedrandom are bundled (every command needs them); zod and
//   @inquirer/prompts stay external and are required only by the commands that use
//   them, so `infcalc roll` never parses them.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';

/**
 * seedrandom asks for node:crypto at load time, only to auto-seed; infcalc always passes
 * a seed, so the bundle gets an empty stand-in and start-up skips loading crypto.
 */
const noCrypto = {
  name: 'no-crypto',
  setup(b) {
    b.onResolve({ filter: /^crypto$/ }, () => ({ path: 'crypto', namespace: 'no-crypto' }));
    b.onLoad({ filter: /.*/, namespace: 'no-crypto' }, () => ({
      contents: 'module.exports = {};',
    }));
  },
};

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
};
await Promise.all([
  build({
    ...common,
    entryPoints: ['src/cli/index.ts'],
    outfile: 'dist/cli.cjs',
    format: 'cjs',
    external: ['zod', '@inquirer/prompts'],
    // The ARC4 generator alone: the package index also loads six other generators.
    alias: { seedrandom: 'seedrandom/seedrandom.js' },
    plugins: [noCrypto],
  }),
  // The pure core as an ES module, for bench/ and for embedding.
  build({
    ...common,
    entryPoints: ['src/core/index.ts'],
    outfile: 'dist/core.js',
    format: 'esm',
    minify: false,
  }),
]);
