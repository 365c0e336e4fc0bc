/** Issue "Fidelity round": the command-line items, each case named by its number. */
import { spawnSync } from 'node:child_process';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { cli } from './harness.js';

const list = (name: string) =>
  JSON.stringify({ groups: [{ troopers: [{ name: 'Lt', lieutenant: true }, { name }] }] });

describe('10: RFC 4180 quoting everywhere', () => {
  it.each(['A\nforged', 'A\rforged', 'A\r\nforged'])(
    '10: a name with %j stays one field',
    async (name) => {
      const r = await cli('orders - --format csv', { stdin: list(name) });
      expect(r.code).toBe(0);
      const parsed = Papa.parse<string[]>(r.stdout.trimEnd(), { newline: '\r\n' });
      expect(parsed.errors).toEqual([]);
      const widths = new Set(parsed.data.map((row) => row.length));
      expect(widths.size).toBe(1);
      expect(parsed.data.some((row) => row.includes(name))).toBe(true);
    },
  );
});

describe('11: Markdown escapes control characters', () => {
  it('11: ESC and BEL from a name are written as escapes', async () => {
    const r = await cli('orders - --format md', { stdin: list('Evil\u001b]0;pwned\u0007') });
    expect(r.code).toBe(0);
    // eslint-disable-next-line no-control-regex
    expect(r.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
    expect(r.stdout).toContain('Evil\\u001b]0;pwned\\u0007');
  });
});

describe('12: --cumulative with Markdown and CSV', () => {
  it('12: a Face-to-Face roll gives "k or more" rows', async () => {
    const r = await cli('odds 13b3 vs 12 --cumulative --format csv');
    expect(r.stdout.split('\r\n')[0]).toBe('winner,successes_at_least,count,probability');
    expect(r.stdout).toContain('active,3+,23659,0.14786875');
  });
  it('12: the damage section too', async () => {
    const r = await cli('odds 13b3 --dam 13 --vs-w 2 --cumulative --format md');
    expect(r.stdout).toContain('| 1+ wound | 81.86% |');
    expect(r.stdout).not.toContain('| 0 wounds |');
  });
});

describe('3: combined ammunition on the command line', () => {
  it('3: odds with N+E/M shows both sets of saves and the Isolated chance', async () => {
    const r = await cli('odds 13b2 --dam 13 --ammo n+em --vs-arm 3 --vs-bts 6');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Save: ARM 3: fails on 1-10 (10 in 20); 1 save per hit');
    expect(r.stdout).toContain('Isolated if one fails');
    expect(r.stdout).toContain('  Isolated: 74.37%');
  });
  it.each(['ap+da', 'ap+exp', 'ap+shock', 'da+shock', 'n+em'])(
    '3: --ammo %s works in odds, save, sweeps',
    async (ammo) => {
      for (const line of [
        `odds 13b2 --dam 14 --ammo ${ammo} --vs-arm 4 --vs-bts 4 --vs-w 2 --json`,
        `save 2 1 --dam 14 --ammo ${ammo} --arm 4 --bts 4 --w 2 --seed s`,
        `odds 13b2 --dam 14 --ammo ${ammo} --vs-arm 0..3 --vs-w 2 --format csv`,
      ]) {
        const r = await cli(line);
        expect(r.stderr, line).toBe('');
        expect(r.code, line).toBe(0);
      }
    },
  );
});

describe('6: save shows PS in N5', () => {
  it('6: ARM 1 + PS 7 + 3 cover = 11', async () => {
    const r = await cli('save 0 1 --ps 7 --arm 1 --cover --rules n5 --dice 5,14');
    expect(r.stdout).toContain('Save: ARM 1 + PS 7 + 3 cover = 11: fails on 12+ (9 in 20)');
  });
});

describe('9: batch lines take the command-line flags as defaults', () => {
  const files = { 'q.ndjson': '{"spec":"12"}\n{"spec":"12","rules":"n4","vsW":"2"}\n' };
  const records = (stdout: string) =>
    stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  it("9: --rules n5 is every line's edition unless the line says otherwise", async () => {
    const r = await cli('odds q.ndjson --ndjson --rules n5', { files });
    expect(records(r.stdout).map((x) => x.rules)).toEqual(['n5', 'n4']);
  });
  it('9: the flag beats INFCALC_RULES', async () => {
    const r = await cli('odds q.ndjson --ndjson --rules n4', {
      files,
      env: { INFCALC_RULES: 'n5' },
    });
    expect(records(r.stdout).map((x) => x.rules)).toEqual(['n4', 'n4']);
  });
  it('9: --dam and --cumulative reach every line', async () => {
    const r = await cli('odds q.ndjson --ndjson --dam 13 --cumulative', { files });
    for (const x of records(r.stdout)) {
      expect(x.damage).toBeDefined();
      expect(x.cumulative).toBeDefined();
    }
  });
  it('9: --format md with --ndjson is refused, not ignored', async () => {
    const r = await cli('odds q.ndjson --ndjson --format md', { files });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--format md cannot go with --ndjson');
  });
});

describe('15: a sweep past the work bound is refused with its estimate', () => {
  it('15: 10,000 cells of B20+4 SD Plasma with Continuous Damage', async () => {
    const start = Date.now();
    const r = await cli(
      'odds 13b20+sd4 --dam 14 --ammo plasma --cont --vs-arm 0..99 --vs-bts 0..99 --vs-w 3 --rules n5',
    );
    expect(Date.now() - start).toBeLessThan(10_000);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /this sweep of 10000 cells is about [\d,]+ work units \(about \d+ s\), above the bound of 50,000,000/,
    );
  });
  it('15: a small sweep still runs', async () => {
    const r = await cli('odds 10..12b3 vs 11 --vs-mod -3..0 --format csv');
    expect(r.code).toBe(0);
  });
});

