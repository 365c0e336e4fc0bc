// Small helpers for the benchmarks: medians, alternating process timings, ratios.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const preload = fileURLToPath(new URL('./maxrss.cjs', import.meta.url));

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Median in-process time of fn in milliseconds, after a warm-up. */
export function timeIt(fn, runs = 15) {
  for (let i = 0; i < 3; i++) fn();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  return median(times);
}

function runNode(args, input) {
  const t = performance.now();
  const r = spawnSync(process.execPath, ['--require', preload, ...args], {
    cwd: root,
    encoding: 'utf8',
    input,
    // Output goes to a pipe, as in scripts; big enough for 10,000 NDJSON results.
    maxBuffer: 1 << 28,
    env: { ...process.env, NO_COLOR: '1' },
  });
  const ms = performance.now() - t;
  if (r.status !== 0 && r.status !== 1) throw new Error(`${args.join(' ')} failed: ${r.stderr}`);
  const m = /maxrss:(\d+)/.exec(r.stderr);
  return { ms, rssKb: m ? Number(m[1]) : NaN };
}

/**
 * Whole-process wall time and peak memory of `args` against a bare `node -e 0`,
 * measured alternately in the same run so machine noise hits both alike.
 */
export function compareProcess(args, runs = 20, input) {
  const base = [];
  const cmd = [];
  runNode(['-e', '0']);
  runNode(args, input);
  for (let i = 0; i < runs; i++) {
    base.push(runNode(['-e', '0']));
    cmd.push(runNode(args, input));
  }
  const b = median(base.map((x) => x.ms));
  const c = median(cmd.map((x) => x.ms));
  const bm = median(base.map((x) => x.rssKb));
  const cm = median(cmd.map((x) => x.rssKb));
  return { baseMs: b, ms: c, ratio: c / b, baseRssKb: bm, rssKb: cm, rssRatio: cm / bm };
}

/**
 * Whole-process wall time of two commands, measured alternately in the same run:
 * `ratio` is b's median over a's.
 */
export function compareCommands(a, b, runs = 15, input) {
  const ta = [];
  const tb = [];
  runNode(a, input);
  runNode(b, input);
  for (let i = 0; i < runs; i++) {
    ta.push(runNode(a, input).ms);
    tb.push(runNode(b, input).ms);
  }
  const ma = median(ta);
  const mb = median(tb);
  return { aMs: ma, bMs: mb, ratio: mb / ma };
}

export function line(label, value) {
  console.log(`  ${label.padEnd(48)} ${value}`);
}

export const fmtMs = (ms) => `${ms.toFixed(ms < 10 ? 3 : 1)} ms`;
