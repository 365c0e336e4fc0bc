/**
 * `odds … --format link`: the question as a link to the page (docs/web.md), whose
 * fragment is the question's share string (docs/json.md "Share strings"). `--base URL`
 * says where the page is hosted; without it the link is relative, `infcalc.html#…`, for
 * the file `infcalc web --out infcalc.html` writes.
 */
import {
  checkQuestion,
  encodeQuestion,
  namesTrooper,
  oddsFromCommand,
} from '../../app/question/index.js';
import type { Outcome } from '../command.js';
import { editionOf } from '../edition.js';
import { usage } from '../errors.js';
import type { Host } from '../host.js';

const PAGE = 'infcalc.html';

/** Where the page is: an http(s) address or a relative path, without a fragment. */
function baseOf(base: string | undefined): string {
  if (base === undefined) return PAGE;
  const b = base.trim();
  if (b === '' || /[\s#]/.test(b) || (/^[a-z][a-z0-9+.-]*:/i.test(b) && !/^https?:\/\//i.test(b)))
    throw usage(
      `--base "${base.slice(0, 80)}" is not the address of a page`,
      'give an http(s) address or a path, e.g. --base https://example.org/infcalc/',
    );
  return b;
}

/**
 * The edition the command would answer in, written into the link: the page reads a link
 * without one as its own first choice (N5), the command as INFCALC_RULES or N4. A question
 * of troopers from game data is left to the data's edition unless one is named.
 */
function rulesOf(opts: Readonly<Record<string, unknown>>, host: Pick<Host, 'env'>): object {
  if (typeof opts.rules === 'string') return {};
  const named = host.env.INFCALC_RULES !== undefined && host.env.INFCALC_RULES !== '';
  return namesTrooper(opts) && !named ? {} : { rules: editionOf(undefined, host).id };
}

export function oddsLink(
  words: { spec?: string; vs?: string; reactive?: string },
  opts: Readonly<Record<string, unknown>>,
  host: Pick<Host, 'env'>,
): Outcome {
  if (opts.json === true)
    throw usage('--json and --format link ask for two formats', 'give one of them');
  if (opts.ndjson === true || opts.chart !== undefined)
    throw usage(
      `--format link cannot go with ${opts.ndjson === true ? '--ndjson' : '--chart'}: the link is one question`,
      'drop one of them',
    );
  const base = baseOf(typeof opts.base === 'string' ? opts.base : undefined);
  const asked = oddsFromCommand(words, { ...opts, ...rulesOf(opts, host) });
  if ('notVs' in asked)
    throw usage(`"${asked.notVs}" where "vs" was expected`, 'e.g. infcalc odds 13b3 vs 11');
  const q = checkQuestion(asked);
  if (!q.ok) throw usage(q.error.message, q.error.hint);
  return { text: `${base}#${encodeQuestion(q.value)}\n`, code: 0 };
}
