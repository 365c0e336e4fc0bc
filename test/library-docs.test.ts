/**
 * docs/library.md is the library's reference: every export of src/index.ts is named on
 * it, and each function has one name (no aliases of one function under two names).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as library from '../src/index.js';

const page = readFileSync('docs/library.md', 'utf8');

/** The names the page writes as code: `odds(spec, …)`, `SWEEP_CELLS_MAX`. */
const named = new Set([...page.matchAll(/`([A-Za-z_$][\w$]*)(?:\(|`)/g)].map((m) => m[1] ?? ''));

const exports = Object.entries(library as Record<string, unknown>);

describe('docs/library.md', () => {
  it.each(exports.map(([name]) => name))('names the export %s', (name) => {
    expect(named.has(name)).toBe(true);
  });

  it('documents one name per function', () => {
    const byValue = new Map<unknown, string[]>();
    for (const [name, value] of exports)
      if (typeof value === 'function') byValue.set(value, [...(byValue.get(value) ?? []), name]);
    expect([...byValue.values()].filter((names) => names.length > 1)).toEqual([]);
  });
});
