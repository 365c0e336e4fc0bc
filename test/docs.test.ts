/**
 * The repository stands on its own: docs/rules.md has every section the code cites, with
 * stable numbers, and the README points at it rather than at anything outside the clone.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const rules = readFileSync('docs/rules.md', 'utf8');
const readme = readFileSync('README.md', 'utf8');

/** The stable section numbers; code comments and help cite them. */
const SECTIONS = [
  ...['1.1', '1.2', '1.3', '1.4', '1.5'],
  ...['2.1', '2.2', '2.3', '2.4'],
  '3',
  ...['4.1', '4.2', '4.3'],
  '5',
  ...['6.1', '6.2', '6.3', '6.4', '6.5'],
  ...['7.1', '7.2', '7.3', '7.4'],
  ...['8.1', '8.2', '8.3', '8.4', '8.5', '8.6', '8.7', '8.8', '8.9', '8.10'],
];

const headings = [...rules.matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.? /gm)].map((m) => m[1] ?? '');
const known = new Set([...headings, ...['1', '2', '4', '6', '7', '8']]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

/** Every `§N` or `§N.M` cited in a file (ranges such as `§1.2–§1.4` give both ends). */
const citations = (text: string): string[] =>
  [...text.matchAll(/§(\d+(?:\.\d+)?)/g)].map((m) => m[1] ?? '');

describe('docs/rules.md', () => {
  it('has every stable section, in order, once', () => {
    expect(headings.filter((h) => h.includes('.') || ['3', '5'].includes(h))).toEqual(SECTIONS);
  });

  it.each(['README.md', 'docs/rules.md', ...sourceFiles('src'), 'scripts/demo.js'])(
    'every section cited in %s exists',
    (file) => {
      const missing = citations(readFileSync(file, 'utf8')).filter((c) => !known.has(c));
      expect(missing).toEqual([]);
    },
  );
});

describe('README', () => {
  it('links nothing outside the repository', () => {
    const targets = [...readme.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1] ?? '');
    expect(targets.filter((t) => t.startsWith('../') || t.startsWith('/'))).toEqual([]);
    expect(readme).not.toMatch(/shared\/RULES/);
  });

  it('points at docs/rules.md', () => {
    expect(readme).toContain('](docs/rules.md)');
  });

  it('has no bullet made by prose wrapped before "+ 2" or "- 3"', () => {
    // "over its limit\n+ 2 (counting ...)" renders (and is reformatted) as a bullet "- 2".
    expect(readme.split('\n').filter((l) => /^\s*[-+*] \d+ /.test(l))).toEqual([]);
  });
});
