/**
 * The turn state file (docs/turn.md): its log of actions, the state that log replays to, and
 * a check over both. Reading it is pure: text in, a verified game or the reason it is refused.
 * Writing it safely (atomic, locked) is the CLI's part.
 */
import { parseJson } from '../json.js';
import { err, ok, type Result } from '../result.js';
import { EDITION_IDS } from '../rules/index.js';
import { current, MAX_LOG, replay, type Game } from './game.js';
import { EVENTS, ORDER_KINDS, type Action } from './types.js';

export const FORMAT = 'infcalc-turn';
export const VERSION = 1;

/** No sane turn state comes near this; the bound is checked before the text is parsed. */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;

/** The first line of every state file; the check covers every byte after it. */
const head = (check: string): string =>
  `{"format":"${FORMAT}","version":${VERSION},"check":"sha256:${check}",\n`;
const HEAD = /^\{"format":"infcalc-turn","version":(\d+),"check":"sha256:([0-9a-f]{64})",$/;

const inSet = (set: readonly string[], v: unknown): boolean =>
  typeof v === 'string' && set.includes(v);
const isRef = (v: unknown): boolean => typeof v === 'string' && v.length <= 40;
const optional = (v: unknown, f: (v: unknown) => boolean): boolean => v === undefined || f(v);
const KINDS: readonly string[] = [
  'start',
  'spend',
  'event',
  'token',
  'phase',
  'end',
  'next',
  'undo',
  'redo',
];
/** How many troopers a list in a state file may hold: a bound before it drives a replay. */
const MAX_TROOPERS = 200;

/**
 * A light shape check of one logged action. The file's check already guards against damage
 * and edits; this keeps a file crafted with a matching check from driving the replay with
 * values of the wrong kind.
 */
function isAction(x: unknown, first: boolean): x is Action {
  if (x === null || typeof x !== 'object') return false;
  const a = x as Record<string, unknown>;
  if (!inSet(KINDS, a.kind) || (a.kind === 'start') !== first) return false;
  switch (a.kind) {
    case 'start': {
      const groups = (a.list as { groups?: unknown } | null)?.groups;
      return (
        inSet(EDITION_IDS, a.edition) &&
        Array.isArray(groups) &&
        groups.reduce<number>(
          (n, g) => n + ((g as { troopers?: unknown[] } | null)?.troopers?.length ?? MAX_TROOPERS),
          0,
        ) <= MAX_TROOPERS &&
        optional(a.tokens, (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) < 100)
      );
    }
    case 'spend':
      return (
        isRef(a.trooper) &&
        inSet(ORDER_KINDS, a.order) &&
        typeof a.defaulted === 'boolean' &&
        optional(a.skills, (v) => typeof v === 'string' && v.length <= 200) &&
        optional(a.group, (v) => Number.isInteger(v))
      );
    case 'event':
      return isRef(a.trooper) && inSet(EVENTS, a.event);
    case 'token':
      return isRef(a.trooper);
    case 'phase':
      return a.phase === 'orders';
    default:
      return true;
  }
}

/** Why a file is refused: one line, and the file is left as it is. */
export type FileProblem =
  | { readonly kind: 'not-a-state'; readonly reason: string }
  | { readonly kind: 'fails-check'; readonly reason: string };

/**
 * A game as file text: a first line with the format, the version and a check (sha256 in hex,
 * by the CLI: the core does not hash) of every byte after it; then the log, then the state
 * it replays to.
 */
export function gameText(g: Game, hash: (text: string) => string): string {
  return fileText(g.log, current(g), hash);
}

/** The text of a state file holding `log` and `state` (tests build damaged files with it). */
const LOG_KEY = '"log":';
const STATE_KEY = ',\n"state":';

export function fileText(log: unknown, state: unknown, hash: (text: string) => string): string {
  const body = `${LOG_KEY}${JSON.stringify(log)}${STATE_KEY}${JSON.stringify(state)}}\n`;
  return head(hash(body)) + body;
}

/**
 * Read and verify a turn state: the format, the check over everything after the first line,
 * every action of the log replayed against the rules, and the state equal to that replay.
 */
export function readGame(text: string, hash: (text: string) => string): Result<Game, FileProblem> {
  const nl = text.indexOf('\n');
  const m = HEAD.exec(nl === -1 ? text : text.slice(0, nl));
  if (m === null) return err({ kind: 'not-a-state', reason: notAState(text) });
  if (m[1] !== String(VERSION))
    return err({
      kind: 'not-a-state',
      reason: `version ${m[1] ?? ''}: this infcalc reads version ${VERSION}`,
    });
  const body = text.slice(nl + 1);
  if (hash(body) !== m[2])
    return err({
      kind: 'fails-check',
      reason: 'its content does not match its check (edited by hand or damaged)',
    });
  // The body is `"log":[...],\n"state":{...}}\n`, as fileText writes it.
  const split = body.indexOf(STATE_KEY);
  if (!body.startsWith(LOG_KEY) || split === -1 || !body.endsWith('}\n'))
    return err({ kind: 'fails-check', reason: 'its body is not a log and a state' });
  try {
    const log = JSON.parse(body.slice(LOG_KEY.length, split)) as unknown;
    if (!Array.isArray(log) || log.length === 0 || log.length > MAX_LOG)
      return err({ kind: 'fails-check', reason: `its log must hold 1 to ${MAX_LOG} actions` });
    const bad = log.findIndex((a, i) => !isAction(a, i === 0));
    if (bad !== -1)
      return err({ kind: 'fails-check', reason: `action ${bad + 1} of its log is not an action` });
    const game = replay(log as Action[]);
    if (!game.ok)
      return err({
        kind: 'fails-check',
        reason: `action ${game.error.index + 1} of its log cannot be replayed: ${game.error.message}`,
      });
    // The state is written as JSON.stringify writes the replay's (same code, same key
    // order): equal texts are equal states, and nothing needs parsing.
    if (JSON.stringify(current(game.value)) !== body.slice(split + STATE_KEY.length, -2))
      return err({ kind: 'fails-check', reason: 'its state is not the replay of its log' });
    return ok(game.value);
  } catch (e) {
    return err({
      kind: 'fails-check',
      reason: `it cannot be replayed (${e instanceof Error ? e.message : String(e)})`,
    });
  }
}

/**
 * Whether a text is a turn state of any version, sound or not (damaged, edited by hand, of
 * another version): what `turn start --force` may replace. Anything else is someone's file.
 */
export function isStateText(text: string): boolean {
  if (text.startsWith(`{"format":"${FORMAT}",`)) return true;
  const json = parseJson(text);
  const v = json.ok ? (json.value as Record<string, unknown> | null) : null;
  return v !== null && typeof v === 'object' && v.format === FORMAT;
}

/** Why a text without the first line of a state file is not one, in a few words. */
export function notAState(text: string): string {
  if (text.trim() === '') return 'the file is empty';
  const json = parseJson(text);
  if (!json.ok) return json.error.message;
  const v = json.value as Record<string, unknown> | null;
  if (v !== null && typeof v === 'object' && v.format === FORMAT)
    return typeof v.version === 'number' && v.version !== VERSION
      ? `version ${v.version}: this infcalc reads version ${VERSION}`
      : 'its first line is not the one infcalc writes (edited by hand?)';
  return `no "format": "${FORMAT}"`;
}
