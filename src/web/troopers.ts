/**
 * The trooper pickers (docs/web.md "What it does"): a unit searched by name in the loaded
 * game data (the pasted army code's troopers first), then its profile, option, weapon
 * and mode, for each side; with the distance, they fill the odds question as
 * `infcalc odds --unit ... --vs-unit ...` does (src/app/data-odds.ts).
 */
import { trooperChoices, type Choice } from '../app/data-odds.js';
import { unitNamesOf } from '../app/data-set.js';
import { findUnitIn } from '../app/game-data.js';
import type { OddsQuestion } from '../app/question/index.js';
import type { Loaded } from './data-panel.js';
import { byId, fill, h } from './dom.js';

type Side = '' | 'vs';
const key = (side: Side, k: string): string =>
  side === '' ? k : `vs${k.charAt(0).toUpperCase()}${k.slice(1)}`;
const idOf = (k: string): string => `f-${k}`;

let loaded: Loaded | null = null;
let firstNames: readonly string[] = [];

function select(k: string, label: string): HTMLElement {
  return h(
    'div',
    { class: 'field' },
    h('label', { for: idOf(k) }, label),
    h('select', { id: idOf(k), name: k }),
  );
}

function sideFields(side: Side, who: string): HTMLElement {
  return h(
    'fieldset',
    { class: 'trooper' },
    h('legend', {}, who),
    h(
      'div',
      { class: 'field' },
      h('label', { for: idOf(key(side, 'unit')) }, 'Unit (type part of its name)'),
      h('input', {
        id: idOf(key(side, 'unit')),
        name: key(side, 'unit'),
        type: 'search',
        list: 'units-list',
        autocomplete: 'off',
        spellcheck: 'false',
      }),
    ),
    select(key(side, 'profile'), 'Profile'),
    select(key(side, 'option'), 'Option (loadout)'),
    select(key(side, 'weapon'), 'Weapon and mode'),
  );
}

/** The pickers' box, in the form (its controls are the question's fields). */
export function trooperGroup(): HTMLElement {
  return h(
    'details',
    { class: 'group', id: 'troopers' },
    h('summary', {}, 'Troopers from game data'),
    h(
      'p',
      { id: 'troopers-need', class: 'muted' },
      'Load your game data (above) to pick troopers.',
    ),
    sideFields('', 'Active trooper'),
    h(
      'div',
      { class: 'field' },
      h('label', { for: idOf('range') }, 'Distance between them (40cm, 16in)'),
      h('input', { id: idOf('range'), name: 'range', type: 'text', placeholder: '40cm' }),
    ),
    sideFields('vs', 'Reactive trooper'),
    h('datalist', { id: 'units-list' }),
  );
}

const selectOf = (k: string): HTMLSelectElement => byId(idOf(k), HTMLSelectElement);
const inputOf = (k: string): HTMLInputElement => byId(idOf(k), HTMLInputElement);

function setChoices(
  el: HTMLSelectElement,
  first: Choice | null,
  choices: readonly Choice[],
  value: string,
): void {
  const all = first === null ? choices : [first, ...choices];
  fill(el, ...all.map((c) => h('option', { value: c.value }, c.label)));
  el.value = all.some((c) => c.value === value) ? value : (all[0]?.value ?? '');
}

/**
 * Fills one side's profile, option and weapon choices from its unit, keeping the values
 * given (a share link's) where the unit has them.
 */
