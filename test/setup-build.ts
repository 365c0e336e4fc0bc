// Build dist/ once before the suite so the spawned-binary tests run what users run.
import { execFileSync } from 'node:child_process';
import { chromiumPath } from './web/browser.js';

export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build.js'], { stdio: 'inherit' });
  // The page's tests need a browser: say plainly when they cannot run (docs/web.md).
  if (chromiumPath() === null)
    process.stdout.write(
      'note: no Chromium found: the browser tests of the page (test/web) are skipped; install it with: apt-get install chromium\n',
    );
}
