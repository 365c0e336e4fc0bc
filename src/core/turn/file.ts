/**
 * The turn state file (docs/turn.md): its log of actions, the state that log replays to, and
 * a check over both. Reading it is pure: text in, a verified game or the reason it is refused.
 * Writing it safely (atomic, locked) is the CLI's part.
 */
import * as z from 'zod/mini';
import { armyListSchema } from '../army/schema.js';
import { checkWith, parseJson } from '../input.js';
import { err, ok, type Result } from '../result.js';
import { EDITION_IDS } from '../rules/index.js';
import { canonical, current, MAX_LOG, replay, type Game } from './game.js';
import { EVENTS, ORDER_KINDS, type Action, type TurnState } from './types.js';

export const FORMAT = 'infcalc-turn';
export const VERSION = 1;

/** No sane turn state comes near this; the bound is checked before the text is parsed. */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;

const ref = z.string().check(z.maxLength(40));
const actionSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('start'),
    edition: z.enum(EDITION_IDS),
    list: armyListSchema,
    tokens: z.optional(z.int().check(z.minimum(0), z.maximum(99))),
  }),
  z.strictObject({
    kind: z.literal('spend'),
    trooper: ref,
    order: z.enum(ORDER_KINDS),
    defaulted: z.boolean(),
    skills: z.optional(z.string().check(z.maxLength(200))),
    group: z.optional(z.int().check(z.minimum(1), z.maximum(99))),
  }),
  z.strictObject({ kind: z.literal('event'), trooper: ref, event: z.enum(EVENTS) }),
  z.strictObject({ kind: z.literal('token'), trooper: ref }),
  z.strictObject({ kind: z.literal('phase'), phase: z.literal('orders') }),
  z.strictObject({ kind: z.literal('end') }),
  z.strictObject({ kind: z.literal('next') }),
  z.strictObject({ kind: z.literal('undo') }),
]);

const fileSchema = z.looseObject({
  format: z.literal(FORMAT),
  version: z.literal(VERSION),
  log: z.array(actionSchema).check(z.minLength(1), z.maxLength(MAX_LOG)),
  state: z.unknown(),
  check: z.string(),
});

/** What is hashed: everything but the check itself, keys sorted. */
export const hashedText = (log: readonly Action[], state: TurnState): string =>
  canonical({ format: FORMAT, version: VERSION, log, state });

/** Why a file is refused: one line, and the file is left as it is. */
export type FileProblem =
  | { readonly kind: 'not-a-state'; readonly reason: string }
  | { readonly kind: 'fails-check'; readonly reason: string };

/**
 * A game as file text. `hash` is the CLI's digest (sha256 in hex); the core does not hash.
 * The text is the check first, then the log, then the state, so a reader sees what it is.
 */
export function gameText(g: Game, hash: (text: string) => string): string {
  const state = current(g);
  const check = `sha256:${hash(hashedText(g.log, state))}`;
  return `${JSON.stringify({ format: FORMAT, version: VERSION, check, log: g.log, state }, null, 1)}\n`;
}

/**
 * Read and verify a turn state: the format, the check over log and state, every action of
 * the log replayed against the rules, and the state equal to that replay.
 */
export function readGame(text: string, hash: (text: string) => string): Result<Game, FileProblem> {
  const json = parseJson(text);
  if (!json.ok) return err({ kind: 'not-a-state', reason: json.error.message });
  const v = json.value as Record<string, unknown> | null;
  if (v === null || typeof v !== 'object' || v.format !== FORMAT)
    return err({ kind: 'not-a-state', reason: `no "format": "${FORMAT}"` });
  if (v.version !== VERSION)
    return err({
      kind: 'not-a-state',
      reason: `version ${JSON.stringify(v.version)}: this infcalc reads version ${VERSION}`,
    });
  const parsed = checkWith(fileSchema, v, () => []);
  if (!parsed.ok) {
    const at = parsed.error.at?.kind === 'path' ? ` at ${parsed.error.at.path}` : '';
    return err({ kind: 'fails-check', reason: `${parsed.error.message}${at}` });
  }
  const { log, state, check } = parsed.value;
  if (check !== `sha256:${hash(hashedText(log, state as TurnState))}`)
    return err({
      kind: 'fails-check',
      reason: 'its content does not match its check (edited by hand or damaged)',
    });
  const game = replay(log);
  if (!game.ok)
    return err({
      kind: 'fails-check',
      reason: `action ${game.error.index + 1} of its log cannot be replayed: ${game.error.message}`,
    });
  if (canonical(current(game.value)) !== canonical(state))
    return err({ kind: 'fails-check', reason: 'its state is not the replay of its log' });
  return ok(game.value);
}
