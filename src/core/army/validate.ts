/** List-building limits (docs/rules.md §2.3, §7.3), each problem with the JSON path it concerns. */
import { DEFAULT, type Edition } from '../rules/index.js';
import type { ArmyList, Game, Trooper } from './schema.js';

export interface Problem {
  readonly path: string;
  readonly message: string;
}

/** docs/rules.md §2.3. */
export const LIMITS = {
  n4: { troopers: 15, perGroup: 10, groups: Infinity },
  // docs/rules.md §7.3: list limits unchanged in N5.
  n5: { troopers: 15, perGroup: 10, groups: Infinity },
  codeone: { troopers: 10, perGroup: 10, groups: 1 },
} as const satisfies Record<Game, unknown>;

const GAME_NAME = { n4: 'N4', n5: 'N5', codeone: 'CodeOne' } as const satisfies Record<
  Game,
  string
>;

export function findLieutenants(list: ArmyList): { trooper: Trooper; path: string }[] {
  return list.groups.flatMap((g, gi) =>
    g.troopers.flatMap((t, ti) =>
      t.lieutenant ? [{ trooper: t, path: `groups[${gi}].troopers[${ti}]` }] : [],
    ),
  );
}

export function listProblems(
  list: ArmyList,
  edition: Edition = DEFAULT,
): { problems: Problem[]; warnings: Problem[] } {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const limits = LIMITS[list.game];
  const gameName = GAME_NAME[list.game];

  if (list.groups.length > limits.groups) {
    problems.push({
      path: 'groups',
      message: `${gameName} lists are a single Combat Group; this list has ${list.groups.length}`,
    });
  }
  // Peripherals count towards neither limit (docs/rules.md §2.1, §2.3).
  const members = list.groups.flatMap((g) => g.troopers.filter((t) => !t.peripheral));
  if (members.length > limits.troopers) {
    problems.push({
      path: 'groups',
      message: `the list has ${members.length} troopers; ${gameName} allows at most ${limits.troopers} (peripherals excluded)`,
    });
  }
  list.groups.forEach((g, gi) => {
    const n = g.troopers.filter((t) => !t.peripheral).length;
    if (n > limits.perGroup) {
      problems.push({
        path: `groups[${gi}].troopers`,
        message: `Combat Group ${gi + 1} has ${n} troopers; the limit is ${limits.perGroup} (peripherals excluded)`,
      });
    }
    if (g.troopers.length === 0)
      warnings.push({ path: `groups[${gi}]`, message: `Combat Group ${gi + 1} is empty` });
    g.troopers.forEach((t, ti) => {
      const path = `groups[${gi}].troopers[${ti}]`;
      if (t.lieutenantOrders === 2 && !t.lieutenant) {
        warnings.push({
          path: `${path}.lieutenantOrders`,
          message: `${t.name} is not a Lieutenant: lieutenantOrders has no effect`,
        });
      }
    });
  });

  const lts = findLieutenants(list);
  if (lts.length === 0) {
    problems.push({
      path: 'groups',
      message: 'the list has no Lieutenant; exactly one is required',
    });
  }
  lts.slice(1).forEach(({ path, trooper }) => {
    problems.push({
      path: `${path}.lieutenant`,
      message: `${trooper.name} is a second Lieutenant; exactly one is allowed`,
    });
  });
  for (const { path, trooper } of lts) {
    if (trooper.training === 'irregular') {
      problems.push({
        path: `${path}.training`,
        message: `${trooper.name} is Irregular and cannot be the Lieutenant`,
      });
    }
    if (trooper.peripheral) {
      problems.push({
        path: `${path}.peripheral`,
        message: `${trooper.name} is a peripheral and cannot be the Lieutenant`,
      });
    }
  }

  const cost = list.groups.flatMap((g) => g.troopers).reduce((s, t) => s + t.cost, 0);
  if (list.points !== undefined && cost > list.points) {
    problems.push({
      path: 'points',
      message: `the troopers cost ${cost} points, over the game's ${list.points}`,
    });
  }
  editionProblems(list, edition, problems, warnings);
  return { problems, warnings };
}

/**
 * What the edition adds (docs/rules.md §7.3): N5 game sizes and their SWC limits when the
 * list gives SWC per trooper, and warnings for N5 fields on a list counted with N4 rules.
 */
function editionProblems(
  list: ArmyList,
  edition: Edition,
  problems: Problem[],
  warnings: Problem[],
): void {
  const troopers = list.groups.flatMap((g, gi) =>
    g.troopers.map((t, ti) => ({ t, path: `groups[${gi}].troopers[${ti}]` })),
  );
  // "n4" is also the format's default, so only an N5 list read with other rules is told.
  if (list.game === 'n5' && edition.id !== 'n5') {
    warnings.push({
      path: 'game',
      message: `the list is an N5 list, counted with ${edition.name} rules (add --rules n5)`,
    });
  }
  const sizes = edition.army.gameSizes;
  const withSwc = troopers.filter(({ t }) => t.swc !== undefined);
  for (const { t, path } of troopers) {
    if (t.commandToken === true && !t.lieutenant)
      warnings.push({
        path: `${path}.commandToken`,
        message: `${t.name} is not a Lieutenant: commandToken has no effect`,
      });
    if (t.state === 'disconnected' && !edition.army.nullStates.includes('disconnected'))
      warnings.push({
        path: `${path}.state`,
        message: `Disconnected is not a Null state in ${edition.name}: it changes nothing here`,
      });
    else if (t.state === 'disconnected' && !t.peripheral)
      // docs/rules.md §7.3: Disconnected is a state of peripherals.
      warnings.push({
        path: `${path}.state`,
        message: `${t.name} is not a peripheral: Disconnected is a state of peripherals (counted as a Null state as written)`,
      });
  }
  if (sizes === null) {
    const first = withSwc[0];
    if (first !== undefined)
      warnings.push({
        path: `${first.path}.swc`,
        message: `SWC limits are not checked with ${edition.name} rules (--rules n5)`,
      });
    return;
  }
  if (list.game === 'codeone' || list.points === undefined) return;
  const size = sizes.find((s) => s.points === list.points);
  if (size === undefined) {
    warnings.push({
      path: 'points',
      message: `${list.points} is not an ${edition.name} game size (${sizes.map((s) => s.points).join(', ')}); SWC not checked`,
    });
    return;
  }
  if (withSwc.length === 0) return;
  const swc = withSwc.reduce((s, { t }) => s + (t.swc ?? 0), 0);
  // An option written "+1" in the army builder brings SWC with it (docs/rules.md §7.3).
  const added = troopers.reduce((s, { t }) => s + (t.swcAllowance ?? 0), 0);
  const allowed = size.swc + added;
  if (swc > allowed) {
    const more = added > 0 ? ` (${size.swc} + ${added} from troopers)` : '';
    problems.push({
      path: 'groups',
      message: `the troopers' SWC add up to ${swc}, over the ${allowed} SWC${more} of a ${size.points}-point ${edition.name} game`,
    });
  }
}
