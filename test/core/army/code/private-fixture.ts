/**
 * A synthetic faction in the builder's real shape for private information (docs/rules.md
 * §9.7): names written as the builder writes them, with no-break spaces (U+00A0) in
 * "Hidden Deployment", "Chain of Command", "Combat Jump", "Plasma Sniper Rifle" and
 * "ECM: Guided"; Hidden Deployment on a profile and on an option; options that differ from
 * another only by a private skill (Lieutenant, Chain of Command, Counterintelligence,
 * HoloMask). Invented units, ids and points.
 */
import type { ArmyCode } from '../../../../src/core/army/code/index.js';

const NBSP = '\u00a0';

export const FACTION = 9201;
export const SLUG = 'private-company';

const skill = (id: number) => ({ id, order: 1, extra: [] });
const weapon = (id: number, order: number) => ({ id, order, extra: [] });
const regular = [{ type: 'REGULAR', list: 1, total: 1 }];

/** An option of the LINER group: same weapons as the plain one, what differs is private. */
const liner = (id: number, extra: Record<string, unknown>) => ({
  id,
  name: 'LINER',
  points: 10 + id,
  swc: '0',
  orders: regular,
  includes: [],
  skills: [],
  equip: [skill(902)],
  weapons: [weapon(701, 1), weapon(702, 2)],
  ...extra,
});

/** Profile group 2 of a unit: the peripheral its option includes (no orders, 0 points). */
const peripheralGroup = (name: string) => ({
  id: 2,
  isc: null,
  profiles: [{ name, skills: [], equip: [], weapons: [], ava: -1 }],
  options: [
    {
      id: 1,
      name,
      points: 0,
      swc: '-',
      orders: [],
      includes: [],
      skills: [],
      equip: [],
      weapons: [],
    },
  ],
});

export const units = {
  version: 'synthetic',
  units: [
    {
      id: 301,
      isc: 'Liners',
      name: 'LINERS',
      slug: 'liners',
      factions: [FACTION],
      profileGroups: [
        {
          id: 1,
          isc: 'Liners',
          profiles: [{ name: 'LINERS', skills: [], equip: [], weapons: [], ava: 255 }],
          options: [
            liner(1, {}),
            liner(2, {
              skills: [skill(119)],
              orders: [...regular, { type: 'LIEUTENANT', list: 1, total: 1 }],
            }),
            liner(3, { skills: [skill(26)] }),
            liner(4, { skills: [skill(207)] }),
            liner(5, { equip: [skill(902), skill(901)] }),
            // An option named for its private skill: the Courtesy list names the group's troopers.
            liner(6, {
              name: 'LINER Lieutenant',
              skills: [skill(119)],
              orders: [...regular, { type: 'LIEUTENANT', list: 1, total: 2 }],
            }),
            liner(7, { skills: [skill(238)] }),
            liner(8, { skills: [skill(35)] }),
            liner(9, { skills: [skill(33)] }),
          ],
        },
      ],
    },
    {
      id: 302,
      isc: 'Lurkers',
      name: 'LURKERS',
      slug: 'lurkers',
      factions: [FACTION],
      profileGroups: [
        {
          id: 1,
          isc: 'Lurkers',
          // Hidden Deployment on the profile: every option of the group has it.
          profiles: [{ name: 'LURKERS', skills: [skill(238)], equip: [], weapons: [], ava: 2 }],
          options: [
            {
              id: 1,
              name: 'LURKER',
              points: 33,
              swc: '1',
              orders: regular,
              includes: [{ q: 1, group: 2, option: 1 }],
              skills: [],
              equip: [],
              weapons: [weapon(703, 1)],
            },
          ],
        },
        peripheralGroup('SPOTBOT'),
      ],
    },
    {
      id: 303,
      isc: 'Sergeants',
      name: 'SERGEANTS',
      slug: 'sergeants',
      factions: [FACTION],
      profileGroups: [
        {
          id: 1,
          isc: 'Sergeants',
          profiles: [{ name: 'SERGEANTS', skills: [skill(211)], equip: [], weapons: [], ava: 2 }],
          options: [
            {
              id: 1,
              name: 'SERGEANT',
              points: 21,
              swc: '0.5',
              orders: regular,
              includes: [{ q: 1, group: 2, option: 1 }],
              skills: [skill(251)],
              equip: [skill(903)],
              weapons: [weapon(704, 1)],
            },
          ],
        },
        peripheralGroup('HELPBOT'),
      ],
    },
  ],
};

export const metadata = {
  factions: [{ id: FACTION, parent: FACTION, name: 'Private Company', slug: SLUG }],
  skills: [
    { id: 26, name: `Chain${NBSP}of Command` },
    { id: 33, name: 'Parachutist' },
    { id: 35, name: `Combat${NBSP}Jump` },
    { id: 119, name: 'Lieutenant' },
    { id: 207, name: 'Counterintelligence' },
    { id: 211, name: 'NCO' },
    { id: 238, name: `Hidden${NBSP}Deployment` },
    { id: 251, name: `Strategic${NBSP}Deployment` },
  ],
  weapons: [
    { id: 701, name: 'Combi Rifle' },
    { id: 702, name: 'Pistol' },
    { id: 703, name: `Plasma${NBSP}Sniper Rifle` },
    { id: 704, name: `Light${NBSP}Shotgun` },
  ],
  equips: [
    { id: 901, name: 'Holomask' },
    { id: 902, name: `ECM:${NBSP}Guided` },
    { id: 903, name: 'Multispectral Visor L1' },
  ],
};

/** unit-group-option of each member kind. */
export const M = {
  liner: [301, 1, 1],
  lieutenant: [301, 1, 2],
  chain: [301, 1, 3],
  counter: [301, 1, 4],
  holomask: [301, 1, 5],
  namedLieutenant: [301, 1, 6],
  hiddenLiner: [301, 1, 7],
  combatJump: [301, 1, 8],
  parachutist: [301, 1, 9],
  lurker: [302, 1, 1],
  sergeant: [303, 1, 1],
} as const satisfies Record<string, readonly [number, number, number]>;

/** The files as a data directory the CLI harness reads. */
export const files = (dir = 'priv'): Record<string, string> => ({
  [`${dir}/units/${FACTION}-${SLUG}.json`]: JSON.stringify(units),
  [`${dir}/metadata.json`]: JSON.stringify(metadata),
});

export type Member = readonly [unit: number, group: number, option: number];

/** A code of this faction: one Combat Group per list of members. */
export const codeOf = (groups: readonly (readonly Member[])[], points = 300): ArmyCode => ({
  layout: 'reinforcement',
  factionId: FACTION,
  factionSlug: SLUG,
  armyName: 'Quiet',
  points,
  groups: groups.map((members, i) => ({
    number: i + 1,
    reinforcement: false,
    members: members.map(([unitId, profileGroupId, optionId]) => ({
      unitId,
      profileGroupId,
      optionId,
      slot: 0,
      customisations: [],
    })),
  })),
});

/** How the Courtesy list shows a LINER (any of its options) and a SERGEANT. */
export const OPEN = {
  liner: { name: 'LINER', loadout: ['Combi Rifle', 'Pistol', 'ECM: Guided'], with: [] },
  sergeant: {
    name: 'SERGEANT',
    loadout: ['Light Shotgun', 'Multispectral Visor L1', 'Strategic Deployment'],
    with: ['HELPBOT'],
  },
} as const;
