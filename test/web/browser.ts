/**
 * The browser the page's tests drive: Debian's Chromium through playwright-core, which
 * downloads no browser. INFCALC_CHROMIUM names another executable. Without one the tests
 * are skipped, and test/setup-build.ts says so in one line.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function chromiumPath(): string | null {
  const named = process.env.INFCALC_CHROMIUM;
  if (named !== undefined && named !== '') return existsSync(named) ? named : null;
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

export const launch = (path: string): Promise<Browser> =>
  chromium.launch({ executablePath: path, args: ['--no-sandbox'] });

/**
 * A page that fails the test on any page error, console error or request off file://,
 * returned once its second script runs (the game data and code boxes, the pickers: a
 * drop or a paste before that would not be seen).
 */
export async function openPage(
  context: BrowserContext,
  url: string,
  allowed = 'file:',
): Promise<Page> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${String(e)}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith(allowed) && !u.startsWith('data:')) problems.push(`request: ${u}`);
  });
  (page as Page & { problems: string[] }).problems = problems;
  await page.goto(url);
  await laterStarted(page);
  return page;
}
/** The page's second script has run (src/web/later.ts: its performance mark). */
export const laterStarted = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => performance.getEntriesByName('infcalc:later').length > 0);

export const problemsOf = (page: Page): string[] =>
  (page as Page & { problems: string[] }).problems;
