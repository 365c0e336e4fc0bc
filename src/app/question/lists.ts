/**
 * The questions about an army list: its Tactical Phase (`infcalc orders`), its checks
 * (`infcalc validate`) and its Fireteams (`infcalc fireteams`), docs/rules.md §3, §2.3,
 * §9. The list is a FILE (`list`: a path, or `-` for standard input) or an army code
 * (`code`); where the builder's unit files are (`--units`, `--metadata`, `--data`) is the
 * run's, as for every question.
 *
 * Privacy: a question with `public` still holds the whole code. Its share string and
 * command line are for its owner; a public answer never prints them (docs/rules.md §9.7).
 */
import { canonicalFields, fieldArgv, type FieldsOf } from './fields.js';

/** The fields of an orders question, in the order the command declares them. */
export const ORDERS_FIELDS = {
  code: 'value',
  public: 'flag',
  rules: 'value',
} as const;

/** The fields of a validate question (a `roster` is a file of players and their codes). */
export const VALIDATE_FIELDS = {
  code: 'value',
  roster: 'value',
  extras: 'value',
  points: 'value',
  tier: 'value',
  choice: 'list',
  rules: 'value',
} as const;

/** The fields of a fireteams question. */
export const FIRETEAMS_FIELDS = {
  allow: 'value',
  max: 'value',
  rules: 'value',
} as const;

export type OrdersFields = FieldsOf<typeof ORDERS_FIELDS>;
export type ValidateFields = FieldsOf<typeof VALIDATE_FIELDS>;
export type FireteamsFields = FieldsOf<typeof FIRETEAMS_FIELDS>;

export interface OrdersQuestion extends OrdersFields {
  readonly kind: 'orders';
  /** The list FILE, or `-`; absent when `code` holds the list. */
  readonly list?: string;
}

export interface ValidateQuestion extends ValidateFields {
  readonly kind: 'validate';
  /** The list FILE, or `-`; absent when `code` or `roster` holds the lists. */
  readonly list?: string;
}

export interface FireteamsQuestion extends FireteamsFields {
  readonly kind: 'fireteams';
  /** An army code, a file holding one, or `-` for standard input. */
  readonly code: string;
}

export type ListQuestion = OrdersQuestion | ValidateQuestion | FireteamsQuestion;

const withList = (list: string | undefined) => (list === undefined ? {} : { list });

export const canonicalOrders = (q: OrdersQuestion): OrdersQuestion => ({
  kind: 'orders',
  ...withList(q.list),
  ...(canonicalFields(ORDERS_FIELDS, q) as OrdersFields),
});

export const canonicalValidate = (q: ValidateQuestion): ValidateQuestion => ({
  kind: 'validate',
  ...withList(q.list),
  ...(canonicalFields(VALIDATE_FIELDS, q) as ValidateFields),
});

export const canonicalFireteams = (q: FireteamsQuestion): FireteamsQuestion => ({
  kind: 'fireteams',
  code: q.code,
  ...(canonicalFields(FIRETEAMS_FIELDS, q) as FireteamsFields),
});

/** `['orders', 'my-list.json', '--public']`: the command that asks it. */
export const ordersArgv = (q: OrdersQuestion): string[] => [
  'orders',
  ...(q.list === undefined ? [] : [q.list]),
  ...fieldArgv(ORDERS_FIELDS, q),
];

export const validateArgv = (q: ValidateQuestion): string[] => [
  'validate',
  ...(q.list === undefined ? [] : [q.list]),
  ...fieldArgv(VALIDATE_FIELDS, q),
];

export const fireteamsArgv = (q: FireteamsQuestion): string[] => [
  'fireteams',
  q.code,
  ...fieldArgv(FIRETEAMS_FIELDS, q),
];

/** The questions from commander's words and options (the command's FILE or CODE first). */
export const ordersFromCommand = (list: string | undefined, options: object): OrdersQuestion =>
  canonicalOrders({ kind: 'orders', ...options, ...withList(list) });

export const validateFromCommand = (list: string | undefined, options: object): ValidateQuestion =>
  canonicalValidate({ kind: 'validate', ...options, ...withList(list) });

export const fireteamsFromCommand = (code: string, options: object): FireteamsQuestion =>
  canonicalFireteams({ kind: 'fireteams', ...options, code });
