// The page (docs/web.md): its size, its first answer after load, and a recalculation of
// B6 vs B6 with damage in Chromium, against the same question answered in Node in the
// same run (the ratio holds where absolute times drift). Skipped without a Chromium.
// The first answer is the time from the navigation's start to the animation frame in
// which the answer is in the page, a wall time: on a shared machine it follows the load.
// It is timed for the page opened bare (the default question, whose answer the page's
// HTML holds: the `infcalc:prebuilt` mark) and for a share link (the page's script
// answers it: `infcalc:first-answer`), beside an empty page with one script timed the same
// way, loads of the three alternating. Beside them, what the machine's load hardly moves:
// the script compiled before a link's answer, in bytes, and the CPU time of the page's
// main thread until then, from a Chromium trace (its tasks' thread time).
import { Buffer } from 'node:buffer';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/** The page's two scripts' sizes, both held as text (docs/web.md "Size and speed"). */
function scriptSizes(html) {
  const sizes = {};
  for (const m of html.matchAll(
    /<script type="text\/plain" id="(first|later)">([\s\S]*?)<\/script>/g,
  ))
    sizes[m[1]] = Buffer.byteLength(m[2]);
  return sizes;
}

/** The baseline: an empty page with one script, marking its first animation frame. */
const EMPTY = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>empty</title></head>
<body><p>an answer</p><script>requestAnimationFrame(() => performance.mark('infcalc:first-answer'))</script></body></html>`;

/**
 * One load in a new context: the animation frame in which the answer is in the page
 * (the built answer's, or the script's), the first contentful paint, and the B6 answer's
 * time in the page (`infcalc:calc`, a link's).
 */
async function load(browser, url) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(url);
  await tab.waitForFunction(() => performance.getEntriesByName('infcalc:first-answer').length > 0);
  const t = await tab.evaluate(() => {
    const at = (name) => performance.getEntriesByName(name)[0]?.startTime;
    return {
      answer: at('infcalc:prebuilt') ?? at('infcalc:first-answer'),
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      calc: performance.getEntriesByName('infcalc:calc')[0]?.duration ?? NaN,
    };
  });
  await context.close();
  return t;
}

const RUNS = 9;
const BUDGET = 150;

/**
 * From a trace of one load: the main thread's CPU time (ms) from the navigation's start to
 * the answer's frame (its mark: the built answer's, or the script's), the part of it in
 * the page's scripts (compile and run), and when that frame's paint ended (the frame's
 * style, layout and paint come after its mark; raster and display after that).
 */
async function tracedLoad(browser, context, url) {
  const tab = await context.newPage();
  await browser.startTracing(tab, {
    categories: ['toplevel', 'devtools.timeline', 'blink.user_timing'],
  });
  await tab.goto(url);
  await tab.waitForFunction(() => performance.getEntriesByName('infcalc:first-answer').length > 0);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const mark =
    events.find((e) => e.name === 'infcalc:prebuilt') ??
    events.find((e) => e.name === 'infcalc:first-answer');
  const main = events.find(
    (e) => e.ph === 'M' && e.pid === mark.pid && e.args?.name === 'CrRendererMain',
  );
  const start = events.find((e) => e.name === 'navigationStart' && e.pid === mark.pid)?.ts ?? 0;
  const before = (e) =>
    e.pid === mark.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= start && e.ts <= mark.ts;
  // An event inside another counted one (a script the page's script runs) is in its time.
  const cpu = (f) => {
    let end = -Infinity;
    let total = 0;
    for (const e of events.filter((e) => before(e) && f(e)).sort((a, b) => a.ts - b.ts)) {
      if (e.ts < end) continue;
      end = e.ts + (e.dur ?? 0);
      total += e.tdur ?? 0;
    }
    return total / 1000;
  };
  const paint = events.find(
    (e) => e.pid === mark.pid && e.tid === main.tid && e.name === 'Paint' && e.ts >= mark.ts,
  );
  return {
    cpu: cpu((e) => e.cat.split(',').includes('toplevel')),
    script: cpu((e) => e.name === 'EvaluateScript'),
    painted: paint === undefined ? NaN : (paint.ts + (paint.dur ?? 0) - start) / 1000,
  };
}

export async function benchWeb() {
  console.log('\nThe page (dist/infcalc.html): size, first answer, a B6 vs B6 recalculation');
  const page = readFileSync(join(root, 'dist', 'infcalc.html'));
  const gz = gzipSync(page).length;
  line('page size, gzipped (budget 250 KB)', `${(gz / 1024).toFixed(1)} KB`);
  const sizes = scriptSizes(page.toString('utf8'));
  line(
    "script compiled before a link's first answer",
    `${(sizes.first / 1024).toFixed(1)} kB (after it: ${((sizes.later ?? 0) / 1024).toFixed(1)} kB; the bare page: none)`,
  );
  const path = chromium();
  if (path === null) {
    line('browser timings', 'skipped: no Chromium (apt-get install chromium)');
    return;
  }
  const { chromium: pw } = await import('playwright-core');
  const browser = await pw.launch({ executablePath: path, args: ['--no-sandbox'] });
  const url = pathToFileURL(join(root, 'dist', 'infcalc.html')).href;
  const dir = mkdtempSync(join(tmpdir(), 'infcalc-bench-web-'));
  writeFileSync(join(dir, 'empty.html'), EMPTY);
  const pages = {
    empty: pathToFileURL(join(dir, 'empty.html')).href,
    bare: url,
    link: `${url}#${share(QUESTION)}`,
  };
  const times = { empty: [], bare: [], link: [] };
  await load(browser, pages.empty);
  for (let i = 0; i < RUNS; i++)
    for (const [name, page] of Object.entries(pages)) times[name].push(await load(browser, page));
  const calc = times.link.map((t) => t.calc);
  const traced = { empty: [], bare: [], link: [] };
  for (let i = 0; i < 7; i++)
    for (const [name, page] of Object.entries(pages)) {
      const context = await browser.newContext();
      traced[name].push(await tracedLoad(browser, context, page));
      await context.close();
    }
  await browser.close();
  // The page's own answer code, bundled for Node here (the package ships no such bundle).
  const { build } = await import('esbuild');
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
  const of = (name, key) => times[name].map((t) => t[key]);
  const row = (name, key) =>
    `${fmtMs(median(of(name, key)))} [${fmtMs(Math.min(...of(name, key)))} – ${fmtMs(Math.max(...of(name, key)))}]`;
  console.log(
    `  first answer after load, median [best – slowest] of ${RUNS} loads of each, alternating:`,
  );
  const over = (name) =>
    ` (+${fmtMs(median(of(name, 'answer')) - median(of('empty', 'answer')))} on the empty page)`;
  line('  empty page, one script (the baseline)', row('empty', 'answer'));
  line('  bare page (its HTML holds the answer)', row('bare', 'answer') + over('bare'));
  line('  share link, B6 vs B6 (the script answers)', row('link', 'answer') + over('link'));
  line(
    '  first paint: empty / bare / link',
    ['empty', 'bare', 'link'].map((n) => fmtMs(median(of(n, 'paint')))).join(' / '),
  );
  const held = ['bare', 'link'].map(
    (n) => `${n} ${median(of(n, 'answer')) < BUDGET ? 'held' : 'missed'}`,
  );
  line(`  budget ${BUDGET} ms (medians)`, held.join(', '));
  const tm = (name, key) => fmtMs(median(traced[name].map((t) => t[key])));
  line(
    "  the answer's frame painted (traced, median of 7)",
    `empty ${tm('empty', 'painted')} / bare ${tm('bare', 'painted')} / link ${tm('link', 'painted')}`,
  );
  line(
    '  main thread CPU until the answer (traced)',
    `bare ${tm('bare', 'cpu')}, in scripts ${tm('bare', 'script')}; link ${tm('link', 'cpu')}, in scripts ${tm('link', 'script')}`,
  );
  line('B6 vs B6 with damage in the page (target < 100 ms)', fmtMs(median(calc)));
  line('the same in Node / page ratio', `${fmtMs(node)} / ${(median(calc) / node).toFixed(2)}x`);
}
