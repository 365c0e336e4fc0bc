/**
 * `infcalc data fetch|list|index`: the army builder's files, fetched once, then offline,
 * and the index that makes a look-up read only what it needs (docs/game-data.md).
 */
import type { Command } from 'commander';
import { examples, type CommandModule, type Common, type Context } from '../../command.js';
import { EXIT } from '../../errors.js';
import { common, formats } from '../../options.js';

interface DataOptions extends Common {
  readonly dir?: string;
  readonly data?: string;
  readonly from?: string;
}

/**
 * Run a data command; a data directory the system refuses (permissions, a read-only or
 * full disk) is one line naming it, exit 74.
 */
async function guarded(ctx: Context, dir: () => string, f: () => Promise<void>): Promise<void> {
  const [{ DataDirError }, { fileWords: describe }] = await Promise.all([
    import('../../data/store.js'),
    import('../../fs/errors.js'),
  ]);
  try {
    await f();
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    const system =
      typeof code === 'string' && typeof (e as { syscall?: unknown }).syscall === 'string';
    if (!(e instanceof DataDirError) && !system) throw e;
    const path = (e as { path?: unknown }).path;
    const line =
      e instanceof DataDirError
        ? e.message
        : `cannot use the data directory "${dir()}"${typeof path === 'string' ? ` (at "${path}")` : ''}: ${describe(e)}`;
    ctx.done({ text: '', code: EXIT.output, stderr: `infcalc: ${line}\n` });
  }
}

const dirOptions = (cmd: Command): Command =>
  cmd
    .option(
      '--dir <dir>',
      'the data directory (default: INFCALC_DATA, else $XDG_CACHE_HOME/infcalc, else ~/.cache/infcalc)',
    )
    .option('--data <dir>', 'the same as --dir');

/** `data fetch`: the army builder's files into the data directory. */
function registerFetch(group: Command, ctx: Context): void {
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
      const [
        { fetchData, checkBase, DEFAULT_BASE },
        { nodeFs, checkDataDir },
        { dataDirOf, rebuildIndex },
        { orUsage },
        { nodeDataFiles },
      ] = await Promise.all([
        import('../../data/fetch.js'),
        import('../../data/store.js'),
        import('../../data/load.js'),
        import('../../errors.js'),
        import('../../data/node-files.js'),
      ]);
      const host = ctx.host;
      const dir = dataDirOf(host, opts.dir ?? opts.data);
      const base = orUsage(checkBase(opts.from ?? DEFAULT_BASE));
      await guarded(
        ctx,
        () => dir,
        async () => {
          const fs = await nodeFs();
          await checkDataDir(fs, dir, true);
          const progress =
            host.stderrIsTTY === true && host.progress !== undefined
              ? (line: string) => host.progress?.(`\r\x1b[K${line}`)
              : undefined;
          const report = orUsage(
            await fetchData(
              { dir, base, factions },
              { fetch: globalThis.fetch, fs, ...(progress ? { progress } : {}) },
            ),
          );
          if (progress !== undefined) host.progress?.('\r\x1b[K');
          // The index of what is now in the folder, so the first look-up reads no more
          // than the next (nothing when no metadata came).
          const meta = report.files[0];
          const index =
            meta?.ok === true || meta?.keptOld === true
              ? await rebuildIndex(nodeDataFiles, dir, host.env)
              : null;
          ctx.done({ report: { ...report, index }, opts });
        },
      );
    });
}

/** `data list`: what the data directory holds. */
function registerList(group: Command, ctx: Context): void {
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
      const [{ listData }, { nodeFs, checkDataDir }, { dataDirOf }] = await Promise.all([
        import('../../data/list.js'),
        import('../../data/store.js'),
        import('../../data/load.js'),
      ]);
      const dir = dataDirOf(ctx.host, opts.dir ?? opts.data);
      await guarded(
        ctx,
        () => dir,
        async () => {
          const fs = await nodeFs();
          await checkDataDir(fs, dir, false);
          ctx.done({ report: await listData(fs, dir), opts });
        },
      );
    });
}

