/** `infcalc web --out DIR|FILE.html`: the page (docs/web.md), to host or to carry. */
import type { Command } from 'commander';
import { examples, type CommandModule, type Context } from '../../command.js';
import { usage } from '../../errors.js';
import { outputOptions } from '../../options.js';

export const web: CommandModule = {
  register: (parent: Command, ctx: Context) =>
    outputOptions(
      parent
        .command('web')
        .summary('write the offline page: a folder to host, or one .html file')
        .description(
          "Write infcalc's page, which computes in the browser with no network: --out FILE.html writes the single file (open it on a phone, offline); --out DIR writes a folder to serve over http(s), installable and offline after the first visit (a web app manifest, a service worker, icons).",
        )
        .option('--out <path>', 'FILE.html for the single file, or a folder'),
    )
      .addHelpText(
        'before',
        examples(['infcalc web --out infcalc.html', 'infcalc web --out site/']),
      )
      .action(async (opts: { out?: string; json?: boolean }) => {
        if (opts.out === undefined)
          throw usage(
            'web needs --out: FILE.html or a folder',
            'e.g. infcalc web --out infcalc.html',
          );
        const { writePage } = await import('./write.js');
        ctx.done({ report: writePage(opts.out), opts });
      }),
};
