/** Shell completion (src/cli/commands/completion/script.ts): bash, zsh and fish scripts, run in a real bash. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cli, transcript } from './harness.js';

describe('completion', () => {
  const complete = (line: string): string => {
    const words = line.split(' ');
    const script = [
      'eval "$(node bin/infcalc.js completion bash)"',
      `COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')})`,
      `COMP_CWORD=${words.length - 1}`,
      '_infcalc',
      'echo "${COMPREPLY[*]}"',
    ].join('\n');
    return spawnSync('bash', ['-c', script], { encoding: 'utf8' }).stdout.trim();
  };
  it.each([
    ['infcalc o', 'odds orders order'],
    ['infcalc order c', 'check'],
    ['infcalc roll 12 --see', '--seed'],
    ['infcalc schema ', 'army-list compare engagement profiles question scgb-move --help'],
    ['infcalc scgb move --j', '--json'],
  ])('bash: "%s" completes to "%s"', (line, expected) => {
    expect(complete(line)).toBe(expected);
  });

  it('zsh and fish scripts come from the same command tree', async () => {
    expect((await cli('completion zsh')).stdout).toContain('bashcompinit');
    const fish = (await cli('completion fish')).stdout;
    expect(fish).toContain(
      "complete -c infcalc -n '__fish_seen_subcommand_from order; and not __fish_seen_subcommand_from check sequence' -a check",
    );
    expect(fish).toContain('-l vs-dice -r');
  });

  it('golden scripts', async () => {
    await expect(
      await transcript(['completion bash', 'completion zsh', 'completion fish']),
    ).toMatchFileSnapshot('../golden/completion.txt');
  });

  it('an unknown shell is a usage error', async () => {
    expect((await cli('completion tcsh')).code).toBe(2);
  });
});

describe('newcomer points', () => {
  it('completion offers the values of --format, --rules and --ammo', async () => {
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
    expect(complete(['infcalc', 'odds', '13', '--format', ''])).toBe(
      'text json md csv discord link',
    );
    expect(complete(['infcalc', 'odds', '13', '--rules', ''])).toBe('n4 n5');
    expect(complete(['infcalc', 'odds', '13', '--vs-ammo', 'da'])).toBe('da da+shock da+t2');
    const fish = (await cli('completion fish')).stdout;
    expect(fish).toMatch(/-l ammo -x -a 'n ap da exp t2 shock stun em para plasma ap\+da/);
  });
  it("save --help says the weapon is the attacker's", async () => {
    const r = await cli('save --help');
    expect(r.stdout).toContain('weapon Damage of the attacker');
    expect(r.stdout).not.toContain('weapon Damage of the target');
  });
});
