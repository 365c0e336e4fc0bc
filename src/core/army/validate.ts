/** List-building limits (RULES.md §2.3), each problem with the JSON path it concerns. */
import type { ArmyList, Trooper } from './schema.js';

export interface Problem {
  readonly path: string;
  readonly message: string;
}

/** RULES.md §2.3. */
export const LIMITS = {
  n4: { troopers: 15, perGroup: 10, groups: Infinity },
  codeone: { troopers: 10, perGroup: 10, groups: 1 },
} as const;

export function findLieutenants(list: ArmyList): { trooper: Trooper; path: string }[] {
  return list.groups.flatMap((g, gi) =>
    g.troopers.flatMap((t, ti) =>
      t.lieutenant ? [{ trooper: t, path: `groups[${gi}].troopers[${ti}]` }] : [],
    ),
  );
}

export function listProblems(list: ArmyList): { problems: Problem[]; warnings: Problem[] } {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const limits = LIMITS[list.game];
  const gameName = list.game === 'n4' ? 'N4' : 'CodeOne';

  if (list.groups.length > limits.groups) {
    problems.push({
      path: 'groups',
      message: `${gameName} lists are a single Combat Group; this list has ${list.groups.length}`,
    });
  }
  // Peripherals count towards neither limit (RULES.md §2.1, §2.3).
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
  return { problems, warnings };
}
