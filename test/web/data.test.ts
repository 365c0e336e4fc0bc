/**
 * The page with the player's game data (docs/web.md "Game data", "Army codes"): a data
 * folder and a pack file loaded in Chromium, kept for the next visit; a pasted army code's
 * Order Count and problems as `infcalc orders --code` and `validate --code` print them;
 * files that are not the builder's said in the page, nothing thrown.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuestion, toArgv } from '../../src/app/question/index.js';
import { run } from '../../src/cli/main.js';
import { cli, exampleFiles } from '../cli/harness.js';
import { localServer } from '../local-server.js';
import { axeViolations } from './axe.js';
import { chromiumPath, launch, openPage, problemsOf } from './browser.js';

const browserPath = chromiumPath();
/** Screenshots for docs/web.md are rewritten only when asked (like golden transcripts). */
const SHOTS = process.env.UPDATE_SCREENSHOTS === '1' ? 'docs/images' : null;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };
const PAGE = pathToFileURL(join(process.cwd(), 'dist', 'infcalc.html')).href;
const CODE = readFileSync('examples/army-code.txt', 'utf8').trim();
/** A code whose troopers carry weapons (test/cli/list-trooper.test.ts uses it too). */
const PATROL = readFileSync('examples/patrol-code.txt', 'utf8').trim();

let browser: Browser;
let temp = '';
/** A data folder as `data fetch` writes it: metadata.json and units/, from examples/. */
let folder = '';
let pack = '';

/** What a command prints as JSON, run in this process on examples/. */
async function cliJson(line: string): Promise<unknown> {
  const r = await cli(line, { files: exampleFiles() });
  const json = JSON.parse(r.stdout) as Record<string, unknown>;
  return json;
}

const jsonOf = async (page: Page, id: string): Promise<unknown> => {
  const el = page.locator(`#${id}`);
  await el.waitFor({ state: 'attached' });
  const json = JSON.parse((await el.textContent()) ?? 'null') as Record<string, unknown>;
  return json;
};

/** A temp folder with a data folder in it, as `data fetch` writes it, from examples/. */
function dataFolder(): void {
  temp = mkdtempSync(join(tmpdir(), 'infcalc-web-data-'));
  folder = join(temp, 'n5');
  mkdirSync(join(folder, 'units'), { recursive: true });
  copyFileSync('examples/metadata.json', join(folder, 'metadata.json'));
  for (const f of readdirSync('examples').filter((n) => /^\d+-.*\.json$/.test(n)))
    copyFileSync(join('examples', f), join(folder, 'units', f));
}

/** The page served from 127.0.0.1, where the browser reads a dropped folder. */
const site = localServer((req, res) => {
  if ((req.url ?? '').split(/[?#]/)[0] !== '/infcalc.html') {
    // The browser asks for /favicon.ico: nothing, without an error in the console.
    res.writeHead(204).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html' }).end(readFileSync('dist/infcalc.html'));
});

/** A drop on the data box of a DataTransfer the page builds from these files. */
async function dropFiles(page: Page, files: readonly { name: string; text: string }[]) {
  await page.evaluate((list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([f.text], f.name, { type: 'application/json' }));
    const box = document.getElementById('data-box');
    for (const type of ['dragenter', 'dragover', 'drop'])
      box?.dispatchEvent(
        new DragEvent(type, { dataTransfer: dt, bubbles: true, cancelable: true }),
      );
  }, files);
}

/** The browser's own drop of files or folders (by path) on the data box, through DevTools. */
async function dropPaths(page: Page, paths: readonly string[]) {
  const cdp = await page.context().newCDPSession(page);
  const box = await page.locator('#data-box').boundingBox();
  const at = { x: (box?.x ?? 0) + 20, y: (box?.y ?? 0) + 20 };
  const data = { items: [], files: [...paths], dragOperationsMask: 1 };
  for (const type of ['dragEnter', 'dragOver', 'drop'] as const)
    await cdp.send('Input.dispatchDragEvent', { type, ...at, data });
  await cdp.detach();
}

/** The data folder's files, each by its name. */
const folderFiles = () =>
  ['metadata.json', ...readdirSync(join(folder, 'units')).map((f) => `units/${f}`)].map((f) => ({
    name: f.replace(/^units\//, ''),
    text: readFileSync(join(folder, f), 'utf8'),
  }));

/** What `infcalc odds … --data examples --json` prints for the question a link holds. */
async function linkJson(link: string): Promise<unknown> {
  const q = decodeQuestion(decodeURIComponent(new URL(link).hash.slice(1)));
  if (!q.ok || q.value.kind !== 'odds') throw new Error(`no odds question in ${link}`);
  const r = await run({
    argv: [...toArgv(q.value), '--data', 'examples', '--json'],
    env: {},
    stdoutIsTTY: false,
    stdinIsTTY: false,
    readFile: (p) => Promise.resolve(readFileSync(p, 'utf8')),
    readStdin: () => Promise.resolve(''),
    readDir: (p) => Promise.resolve(existsSync(p) ? readdirSync(p) : []),
  });
  expect(r.code, r.stderr).toBe(0);
  const json = JSON.parse(r.stdout) as Record<string, unknown>;
  return json;
}

const loaded = (page: Page) =>
  expect.poll(() => page.locator('#data-summary').textContent()).toMatch(/\d+ faction files/);

/** What the page keeps in IndexedDB: "pack " and the text's start, or the record's keys. */
const keptRecord = (page: Page): Promise<string> =>
  page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('infcalc', 1);
        open.onerror = () => {
          reject(new Error('no IndexedDB'));
        };
        open.onsuccess = () => {
          const get = open.result.transaction('game-data').objectStore('game-data').get('current');
          get.onsuccess = () => {
            const v = get.result as Record<string, unknown> | undefined;
            open.result.close();
            resolve(
              typeof v?.pack === 'string'
                ? `pack ${v.pack.slice(0, 40)}`
                : Object.keys(v ?? {}).join(' '),
            );
          };
        };
      }),
  );

