/**
 * The fields of an odds question as the page asks them (docs/web.md): one row per option
 * of `infcalc odds`, keyed by the option's name in the question (`dam`, `vsArm`, `mod`...),
 * so that a form, a share link and the command line are encodings of one question.
 */
import { AMMO_IDS } from '../core/rules/ammo.js';

export type FieldKind =
  | { readonly kind: 'number'; readonly min: number; readonly max: number }
  | { readonly kind: 'text'; readonly placeholder: string }
  | { readonly kind: 'list'; readonly placeholder: string }
  | { readonly kind: 'select'; readonly choices: readonly (readonly [string, string])[] }
  | { readonly kind: 'check' };

export interface Field {
  /** The option's key in the question (`vsArm`), its flag being `--vs-arm`. */
  readonly key: string;
  readonly label: string;
  readonly type: FieldKind;
  /** Shown under the control: what the value means. */
  readonly help?: string;
  /** The option is repeatable (`--zone`): its one value goes in a list. */
  readonly many?: true;
}

/** Every ammunition `--ammo` takes, single then combined (docs/rules.md §6.3, §10.5). */
const AMMO = AMMO_IDS;

const num = (min: number, max: number): FieldKind => ({ kind: 'number', min, max });

/** One trooper's weapon (its hits on the other side) and the same trooper as a target. */
function trooperFields(prefix: '' | 'vs'): Field[] {
  const key = (k: string) => (prefix === '' ? k : `vs${k.charAt(0).toUpperCase()}${k.slice(1)}`);
  return [
    { key: key('ps'), label: 'PS (N5)', type: num(0, 20), help: 'weapon PS; N4: use Damage' },
    { key: key('dam'), label: 'Damage (N4)', type: num(0, 30) },
    {
      key: key('ammo'),
      label: 'Ammunition',
      type: { kind: 'select', choices: [['', 'N (default)'], ...AMMO.map((a) => [a, a] as const)] },
    },
    { key: key('cont'), label: 'Continuous Damage', type: { kind: 'check' } },
    {
      key: key('dead'),
      label: 'State: Dead (Monofilament)',
      type: { kind: 'check' },
      help: 'a failed save kills',
    },
    {
      key: key('sr'),
      label: 'SR-1 or SR-2 (worse saves)',
      type: {
        kind: 'select',
        choices: [
          ['', 'none'],
          ['1', 'SR-1'],
          ['2', 'SR-2'],
        ],
      },
      help: 'every save its hits cause is 1 or 2 worse',
    },
    {
      key: key('save'),
      label: 'Hits',
      type: {
        kind: 'select',
        choices: [
          ['', 'ARM (default)'],
          ['arm', 'ARM'],
          ['bts', 'BTS'],
        ],
      },
    },
    { key: key('arm'), label: 'ARM', type: num(0, 20) },
    { key: key('bts'), label: 'BTS', type: num(0, 20) },
    { key: key('ph'), label: 'PH', type: num(0, 20) },
    { key: key('w'), label: 'W / VITA / STR', type: num(1, 20) },
    { key: key('str'), label: 'STR (remote, TAG)', type: { kind: 'check' } },
    { key: key('taken'), label: 'Wounds taken', type: num(0, 19) },
    { key: key('cover'), label: 'In Partial Cover', type: { kind: 'check' } },
    { key: key('nwi'), label: 'NWI / Dogged', type: { kind: 'check' } },
    { key: key('remotePresence'), label: 'Remote Presence', type: { kind: 'check' } },
    {
      key: key('immunity'),
      label: 'Immunity',
      type: { kind: 'list', placeholder: 'shock, total, crit' },
    },
    { key: key('sd'), label: 'Special Dice (N5)', type: num(0, 6) },
    {
      key: key('with'),
      label: 'Skills and equipment',
      type: { kind: 'list', placeholder: 'mimetism6, msv1' },
      help: 'words as `infcalc mods` lists them',
    },
    {
      key: key('mod'),
      label: 'Named MODs',
      type: { kind: 'list', placeholder: 'range=+3, cover=-3' },
    },
  ];
}

export const ACTIVE_FIELDS: readonly Field[] = trooperFields('');
export const REACTIVE_FIELDS: readonly Field[] = trooperFields('vs');

/** What the reactive trooper does: each is a flag of `odds` (none for shooting back). */
export const REACTIONS = [
  ['attack', 'Shoots / strikes back (Face-to-Face)'],
  ['dodge', 'Dodges (PH)'],
  ['reset', 'Resets (WIP)'],
  ['none', 'Nothing: a Normal roll'],
] as const;
export type Reaction = (typeof REACTIONS)[number][0];

export const SITUATION_FIELDS: readonly Field[] = [
  { key: 'cc', label: 'Close Combat (CC)', type: { kind: 'check' } },
  {
    key: 'zone',
    label: 'Visibility zone',
    many: true,
    type: {
      kind: 'select',
      choices: [
        ['', 'none'],
        ['low', 'Low Visibility'],
        ['poor', 'Poor Visibility'],
        ['zero', 'Zero Visibility'],
        ['white-noise', 'White Noise'],
      ],
    },
  },
  {
    key: 'program',
    label: 'Hacking program',
    type: {
      kind: 'select',
      choices: [
        ['', 'none'],
        ...['Carbonite', 'Oblivion', 'Spotlight', 'Total Control', 'Trinity', 'Zero Pain'].map(
          (p) => [p, p] as const,
        ),
      ],
    },
  },
  { key: 'template', label: 'Active: Direct Template weapon', type: { kind: 'check' } },
  {
    key: 'vsTemplate',
    label: 'Reactive: Direct Template weapon in ARO',
    type: { kind: 'check' },
    help: 'its template hits without a roll; the attack is a Normal roll',
  },
  { key: 'discover', label: 'A Discover (Normal WIP roll)', type: { kind: 'check' } },
  {
    key: 'orders',
    label: 'Orders',
    type: num(1, 10),
    help: 'the chance of at least one wound in this many orders',
  },
  { key: 'choice', label: 'Rules choices', type: { kind: 'list', placeholder: 'mod-cap=off' } },
];

/** Every field of the page's question, by key. */
export const ALL_FIELDS: ReadonlyMap<string, Field> = new Map(
  [...ACTIVE_FIELDS, ...REACTIVE_FIELDS, ...SITUATION_FIELDS].map((f) => [f.key, f]),
);

/**
 * The troopers' fields (`--code --trooper` or `--unit --profile --option`, `--weapon`,
 * `--range` and the `--vs-` side), filled by the pickers (troopers.ts) from the game data.
 */
export const TROOPER_KEYS = [
  'code',
  'trooper',
  'unit',
  'profile',
  'option',
  'weapon',
  'range',
  'vsCode',
  'vsTrooper',
  'vsUnit',
  'vsProfile',
  'vsOption',
  'vsWeapon',
] as const;
