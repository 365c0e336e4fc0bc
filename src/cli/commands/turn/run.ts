/**
 * What each `turn` subcommand does with the state file (docs/turn.md): read it (verified),
 * take one action through the use-cases of src/app/turn.ts, write it back under its lock.
 * A file that cannot be used is one line on stderr: exit 2 (not a turn state, fails its
 * check, missing), 75 (in use by another process) or 74 (cannot be written).
 */
import { playTurn, showTurn, startGame, turnLog, type TurnRequest } from '../../../app/turn.js';
import { didYouMean } from '../../../core/suggest.js';
import { current, type Game } from '../../../core/turn/game.js';
import { EVENTS, ORDER_KINDS, type OrderKind, type TurnEvent } from '../../../core/turn/types.js';
import type { CodeFlags } from '../../army-lists.js';
import type { Common, Context } from '../../command.js';
import { EXIT, orUsage, usage } from '../../errors.js';
import { wholeNumber } from '../../../app/failure.js';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { stateDir } from '../../config/paths.js';
import { createGame, loadGame, StoreError, updateGame } from './store.js';

export interface TurnFlags extends Common {
  readonly state?: string;
}

export interface StartFlags extends TurnFlags, CodeFlags {
  readonly tokens?: string;
  readonly force?: boolean;
}

/**
 * The state file: --state, else INFCALC_STATE, else turn.json in $XDG_STATE_HOME/infcalc
 * (~/.local/state/infcalc): never the current folder unless asked, where a clone's own
 * checks would read it (docs/turn.md "The state file").
 */
function statePath(ctx: Context, opts: TurnFlags): { path: string; byDefault: boolean } {
  if (opts.state !== undefined) {
    if (opts.state === '') throw usage('--state needs a file name');
    return { path: opts.state, byDefault: false };
  }
  const env = ctx.host.env.INFCALC_STATE;
  if (env !== undefined && env !== '') return { path: env, byDefault: false };
  const dir = stateDir(ctx.host.env);
  if (dir === null)
    throw usage(
      'no folder for the turn state: neither XDG_STATE_HOME nor HOME is set',
      'give --state FILE (e.g. --state infcalc-turn.json for the current folder)',
    );
  return { path: join(dir, STATE_FILE), byDefault: true };
}

const STATE_FILE = 'turn.json';

function stateFolder(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    throw new StoreError(
      'io',
      `cannot make the state folder ${dir} (${typeof code === 'string' ? code : String(e)})`,
      'give --state FILE elsewhere',
    );
  }
}

/** The longest INFCALC_LOCK_WAIT: a minute. */
const MAX_LOCK_WAIT_MS = 60_000;

/**
 * How long a command that changes the game waits for another to release the state:
 * INFCALC_LOCK_WAIT ms, or 3 s when unset. A value that is not a whole number of
 * milliseconds up to a minute is an error naming it, not a silent 3 s.
 */
function lockWait(ctx: Context): number | undefined {
  const env = ctx.host.env.INFCALC_LOCK_WAIT;
  if (env === undefined || env === '') return undefined;
  const ms = wholeNumber(env, 0, MAX_LOCK_WAIT_MS);
  if (ms === null)
    throw usage(
      `INFCALC_LOCK_WAIT "${env}" is not a wait in milliseconds from 0 to ${MAX_LOCK_WAIT_MS}`,
      'unset it for the default (3000), or give e.g. INFCALC_LOCK_WAIT=5000',
    );
  return ms;
}

/** Exit codes of a state file that cannot be used (sysexits: 75 temporary failure). */
const STORE_EXIT = {
  'not-a-state': EXIT.usage,
  'not-a-file': EXIT.usage,
  exists: EXIT.usage,
  'fails-check': EXIT.usage,
  missing: EXIT.usage,
  locked: 75,
  io: EXIT.output,
} as const satisfies Record<StoreError['problem'], number>;

/** Run `f`; a StoreError becomes its one line and exit code. */
async function guarded(ctx: Context, f: () => Promise<void> | void): Promise<void> {
  try {
    await f();
  } catch (e) {
    if (!(e instanceof StoreError)) throw e;
    const { escapeControls } = await import('../../render/escape.js');
    const line = `infcalc: ${e.message}${e.hint === undefined ? '' : `; ${e.hint}`}`;
    ctx.done({ text: '', code: STORE_EXIT[e.problem], stderr: `${escapeControls(line)}\n` });
  }
}

/** The state's own edition heads its answers, whatever --rules or INFCALC_RULES say. */
const withEdition = (opts: TurnFlags, g: Game): TurnFlags => ({
  ...opts,
  rules: current(g).edition,
});

