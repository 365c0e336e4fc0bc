/** Fireteams a list could form (docs/rules.md §9.5): the builder's chart and the search. */
export {
  FIRETEAM_TYPES,
  NO_LIMIT,
  readChart,
  sizeNotes,
  type ChartRow,
  type ChartTeam,
  type FireteamChart,
  type FireteamType,
} from './chart.js';
export {
  DEFAULT_LIMIT,
  MAX_GROUP_CANDIDATES,
  possibleFireteams,
  type ExcludedMember,
  type Exclusion,
  type FireteamCandidate,
  type FireteamMember,
  type FireteamsAnswer,
  type PossibleFireteam,
} from './compose.js';
