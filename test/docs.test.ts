/**
 * The repository stands on its own: docs/rules.md has every section the code and the pages
 * cite, with stable numbers; every link between README.md and docs/*.md resolves, and none
 * leads outside the clone.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOC_FILES } from './doc-blocks.js';

const rules = readFileSync('docs/rules.md', 'utf8');
const readme = readFileSync('README.md', 'utf8');

/** The stable section numbers; code comments and help cite them. */
const SECTIONS = [
  ...['1.1', '1.2', '1.3', '1.4', '1.5'],
  ...['2.1', '2.2', '2.3', '2.4'],
  ...['3', '3.1'],
  ...['4.1', '4.2', '4.3'],
  '5',
  ...['6.1', '6.2', '6.3', '6.4', '6.5'],
  ...['7.1', '7.2', '7.3', '7.4'],
  ...['8.1', '8.2', '8.3', '8.4', '8.5', '8.6', '8.7', '8.8', '8.9', '8.10'],
  ...['9.1', '9.2', '9.3', '9.4', '9.5', '9.6', '9.7', '9.8'],
  ...[
    '10.1',
    '10.2',
    '10.3',
    '10.4',
    '10.5',
    '10.6',
    '10.7',
    '10.8',
    '10.9',
    '10.10',
    '10.11',
    '10.12',
    '10.13',
    '10.14',
    '10.15',
  ],
];

const headings = [...rules.matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.? /gm)].map((m) => m[1] ?? '');
const known = new Set([...headings, ...['1', '2', '4', '6', '7', '8', '9', '10']]);

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

  it.each([...sourceFiles('src'), 'scripts/demo.js'])(
    'every section cited in %s exists',
    (file) => {
      const missing = citations(readFileSync(file, 'utf8')).filter((c) => !known.has(c));
      expect(missing).toEqual([]);
    },
  );
});

/** A Markdown text without its fenced blocks and inline code: the prose that links. */
const prose = (text: string): string =>
  text.replace(/^\s*```[^\n]*\n[\s\S]*?^\s*```\s*$/gm, '').replace(/`[^`\n]*`/g, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file's headings, numbered as GitHub numbers repeats. */
function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  const outsideCode = text.replace(/^\s*```[^\n]*\n[\s\S]*?^\s*```\s*$/gm, '');
  for (const m of outsideCode.matchAll(/^#{1,6} (.+)$/gm)) {
    const base = slug(m[1] ?? '');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${String(n)}`);
  }
  return out;
}

/** Every link target in a file's prose: `[text](target)`. */
const linksOf = (text: string): string[] =>
  [...prose(text).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '');

