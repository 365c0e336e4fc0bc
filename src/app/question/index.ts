/**
 * A question is a typed value.
 *
 * Design: one type per kind of question (`OddsQuestion`, normal or pair; `SaveQuestion`;
 * `EngageQuestion`; the list questions `OrdersQuestion`, `ValidateQuestion`,
 * `FireteamsQuestion`; more kinds join `Question` the same way), each with a zod schema. A question is parsed
 * ONCE, at the edge, from whichever encoding it came in: the command line (commander's
 * words, `oddsFromCommand`), a batch line or compare entry, a menu's answers, a web form
 * or a library call (`checkQuestion`), a share link (`decodeQuestion`). Past the edge the
 * use-cases take the typed question, never flag strings.
 *
 * - Fields are declared once per kind (`ODDS_FIELDS`, `SAVE_FIELDS`), named as the library
 *   and JSON questions name them (camelCase of the flag: `vsArm` is `--vs-arm`). The
 *   schema, `toArgv` and the share string are read off that table.
 * - Values stay the text the player typed (`"13"`, `"10..16"`, `"cover=-3"`): the core
 *   parses and bounds them, with the messages it has always given, and a range `A..B` in
 *   a value is an axis of a sweep (src/app/query.ts).
 * - Canonical form: a switch is true or absent, an empty list absent, fields in table
 *   order. Two equal questions are equal objects and give one share string.
 * - Two encodings out: `toArgv(q)`, the command that asks it, and `encodeQuestion(q)`, a
 *   URL-safe, versioned share string (docs/json.md "Share strings").
 * - What only chooses how an answer is shown or where files are (`--json`, `--format`,
 *   `--chart`, `--data`, `--profiles`) is the run's, not the question's.
 */
export {
  canonicalQuestion,
  checkQuestion,
  questionJsonSchema,
  questionSchema,
  toArgv,
  type Question,
  type QuestionKind,
} from './kinds.js';
export {
  ODDS_FIELDS,
  namesTrooper,
  oddsFromCommand,
  type NormalOddsQuestion,
  type OddsFields,
  type OddsQuestion,
  type PairOddsQuestion,
} from './odds.js';
export { SAVE_FIELDS, saveFromCommand, type SaveFields, type SaveQuestion } from './save.js';
export {
  FIRETEAMS_FIELDS,
  fireteamsFromCommand,
  ORDERS_FIELDS,
  ordersFromCommand,
  VALIDATE_FIELDS,
  validateFromCommand,
  type FireteamsQuestion,
  type ListQuestion,
  type OrdersQuestion,
  type ValidateQuestion,
} from './lists.js';
export { ENGAGE_FIELDS, engageFromCommand, type EngageQuestion } from './engage.js';
export { decodeQuestion, encodeQuestion, SHARE_MAX_CHARS, SHARE_VERSION } from './share.js';
export { flagOf, type FieldKind } from './fields.js';
export {
  engageQuestionSchema,
  fireteamsQuestionSchema,
  oddsQuestionSchema,
  ordersQuestionSchema,
  saveQuestionSchema,
  validateQuestionSchema,
} from './schema.js';
