/**
 * What a tournament list check knows by name: its rule ids (stable: scripts match on
 * them), the extras an organizer allows, and the open rules points of docs/rules.md §9
 * with their default readings (docs/rules-choices.md "List building and tournament lists").
 */
export const RULE_IDS = [
  'unknown',
  'points',
  'swc',
  'troopers',
  'group-size',
  'lieutenant',
  'ava',
  'relation',
  'mercenary',
  'reinforcements',
  'spec-ops',
  'same-army',
  'lists',
] as const;
export type RuleId = (typeof RULE_IDS)[number];

/** The docs/rules.md section each rule id restates. */
export const RULE_SECTION = {
  unknown: '§9.1',
  points: '§9.1',
  swc: '§9.1',
  troopers: '§9.1',
  'group-size': '§9.1',
  lieutenant: '§9.1',
  ava: '§9.2',
  relation: '§9.3',
  mercenary: '§9.2',
  reinforcements: '§9.4',
  'spec-ops': '§9.6',
  'same-army': '§9.7',
  lists: '§9.7',
} as const satisfies Record<RuleId, string>;

/** ITS extras (docs/rules.md §9.7) that change the list rules. */
export const EXTRAS = ['free-game', 'soldiers-of-fortune', 'spec-ops', 'reinforcements'] as const;
export type Extra = (typeof EXTRAS)[number];

export interface ListChoice {
  readonly id: string;
  readonly question: string;
  readonly values: readonly [string, ...string[]];
  readonly section: string;
}

/** Each NOT CONFIRMED point of §9 with a flag; the first value is the default. */
export const LIST_CHOICES = {
  'swc-rounding': {
    id: 'swc-rounding',
    question: 'SWC of a game size that is not a multiple of 50: rounded down or up',
    values: ['floor', 'ceil'],
    section: '§9.1',
  },
  'dash-swc': {
    id: 'dash-swc',
    question: 'an option chosen directly with SWC "-": nothing, or a problem',
    values: ['zero', 'problem'],
    section: '§9.1',
  },
  orderless: {
    id: 'orderless',
    question:
      'a member chosen with no orders yet a miniature and no Peripheral skill (a data oddity): takes a place, or not',
    values: ['count', 'free'],
    section: '§9.1',
  },
  'ava-by': {
    id: 'ava-by',
    question: 'AVA counted per profile group of a unit, or per unit',
    values: ['group', 'unit'],
    section: '§9.2',
  },
  'merc-ava': {
    id: 'merc-ava',
    question: 'a unit and its mercenary copy: one AVA count, or one each',
    values: ['shared', 'separate'],
    section: '§9.2',
  },
  'reinforcement-ava': {
    id: 'reinforcement-ava',
    question: 'units of the reinforcement file: counted against their AVA, or not',
    values: ['skip', 'count'],
    section: '§9.4',
  },
  'relation-min': {
    id: 'relation-min',
    question: "a relation's min: only once one of its units is present, or always",
    values: ['present', 'always'],
    section: '§9.3',
  },
  'spec-ops-count': {
    id: 'spec-ops-count',
    question: 'Spec-Ops troopers per list: one, or any number',
    values: ['one', 'any'],
    section: '§9.6',
  },
  'spec-ops-lieutenant': {
    id: 'spec-ops-lieutenant',
    question: 'may the Spec-Ops trooper be the Lieutenant',
    values: ['no', 'yes'],
    section: '§9.6',
  },
} as const satisfies Record<string, ListChoice>;

export type ListChoiceId = keyof typeof LIST_CHOICES;
export type ListChoices = {
  readonly [K in ListChoiceId]: (typeof LIST_CHOICES)[K]['values'][number];
};

export const DEFAULT_LIST_CHOICES: ListChoices = {
  'swc-rounding': 'floor',
  'dash-swc': 'zero',
  orderless: 'count',
  'ava-by': 'group',
  'merc-ava': 'shared',
  'reinforcement-ava': 'count',
  'relation-min': 'present',
  'spec-ops-count': 'one',
  'spec-ops-lieutenant': 'no',
};

/** The limits of docs/rules.md §9.1, §9.2, §9.4. */
export const LIST_LIMITS = {
  troopers: 15,
  perGroup: 10,
  pointsPerSwc: 50,
  mercenaryPoints: 85,
  mercenarySwc: 1,
  reinforcementPoints: 100,
  reinforcementSwc: 2,
  /** AVA 255 in the data is Total. */
  avaTotal: 255,
  /** Mercenary copies: base id + 10000. */
  mercOffset: 10000,
  /** A roster player brings one or two lists (§9.7). */
  listsPerPlayer: 2,
} as const;

/** ITS tiers (§9.7): the announced points. */
export const TIERS = [150, 200, 250, 300, 350, 400] as const;
