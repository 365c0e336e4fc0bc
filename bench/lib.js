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
  return { ms, ...usage(r.stderr) };
}

/** Peak memory and CPU time reported by maxrss.cjs on stderr. */
function usage(stderr) {
  const m = /maxrss:(\d+)/.exec(stderr);
  const c = /cpu:([\d.]+)/.exec(stderr);
  return { rssKb: m ? Number(m[1]) : NaN, cpuMs: c ? Number(c[1]) : NaN };
}

/**
 * Two commands on the same input, alternately, `runs` times each: medians of wall time,
 * CPU time (user + system) and peak memory, and the ratios of the second to the first.
 * Load on the machine slows both alike, so the ratios hold where absolute times do not.
 */
export function compareTwo(baseArgs, args, runs, input) {
  const base = [];
  const cmd = [];
  runNode(baseArgs, input);
  runNode(args, input);
  for (let i = 0; i < runs; i++) {
    base.push(runNode(baseArgs, input));
    cmd.push(runNode(args, input));
  }
  const med = (xs, k) => median(xs.map((x) => x[k]));
  const b = { ms: med(base, 'ms'), cpuMs: med(base, 'cpuMs'), rssKb: med(base, 'rssKb') };
  const c = { ms: med(cmd, 'ms'), cpuMs: med(cmd, 'cpuMs'), rssKb: med(cmd, 'rssKb') };
  return { base: b, cmd: c, ratio: c.ms / b.ms, cpuRatio: c.cpuMs / b.cpuMs };
}

/**
 * A shell pipeline whose last command is a measured Node process (`node` in `cmd` is
 * replaced by Node with the reporting preload): its wall time, CPU time and peak memory.
 */
export function measurePipeline(cmd) {
  const t = performance.now();
  const r = spawnSync(
    'sh',
    ['-c', cmd.replace(/\bMEASURED\b/, `"${process.execPath}" --require "${preload}"`)],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
      maxBuffer: 1 << 20,
    },
  );
  const ms = performance.now() - t;
  if (r.status !== 0 && r.status !== 1) throw new Error(`${cmd} failed: ${r.stderr}`);
  return { ms, ...usage(r.stderr) };
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
  const cpuMs = median(cmd.map((x) => x.cpuMs));
  const baseCpuMs = median(base.map((x) => x.cpuMs));
  return {
    baseMs: b,
    ms: c,
    ratio: c / b,
    baseRssKb: bm,
    rssKb: cm,
    rssRatio: cm / bm,
    cpuMs,
    baseCpuMs,
  };
}

/** The q-quantile (0..1) of xs, interpolated between the two nearest values. */
export function quantile(xs, q) {
  const s = [...xs].sort((a, b) => a - b);
  const at = (s.length - 1) * q;
  const lo = Math.floor(at);
  return s[lo] + (s[Math.min(lo + 1, s.length - 1)] - s[lo]) * (at - lo);
}

/**
 * Each command paired with a bare `node -e 0` run beside it, round after round: every
 * round runs every command once, each next to a baseline of its own (the baseline first
 * in even rounds, second in odd ones), and starts one command further on, so a change in
 * the machine's load hits both runs of a pair alike and no command always follows the same
 * one. Per command, the CPU (user + system) and wall ratios of its pairs: the median, and
 * the spread as the middle half of the pairs (25th to 75th percentile).
 */
export function pairedRatios(commands, rounds) {
  const cpu = commands.map(() => []);
  const wall = commands.map(() => []);
  runNode(['-e', '0']);
  for (const args of commands) runNode(args);
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < commands.length; k++) {
      const i = (k + r) % commands.length;
      const first = r % 2 === 0 ? runNode(['-e', '0']) : runNode(commands[i]);
      const second = r % 2 === 0 ? runNode(commands[i]) : runNode(['-e', '0']);
      const [base, cmd] = r % 2 === 0 ? [first, second] : [second, first];
      cpu[i].push(cmd.cpuMs / base.cpuMs);
      wall[i].push(cmd.ms / base.ms);
    }
  }
  const spread = (xs) => ({ median: median(xs), p25: quantile(xs, 0.25), p75: quantile(xs, 0.75) });
  return commands.map((_, i) => ({ cpu: spread(cpu[i]), wall: spread(wall[i]) }));
}

/**
 * Whole-process wall time of two commands, measured alternately in the same run:
 * `ratio` is b's median over a's.
 */
export function compareCommands(a, b, runs = 15, input) {
  const r = compareTwo(a, b, runs, input);
  return { aMs: r.base.ms, bMs: r.cmd.ms, ratio: r.ratio };
}

export function line(label, value) {
  console.log(`  ${label.padEnd(48)} ${value}`);
}

export const fmtMs = (ms) => `${ms.toFixed(ms < 10 ? 3 : 1)} ms`;

/**
 * Whole-process wall time of a cycle of commands (each run takes the next in turn, for
 * commands that change a state the next one reads) against a bare `node -e 0`, alternately.
 */
export function compareCycle(argsCycle, runs = 20) {
  const base = [];
  const cmd = [];
  runNode(['-e', '0']);
  for (let i = 0; i < runs; i++) {
    base.push(runNode(['-e', '0']));
    cmd.push(runNode(argsCycle[i % argsCycle.length]));
  }
  const b = median(base.map((x) => x.ms));
  const c = median(cmd.map((x) => x.ms));
  return { baseMs: b, ms: c, ratio: c / b };
}
