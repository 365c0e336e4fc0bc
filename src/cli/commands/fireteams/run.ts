/** What `infcalc fireteams` runs: the code resolved, the flags checked, the use-case called. */
import {
  LIFTABLE,
  fireteamsOf,
  type FireteamsReport,
  type Liftable,
} from '../../../app/fireteams.js';
import { DEFAULT_LIMIT } from '../../../core/army/fireteams/index.js';
import { EDITIONS } from '../../../core/rules/index.js';
import { resolveCodeArg, type CodeOptions } from '../../data/army-codes.js';
import type { Common, Context } from '../../command.js';
import { orUsage, usage } from '../../errors.js';

export interface FireteamsFlags extends Common, CodeOptions {
  readonly allow?: string;
  readonly max?: string;
}

const MAX_LIMIT = 10_000;

function allowOf(text: string | undefined): Set<Liftable> {
  const out = new Set<Liftable>();
  for (const word of (text ?? '').split(',').map((w) => w.trim())) {
    if (word === '') continue;
    const hit = LIFTABLE.find((l) => l === word.toLowerCase());
    if (hit === undefined)
      throw usage(
        `--allow: "${word}" is not a skill that can be allowed`,
        `use ${LIFTABLE.join(', ')}`,
      );
    out.add(hit);
  }
  return out;
}

function limitOf(text: string | undefined): number {
  if (text === undefined) return DEFAULT_LIMIT;
  const n = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
  if (!(n >= 1 && n <= MAX_LIMIT))
    throw usage(`--max: "${text}" is not a whole number from 1 to ${MAX_LIMIT}`);
  return n;
}

export async function fireteamsCommand(
  ctx: Context,
  codeArg: string,
  opts: FireteamsFlags,
): Promise<FireteamsReport> {
  const allow = allowOf(opts.allow);
  const limit = limitOf(opts.max);
  const resolved = await resolveCodeArg(ctx.host, codeArg, opts);
  // The list's own game unless the player names the rules: the builder's data is N5.
  const explicit = opts.rules !== undefined || (ctx.host.env.INFCALC_RULES ?? '') !== '';
  const edition = explicit
    ? await ctx.edition(opts.rules)
    : resolved.resolution.list.game === 'n5'
      ? EDITIONS.n5
      : EDITIONS.n4;
  return orUsage(fireteamsOf({ ...resolved, edition, allow, limit }));
}