async function fillSide(
  side: Side,
  want: { profile?: string; option?: string; weapon?: string } = {},
): Promise<void> {
  const data = loaded;
  const name = inputOf(key(side, 'unit')).value.trim();
  const profile = selectOf(key(side, 'profile'));
  const option = selectOf(key(side, 'option'));
  const weapon = selectOf(key(side, 'weapon'));
  const found = data === null || name === '' ? null : await findUnitIn(data.data, name);
  if (data === null || found?.ok !== true) {
    // No data, or no such unit: keep what the question holds so the link still says it.
    setChoices(
      profile,
      null,
      [{ value: want.profile ?? '1', label: want.profile ?? '1' }],
      want.profile ?? '1',
    );
    setChoices(
      option,
      { value: '', label: 'any' },
      want.option ? [{ value: want.option, label: want.option }] : [],
      want.option ?? '',
    );
    setChoices(
      weapon,
      { value: '', label: '—' },
      want.weapon ? [{ value: want.weapon, label: want.weapon }] : [],
      want.weapon ?? '',
    );
    return;
  }
  const c = trooperChoices(found.value.unit, data.data.metadata);
  setChoices(profile, null, c.profiles, want.profile ?? profile.value);
  const n = Number(profile.value) || 1;
  setChoices(
    option,
    { value: '', label: 'any (the first with the weapon)' },
    c.options(n),
    want.option ?? option.value,
  );
  const o = option.value === '' ? undefined : option.value;
  setChoices(
    weapon,
    { value: '', label: '— pick a weapon —' },
    c.weapons(n, o),
    want.weapon ?? weapon.value,
  );
}

/** The unit names to search: the army code's troopers first, then every unit of the data. */
function fillNames(): void {
  const list = byId('units-list', HTMLDataListElement);
  const names = loaded === null ? [] : unitNamesOf(loaded.set);
  const first = new Set(firstNames.map((n) => n.toLowerCase()));
  fill(
    list,
    ...firstNames.map((n) => h('option', { value: n }, 'in your list')),
    ...names
      .filter((n) => !first.has(n.name.toLowerCase()))
      .map((n) => h('option', { value: n.name }, n.faction)),
  );
  byId('troopers-need', HTMLElement).hidden = loaded !== null;
}

/** The data changed (loaded, forgotten): new names, each side's choices again. */
export async function useData(data: Loaded | null): Promise<void> {
  loaded = data;
  fillNames();
  await Promise.all([fillSide(''), fillSide('vs')]);
}

/** The army code's troopers, offered first. */
export function preferNames(names: readonly string[]): void {
  firstNames = names;
  fillNames();
}

/** Wires the pickers: a new unit or profile refills what follows it, then `changed`. */
export function startTroopers(picked: (side: Side) => void, changed: () => void): void {
  for (const side of ['', 'vs'] as const) {
    const refill = (keep: 'profile' | 'option' | 'none') => () => {
      const want =
        keep === 'none'
          ? { profile: '1', option: '', weapon: '' }
          : keep === 'profile'
            ? { option: '', weapon: '' }
            : { weapon: '' };
      void fillSide(side, want).then(changed);
    };
    const unit = inputOf(key(side, 'unit'));
    let was = '';
    const pick = () => {
      const now = unit.value.trim();
      if (now === was) return;
      was = now;
      if (now !== '') picked(side);
      refill('none')();
    };
    unit.addEventListener('change', pick);
    // A name chosen from the list (or typed in full) is picked at once, not on leaving.
    unit.addEventListener('input', () => {
      const now = unit.value.trim().toLowerCase();
      const list = byId('units-list', HTMLDataListElement).options;
      if ([...list].some((o) => o.value.toLowerCase() === now)) pick();
    });
    selectOf(key(side, 'profile')).addEventListener('change', refill('profile'));
    selectOf(key(side, 'option')).addEventListener('change', refill('option'));
  }
}

/** Shows a question's troopers (a share link): the units, then their choices. */
export async function writeTroopers(q: OddsQuestion): Promise<void> {
  const v = q as unknown as Readonly<Record<string, unknown>>;
  const str = (k: string): string => (typeof v[k] === 'string' ? v[k] : '');
  inputOf('range').value = str('range');
  for (const side of ['', 'vs'] as const) {
    inputOf(key(side, 'unit')).value = str(key(side, 'unit'));
    await fillSide(side, {
      profile: str(key(side, 'profile')) || '1',
      option: str(key(side, 'option')),
      weapon: str(key(side, 'weapon')),
    });
  }
}
