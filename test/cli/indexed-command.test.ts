import { Command } from 'commander';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IndexedCommand } from '../../src/cli/indexed-command.js';
import { runs } from '../properties.js';

/** commander's private lookup, which IndexedCommand replaces. */
const find = (cmd: Command, flag: string): unknown =>
  (cmd as unknown as { _findOption(arg: string): { flags: string } | undefined })._findOption(flag)
    ?.flags;

const SHORT = fc.constantFrom('-a', '-b', '-c', '-V', undefined);
const LONG = fc.constantFrom('--alpha', '--beta', '--no-beta', '--gamma', '--a-b', undefined);
/** Flags as `.option()` takes them: short, long or both, with or without a value. */
const SPEC = fc
  .tuple(SHORT, LONG, fc.constantFrom('', ' <v>', ' [v]'))
  .filter(([s, l]) => s !== undefined || l !== undefined)
  .map(([s, l, value]) => [s, l].filter((f) => f !== undefined).join(', ') + value);
const FLAGS = ['-a', '-b', '-c', '-V', '-x', '--alpha', '--beta', '--no-beta', '--gamma', '--a-b'];

describe('IndexedCommand finds options as commander does', () => {
  it('the same option for every flag, and the same refusals, as options are added', () => {
    fc.assert(
      fc.property(fc.array(SPEC, { maxLength: 12 }), (specs) => {
        const plain = new Command('x');
        const indexed = new IndexedCommand('x');
        for (const spec of specs) {
          const outcome = (cmd: Command): string => {
            try {
              cmd.option(spec);
              return 'added';
            } catch (e) {
              return (e as Error).message;
            }
          };
          expect(outcome(indexed)).toBe(outcome(plain));
          // Looked up between additions too: the index follows what is appended.
          for (const flag of FLAGS) expect(find(indexed, flag)).toBe(find(plain, flag));
        }
      }),
      { numRuns: runs(300) },
    );
  });

  it('makes its subcommands of its own class, and they parse as commander does', () => {
    const program = new IndexedCommand('infcalc').exitOverride();
    let got: unknown;
    program
      .command('roll')
      .option('-s, --seed <n>')
      .option('--no-color')
      .action((opts) => {
        got = opts;
      });
    expect(program.commands[0]).toBeInstanceOf(IndexedCommand);
    program.parse(['roll', '--seed', '3', '--no-color'], { from: 'user' });
    expect(got).toEqual({ seed: '3', color: false });
  });
});
