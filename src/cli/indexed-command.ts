/**
 * commander's Command with its options found through an index instead of a scan.
 *
 * commander looks an option up by its flag (`_findOption`) with a linear scan, and it does
 * so for every option it adds, to refuse a flag given twice: declaring `odds`'s 82 options
 * made some 3,400 calls, about 3 M instructions of its start-up (`npm run bench --
 * instructions`). This finds the same option, the first whose short or long flag is the
 * one asked, from a map kept up to date with the options commander has appended (it never
 * removes one). The subcommands commander makes are of this class too.
 */
import { Command, type Option } from 'commander';

export class IndexedCommand extends Command {
  /** Each flag's first option, for the first `indexed` options of `this.options`. */
  private readonly byFlag = new Map<string, Option>();
  private indexed = 0;

  override createCommand(name?: string): Command {
    return new IndexedCommand(name);
  }

  /** commander's own lookup (lib/command.js), which this replaces: the first match. */
  _findOption(arg: unknown): Option | undefined {
    if (typeof arg !== 'string') return this.options.find((o) => o.short === arg || o.long === arg);
    for (; this.indexed < this.options.length; this.indexed++) {
      const option = this.options[this.indexed];
      if (option === undefined) break;
      for (const flag of [option.short, option.long])
        if (flag !== undefined && !this.byFlag.has(flag)) this.byFlag.set(flag, option);
    }
    return this.byFlag.get(arg);
  }
}
