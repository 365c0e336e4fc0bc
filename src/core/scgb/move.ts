/**
 * StarCraft: The Board Game — the Move order (docs/rules.md §5). A game of its own, kept
 * apart from the Infinity core: it shares only the JSON input helpers.
 */
import * as z from 'zod/mini';
import { byName, checkWith, parseWith, type KeysFor } from '../input.js';
import { err, inputError, ok, type Result } from '../result.js';
import { didYouMean } from '../suggest.js';

export const FACTIONS = ['terran', 'protoss', 'zerg'] as const;

const count = z.int().check(z.minimum(0));
const areaSchema = z.strictObject({
  limit: count,
  units: byName(count, true),
  bases: z._default(z.array(z.string()), []),
});
const ref = z.string().check(z.minLength(1));
export const moveOrderSchema = z.strictObject({
  player: z.string().check(z.minLength(1)),
  faction: z.enum(FACTIONS),
  activePlanet: z.string().check(z.minLength(1)),
  special: z._default(z.boolean(), false),
  planets: byName(z.strictObject({ areas: byName(areaSchema) })),
  routes: z._default(
    z.array(
      z.strictObject({
        between: z.tuple([z.string(), z.string()]),
        transports: z._default(z.array(z.string()), []),
      }),
    ),
    [],
  ),
  moves: z.array(z.strictObject({ from: ref, to: ref, units: z.int().check(z.minimum(1)) })),
  liftoff: z.optional(z.strictObject({ from: ref, to: ref })),
});
export type MoveOrderInput = z.output<typeof moveOrderSchema>;

const KEYS: KeysFor = (path) => {
  const [first] = path;
  if (path.length === 0) return Object.keys(moveOrderSchema.shape);
  if (first === 'planets') return path.length <= 2 ? ['areas'] : ['limit', 'units', 'bases'];
  if (first === 'routes') return ['between', 'transports'];
  if (first === 'moves') return ['from', 'to', 'units'];
  if (first === 'liftoff') return ['from', 'to'];
  return [];
};

export const parseMoveOrder = (text: string): Result<MoveOrderInput> =>
  parseWith(moveOrderSchema, text, KEYS);
export const checkMoveOrder = (input: unknown): Result<MoveOrderInput> =>
  checkWith(moveOrderSchema, input, KEYS);
export const moveOrderJsonSchema = (): unknown => ({
  ...z.toJSONSchema(moveOrderSchema, { io: 'input' }),
  title: 'infcalc StarCraft: The Board Game Move order',
});

/** Base combat cards drawn in step 3 of battle resolution; a Special order draws two more. */
export const BASE_COMBAT_CARDS = 3;

export const RULES = {
  'off-active-planet': 'every moved unit must end in an area of the active planet',
  'no-transport':
    'units may move between planets only along a route carrying one of the player’s transports',
  'not-enough-units': 'a player can move only units they have in the area',
  'one-enemy-area': 'a Move order may enter at most one enemy area',
  'unit-limit': 'an area may hold no more units than its unit limit',
  'battle-unit-limit': 'the battle area may hold up to its unit limit plus two',
  'liftoff-not-terran': 'only a Terran player may lift off a base',
  'liftoff-no-base': 'Liftoff moves one of the player’s bases on the active planet',
  'liftoff-not-friendly': 'Liftoff moves the base to a friendly area of the active planet',
} as const;
export type MoveRule = keyof typeof RULES;

export interface MoveProblem {
  readonly path: string;
  readonly rule: MoveRule;
  readonly message: string;
}

export interface AreaState {
  readonly limit: number;
  readonly units: Readonly<Record<string, number>>;
  readonly bases: readonly string[];
}

/** An area while checking: units by player name in a Map (any string is a player's name). */
interface Area {
  readonly limit: number;
  readonly units: ReadonlyMap<string, number>;
  readonly bases: readonly string[];
}

export interface MoveCheck {
  readonly player: string;
  readonly activePlanet: string;
  readonly special: boolean;
  readonly valid: boolean;
  readonly problems: readonly MoveProblem[];
  readonly battle: {
    readonly area: string;
    readonly combatCards: number;
    readonly attackBonus: number;
    readonly against: readonly string[];
  } | null;
  /** Every area after the moves (and Liftoff), keyed "Planet/Area". */
  readonly areas: Readonly<Record<string, AreaState>>;
}

interface Ref {
  readonly planet: string;
  readonly area: string;
  readonly key: string;
}

function resolveRef(input: MoveOrderInput, text: string, path: string): Result<Ref> {
  const slash = text.indexOf('/');
  const at = { kind: 'path', path } as const;
  if (slash <= 0 || slash === text.length - 1) {
    return err(inputError(`"${text}" is not PLANET/AREA`, at, 'write e.g. "Char/A1"'));
  }
  const planet = text.slice(0, slash);
  const area = text.slice(slash + 1);
  const p = input.planets.get(planet);
  if (p === undefined)
    return err(
      inputError(`unknown planet "${planet}"`, at, didYouMean(planet, [...input.planets.keys()])),
    );
  if (!p.areas.has(area)) {
    return err(
      inputError(
        `planet ${planet} has no area "${area}"`,
        at,
        didYouMean(area, [...p.areas.keys()]),
      ),
    );
  }
  return ok({ planet, area, key: `${planet}/${area}` });
}

