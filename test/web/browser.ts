/**
 * The browser the page's tests drive: Debian's Chromium through playwright-core, which
 * downloads no browser. INFCALC_CHROMIUM names another executable. Without one the tests
 * are skipped, and test/setup-build.ts says so in one line.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function chromiumPath(): string | null {
  const named = process.env.INFCALC_CHROMIUM;
  if (named !== undefined && named !== '') return existsSync(named) ? named : null;
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

export const launch = (path: string): Promise<Browser> =>
  chromium.launch({ executablePath: path, args: ['--no-sandbox'] });