export async function start(
  ctx: Context,
  file: string | undefined,
  opts: StartFlags,
): Promise<void> {
  const edition = await ctx.edition(opts.rules);
  const waitMs = lockWait(ctx);
  const tokens =
    opts.tokens === undefined
      ? undefined
      : (wholeNumber(opts.tokens, 0, 99) ??
        (() => {
          throw usage(`--tokens "${opts.tokens ?? ''}" is not a count from 0 to 99`);
        })());
  if (opts.code !== undefined && file !== undefined)
    throw usage(`give either a list FILE ("${file}") or --code, not both`);
  const source = opts.code ?? file;
  if (source === undefined)
    throw usage(
      'missing the army list: give a FILE, - for standard input, or --code CODE --units DIR',
    );
  // The list schema and the army codes load only here: the other subcommands read a state.
  const { validationOf } = await import('../../../app/army.js');
  let checked;
  if (opts.code !== undefined) {
    const { oneCode } = await import('../../data/army-codes.js');
    // The game's public views (docs/turn.md) must not show its hidden troopers.
    checked = await oneCode(ctx.host, source, { ...opts, skillsFor: 'turn start' }, (l) =>
      validationOf(l, edition),
    );
  } else {
    const { readSource } = await import('../../io.js');
    // A well-formed list is read without zod; anything else gets zod's own errors.
    const { readArmyList } = await import('../../../core/army/read-list.js');
    checked = validationOf(
      orUsage(await readArmyList(await readSource(ctx.host, source))),
      edition,
    );
  }
  const { game, report } = startGame(checked.list, edition, tokens, checked.problems);
  const { path, byDefault } = statePath(ctx, opts);
  await guarded(ctx, () => {
    // The default folder is made on the first game, private like the state itself.
    if (byDefault) stateFolder(dirname(path));
    createGame(path, game, {
      command: 'infcalc turn start',
      waitMs,
      ...(opts.force === true ? { force: true } : {}),
    });
    ctx.done({ report, opts: { ...opts, rules: edition.id } });
  });
}

/** One action under the lock: refused actions save nothing. */
async function act(ctx: Context, req: TurnRequest, opts: TurnFlags): Promise<void> {
  const { path } = statePath(ctx, opts);
  const waitMs = lockWait(ctx);
  await guarded(ctx, () => {
    const report = updateGame(
      path,
      (g) => {
        const r = playTurn(g, req);
        return { game: r.game, result: { report: r.report, rules: current(g).edition } };
      },
      { command: `infcalc turn ${req.kind}`, waitMs },
    );
    ctx.done({ report: report.report, opts: { ...opts, rules: report.rules } });
  });
}

function oneOf<T extends string>(what: string, text: string, allowed: readonly T[]): T {
  const v = text.trim().toLowerCase();
  const found = allowed.find((a) => a === v);
  if (found !== undefined) return found;
  throw usage(`${what} "${text}" is not one of ${allowed.join(', ')}`, didYouMean(v, allowed));
}

export async function spend(
  ctx: Context,
  trooper: string,
  opts: TurnFlags & { order?: string; skills?: string; group?: string },
): Promise<void> {
  const order: OrderKind | undefined =
    opts.order === undefined ? undefined : oneOf('--order', opts.order, ORDER_KINDS);
  const group =
    opts.group === undefined
      ? undefined
      : (wholeNumber(opts.group, 1, 99) ??
        (() => {
          throw usage(`--group "${opts.group ?? ''}" is not a Combat Group number`);
        })());
  if (opts.skills?.trim() === '') throw usage('--skills is empty', 'write e.g. "Move + BS Attack"');
  await act(
    ctx,
    {
      kind: 'spend',
      trooper,
      ...(order === undefined ? {} : { order }),
      ...(opts.skills === undefined ? {} : { skills: opts.skills }),
      ...(group === undefined ? {} : { group }),
    },
    opts,
  );
}

export async function event(
  ctx: Context,
  trooper: string,
  name: string,
  opts: TurnFlags,
): Promise<void> {
  const e: TurnEvent = oneOf('event', name, EVENTS);
  await act(ctx, { kind: 'event', trooper, event: e }, opts);
}

export async function phase(ctx: Context, name: string, opts: TurnFlags): Promise<void> {
  oneOf('phase', name, ['orders'] as const);
  await act(ctx, { kind: 'phase' }, opts);
}

export const simple = (ctx: Context, req: TurnRequest, opts: TurnFlags): Promise<void> =>
  act(ctx, req, opts);

export async function show(ctx: Context, opts: TurnFlags & { public?: boolean }): Promise<void> {
  const { path } = statePath(ctx, opts);
  await guarded(ctx, () => {
    const g = loadGame(path);
    ctx.done({ report: showTurn(g, { public: opts.public === true }), opts: withEdition(opts, g) });
  });
}

export async function log(ctx: Context, opts: TurnFlags & { public?: boolean }): Promise<void> {
  const { path } = statePath(ctx, opts);
  await guarded(ctx, () => {
    const g = loadGame(path);
    ctx.done({ report: turnLog(g, { public: opts.public === true }), opts: withEdition(opts, g) });
  });
}