const othersIn = (a: Area, player: string): string[] =>
  [...a.units].filter(([who, n]) => who !== player && n > 0).map(([who]) => who);
const total = (a: Area): number => [...a.units.values()].reduce((s, n) => s + n, 0);

interface Move {
  readonly from: Ref;
  readonly to: Ref;
  readonly units: number;
  readonly path: string;
}
type After = Map<string, { limit: number; units: Map<string, number>; bases: string[] }>;
type Problem = (path: string, rule: MoveRule, message: string) => void;

/** Every planet named by the order exists. */
function checkPlanets(input: MoveOrderInput): Result<null> {
  const named: [string, string][] = [[input.activePlanet, 'activePlanet']];
  for (const [i, r] of input.routes.entries()) {
    for (const [j, planet] of r.between.entries())
      named.push([planet, `routes[${i}].between[${j}]`]);
  }
  for (const [planet, path] of named) {
    if (!input.planets.has(planet)) {
      return err(
        inputError(
          `unknown planet "${planet}"`,
          { kind: 'path', path },
          didYouMean(planet, [...input.planets.keys()]),
        ),
      );
    }
  }
  return ok(null);
}

function resolvePair(
  input: MoveOrderInput,
  pair: { from: string; to: string },
  path: string,
): Result<{ from: Ref; to: Ref }> {
  const from = resolveRef(input, pair.from, `${path}.from`);
  if (!from.ok) return from;
  const to = resolveRef(input, pair.to, `${path}.to`);
  if (!to.ok) return to;
  return ok({ from: from.value, to: to.value });
}

function resolveMoves(input: MoveOrderInput): Result<Move[]> {
  const moves: Move[] = [];
  for (const [i, m] of input.moves.entries()) {
    const pair = resolvePair(input, m, `moves[${i}]`);
    if (!pair.ok) return pair;
    moves.push({ ...pair.value, units: m.units, path: `moves[${i}]` });
  }
  return ok(moves);
}

/** Where each move starts and ends (docs/rules.md §5: active planet only; transports are bridges). */
function checkEnds(input: MoveOrderInput, moves: readonly Move[], problem: Problem): void {
  const { player, activePlanet } = input;
  const bridged = (planet: string): boolean =>
    input.routes.some(
      (r) =>
        r.between.includes(planet) &&
        r.between.includes(activePlanet) &&
        planet !== activePlanet &&
        r.transports.includes(player),
    );
  for (const m of moves) {
    if (m.to.planet !== activePlanet) {
      problem(
        m.path,
        'off-active-planet',
        `${m.to.key} is not on the active planet ${activePlanet}: ${RULES['off-active-planet']}`,
      );
    }
    if (m.from.planet !== activePlanet && !bridged(m.from.planet)) {
      problem(
        m.path,
        'no-transport',
        `${m.from.planet} is not joined to ${activePlanet} by a route carrying a ${player} transport: ${RULES['no-transport']}`,
      );
    }
  }
}

/** Units moved out of each area against what the player has there. */
function checkUnitsOut(
  player: string,
  moves: readonly Move[],
  area: (key: string) => Area,
  problem: Problem,
): void {
  const out = new Map<string, { n: number; path: string }>();
  for (const m of moves) {
    const o = out.get(m.from.key);
    out.set(m.from.key, { n: (o?.n ?? 0) + m.units, path: o?.path ?? m.path });
  }
  for (const [key, o] of out) {
    const have = area(key).units.get(player) ?? 0;
    if (o.n > have)
      problem(
        o.path,
        'not-enough-units',
        `${o.n} units moved out of ${key}, where ${player} has ${have}`,
      );
  }
}

/**
 * At most one enemy area: entering it starts the order's one battle. Returns the battle's
 * area (the first enemy area entered; any other is a problem), or null.
 */
function battleOf(
  player: string,
  moves: readonly Move[],
  area: (key: string) => Area,
  problem: Problem,
): string | null {
  const enemyAreas: { key: string; path: string }[] = [];
  for (const m of moves) {
    if (
      othersIn(area(m.to.key), player).length > 0 &&
      !enemyAreas.some((e) => e.key === m.to.key)
    ) {
      enemyAreas.push({ key: m.to.key, path: m.path });
    }
  }
  for (const e of enemyAreas.slice(1)) {
    problem(
      e.path,
      'one-enemy-area',
      `${e.key} would be a second enemy area (the first is ${enemyAreas[0]?.key ?? ''}): ${RULES['one-enemy-area']}`,
    );
  }
  return enemyAreas[0]?.key ?? null;
}

