/** Army codes of the official army builder: decoding, encoding, resolving against unit files. */
export { codeBytes, codeText } from './base64.js';
export {
  decodeArmyCode,
  decodeArmyCodeBytes,
  encodeArmyCode,
  LAYOUTS,
  type ArmyCode,
  type CodeGroup,
  type CodeMember,
  type Layout,
} from './codec.js';
export {
  courtesyList,
  isListed,
  type CourtesyGroup,
  type CourtesyList,
  type CourtesyTrooper,
} from './courtesy.js';
export {
  checkFaction,
  PRIVATE_TRAITS,
  UNLISTED_TRAITS,
  type PrivateTrait,
  COMBINED_NOTE,
  idsText,
  memberPath,
  metadataGame,
  MAX_INCLUDE_DEPTH,
  INCLUDE_Q_MAX,
  missingText,
  parseMetadata,
  parseSwc,
  parseUnitFile,
  resolveArmyCode,
  unitName,
  type ResolveOptions,
  type ResolvedMember,
  type Metadata,
  type Missing,
  type MemberResolution,
  type Resolution,
  type UnitFile,
} from './units.js';