describe('13: options that do nothing are refused', () => {
  it('13: --orders without a weapon', async () => {
    const r = await cli('odds 13b3 --orders 3');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--orders is unused: no weapon');
    expect((await cli('odds 13b3 --dam 13 --orders 3')).code).toBe(0);
  });
  it('13: army decode --metadata without --units', async () => {
    const code =
      'oykPZXhhbXBsZS1jb21wYW55CURlbW8gbGlzdIDIAgEBAAcAZQECAABlAQEAAGUBAQAAZgEBAABpAQEAAGsBAQAAagEBAAIBAAMAZwEBAABoAQEAAGUBAQA%3D';
    const r = await cli(`army decode ${code} --metadata meta.json`, {
      files: { 'meta.json': '{"skills": []}' },
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--metadata is unused without --units');
  });
  it('13: engage saveDice without a weapon', async () => {
    const file = JSON.stringify({
      active: { name: 'A', spec: '13', targets: [{ name: 'B', burst: 1 }] },
      reactive: [{ name: 'B', spec: '12' }],
      saveDice: { B: [3] },
    });
    const r = await cli('engage e.json --seed s', { files: { 'e.json': file } });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('saveDice are unused');
  });
  it('13: --mod cover=3=4 and --ps 21', async () => {
    expect((await cli('roll 13 --mod cover=3=4 --seed s')).stderr).toContain('more than one "="');
    expect((await cli('odds 13 --ps 21')).stderr).toContain(
      '--ps "21" is not a whole number from 0 to 20',
    );
  });
});

describe('19: newcomer points', () => {
  it('19: completion offers the values of --format, --rules and --ammo', async () => {
    const script = (await cli('completion bash')).stdout;
    const complete = (words: string[]) =>
      spawnSync(
        'bash',
        [
          '-c',
          `${script}\nCOMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _infcalc; echo "\${COMPREPLY[@]}"`,
        ],
        { encoding: 'utf8' },
      ).stdout.trim();
    expect(complete(['infcalc', 'odds', '13', '--format', ''])).toBe('text json md csv discord');
    expect(complete(['infcalc', 'odds', '13', '--rules', ''])).toBe('n4 n5');
    expect(complete(['infcalc', 'odds', '13', '--vs-ammo', 'da'])).toBe('da da+shock da+t2');
    const fish = (await cli('completion fish')).stdout;
    expect(fish).toMatch(/-l ammo -x -a 'n ap da exp t2 shock stun em para plasma ap\+da/);
  });
  it("19: save --help says the weapon is the attacker's", async () => {
    const r = await cli('save --help');
    expect(r.stdout).toContain('weapon Damage of the attacker');
    expect(r.stdout).not.toContain('weapon Damage of the target');
  });
});

describe('19: compare says the rules its matchups were worked out with', () => {
  it('19: all N5 matchups: "(N5 rules)", not N4', async () => {
    const files = {
      'c.json': '[{"name":"a","spec":"13","rules":"n5"},{"name":"b","spec":"12","rules":"n5"}]',
    };
    const r = await cli('compare c.json', { files });
    expect(r.stdout.split('\n')[0]).toBe('Exact odds of 2 matchups (N5 rules)');
    expect(JSON.parse((await cli('compare c.json --json', { files })).stdout)).toMatchObject({
      rules: 'n5',
    });
  });
  it('19: mixed editions: no single edition claimed, each named', async () => {
    const files = { 'c.json': '[{"name":"a","spec":"13","rules":"n5"},{"name":"b","spec":"12"}]' };
    const r = await cli('compare c.json', { files });
    expect(r.stdout.split('\n')[0]).toBe('Exact odds of 2 matchups');
    expect(r.stdout).toContain('note: matchups with their own rules: a (N5), b (N4)');
  });
});

describe('19: 1e999 in a JSON input', () => {
  it('19: is reported as a number out of range, not "got null"', async () => {
    const r = await cli('orders -', {
      stdin: '{"groups":[{"troopers":[{"name":"x","cost":1e999}]}]}',
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('the number is out of range (e.g. 1e999)');
    expect(r.stderr).not.toContain('got null');
  });
});

describe('6: warnings for flags that would be dropped or doubled', () => {
  it('6: cover given twice warns', async () => {
    const r = await cli('odds 13b3 vs 12 --mod cover=-3 --vs-cover');
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('cover is counted twice');
    expect((await cli('roll 13 --mod cover=-3 --vs-cover --seed s')).stderr).toContain(
      'cover is counted twice',
    );
  });
  it('6: ftf --save-dice never used is warned, not silently dropped', async () => {
    const won = await cli(
      'ftf 13 vs 12 --dice 5 --vs-dice 3 --dam 13 --vs-dam 13 --save-dice 4 --vs-save-dice 7',
    );
    expect(won.stderr).toContain(
      '--save-dice is unused: the reactive side did not win, so the active trooper rolls no saves',
    );
    const noWeapon = await cli('ftf 13 vs 12 --dice 5 --vs-dice 3 --save-dice 4');
    expect(noWeapon.stderr).toContain('--save-dice is unused: the reactive trooper has no weapon');
  });
});