/** The areas after the moves. */
function afterMoves(
  before: ReadonlyMap<string, Area>,
  player: string,
  moves: readonly Move[],
): After {
  const after: After = new Map();
  for (const [key, a] of before)
    after.set(key, { limit: a.limit, units: new Map(a.units), bases: [...a.bases] });
  for (const m of moves) {
    const from = after.get(m.from.key);
    const to = after.get(m.to.key);
    if (from === undefined || to === undefined) continue;
    from.units.set(player, Math.max(0, (from.units.get(player) ?? 0) - m.units));
    to.units.set(player, (to.units.get(player) ?? 0) + m.units);
  }
  return after;
}

/** Unit limits where units arrived (docs/rules.md §5: the battle area allows two more). */
function checkLimits(
  player: string,
  moves: readonly Move[],
  after: After,
  battleKey: string | null,
  problem: Problem,
): void {
  const arrived = new Map<string, string>();
  for (const m of moves) if (!arrived.has(m.to.key)) arrived.set(m.to.key, m.path);
  for (const [key, path] of arrived) {
    const a = after.get(key);
    if (a === undefined) continue;
    if (key === battleKey) {
      const mine = a.units.get(player) ?? 0;
      if (mine > a.limit + 2) {
        problem(
          path,
          'battle-unit-limit',
          `${mine} ${player} units in the battle area ${key}, over its limit ${a.limit} + 2`,
        );
      }
    } else if (total(a) > a.limit) {
      problem(path, 'unit-limit', `${total(a)} units in ${key}, over its limit of ${a.limit}`);
    }
  }
}

/** Terran Liftoff: a base of the player on the active planet to a friendly area of it. */
function liftoff(
  input: MoveOrderInput,
  pair: { from: Ref; to: Ref },
  after: After,
  problems: MoveProblem[],
): void {
  const { player, activePlanet } = input;
  const problem: Problem = (path, rule, message) => problems.push({ path, rule, message });
  const from = after.get(pair.from.key);
  const to = after.get(pair.to.key);
  if (input.faction !== 'terran')
    problem(
      'liftoff',
      'liftoff-not-terran',
      `${player} plays ${input.faction}: ${RULES['liftoff-not-terran']}`,
    );
  if (pair.from.planet !== activePlanet || !(from?.bases.includes(player) ?? false)) {
    problem(
      'liftoff.from',
      'liftoff-no-base',
      `${player} has no base in ${pair.from.key} on ${activePlanet}: ${RULES['liftoff-no-base']}`,
    );
  }
  const friendly =
    to !== undefined && (to.units.get(player) ?? 0) > 0 && othersIn(to, player).length === 0;
  if (pair.to.planet !== activePlanet || !friendly) {
    problem(
      'liftoff.to',
      'liftoff-not-friendly',
      `${pair.to.key} is not a friendly area of ${activePlanet} after the moves: ${RULES['liftoff-not-friendly']}`,
    );
  }
  if (
    problems.every((p) => !p.rule.startsWith('liftoff')) &&
    from !== undefined &&
    to !== undefined
  ) {
    from.bases.splice(from.bases.indexOf(player), 1);
    to.bases.push(player);
  }
}

/**
 * Plain objects for the JSON contract, built with own properties only (fromEntries):
 * their readers iterate them and never index them by a user's name.
 */
const areasJson = (after: After): Record<string, AreaState> =>
  Object.fromEntries(
    [...after].map(([key, a]) => [
      key,
      {
        limit: a.limit,
        units: Object.fromEntries([...a.units].filter(([, n]) => n > 0)),
        bases: a.bases,
      },
    ]),
  );

/** Check a planned Move order against docs/rules.md §5; bad references are input errors. */
export function checkMove(input: MoveOrderInput): Result<MoveCheck> {
  const { player, activePlanet } = input;
  const planets = checkPlanets(input);
  if (!planets.ok) return planets;
  const moves = resolveMoves(input);
  if (!moves.ok) return moves;
  const lift = input.liftoff === undefined ? null : resolvePair(input, input.liftoff, 'liftoff');
  if (lift !== null && !lift.ok) return lift;

  const before = new Map<string, Area>();
  for (const [planet, p] of input.planets) {
    for (const [area, a] of p.areas) before.set(`${planet}/${area}`, a);
  }
  const area = (key: string): Area => {
    const a = before.get(key);
    if (a === undefined) throw new Error(`area ${key} vanished`);
    return a;
  };
  const problems: MoveProblem[] = [];
  const problem: Problem = (path, rule, message) => problems.push({ path, rule, message });

  checkEnds(input, moves.value, problem);
  checkUnitsOut(player, moves.value, area, problem);
  const battleKey = battleOf(player, moves.value, area, problem);
  const after = afterMoves(before, player, moves.value);
  checkLimits(player, moves.value, after, battleKey, problem);
  if (lift !== null) liftoff(input, lift.value, after, problems);

  const battleArea = battleKey === null ? undefined : before.get(battleKey);
  return ok({
    player,
    activePlanet,
    special: input.special,
    valid: problems.length === 0,
    problems,
    battle:
      battleKey === null || battleArea === undefined
        ? null
        : {
            area: battleKey,
            combatCards: BASE_COMBAT_CARDS + (input.special ? 2 : 0),
            attackBonus: input.special ? 1 : 0,
            against: othersIn(battleArea, player),
          },
    areas: areasJson(after),
  });
}
