/** axe-core in the page (the tests of test/web): outside browser.ts, which builds without the DOM. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core run in the page: its serious and critical violations, with the elements. */
export async function axeViolations(page: Page): Promise<unknown[]> {
  const axe = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.addScriptTag({ content: axe });
  return page.evaluate(async () => {
    const w = window as unknown as {
      axe: {
        run: () => Promise<{
          violations: { id: string; impact: string; nodes: { target: unknown }[] }[];
        }>;
      };
    };
    const r = await w.axe.run();
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, at: v.nodes.map((n) => n.target) }));
  });
}
