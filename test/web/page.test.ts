/**
 * The page in a real browser (docs/web.md): the single file from file:// and the hosted
 * folder from a 127.0.0.1 server. The same numbers as `infcalc odds --json`, the MOD
 * ledger, a chart, a share link round trip, offline after the first visit, no request to
 * any other host, no horizontal scroll on a phone, no serious accessibility violation, and
 * bad input worded in the page (any page error fails the test).
 */
import { readFileSync, writeFileSync, mkdtempSync, rmSync, mkdirSync } from 'node:fs';
import { join, extname } from 'node:path';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main.js';
import { decodeQuestion, toArgv, type OddsQuestion } from '../../src/app/question/index.js';
import { commandOf, DEFAULT_QUESTION, shareOf } from '../../src/web/question.js';
import { localServer } from '../local-server.js';
import { axeViolations } from './axe.js';
import { chromiumPath, launch, openPage, problemsOf } from './browser.js';
import { q, QUESTIONS } from './questions.js';

const browserPath = chromiumPath();
const PAGE = pathToFileURL(join(process.cwd(), 'dist', 'infcalc.html')).href;
/** Screenshots for docs/web.md are rewritten only when asked (like golden transcripts). */
const SHOTS = process.env.UPDATE_SCREENSHOTS === '1' ? 'docs/images' : null;

let browser: Browser;
let site = '';

/** The command, run in this process with no files and no terminal. */
const runCli = (argv: readonly string[]) =>
  run({
    argv,
    env: {},
    stdoutIsTTY: false,
    stdinIsTTY: false,
    readFile: () => Promise.reject(new Error('no files')),
    readStdin: () => Promise.resolve(''),
  });

/** What the command prints, run in this process. */
async function cliRun(argv: readonly string[]): Promise<string> {
  const r = await runCli(argv);
  expect(r.code, r.stderr).toBe(0);
  return r.stdout;
}

async function cliJson(question: OddsQuestion): Promise<unknown> {
  const r = await runCli([...toArgv(question), '--json']);
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as unknown;
}

const pageJson = async (page: Page): Promise<unknown> =>
  JSON.parse((await page.locator('#json').textContent()) ?? 'null');

const MIME: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

