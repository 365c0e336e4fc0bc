import { describe, expect, it } from 'vitest';
import { parseEdition } from '../../../src/core/rules/index.js';
import { editionOf } from '../../../src/cli/edition.js';

describe('editions', () => {
  it.each([
    ['n4', 'n4'],
    ['N5', 'n5'],
    [' n5 ', 'n5'],
  ])('parses %j as %s', (text, id) => {
    const r = parseEdition(text, '--rules');
    expect(r.ok && r.value.id).toBe(id);
  });
  it('refuses n6 with a hint', () => {
    const r = parseEdition('n6', '--rules');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('"n6"');
  });
  it.each([
    [undefined, {}, 'n4'],
    [undefined, { INFCALC_RULES: 'n5' }, 'n5'],
    ['n4', { INFCALC_RULES: 'n5' }, 'n4'],
    [undefined, { INFCALC_RULES: '' }, 'n4'],
  ])('flag %j with env %j gives %s', (flag, env, id) => {
    expect(editionOf(flag, { env }).id).toBe(id);
  });
});
