/**
 * The Courtesy list of an army code (docs/rules.md §9.7): the list as the opponent may see
 * it. Open information only: the troopers and their open loadouts by Combat Group. Left
 * out: Cost and SWC, every trooper whose presence is private (Hidden Deployment, Combat
 * Jump, Parachutist), and what tells the Lieutenant, a Chain of Command or a
 * Counterintelligence trooper, or a HoloMask, from another trooper of its kind.
 *
 * Made only from what is open, so two codes that differ in private information alone give
 * the same Courtesy list: groups left empty are not shown and the others are numbered
 * 1, 2, 3 in order, so no gap shows where a private trooper sits.
 */
import { invariant } from '../../result.js';
import type { ArmyCode } from './codec.js';
import { UNLISTED_TRAITS, type ResolvedMember, type Resolution } from './units.js';

export interface CourtesyTrooper {
  /**
   * The name its profile group's options share ("FUSILIER", never "FUSILIER Lieutenant");
   * a pair chosen as a unit by the pair's name.
   */
  readonly name: string;
  /** Open weapons, equipment and skills of the option, by name. */
  readonly loadout: readonly string[];
  /** The troopers and peripherals the option brings with it, by name. */
  readonly with: readonly string[];
}

export interface CourtesyGroup {
  /** 1-based, counting only the groups shown. */
  readonly number: number;
  readonly reinforcement: boolean;
  readonly troopers: readonly CourtesyTrooper[];
}

export interface CourtesyList {
  readonly factionId: number;
  readonly factionSlug: string;
  readonly armyName: string;
  /** The game's point limit (the tier is announced: open). */
  readonly points: number;
  readonly groups: readonly CourtesyGroup[];
}

/** Whether the member's presence is open information (§9.7). */
export const isListed = (m: ResolvedMember): boolean =>
  !m.traits.some((t) => UNLISTED_TRAITS.includes(t));

function trooperOf(m: ResolvedMember): CourtesyTrooper {
  const pair = m.profileGroupId === 0;
  return {
    name: m.openName,
    loadout: m.loadout,
    with: (pair ? m.troopers : m.troopers.slice(1))
      .filter((t) => t.deployment !== 'hidden')
      .map((t) => t.name),
  };
}

/**
 * The Courtesy list of a resolved code. Every member must be resolved: one the unit file
 * lacks could be private, so the caller refuses such a code first.
 */
export function courtesyList(code: ArmyCode, res: Resolution): CourtesyList {
  invariant(res.missing.length === 0, 'a Courtesy list of a code with unknown members');
  const groups = res.groups
    .map((members, gi) => ({
      reinforcement: code.groups[gi]?.reinforcement === true,
      troopers: members.flatMap((m) => (m.found && isListed(m) ? [trooperOf(m)] : [])),
    }))
    .filter((g) => g.troopers.length > 0)
    .map((g, i) => ({ number: i + 1, ...g }));
  return {
    factionId: code.factionId,
    factionSlug: code.factionSlug,
    armyName: code.armyName.trim(),
    points: code.points,
    groups,
  };
}
