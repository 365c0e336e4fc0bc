/** Item 16 of the issue "Fidelity round": inputs that never end are refused, not read. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LINE_CHARS_MAX, splitLines } from '../../src/cli/io.js';

const infcalc = (args: string[], input?: string) => {
  const r = spawnSync(process.execPath, ['bin/infcalc.js', ...args], {
    encoding: 'utf8',
    timeout: 20_000,
    env: { PATH: process.env.PATH ?? '' },
    ...(input === undefined ? {} : { input }),
  });
  return { stderr: r.stderr, code: r.status };
};

describe('16: non-regular files and endless input', () => {
  it.each([
    ['orders', '/dev/zero'],
    ['orders', '/dev/urandom'],
    ['orders', '/dev/zero', '--ndjson'],
    ['engage', '/dev/zero'],
    ['validate', '/dev/urandom'],
  ])('16: %s %s %s is refused at once', (...args) => {
    if (!existsSync(args[1] ?? '')) return;
    const r = infcalc(args.filter((a): a is string => a !== undefined));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/it is not a regular file/);
  });
  it('16: --units /dev/zero is refused', () => {
    const r = infcalc(['army', 'decode', 'x', '--units', '/dev/zero']);
    expect(r.code).toBe(2);
    expect(r.stderr).not.toMatch(/internal error/);
  });
  it('16: an NDJSON line that never ends stops at the line bound', async () => {
    async function* zeros() {
      for (let i = 0; i < 20; i++) yield '0'.repeat(1024 * 1024);
    }
    const read = async () => {
      for await (const batch of splitLines(zeros())) void batch;
    };
    expect(LINE_CHARS_MAX).toBeLessThan(20 * 1024 * 1024);
    await expect(read()).rejects.toMatchObject({ code: 'ELINE' });
  });
});