/** The page with the data folder loaded (the folder picker). */
async function pageWithData(context: BrowserContext): Promise<Page> {
  const page = await openPage(context, PAGE);
  await page.locator('#data-folder').setInputFiles(folder);
  await loaded(page);
  return page;
}

/** The reactive trooper: a Zhanshi and its Combi Rifle. */
async function pickZhanshi(page: Page): Promise<void> {
  await page.locator('#f-vsUnit').fill('Zhanshi');
  await page.locator('#f-vsUnit').dispatchEvent('change');
  await expect.poll(() => page.locator('#f-vsWeapon option').count()).toBeGreaterThan(1);
  await page.locator('#f-vsWeapon').selectOption('Combi Rifle');
}

/** A Fusilier with its Combi Rifle at `range` from a Zhanshi, once the answer follows. */
async function pickTwo(page: Page, range: string): Promise<void> {
  await page.locator('#troopers summary').click();
  await page.locator('#f-unit').fill('Fusilier');
  await page.locator('#f-unit').dispatchEvent('change');
  await expect.poll(() => page.locator('#f-weapon option').count()).toBeGreaterThan(1);
  await page.locator('#f-weapon').selectOption('Combi Rifle');
  await page.locator('#f-range').fill(range);
  await pickZhanshi(page);
  await expect.poll(() => page.locator('#command').textContent()).toContain('--vs-weapon');
}

/** Opens the form's group that holds `field`. */
const openGroupOf = (page: Page, field: string): Promise<void> =>
  page
    .locator('#groups > details', { has: page.locator(field) })
    .locator('summary')
    .first()
    .click();

