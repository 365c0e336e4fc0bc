// The page (docs/web.md): its size, its first answer after load, and a recalculation of
// B6 vs B6 with damage in Chromium, against the same question answered in Node in the
// same run (the ratio holds where absolute times drift). Skipped without a Chromium.
// The first answer is the time from the navigation's start to the animation frame after
// the answer is in the page (the `infcalc:first-answer` mark), a wall time: on a shared
// machine it follows the load. Beside it, what the machine's load hardly moves: the
// script compiled before the first answer, in bytes, and the CPU time of the page's main
// thread until then, from a Chromium trace (its tasks' thread time).
import { Buffer } from 'node:buffer';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { fmtMs, line, median, root, timeIt } from './lib.js';

const QUESTION = {
  kind: 'odds',
  roll: 'pair',
  spec: '13b6',
  reactive: '12b6',
  rules: 'n5',
  ps: '7',
  vsPs: '7',
  arm: '3',
  vsArm: '3',
  w: '2',
  vsW: '2',
};

function chromium() {
  const named = process.env.INFCALC_CHROMIUM;
  if (named) return existsSync(named) ? named : null;
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p)) ?? null;
}

/** The question's share string (docs/json.md): version, kind, base64url JSON less the kind. */
const share = ({ kind, ...rest }) =>
  `q1.${kind}.${Buffer.from(JSON.stringify(rest)).toString('base64url')}`;

/** The inline scripts' sizes: the first, run at load, and the second, held as text. */
function scriptSizes(html) {
  const sizes = {};
  for (const m of html.matchAll(/<script( type="text\/plain" id="later")?>([\s\S]*?)<\/script>/g))
    sizes[m[1] === undefined ? 'first' : 'later'] = Buffer.byteLength(m[2]);
  return sizes;
}

/**
 * The main thread's CPU time (ms) from the navigation's start to the first answer's mark,
 * and the part of it in the page's scripts (compile and run), from a trace of one load.
 */
async function tracedLoad(browser, context, url) {
  const tab = await context.newPage();
  await browser.startTracing(tab, {
    categories: ['toplevel', 'devtools.timeline', 'blink.user_timing'],
  });
  await tab.goto(url);
  await tab.waitForFunction(() => performance.getEntriesByName('infcalc:first-answer').length > 0);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const mark = events.find((e) => e.name === 'infcalc:first-answer');
  const main = events.find(
    (e) => e.ph === 'M' && e.pid === mark.pid && e.args?.name === 'CrRendererMain',
  );
  const start = events.find((e) => e.name === 'navigationStart' && e.pid === mark.pid)?.ts ?? 0;
  const before = (e) =>
    e.pid === mark.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= start && e.ts <= mark.ts;
  const cpu = (f) =>
    events.filter((e) => before(e) && f(e)).reduce((t, e) => t + (e.tdur ?? 0), 0) / 1000;
  return {
    cpu: cpu((e) => e.cat.split(',').includes('toplevel')),
    script: cpu((e) => e.name === 'EvaluateScript'),
  };
}

export async function benchWeb() {
  console.log('\nThe page (dist/infcalc.html): size, first answer, a B6 vs B6 recalculation');
  const page = readFileSync(join(root, 'dist', 'infcalc.html'));
  const gz = gzipSync(page).length;
  line('page size, gzipped (budget 250 KB)', `${(gz / 1024).toFixed(1)} KB`);
  const sizes = scriptSizes(page.toString('utf8'));
  line(
    'script compiled before the first answer',
    `${(sizes.first / 1024).toFixed(1)} kB (after it: ${((sizes.later ?? 0) / 1024).toFixed(1)} kB)`,
  );
  const path = chromium();
  if (path === null) {
    line('browser timings', 'skipped: no Chromium (apt-get install chromium)');
    return;
  }
  const { chromium: pw } = await import('playwright-core');
  const browser = await pw.launch({ executablePath: path, args: ['--no-sandbox'] });
  const url = pathToFileURL(join(root, 'dist', 'infcalc.html')).href;
  const first = [];
  const calc = [];
  for (let i = 0; i < 7; i++) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(`${url}#${share(QUESTION)}`);
    await tab.waitForFunction(
      () => performance.getEntriesByName('infcalc:first-answer').length > 0,
    );
    const t = await tab.evaluate(() => ({
      first: performance.getEntriesByName('infcalc:first-answer')[0].startTime,
      calc: performance.getEntriesByName('infcalc:calc')[0].duration,
    }));
    first.push(t.first);
    calc.push(t.calc);
    await context.close();
  }
  const traced = [];
  for (let i = 0; i < 7; i++) {
    const context = await browser.newContext();
    traced.push(await tracedLoad(browser, context, `${url}#${share(QUESTION)}`));
    await context.close();
  }
  await browser.close();
  // The page's own answer code, bundled for Node here (the package ships no such bundle).
  const { build } = await import('esbuild');
  const dir = mkdtempSync(join(tmpdir(), 'infcalc-bench-web-'));
  const out = join(dir, 'answer.mjs');
  await build({
    entryPoints: [join(root, 'src', 'web', 'answer.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: out,
    logLevel: 'warning',
  });
  const { answerOf } = await import(pathToFileURL(out).href);
  rmSync(dir, { recursive: true, force: true });
  const node = timeIt(() => answerOf(QUESTION), 7);
  line('first answer painted after load (target < 150 ms)', fmtMs(median(first)));
  // On a shared machine the least loaded of the runs is nearest the page's own cost.
  line('  the same, best of 7 runs', fmtMs(Math.min(...first)));
  line('  the same, slowest of 7 runs', fmtMs(Math.max(...first)));
  line(
    '  main thread CPU until then (traced, median of 7)',
    `${fmtMs(median(traced.map((t) => t.cpu)))}, in scripts ${fmtMs(median(traced.map((t) => t.script)))}`,
  );
  line('B6 vs B6 with damage in the page (target < 100 ms)', fmtMs(median(calc)));
  line('the same in Node / page ratio', `${fmtMs(node)} / ${(median(calc) / node).toFixed(2)}x`);
}
