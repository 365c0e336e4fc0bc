/**
 * Rosters for organizers (`validate --roster`, docs/rules.md §9.7): one line per player,
 * CSV (`player,code[,code2...]`) or NDJSON (`{"player": .., "codes": [..]}`). Each
 * player's lists are checked one by one, then the ITS rules across them: one or two
 * lists, all from the same army. A line is read and answered on its own, so a roster
 * of any length runs in constant memory and a bad line is reported in its place.
 */
import { decodeArmyCode, type ArmyCode } from '../core/army/code/index.js';
import type { CheckOptions, ListCheck, ListProblem } from '../core/army/tournament/check.js';
import { LIST_LIMITS, RULE_SECTION } from '../core/army/tournament/rules.js';
import { err, inputError, ok, type Result } from '../core/result.js';
import { parseJson } from '../core/input.js';
import { checkCode, type ArmyFiles } from './validate-list.js';

export interface RosterEntry {
  readonly player: string;
  readonly codes: readonly string[];
}

/** A player's line answered: each list's check, and the problems across the lists. */
export interface PlayerResult {
  readonly line: number;
  readonly player: string;
  readonly valid: boolean;
  readonly lists: readonly ListResult[];
  readonly problems: readonly ListProblem[];
}

export type ListResult =
  | ({ readonly ok: true; readonly list: number } & ListCheck)
  | { readonly ok: false; readonly list: number; readonly error: string };

/** A roster line that cannot be read: reported in its place. */
export interface RosterLineError {
  readonly line: number;
  readonly error: string;
}

/** More codes than this on a line is not a player's entry (ITS: one or two lists). */
export const CODES_PER_LINE_MAX = 8;
/** An army code is a few hundred characters; anything far longer is not one. */
export const CODE_CHARS_MAX = 8192;

/** Splits one CSV line (RFC 4180 quoting; a roster line holds no line breaks). */
export function csvFields(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line.charAt(i);
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      out.push(field);
      field = '';
    } else field += c;
  }
  out.push(field);
  return out.map((f) => f.trim());
}

/**
 * One roster line -> a player and their codes; null for a CSV header line, which only
 * the first line may be (`first`): further down, "player" is a player's name. A line
 * that opens with `{` is NDJSON, any other CSV.
 */
export function parseRosterLine(text: string, first = true): Result<RosterEntry | null> {
  if (text.startsWith('{')) {
    const json = parseJson(text);
    if (!json.ok) return json;
    const v = json.value as { player?: unknown; codes?: unknown };
    if (typeof v.player !== 'string' || v.player.trim() === '')
      return err(
        inputError('"player" must be a non-empty string', { kind: 'path', path: 'player' }),
      );
    if (!Array.isArray(v.codes) || !v.codes.every((c) => typeof c === 'string'))
      return err(
        inputError('"codes" must be an array of army codes (strings)', {
          kind: 'path',
          path: 'codes',
        }),
      );
    return entry(
      v.player.trim(),
      v.codes.map((c) => c.trim()),
    );
  }
  const [player = '', ...codes] = csvFields(text);
  if (first && player.toLowerCase() === 'player') return ok(null);
  if (player === '') return err(inputError('the player name (first field) is empty'));
  return entry(
    player,
    codes.filter((c) => c !== ''),
  );
}

function entry(player: string, codes: readonly string[]): Result<RosterEntry> {
  if (codes.length === 0) return err(inputError(`${player}: no army code on the line`));
  if (codes.length > CODES_PER_LINE_MAX)
    return err(
      inputError(
        `${player}: ${codes.length} codes on one line; at most ${CODES_PER_LINE_MAX} are read`,
      ),
    );
  const long = codes.findIndex((c) => c.length > CODE_CHARS_MAX);
  if (long >= 0)
    return err(
      inputError(
        `${player}: code ${long + 1} is ${codes[long]?.length} characters; an army code is under ${CODE_CHARS_MAX}`,
      ),
    );
  return ok({ player, codes });
}

const problem = (rule: 'same-army' | 'lists', message: string): ListProblem => ({
  rule,
  section: RULE_SECTION[rule],
  message,
  members: [],
});

/**
 * A player's lists checked one by one, then together (§9.7): one or two lists, all of the
 * same army (the same generic army or the same sectorial: the same faction id).
 */
/**
 * The players met so far in a roster, by name (case and spacing aside): a player on two
 * lines is one player, whose lists are checked together (§9.7). One small entry a player.
 */
export class RosterPlayers {
  private readonly seen = new Map<string, { line: number; lists: number; armies: Set<string> }>();

  /** Records this line's lists; returns the player's earlier lines' entry, if any. */
  meet(
    player: string,
    line: number,
    lists: number,
    armies: readonly string[],
  ): { line: number; lists: number; armies: ReadonlySet<string> } | null {
    const key = player.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
    const before = this.seen.get(key);
    const earlier = before === undefined ? null : { ...before, armies: new Set(before.armies) };
    const now = before ?? { line, lists: 0, armies: new Set<string>() };
    now.lists += lists;
    for (const a of armies) now.armies.add(a);
    this.seen.set(key, now);
    return earlier;
  }
}

export async function checkPlayer(
  e: RosterEntry,
  line: number,
  files: (code: ArmyCode) => Promise<Result<ArmyFiles>>,
  opts: CheckOptions,
  players: RosterPlayers = new RosterPlayers(),
): Promise<PlayerResult> {
  const lists: ListResult[] = [];
  const decoded: ArmyCode[] = [];
  for (const [i, text] of e.codes.entries()) {
    const code = decodeArmyCode(text);
    if (!code.ok) {
      lists.push({ ok: false, list: i + 1, error: code.error.message });
      continue;
    }
    const f = await files(code.value);
    if (!f.ok) {
      lists.push({ ok: false, list: i + 1, error: f.error.message });
      continue;
    }
    decoded.push(code.value);
    lists.push({ ok: true, list: i + 1, ...checkCode(code.value, f.value, opts) });
  }
  const problems: ListProblem[] = [];
  const mine = [...new Set(decoded.map((c) => `${c.factionId} ${c.factionSlug}`))];
  const earlier = players.meet(e.player, line, e.codes.length, mine);
  const total = e.codes.length + (earlier?.lists ?? 0);
  const also = earlier === null ? '' : ` (with line ${earlier.line}: one player's lists)`;
  if (earlier !== null)
    problems.push(
      problem(
        'lists',
        `${e.player} is also on line ${earlier.line}: a player's lists go on one line, and are checked together`,
      ),
    );
  if (total > LIST_LIMITS.listsPerPlayer)
    problems.push(problem('lists', `${total} lists${also}; a player brings one or two (ITS)`));
  const armies = [...new Set([...(earlier?.armies ?? []), ...mine])];
  if (armies.length > 1)
    problems.push(
      problem(
        'same-army',
        `the lists are of different armies (${armies.join(', ')})${also}; ITS wants one army`,
      ),
    );
  const valid = problems.length === 0 && lists.every((l) => l.ok && l.problems.length === 0);
  return { line, player: e.player, valid, lists, problems };
}
