/** `infcalc data fetch|list`: the army builder's files, fetched once, then offline (docs/game-data.md). */
import type { Command } from 'commander';
import { examples, type CommandModule, type Common, type Context } from '../../command.js';
import { common } from '../../options.js';

interface DataOptions extends Common {
  readonly dir?: string;
  readonly data?: string;
  readonly from?: string;
}

const dirOptions = (cmd: Command): Command =>
  cmd
    .option(
      '--dir <dir>',
      'the data directory (default: INFCALC_DATA, else $XDG_CACHE_HOME/infcalc, else ~/.cache/infcalc)',
    )
    .option('--data <dir>', 'the same as --dir');

export const data: CommandModule = {
  register: (parent: Command, ctx: Context) => {
    const group = parent
      .command('data')
      .summary('game data: fetch the army builder files, list them')
      .addHelpText('before', examples(['infcalc data fetch', 'infcalc data list']));
    common(
      dirOptions(
        group
          .command('fetch')
          .summary('download the metadata and unit files (exit 1 if some failed)')
          .description(
            "Download the army builder's metadata and the unit file of each faction named (by id or slug; all when none) into the data directory. Each file is checked before it replaces the old one; a failed file keeps the old one.",
          )
          .argument('[factions...]', 'faction ids or slugs (default: every faction)'),
      ).option('--from <url>', 'another server in place of https://api.corvusbelli.com'),
    )
      .addHelpText(
        'before',
        examples(['infcalc data fetch', 'infcalc data fetch panoceania 1102 --dir ./data']),
      )
      .action(async (factions: string[], opts: DataOptions) => {
        const [{ fetchData, DEFAULT_BASE }, { nodeFs }, { dataDirOf }, { orUsage }] =
          await Promise.all([
            import('../../data/fetch.js'),
            import('../../data/store.js'),
            import('../../data/load.js'),
            import('../../errors.js'),
          ]);
        const host = ctx.host;
        const progress =
          host.stderrIsTTY === true && host.progress !== undefined
            ? (line: string) => host.progress?.(`\r\x1b[K${line}`)
            : undefined;
        const report = orUsage(
          await fetchData(
            {
              dir: dataDirOf(host, opts.dir ?? opts.data),
              base: opts.from ?? DEFAULT_BASE,
              factions,
            },
            { fetch: globalThis.fetch, fs: await nodeFs(), ...(progress ? { progress } : {}) },
          ),
        );
        if (progress !== undefined) host.progress?.('\r\x1b[K');
        ctx.done({ report, opts });
      });
    common(
      dirOptions(
        group
          .command('list')
          .summary('what the data directory holds')
          .description(
            'The factions in the data directory (id, slug, name, units), the file dates, the data version and which game the metadata looks like (N5 is what the army builder serves).',
          ),
      ),
    )
      .addHelpText('before', examples(['infcalc data list', 'infcalc data list --json']))
      .action(async (opts: DataOptions) => {
        const [{ listData }, { nodeFs }, { dataDirOf }] = await Promise.all([
          import('../../data/list.js'),
          import('../../data/store.js'),
          import('../../data/load.js'),
        ]);
        const dir = dataDirOf(ctx.host, opts.dir ?? opts.data);
        ctx.done({ report: await listData(await nodeFs(), dir), opts });
      });
    return group;
  },
};