describe('slug', () => {
  it.each([
    ['N4 or N5', 'n4-or-n5'],
    ['Monte-Carlo: `--times N`', 'monte-carlo---times-n'],
    ['Sweeps, compare, batch and share formats', 'sweeps-compare-batch-and-share-formats'],
    ['Batch: `infcalc odds FILE|- --ndjson`', 'batch-infcalc-odds-file----ndjson'],
  ])('%s -> %s', (heading, anchor) => {
    expect(slug(heading.replace(/`/g, ''))).toBe(anchor);
  });
});

/** Every source file of a directory whose comments may cite a page (.ts, .js, .cjs). */
function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? codeFiles(join(dir, e.name))
      : /\.(ts|js|cjs|mjs)$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
}

/**
 * The pages a code comment cites: `docs/json.md`, `docs/army-lists.md#ndjson`,
 * `docs/json.md "One order", "Engagements"` (headings the page has, by their first words),
 * or the README (`README.md`, `README "Heading"`).
 */
function pageCitations(text: string): string[] {
  const cite = /\b(README(?:\.md)?|docs\/[\w-]+\.md)(#[\w-]+)?((?:,? "[^"\n]+")*)/g;
  return [...text.matchAll(cite)].flatMap((m) => {
    const [, name = '', anchor, quoted = ''] = m;
    const file = name.startsWith('README') ? 'README.md' : name;
    const headings = [...quoted.matchAll(/"([^"]+)"/g)].map((q) => q[1] ?? '');
    if (name === 'README' && anchor === undefined && headings.length === 0)
      return [`${m[0]}: name the page (README.md) or its heading`];
    if (!existsSync(file)) return [`${m[0]}: no such file`];
    const page = readFileSync(file, 'utf8');
    const bad: string[] = [];
    if (anchor !== undefined && !anchorsOf(page).has(anchor.slice(1)))
      bad.push(`${m[0]}: no heading with that anchor`);
    const titles = [...page.matchAll(/^#{1,6} (.+)$/gm)].map((h) => (h[1] ?? '').replace(/`/g, ''));
    for (const h of headings)
      if (!titles.some((t) => t.startsWith(h))) bad.push(`${m[0]}: no heading "${h}" in ${file}`);
    return bad;
  });
}

describe('pages cited by the code', () => {
  it.each([
    ['docs/json.md "Input files"', []],
    ['README "Library"', ['README "Library": no heading "Library" in README.md']],
    ['Rules choice (README): ...', ['README: name the page (README.md) or its heading']],
    ['docs/gone.md', ['docs/gone.md: no such file']],
    ['docs/rolls.md#monte-carlo---times-n', []],
    ['docs/rolls.md#nowhere', ['docs/rolls.md#nowhere: no heading with that anchor']],
  ])('%s', (text, problems) => {
    expect(pageCitations(text)).toEqual(problems);
  });

  it.each([...codeFiles('src'), ...codeFiles('scripts'), ...codeFiles('bench')])(
    'every page and heading %s cites exists',
    (file) => {
      expect(pageCitations(readFileSync(file, 'utf8'))).toEqual([]);
    },
  );
});

describe.each(DOC_FILES)('%s', (file) => {
  const text = readFileSync(file, 'utf8');

  it('links only inside the repository, to files and headings that exist', () => {
    const bad = linksOf(text).flatMap((target) => {
      const [path = '', anchor] = target.split('#');
      if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('/')) return [`${target}: outside`];
      const resolved = path === '' ? file : normalize(join(dirname(file), path));
      if (resolved.startsWith('..')) return [`${target}: outside the repository`];
      if (!existsSync(resolved)) return [`${target}: no such file`];
      if (anchor === undefined) return [];
      if (!resolved.endsWith('.md')) return [`${target}: an anchor in a file that is not Markdown`];
      return anchorsOf(readFileSync(resolved, 'utf8')).has(anchor)
        ? []
        : [`${target}: no heading with that anchor`];
    });
    expect(bad).toEqual([]);
  });

  it('never points at the rules outside the repository', () => {
    expect(text).not.toMatch(/shared\/RULES|\.\.\/shared/);
  });

  it('cites only sections docs/rules.md has', () => {
    expect(citations(text).filter((c) => !known.has(c))).toEqual([]);
  });

  it('has no bullet made by prose wrapped before "+ 2" or "- 3"', () => {
    // "over its limit\n+ 2 (counting ...)" renders (and is reformatted) as a bullet "- 2".
    expect(
      prose(text)
        .split('\n')
        .filter((l) => /^\s*[-+*] \d+ /.test(l)),
    ).toEqual([]);
  });
});

describe('README', () => {
  it('is a front page: at most 300 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(300);
  });

  it('points at docs/rules.md and at every page of docs/', () => {
    expect(readme).toContain('](docs/rules.md)');
    const linked = new Set(linksOf(readme).map((t) => t.split('#')[0]));
    expect(DOC_FILES.filter((f) => f !== 'README.md' && !linked.has(f))).toEqual([]);
  });
});

/**
 * The folders of docs/development.md "Layout": a name per line, indented two spaces a
 * level under its parent (`src/core/` then `  army/` then `    code/`); a line of names
 * only (`    army/ compare/ …`) names several siblings. Wrapped descriptions are indented
 * further and name nothing.
 */
function layoutFolders(page: string): Set<string> {
  const block = page.split('## Layout')[1]?.split('```')[1] ?? '';
  const byLevel: string[] = [];
  const out = new Set<string>();
  for (const line of block.split('\n')) {
    const indent = line.length - line.trimStart().length;
    const words = line.trim().split(/\s+/);
    if (indent >= 16 || !(words[0] ?? '').endsWith('/')) continue;
    const level = indent / 2;
    const names = words.every((w) => w.endsWith('/')) ? words : words.slice(0, 1);
    for (const name of names) {
      const path =
        level === 0 ? name.slice(0, -1) : `${byLevel[level - 1] ?? '?'}/${name.slice(0, -1)}`;
      out.add(path);
      if (names.length === 1) byLevel[level] = path;
    }
  }
  return out;
}

describe('docs/development.md "Layout"', () => {
  const named = layoutFolders(readFileSync('docs/development.md', 'utf8'));
  const folders = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .flatMap((e) => [`${dir}/${e.name}`, ...folders(`${dir}/${e.name}`)]);
  it('names every folder of src/', () => {
    expect(folders('src').filter((f) => !named.has(f))).toEqual([]);
  });
  it('names no folder of src/ that is gone', () => {
    expect([...named].filter((f) => f.startsWith('src/') && !existsSync(f))).toEqual([]);
  });
});