/** What the built command prints with `--json` for the page's question, on the same folder. */
function builtJson(page: Page, data = folder): unknown {
  const q = decodeQuestion(decodeURIComponent(new URL(page.url()).hash.slice(1)));
  if (!q.ok || q.value.kind !== 'odds') throw new Error(`no odds question in ${page.url()}`);
  const argv = ['bin/infcalc.js', ...toArgv(q.value), '--data', data, '--json'];
  const json = JSON.parse(
    execFileSync(process.execPath, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
  ) as Record<string, unknown>;
  return json;
}

describe.skipIf(browserPath === null)('the page with game data, in Chromium', () => {
  beforeAll(async () => {
    browser = await launch(browserPath ?? '');
    dataFolder();
    pack = join(temp, 'pack.json');
    const files = Object.fromEntries(
      ['metadata.json', ...readdirSync(join(folder, 'units')).map((f) => `units/${f}`)].map((f) => [
        join(folder, f),
        readFileSync(join(folder, f), 'utf8'),
      ]),
    );
    const r = await cli(`data pack --data ${folder} --out ${pack}`, { files });
    expect(r.code, r.stderr).toBe(0);
  });
  afterAll(async () => {
    await browser.close();
    rmSync(temp, { recursive: true, force: true });
  });

  it('reads an army code alone, then with the data folder as `orders` and `validate` do', async () => {
    const context = await browser.newContext(PHONE);
    const page = await openPage(context, PAGE);
    await page.locator('#code-box summary').click();
    await page.locator('#code').fill(CODE);
    await expect
      .poll(() => page.locator('#code-need').textContent())
      .toContain('load the game data');
    expect(await page.locator('#code-list').textContent()).toContain('Point limit: 200');
    await page.locator('#data-folder').setInputFiles(folder);
    await loaded(page);
    expect(await jsonOf(page, 'code-orders-json')).toEqual(
      await cliJson(`orders --code ${CODE} --data examples --rules n5 --json`),
    );
    expect(await jsonOf(page, 'code-problems-json')).toEqual(
      await cliJson(`validate --code ${CODE} --data examples --json`),
    );
    expect(await page.locator('#code-list').textContent()).toContain('LINE TROOPER');
    expect(await page.locator('#code-fireteams').textContent()).toMatch(/Fireteams of/);
    if (SHOTS !== null) {
      await page.locator('#data-box summary').click();
      await page.locator('#data-box').screenshot({ path: join(SHOTS, 'web-data.png') });
      await page.locator('#code-box').screenshot({ path: join(SHOTS, 'web-code.png') });
    }
    // Kept for the next visit: a fresh page of the same browser has it.
    const again = await openPage(context, PAGE);
    await loaded(again);
    expect([...problemsOf(page), ...problemsOf(again)]).toEqual([]);
    await context.close();
  });

  it('fits a 360 px phone with a code pasted and every section open: nothing wider', async () => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 780 },
      hasTouch: true,
    });
    const page = await pageWithData(context);
    await page.locator('#code-box summary').click();
    await page.locator('#code').fill(CODE);
    await page.locator('#code-fireteams').waitFor({ state: 'attached' });
    await page.locator('#json').waitFor({ state: 'attached' });
    // Every box open, the JSON ones too: each must fit as it is read.
    await page.evaluate(() => {
      for (const d of document.querySelectorAll('details')) d.open = true;
    });
    const wide = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return [...document.querySelectorAll('body *')]
        .filter((e) => !(e instanceof HTMLInputElement || e instanceof HTMLTextAreaElement))
        .flatMap((e) => {
          const r = e.getBoundingClientRect();
          const inner = e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0;
          return r.width > 0 && (r.right > width + 0.5 || r.left < -0.5 || inner)
            ? [
                `${e.tagName.toLowerCase()}#${e.id}.${e.className}: ${r.left}-${r.right}, scroll ${e.scrollWidth}/${e.clientWidth}`,
              ]
            : [];
        });
    });
    expect(wide).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    if (SHOTS !== null)
      await page.locator('#code-box').screenshot({ path: join(SHOTS, 'web-phone-code.png') });
    expect(problemsOf(page)).toEqual([]);
    await context.close();
  });

  it('takes the data folder or the pack dropped on the box', async () => {
    // Served: the browser's own drop of the folder, walked as the folder picker reads it.
    const served = await browser.newContext();
    const hosted = await openPage(served, `${site()}/infcalc.html`, site());
    await dropPaths(hosted, [folder]);
    await loaded(hosted);
    expect(await hosted.locator('#data-summary').textContent()).toBe('6 faction files (n5)');
    await hosted.locator('#code-box summary').click();
    await hosted.locator('#code').fill(CODE);
    expect(await jsonOf(hosted, 'code-orders-json')).toEqual(
      await cliJson(`orders --code ${CODE} --data examples --rules n5 --json`),
    );
    await served.close();
    // From a file: the folder's files dropped, then the pack, each in a new browser.
    const files = await browser.newContext();
    const page = await openPage(files, PAGE);
    await dropFiles(page, folderFiles());
    await loaded(page);
    expect(await page.locator('#data-summary').textContent()).toBe(
      '6 faction files (the files dropped)',
    );
    await files.close();
    const packed = await browser.newContext();
    const other = await openPage(packed, PAGE);
    await dropFiles(other, [{ name: 'pack.json', text: readFileSync(pack, 'utf8') }]);
    await loaded(other);
    expect(await other.locator('#data-summary').textContent()).toBe('6 faction files (pack.json)');
    // Chromium reads no folder dropped on a page opened from a file: said, nothing thrown.
    await dropPaths(other, [folder]);
    await expect
      .poll(() => other.locator('#data-status').textContent())
      .toContain('cannot read the dropped folder here');
    expect([...problemsOf(hosted), ...problemsOf(page), ...problemsOf(other)]).toEqual([]);
    await packed.close();
  });

  it('says what a dropped file that is not the builder’s data is', async () => {
    const context = await browser.newContext();
    const page = await openPage(context, PAGE);
    const cases: [{ name: string; text: string }[], RegExp][] = [
      [[{ name: 'notes.json', text: '{"hello": 1' }], /not a data pack/],
      [
        [{ name: 'list.json', text: readFileSync('examples/n4-two-groups.json', 'utf8') }],
        /not a data pack of infcalc/,
      ],
      [folderFiles().filter((f) => f.name === 'metadata.json'), /metadata\.json alone/],
      [
        [
          { name: 'notes.txt', text: 'hello' },
          { name: 'photo.png', text: 'x' },
        ],
        /no data files|metadata/,
      ],
    ];
    for (const [files, said] of cases) {
      await dropFiles(page, files);
      await expect.poll(() => page.locator('#data-status').textContent()).toMatch(said);
    }
    expect(await page.locator('#data-summary').textContent()).toBe('none loaded');
    expect(problemsOf(page)).toEqual([]);
    await context.close();
  });

  it('keeps what comes before its second script runs: a pack chosen, files dropped, a code', async () => {
    type Early = 'choose' | 'drop' | 'paste' | 'drop-first';
    /**
     * The page, with `what` done at the first answer's paint, before the second script;
     * `drop-first` at the first paint of the page opened without a link, before the first.
     */
    const early = async (what: Early, files: { name: string; text: string }[], code = '') => {
      const context = await browser.newContext();
      await context.addInitScript(
        ([what, files, code]) => {
          const w = window as unknown as {
            early?: { later: number; kept: boolean[]; head: boolean };
            infcalcDrops?: unknown;
          };
          const at = what === 'drop-first' ? 'infcalc:prebuilt' : 'infcalc:first-answer';
          const mark = performance.mark.bind(performance);
          performance.mark = (...a: Parameters<Performance['mark']>) => {
            const r = mark(...a);
            if (a[0] !== at) return r;
            const dt = new DataTransfer();
            for (const f of files) dt.items.add(new File([f.text], f.name));
            const drop = (on: Element | null) =>
              !(
                on?.dispatchEvent(
                  new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }),
                ) ?? true
              );
            const box = document.getElementById('data-box');
            const kept = [drop(document.querySelector('footer'))];
            if (what === 'choose') {
              const input = document.getElementById('data-pack') as HTMLInputElement;
              input.files = dt.files;
              input.dispatchEvent(new Event('change', { bubbles: true }));
            } else if (what === 'drop' || what === 'drop-first') kept.push(drop(box));
            else {
              const area = document.getElementById('code') as HTMLTextAreaElement;
              area.value = code;
              area.dispatchEvent(new Event('input', { bubbles: true }));
            }
            w.early = {
              later: performance.getEntriesByName('infcalc:later').length,
              kept,
              // The head's queue, until the first script takes it over.
              head: Array.isArray(w.infcalcDrops),
            };
            return r;
          };
        },
        [what, files, code] as const,
      );
      const page = await openPage(context, PAGE);
      // Done before the second script ran (or the first), and no drop left to the browser.
      expect(await page.evaluate(() => (window as unknown as { early: unknown }).early)).toEqual({
        later: 0,
        kept: what === 'drop' || what === 'drop-first' ? [true, true] : [true],
        head: what === 'drop-first',
      });
      return { page, context };
    };
    const chosen = await early('choose', [{ name: 'pack.json', text: readFileSync(pack, 'utf8') }]);
    await loaded(chosen.page);
    expect(await chosen.page.locator('#data-summary').textContent()).toBe(
      '6 faction files (pack.json)',
    );
    const dropped = await early('drop', folderFiles());
    await loaded(dropped.page);
    expect(await dropped.page.locator('#data-summary').textContent()).toBe(
      '6 faction files (the files dropped)',
    );
    // Dropped before the first script ran, on the page opened without a link.
    const first = await early('drop-first', folderFiles());
    await loaded(first.page);
    expect(await first.page.locator('#data-summary').textContent()).toBe(
      '6 faction files (the files dropped)',
    );
    const pasted = await early('paste', [], CODE);
    await expect
      .poll(() => pasted.page.locator('#code-list').textContent())
      .toContain('Point limit: 200');
    for (const { page, context } of [chosen, dropped, first, pasted]) {
      expect(problemsOf(page)).toEqual([]);
      await context.close();
    }
  });

  it('offers the code’s members first and asks as `odds --code … --trooper …` does', async () => {
    const context = await browser.newContext(PHONE);
    const page = await pageWithData(context);
    await page.locator('#code-box summary').click();
    await page.locator('#code').fill(PATROL);
    await page.locator('#troopers summary').click();
    const members = page.locator('#f-trooper option');
    await expect.poll(() => members.count()).toBeGreaterThan(2);
    expect(await members.nth(1).textContent()).toMatch(/^1\.1 /);
    expect(await page.locator('#units-list option').first().textContent()).toBe('in your list');
    await page.locator('#f-trooper').selectOption('1.3');
    await expect.poll(() => page.locator('#f-weapon option').count()).toBeGreaterThan(1);
    expect(await page.locator('#f-unit').isDisabled()).toBe(true);
    await page.locator('#f-weapon').selectOption('Combi Rifle');
    await page.locator('#f-range').fill('37cm');
    await pickZhanshi(page);
    const command = page.locator('#command');
    await expect.poll(() => command.textContent()).toContain('--vs-weapon');
    expect(await command.textContent()).toMatch(/--code \S+ --trooper 1\.3 /);
    expect(await command.textContent()).not.toContain('--unit');
    const json = await linkJson(page.url());
    expect(await jsonOf(page, 'json')).toEqual(json);
    // The link holds the code: a fresh page shows it, picks the member, gives the answer.
    const fresh = await openPage(context, page.url());
    await loaded(fresh);
    await expect.poll(async () => jsonOf(fresh, 'json')).toEqual(json);
    expect(await fresh.locator('#f-trooper').inputValue()).toBe('1.3');
    expect(await fresh.locator('#code').inputValue()).toBe(PATROL);
    expect([...problemsOf(page), ...problemsOf(fresh)]).toEqual([]);
    await context.close();
  });

  it('loads the file `infcalc data pack` writes', async () => {
    const context = await browser.newContext();
    const page = await openPage(context, PAGE);
    await page.locator('#data-pack').setInputFiles(pack);
    await loaded(page);
    // Kept as the pack's text: one string reads back faster than the parsed data.
    await expect.poll(() => keptRecord(page)).toMatch(/^pack \{"kind":"infcalc-data-pack"/);
    const again = await openPage(context, PAGE);
    await loaded(again);
    expect(await again.locator('#data-status').textContent()).toContain('kept since');
    await again.close();
    await page.locator('#code-box summary').click();
    await page.locator('#code').fill(CODE);
    expect(await jsonOf(page, 'code-orders-json')).toEqual(
      await cliJson(`orders --code ${CODE} --data examples --rules n5 --json`),
    );
    expect(problemsOf(page)).toEqual([]);
    await context.close();
  });

  it('says what a file that is not the builder’s data is, and throws nothing', async () => {
    const context = await browser.newContext();
    const page = await openPage(context, PAGE);
    const cases: [string, string, RegExp][] = [
      ['metadata.json', readFileSync('examples/metadata.json', 'utf8'), /metadata\.json alone/],
      [
        '9001-example-company.json',
        readFileSync('examples/9001-example-company.json', 'utf8'),
        /one unit file alone/,
      ],
      ['notes.json', '{"hello": 1', /not a data pack/],
      [
        'list.json',
        readFileSync('examples/n4-two-groups.json', 'utf8'),
        /not a data pack of infcalc/,
      ],
    ];
    for (const [name, text, said] of cases) {
      const path = join(temp, name);
      writeFileSync(path, text);
      await page.locator('#data-pack').setInputFiles(path);
      await expect.poll(() => page.locator('#data-status').textContent()).toMatch(said);
    }
    await page.locator('#code-box summary').click();
    await page.locator('#code').fill('not-a-code');
    await expect.poll(() => page.locator('#code-error').textContent()).toMatch(/\S/);
    expect(await page.locator('#data-summary').textContent()).toBe('none loaded');
    expect(problemsOf(page)).toEqual([]);
    await context.close();
  });

  it('has no serious or critical accessibility violation with data and a code, light or dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme });
      const page = await pageWithData(context);
      await page.locator('#code-box summary').click();
      await page.locator('#code').fill(PATROL);
      await page.locator('#code-fireteams').waitFor({ state: 'attached' });
      await page.locator('#troopers summary').click();
      await pickZhanshi(page);
      await page.locator('figure.chart svg').waitFor({ state: 'attached' });
      await page.evaluate(() => {
        for (const d of document.querySelectorAll('details')) d.open = true;
      });
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
        colorScheme === 'dark',
      );
      expect(await axeViolations(page), colorScheme).toEqual([]);
      expect(problemsOf(page)).toEqual([]);
      await context.close();
    }
  });

  it('answers as `infcalc odds --unit ... --vs-unit ... --json` does', async () => {
    const context = await browser.newContext(PHONE);
    const page = await pageWithData(context);
    await pickTwo(page, '37cm');
    await expect.poll(() => page.locator('#command').textContent()).toContain('--range 37cm');
    if (SHOTS !== null) {
      await page.locator('figure.chart svg').waitFor({ state: 'attached' });
      await page.locator('#troopers').screenshot({ path: join(SHOTS, 'web-troopers.png') });
      await page.locator('#results').screenshot({ path: join(SHOTS, 'web-troopers-answer.png') });
    }
    const json = await linkJson(page.url());
    expect(await jsonOf(page, 'json')).toEqual(json);
    // The link opens the same troopers and answer once the data is there.
    const fresh = await openPage(context, page.url());
    await loaded(fresh);
    await expect.poll(async () => jsonOf(fresh, 'json')).toEqual(json);
    expect([...problemsOf(page), ...problemsOf(fresh)]).toEqual([]);
    await context.close();
  });
  it('sweeps a distance as `infcalc odds --range 10..130cm:10 --json` does: a step chart', async () => {
    const context = await browser.newContext(PHONE);
    const page = await pageWithData(context);
    await pickTwo(page, '10..130cm:10');
    await page.locator('#sweep').waitFor({ state: 'attached' });
    // The built command, run on the same folder the page loaded.
    expect(await page.locator('#command').textContent()).toContain('10..130cm:10');
    const json = builtJson(page) as { rows: { outOfRange?: string }[] };
    expect(await jsonOf(page, 'json')).toEqual(json);
    // Combi Rifle's last band ends at 120 cm: 130 cm is out of range, in the JSON and the table.
    expect(json.rows).toHaveLength(13);
    expect(json.rows.at(-1)?.outOfRange).toContain('out of range');
    expect(json.rows.filter((r) => r.outOfRange !== undefined)).toHaveLength(1);
    await expect
      .poll(() => page.locator('#sweep tbody tr').last().textContent())
      .toContain('out of range');
    expect(await page.locator('#sweep tbody tr').first().textContent()).not.toContain(
      'out of range',
    );
    // A step chart: a riser (two points at one x) where a range band ends.
    await page.locator('figure.chart svg').waitFor({ state: 'attached' });
    const lines = await page
      .locator('figure.chart svg polyline')
      .evaluateAll((els) => els.map((e) => e.getAttribute('points') ?? ''));
    const risers = lines.some((pts) => {
      const xy = pts
        .trim()
        .split(/\s+/)
        .map((p) => p.split(',').map(Number));
      return xy.some((p, i) => i > 0 && p[0] === xy[i - 1]?.[0] && p[1] !== xy[i - 1]?.[1]);
    });
    expect(risers).toBe(true);
    if (SHOTS !== null)
      await page.locator('#results').screenshot({ path: join(SHOTS, 'web-sweep.png') });
    // The table scrolls in its own box on a phone, and axe finds nothing serious.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.viewport.width,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(problemsOf(page)).toEqual([]);
    await context.close();
  });
  it("says a distance sweep's warnings as the command does, in the page and its JSON", async () => {
    const context = await browser.newContext(PHONE);
    const page = await pageWithData(context);
    await pickTwo(page, '10..30cm:10');
    await openGroupOf(page, '#f-program');
    await page.locator('#f-program').selectOption('Oblivion');
    await expect.poll(() => page.locator('#command').textContent()).toContain('--program');
    await page.locator('#sweep').waitFor({ state: 'attached' });
    const json = builtJson(page);
    const warnings = (json as { warnings?: string[] }).warnings ?? [];
    // The Fusilier has no Hacking Device, the Zhanshi is no target of Oblivion, WIP rolls.
    expect(warnings).toHaveLength(3);
    await expect.poll(() => jsonOf(page, 'json')).toEqual(json);
    await expect.poll(() => page.locator('#warnings li').allTextContents()).toEqual(warnings);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.viewport.width,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(problemsOf(page)).toEqual([]);
    await context.close();
  });

  it('says a unit file it cannot read as the command does: in the data box and the answer', async () => {
    // The data folder again, beside it, with one broken unit file among the builder's.
    const other = join(temp, 'broken');
    const data = join(other, 'n5');
    mkdirSync(join(data, 'units'), { recursive: true });
    for (const f of [
      'metadata.json',
      ...readdirSync(join(folder, 'units')).map((n) => `units/${n}`),
    ])
      copyFileSync(join(folder, f), join(data, f));
    writeFileSync(join(data, 'units', '9040-example-broken.json'), '{"units": [\n');
    const context = await browser.newContext(PHONE);
    const page = await openPage(context, PAGE);
    await page.locator('#data-folder').setInputFiles(data);
    await loaded(page);
    await pickTwo(page, '37cm');
    // The command names the file by its full path; the page by its path in the folder.
    const json = builtJson(page, data) as { warnings?: string[] };
    const said = (json.warnings ?? []).map((w) => w.replace(`${other}/`, ''));
    expect(said).toEqual([
      expect.stringMatching(
        /^n5\/units\/9040-example-broken\.json: not valid JSON .*; left out \(fetch it again: infcalc data fetch\)$/,
      ),
    ]);
    expect(await page.locator('#data-warnings li').allTextContents()).toEqual(said);
    await expect.poll(() => jsonOf(page, 'json')).toEqual({ ...json, warnings: said });
    await expect.poll(() => page.locator('#warnings li').allTextContents()).toEqual(said);
    // Kept for the next visit: said again, with the data read back.
    const fresh = await openPage(context, page.url());
    await loaded(fresh);
    await expect.poll(() => fresh.locator('#data-warnings li').allTextContents()).toEqual(said);
    await expect.poll(() => jsonOf(fresh, 'json')).toEqual({ ...json, warnings: said });
    // A trooper not found: the file left out is named, as the command names it.
    await fresh.locator('#troopers summary').click();
    await fresh.locator('#f-vsUnit').fill('Nobody');
    await fresh.locator('#f-vsUnit').dispatchEvent('change');
    await expect
      .poll(() => fresh.locator('#results').textContent())
      .toContain('1 unit file left out: n5/units/9040-example-broken.json: not valid JSON');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.viewport.width,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect([...problemsOf(page), ...problemsOf(fresh)]).toEqual([]);
    await context.close();
  });

  it('sweeps a distance and a MOD together, as the command does: a grid', async () => {
    const context = await browser.newContext();
    const page = await pageWithData(context);
    await pickTwo(page, '10..30cm:10');
    // The page's number fields take a number: a range goes in a text field, a named MOD.
    await openGroupOf(page, '#f-vsMod');
    await page.locator('#f-vsMod').fill('cover=-3..0');
    await expect.poll(() => page.locator('#command').textContent()).toContain('cover=-3..0');
    await expect.poll(() => page.locator('#sweep tbody tr').count()).toBe(12);
    const json = builtJson(page) as { axes: { name: string }[]; rows: unknown[] };
    const axes = json.axes.map((a) => a.name);
    expect([...axes].sort()).toEqual(['range cm', 'vs-mod cover']);
    expect(json.rows).toHaveLength(12);
    await expect.poll(() => jsonOf(page, 'json')).toEqual(json);
    expect(await page.locator('#sweep thead th').allTextContents()).toEqual([
      ...axes,
      'active',
      'reactive',
      'none',
    ]);
    await page.locator('figure.chart svg').waitFor({ state: 'attached' });
    expect(problemsOf(page)).toEqual([]);
    await context.close();
  });
});