const base = localServer((req, res) => {
  const path = (req.url ?? '/').split(/[?#]/)[0]?.replace(/^\/+/, '') ?? '';
  const name = path === '' ? 'index.html' : path;
  if (!/^[\w.-]+$/.test(name)) {
    res.writeHead(404).end();
    return;
  }
  try {
    const body = readFileSync(join(site, name));
    res.writeHead(200, { 'content-type': MIME[extname(name)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});

describe.skipIf(browserPath === null)('the page in Chromium', () => {
  beforeAll(async () => {
    browser = await launch(browserPath ?? '');
    site = mkdtempSync(join(tmpdir(), 'infcalc-site-'));
    const r = await runCli(['web', '--out', site]);
    expect(r.code, r.stderr).toBe(0);
  });
  afterAll(async () => {
    await browser.close();
    rmSync(site, { recursive: true, force: true });
  });

  it('answers as `infcalc odds --json` does, question by question', async () => {
    const context = await browser.newContext();
    for (const question of QUESTIONS) {
      const page = await openPage(context, `${PAGE}#${shareOf(question)}`);
      await page.locator('#json').waitFor({ state: 'attached' });
      expect(await pageJson(page), toArgv(question).join(' ')).toEqual(await cliJson(question));
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    }
    await context.close();
  });

  it('shows the MOD ledger, with what was cancelled struck through, and a chart', async () => {
    const context = await browser.newContext();
    const question = q('n5', '13b3', '11', 'attack', {
      vsWith: ['mimetism6'],
      with: ['msv2'],
      vsCover: true,
    });
    const page = await openPage(context, `${PAGE}#${shareOf(question)}`);
    const ledger = page.locator('.ledger').first();
    await expect.poll(() => ledger.textContent()).toContain('mimetism');
    expect(await ledger.locator('s').count()).toBeGreaterThan(0);
    // Drawn once the numbers are painted.
    await expect.poll(() => page.locator('figure.chart svg').count()).toBe(1);
    expect(problemsOf(page)).toEqual([]);
    await context.close();
  });

  it('keeps a question in its link: a fresh page opens the same question and answer', async () => {
    const context = await browser.newContext();
    const page = await openPage(context, PAGE);
    await page.locator('#active').fill('14b2');
    await page.locator('#reactive').fill('12');
    for (const s of await page.locator('details.group summary').all()) await s.click();
    await page.locator('#f-ps').fill('7');
    await page.locator('#f-vsArm').fill('3');
    await page.locator('#f-vsCover').check();
    await expect.poll(() => page.locator('#command').textContent()).toContain('--vs-cover');
    const link = page.url();
    const answer = await pageJson(page);
    const fresh = await openPage(await browser.newContext(), link);
    expect(await fresh.locator('#active').inputValue()).toBe('14b2');
    expect(await fresh.locator('#f-vsCover').isChecked()).toBe(true);
    expect(await pageJson(fresh)).toEqual(answer);
    expect([...problemsOf(page), ...problemsOf(fresh)]).toEqual([]);
    await context.close();
  });

  it('asks State: Dead, SR and a Direct Template in ARO, and keeps them in its link', async () => {
    const context = await browser.newContext();
    const page = await openPage(context, PAGE);
    await page.locator('#active').fill('13b2');
    await page.locator('#reactive').fill('11');
    for (const s of await page.locator('details.group summary').all()) await s.click();
    await page.locator('#f-ps').fill('6');
    await page.locator('#f-vsPs').fill('5');
    await page.locator('#f-dead').check();
    await page.locator('#f-vsDead').check();
    await page.locator('#f-sr').selectOption('1');
    await page.locator('#f-vsTemplate').check();
    await page.locator('#f-vsArm').fill('2');
    const command = page.locator('#command');
    await expect.poll(() => command.textContent()).toContain('--vs-template');
    expect(await command.textContent()).toMatch(/--sr 1 .*--dead .*--vs-dead/);
    const link = page.url();
    const fresh = await openPage(await browser.newContext(), link);
    for (const id of ['#f-dead', '#f-vsDead', '#f-vsTemplate'])
      expect(await fresh.locator(id).isChecked(), id).toBe(true);
    expect(await fresh.locator('#f-sr').inputValue()).toBe('1');
    const share = decodeQuestion(decodeURIComponent(new URL(link).hash.slice(1)));
    if (!share.ok || share.value.kind !== 'odds')
      throw new Error('the link holds no odds question');
    expect(await pageJson(fresh)).toEqual(await cliJson(share.value));
    expect([...problemsOf(page), ...problemsOf(fresh)]).toEqual([]);
    await context.close();
  });

  it('holds the default answer in its HTML, as the page computes it, shown for that question only', async () => {
    // The page's HTML as the build wrote it, no script run.
    const bare = await browser.newContext({ javaScriptEnabled: false });
    const raw = await bare.newPage();
    await raw.goto(PAGE);
    const built = await raw.locator('#results').innerHTML();
    expect(built).toContain('<pre id="json"');
    expect(await raw.locator('#active').inputValue()).toBe(DEFAULT_QUESTION.spec);
    expect(await raw.locator('#reactive').inputValue()).toBe(
      DEFAULT_QUESTION.roll === 'pair' ? DEFAULT_QUESTION.reactive : '',
    );
    await bare.close();
    const context = await browser.newContext();
    // Whether the built answer shows when the parser puts it in the page: before the
    // first script has answered anything (`data-prebuilt` still there).
    await context.addInitScript(() => {
      const seen = new MutationObserver(() => {
        const results = document.getElementById('results');
        if (results === null) return;
        seen.disconnect();
        (window as unknown as { atParse: unknown }).atParse = {
          built: results.hasAttribute('data-prebuilt'),
          visibility: getComputedStyle(results).visibility,
        };
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    const atParse = (page: Page) =>
      page.evaluate(() => (window as unknown as { atParse: unknown }).atParse);
    const answerNow = (page: Page) =>
      page.evaluate(() => {
        const box = document.getElementById('results')?.cloneNode(true);
        if (!(box instanceof HTMLElement)) return null;
        box.querySelector('figure.chart')?.replaceChildren();
        return { html: box.innerHTML, built: box.hasAttribute('data-prebuilt') };
      });
    const cases = [
      { fragment: '', shown: 'visible', same: true },
      { fragment: `#${shareOf(DEFAULT_QUESTION)}`, shown: 'visible', same: true },
      { fragment: `#${shareOf(q('n5', '13b6', '12b6', 'attack'))}`, shown: 'hidden', same: false },
      { fragment: '#q1.odds.eyJyb2xsIjoicGFpciIsInN', shown: 'hidden', same: true },
    ];
    for (const c of cases) {
      const page = await openPage(context, `${PAGE}${c.fragment}`);
      expect(await atParse(page), c.fragment).toEqual({ built: true, visibility: c.shown });
      await page.locator('figure.chart svg').waitFor({ state: 'attached' });
      const now = await answerNow(page);
      // The page's own answer replaced it: for the default question, the same HTML.
      expect(now?.built, c.fragment).toBe(false);
      if (c.same) expect(now?.html, c.fragment).toBe(built);
      else expect(now?.html, c.fragment).not.toBe(built);
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    }
    await context.close();
  });

  it('opens the link `odds --format link` prints on the same answer as the command', async () => {
    const argv = ['odds', '14b3', 'vs', '12', '--ps', '7', '--vs-arm', '2', '--rules', 'n5'];
    const link = await cliRun([...argv, '--format', 'link']);
    expect(link).toMatch(/^infcalc\.html#q1\.odds\.[\w-]+\n$/);
    const context = await browser.newContext();
    const page = await openPage(context, `${PAGE}${link.trim().slice('infcalc.html'.length)}`);
    const json = JSON.parse(await cliRun([...argv, '--json'])) as unknown;
    await page.locator('#json').waitFor({ state: 'attached' });
    expect(await pageJson(page)).toEqual(json);
    expect(problemsOf(page)).toEqual([]);
    await context.close();
  });

  it('copies for Discord the message `odds --format discord` prints', async () => {
    // In the order the page writes the command back (toArgv), which the message quotes.
    const argv = ['odds', '13b3', 'vs', '11', '--rules', 'n5', '--ps', '7', '--vs-arm', '3'];
    const link = await cliRun([...argv, '--format', 'link']);
    const context = await browser.newContext({
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await openPage(context, `${PAGE}${link.trim().slice('infcalc.html'.length)}`);
    await page.locator('#json').waitFor({ state: 'attached' });
    await page.locator('#discord').click();
    await expect.poll(() => page.locator('#status').textContent()).toMatch(/copied|^$/);
    // The clipboard, or where there is none the text shown to copy by hand.
    const copied =
      (await page.locator('#status textarea').count()) > 0
        ? await page.locator('#status textarea').inputValue()
        : await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await cliRun([...argv, '--format', 'discord']));
    expect(problemsOf(page)).toEqual([]);
    await context.close();
  });

  it('says what is wrong with bad input, and throws nothing', async () => {
    const context = await browser.newContext();
    const cut = await openPage(context, `${PAGE}#q1.odds.eyJyb2xsIjoicGFpc`);
    await expect.poll(() => cut.locator('#status').textContent()).toContain('cut short or damaged');
    const edited = await openPage(context, `${PAGE}#q9.odds.abc`);
    await expect
      .poll(() => edited.locator('#status').textContent())
      .toContain('share string version 9');
    // Broken `%` escapes: refused as a link, not thrown.
    const escaped = await openPage(context, `${PAGE}#%E0`);
    await expect
      .poll(() => escaped.locator('#status').textContent())
      .toContain('not an infcalc share string');
    expect(await escaped.locator('#command').textContent()).toBe(commandOf(DEFAULT_QUESTION));
    const page = await openPage(context, PAGE);
    await page.locator('#active').fill('13x');
    // The command's own message for the same spec, without its "infcalc: ".
    const reactive = DEFAULT_QUESTION.roll === 'pair' ? (DEFAULT_QUESTION.reactive ?? '') : '';
    const said = await runCli(['odds', '13x', 'vs', reactive]);
    expect(said.code).toBe(2);
    const message = said.stderr.trim().replace(/^infcalc: /, '');
    await expect.poll(() => page.locator('#error').textContent()).toBe(message);
    expect([cut, edited, escaped, page].flatMap((p) => problemsOf(p))).toEqual([]);
    await context.close();
  });

  it('fits a phone: no horizontal scroll at 360 px, touch-size controls', async () => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 780 },
      hasTouch: true,
    });
    const page = await openPage(context, PAGE);
    await page.locator('#json').waitFor({ state: 'attached' });
    await page.locator('figure.chart svg').waitFor({ state: 'attached' });
    if (SHOTS !== null) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, 'web-phone.png') });
      await page.locator('#results').screenshot({ path: join(SHOTS, 'web-answer.png') });
    }
    for (const s of await page.locator('details.group summary').all()) await s.click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    // A checkbox's target is the box or its label, whichever is larger (both toggle it).
    const small = await page.evaluate(() =>
      [
        ...document.querySelectorAll(
          'input:not([type=file]), select, button, summary, label.button',
        ),
      ].flatMap((e) => {
        const boxes = [e, ...(e instanceof HTMLInputElement ? [...(e.labels ?? [])] : [])]
          .map((b) => b.getBoundingClientRect())
          .filter((r) => r.height > 0);
        const tall = Math.max(0, ...boxes.map((r) => Math.min(r.height, r.width)));
        return boxes.length > 0 && tall < 44 ? [`${e.id || e.tagName}: ${tall}`] : [];
      }),
    );
    expect(small).toEqual([]);
    expect(problemsOf(page)).toEqual([]);
    await context.close();
  });

  it('is used by keyboard alone, with a focus ring on each control it reaches', async () => {
    const context = await browser.newContext();
    const page = await openPage(context, PAGE);
    await page.locator('#json').waitFor({ state: 'attached' });
    /** The control focused, and whether a ring shows (a hidden file input: on its label). */
    const focused = () =>
      page.evaluate(() => {
        const e = document.activeElement;
        if (!(e instanceof HTMLElement) || e === document.body) return null;
        const next = e.nextElementSibling;
        const shown = getComputedStyle(e).opacity === '0' && next instanceof HTMLElement ? next : e;
        const s = getComputedStyle(shown);
        return {
          id: e.id === '' ? `${e.tagName}:${e.textContent.trim()}` : e.id,
          ring:
            (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2) ||
            s.boxShadow !== 'none',
          answer: e.closest('#results') !== null,
        };
      });
    type Focused = NonNullable<Awaited<ReturnType<typeof focused>>>;
    const seen: Focused[] = [];
    const tabTo = async (reached: (f: Focused) => boolean): Promise<void> => {
      for (let i = 0; i < 120; i++) {
        await page.keyboard.press('Tab');
        const f = await focused();
        if (f === null) continue;
        seen.push(f);
        if (reached(f)) return;
      }
      throw new Error(`not reached by Tab: ${seen.map((f) => f.id).join(', ')}`);
    };
    const command = page.locator('#command');
    await tabTo((f) => f.id === 'edition');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => command.textContent()).toContain('--rules n4');
    await tabTo((f) => f.id === 'active');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('15b2');
    await expect.poll(() => command.textContent()).toContain('odds 15b2 ');
    // A closed group opened with Enter, its checkbox ticked with Space.
    const group = await page
      .locator('#f-vsCover')
      .evaluate((e) => e.closest('details')?.querySelector('summary')?.textContent ?? '');
    await tabTo((f) => f.id === `SUMMARY:${group}`);
    await page.keyboard.press('Enter');
    await tabTo((f) => f.id === 'f-vsCover');
    await page.keyboard.press('Space');
    await expect.poll(() => command.textContent()).toContain('--vs-cover');
    // On to the buttons and the answer.
    await tabTo((f) => f.id === 'share');
    await tabTo((f) => f.answer);
    expect(seen.filter((f) => !f.ring).map((f) => f.id)).toEqual([]);
    const json = page.locator('#json');
    expect(await json.textContent()).toContain('"ftf-odds"');
    expect(problemsOf(page)).toEqual([]);
    await context.close();
  });

  it('has no serious or critical accessibility violation (axe-core)', async () => {
    const context = await browser.newContext();
    const page = await openPage(context, PAGE);
    await page.locator('#json').waitFor({ state: 'attached' });
    for (const s of await page.locator('details.group summary').all()) await s.click();
    const violations = await axeViolations(page);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('is hosted from a folder: installable, and offline after the first visit', async () => {
    const context = await browser.newContext();
    const url = `${base()}/`;
    const page = await openPage(context, url, base());
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const manifest = await page.evaluate(() =>
      document.querySelector('link[rel=manifest]')?.getAttribute('href'),
    );
    expect(manifest).toBe('manifest.webmanifest');
    await page.reload();
    await context.setOffline(true);
    await page.reload();
    await page.locator('#json').waitFor({ state: 'attached' });
    expect(await pageJson(page)).toMatchObject({ kind: 'ftf-odds' });
    expect(problemsOf(page).filter((p) => !p.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await context.close();
  });
});

describe('infcalc web', () => {
  it('writes the single file: the built page, the same bytes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'infcalc-web-'));
    try {
      const out = join(dir, 'page.html');
      const r = await runCli(['web', '--out', out]);
      expect(r.code, r.stderr).toBe(0);
      expect(readFileSync(out)).toEqual(readFileSync('dist/infcalc.html'));
      writeFileSync(join(dir, 'x'), '');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
