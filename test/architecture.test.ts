/**
 * The shape of src/ (docs "Development"): no import cycles anywhere, and the pure layers
 * (src/core, src/app) import no I/O, terminal, argument parsing or CLI module.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const SRC = join(ROOT, 'src');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Every module specifier a file names: static imports, re-exports and `import()`. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /^\s*(?:import|export)\s[^'"]*?\sfrom\s+['"]([^'"]+)['"]/gms,
    /^\s*import\s+['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const re of patterns) for (const m of source.matchAll(re)) if (m[1]) found.push(m[1]);
  return found;
}

/** The modules a file loads when it is loaded: static imports that are not `import type`. */
function staticValueImports(source: string): string[] {
  const re = /^\s*(?:import(?!\s+type\b)|export(?!\s+type\b))\s[^'"]*?\sfrom\s+['"]([^'"]+)['"]/gms;
  return [...source.matchAll(re)].flatMap((m) => (m[1] === undefined ? [] : [m[1]]));
}

const modules = new Map<string, string[]>();
for (const file of files(SRC)) {
  const source = readFileSync(file, 'utf8');
  modules.set(file, specifiers(source));
}

/** Local imports resolved to files under src/ (`./x.js` names `./x.ts`). */
const graph = new Map<string, string[]>();
for (const [file, specs] of modules) {
  graph.set(
    file,
    specs
      .filter((s) => s.startsWith('.'))
      .map((s) => resolve(dirname(file), s).replace(/\.js$/, '.ts'))
      .filter((f) => modules.has(f)),
  );
}

/** Strongly connected components with more than one module, or a module importing itself. */
function cycles(): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v) ?? 0, idx.get(w) ?? 0));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w === undefined) break;
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v))
        out.push(scc.map((f) => relative(ROOT, f)).sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}

const FORBIDDEN = [
  /^node:/,
  /^(fs|path|os|child_process|process|readline|tty|net|http|https)$/,
  /^(chalk|commander|seedrandom|csv-stringify)(\/|$)/,
  /^@inquirer\//,
];

/** What `infcalc` loads before any command runs: the static value imports of src/cli/index.ts. */
function startupModules(): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.endsWith('.ts')) return;
    for (const s of staticValueImports(readFileSync(file, 'utf8'))) {
      if (!s.startsWith('.')) seen.add(s);
      else if (!s.endsWith('.json')) visit(resolve(dirname(file), s).replace(/\.js$/, '.ts'));
    }
  };
  visit(join(SRC, 'cli', 'index.ts'));
  return [...seen].map((f) => (f.startsWith('/') ? relative(SRC, f) : f));
}

describe('architecture', () => {
  it('start-up loads no use-case, view, renderer or heavy package (load them with import())', () => {
    const heavy = startupModules().filter(
      (m) =>
        (m.startsWith('app/') && m !== 'app/failure.ts') ||
        m.startsWith('cli/render/') ||
        /^cli\/commands\/[^/]+\/(?!index\.ts$)/.test(m) ||
        /^core\/(roll|army|engage|order|scgb|sweep|math)\//.test(m) ||
        /^(zod|chalk|seedrandom|csv-stringify|@inquirer)/.test(m),
    );
    expect(heavy).toEqual([]);
  });

  it('has no import cycle in src/', () => {
    expect(cycles()).toEqual([]);
  });

  it.each(['core', 'app'])('src/%s imports no I/O, terminal or CLI module', (layer) => {
    const bad: string[] = [];
    for (const [file, specs] of modules) {
      const rel = relative(SRC, file);
      if (!rel.startsWith(`${layer}/`)) continue;
      for (const s of specs) {
        const target = s.startsWith('.') ? relative(SRC, resolve(dirname(file), s)) : null;
        if (
          FORBIDDEN.some((re) => re.test(s)) ||
          (target !== null && (target.startsWith('cli/') || target === 'index.js'))
        )
          bad.push(`${rel} -> ${s}`);
        if (layer === 'core' && target?.startsWith('app/') === true) bad.push(`${rel} -> ${s}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('commands do not import each other', () => {
    const bad: string[] = [];
    for (const [file, deps] of graph) {
      const rel = relative(SRC, file);
      const own = /^cli\/commands\/([^/]+)\//.exec(rel)?.[1];
      if (own === undefined) continue;
      for (const d of deps) {
        const other = /^cli\/commands\/([^/]+)\//.exec(relative(SRC, d))?.[1];
        if (other !== undefined && other !== own) bad.push(`${rel} -> ${relative(SRC, d)}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