/** `data index`: the index rebuilt now. */
function registerIndex(group: Command, ctx: Context): void {
  common(
    dirOptions(
      group
        .command('index')
        .summary('rebuild the index of the data directory and say what it holds')
        .description(
          'Read every unit file of the data directory and write its index (infcalc-index.json beside the files, or in the user cache when the folder cannot be written): where each unit lies in its file, so a look-up reads that unit alone. data fetch writes it, and a look-up rebuilds it when the files changed; this command rebuilds it now.',
        ),
    ),
  )
    .addHelpText('before', examples(['infcalc data index', 'infcalc data index --dir ./data']))
    .action(async (opts: DataOptions) => {
      const [{ nodeFs, checkDataDir }, { dataDirOf, rebuildIndex }, { nodeDataFiles }] =
        await Promise.all([
          import('../../data/store.js'),
          import('../../data/load.js'),
          import('../../data/node-files.js'),
        ]);
      const dir = dataDirOf(ctx.host, opts.dir ?? opts.data);
      await guarded(
        ctx,
        () => dir,
        async () => {
          await checkDataDir(await nodeFs(), dir, false);
          const files = ctx.host.dataFiles ?? nodeDataFiles;
          const index = await rebuildIndex(files, dir, ctx.host.env);
          ctx.done({ report: { kind: 'data-index', dir, index }, opts });
        },
      );
    });
}

/** `data pack`: the data directory as one file, for the page. */
function registerPack(group: Command, ctx: Context): void {
  common(
    dirOptions(
      group
        .command('pack')
        .summary('write the data directory as one file, for the page')
        .description(
          'Write the metadata and every unit file of the data directory into one file (JSON), which the page (infcalc web) loads where a folder cannot be chosen. The data stays yours: never share the pack.',
        )
        .option('--out <file>', 'the file to write'),
    ),
  )
    .addHelpText('before', examples(['infcalc data pack --out infcalc-data.json']))
    .action(async (opts: DataOptions & { out?: string }) => {
      const out = opts.out;
      if (out === undefined)
        throw (await import('../../errors.js')).usage(
          'data pack needs --out FILE',
          'e.g. infcalc data pack --out infcalc-data.json',
        );
      const [{ packData, packLines }, { dataDirOf }] = await Promise.all([
        import('../../data/pack.js'),
        import('../../data/load.js'),
      ]);
      const dir = dataDirOf(ctx.host, opts.dir ?? opts.data);
      const lines = packLines(await packData(ctx.host, dir, out));
      ctx.done({ ...lines, code: EXIT.ok });
    });
}

/** `data coverage`: what infcalc does with each name of the data. */
function registerCoverage(group: Command, ctx: Context): void {
  formats(
    common(
      dirOptions(
        group
          .command('coverage')
          .summary('what infcalc does with each skill, item, trait and ammunition of the data')
          .description(
            'Every skill, piece of equipment, weapon property, ammunition and attack-skill bracket in the unit files, with how many profiles and options carry it and what infcalc does with it: applied (its docs/rules.md section), declared (its --with word), no effect on a roll or a save (why), or not modelled (answers using it warn).',
          ),
      ),
    ),
    ['text', 'json', 'md'],
  )
    .addHelpText('before', examples(['infcalc data coverage', 'infcalc data coverage --format md']))
    .action(async (opts: DataOptions) => {
      const { coverageCommand } = await import('../../data/coverage.js');
      const { report, rules } = await coverageCommand(ctx.host, opts);
      ctx.done({ report, opts: { ...opts, rules } });
    });
}

export const data: CommandModule = {
  register: (parent: Command, ctx: Context) => {
    const group = parent
      .command('data')
      .summary('game data: fetch the army builder files, list them')
      .addHelpText('before', examples(['infcalc data fetch', 'infcalc data list']));
    registerFetch(group, ctx);
    registerList(group, ctx);
    registerIndex(group, ctx);
    registerPack(group, ctx);
    registerCoverage(group, ctx);
    return group;
  },
};
