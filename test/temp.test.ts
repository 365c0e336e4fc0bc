/**
 * Issue 25 item 25: the test suite removes the temporary folders it makes. Every test
 * file that makes one goes through test/temp.ts (removed after the file), or removes its
 * own folder in an afterAll or afterEach.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from './temp.js';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

const MAKES_TEMP = /\bmkdtemp(Sync)?\(|\btmpdir\(\)/;
// An afterAll/afterEach whose body (its first lines) removes a folder.
const REMOVES_OWN = /after(All|Each)\((async )?\(\) => \{[^}]{0,400}?\brmSync\(/;

describe('25: temporary folders of the tests', () => {
  it.each(sources('test').filter((p) => p !== join('test', 'temp.ts')))(
    '25: %s makes none it does not remove',
    (path) => {
      const text = readFileSync(path, 'utf8');
      if (MAKES_TEMP.test(text)) expect(REMOVES_OWN.test(text), path).toBe(true);
    },
  );

  let made = '';
  it('25: tempDir makes a folder (removed after this file, read-only or not)', () => {
    made = tempDir('infcalc-temp-');
    expect(existsSync(made)).toBe(true);
  });
});
