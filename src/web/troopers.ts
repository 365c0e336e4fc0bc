/**
 * The trooper pickers (docs/web.md "What it does"): a unit searched by name in the loaded
 * game data (the pasted army code's troopers first), then its profile, option, weapon
 * and mode, for each side; with the distance, they fill the odds question as
 * `infcalc odds --unit ... --vs-unit ...` does (src/app/data-odds.ts).
 */
import { trooperChoices, type Choice } from '../app/data-odds.js';
import { unitNamesOf } from '../app/data-set.js';
import { findUnitIn } from '../app/game-data.js';
import { listTrooperLabel, listTroopersIn, type ListTrooper } from '../app/list-troopers.js';
import type { ArmyCode } from '../core/army/code/index.js';
import type { UnitData } from '../core/data/units.js';
import type { OddsQuestion } from '../app/question/index.js';
import type { Loaded } from './data-panel.js';
import { byId, fill, h } from './dom.js';
import { idOf, key, type Side } from './trooper-fields.js';

let loaded: Loaded | null = null;
/** The pasted code's members (`--code --trooper`), and the code's text. */
let members: readonly ListTrooper[] = [];
let codeText = '';

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

/** The member of the code picked for a side, if any. */
const memberOf = (side: Side): ListTrooper | undefined => {
  const at = selectOf(key(side, 'trooper')).value;
  return at === '' ? undefined : members.find((m) => m.position === at);
};

/** A side's unit: its list member's (the faction's own copy), else the one named. */
async function unitOf(side: Side, name: string): Promise<UnitData | null> {
  const listed = memberOf(side)?.side;
  if (listed != null) return listed.unit;
  if (loaded === null || name === '') return null;
  const found = await findUnitIn(loaded.data, name);
  return found.ok ? found.value.unit : null;
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
  const unit = data === null ? null : await unitOf(side, name);
  if (data === null || unit === null) {
    // No data, or no such unit (yet): keep what the question holds so the link still says it.
    const keep = (w: string | undefined, el: HTMLSelectElement) => w ?? el.value;
    const p = keep(want.profile, profile) || '1';
    const o = keep(want.option, option);
    const w = keep(want.weapon, weapon);
    setChoices(profile, null, [{ value: p, label: p }], p);
    setChoices(option, { value: '', label: 'any' }, o ? [{ value: o, label: o }] : [], o);
    setChoices(weapon, { value: '', label: '—' }, w ? [{ value: w, label: w }] : [], w);
    return;
  }
  const c = trooperChoices(unit, data.data.metadata);
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

/** The names are put in the list when the pickers' box is open (thousands of names). */
let namesShown = false;

/** The unit names changed: shown now if the pickers are open, else when they open. */
function fillNames(): void {
  namesShown = false;
  byId('troopers-need', HTMLElement).hidden = loaded !== null;
  if (byId('troopers', HTMLDetailsElement).open) showNames();
}

/** The unit names to search: the army code's troopers first, then every unit of the data. */
function showNames(): void {
  namesShown = true;
  const list = byId('units-list', HTMLDataListElement);
  const names = loaded === null ? [] : unitNamesOf(loaded.set);
  const firstNames = [
    ...new Set(members.flatMap((m) => (m.side === null ? [] : [m.side.unit.name]))),
  ];
  const first = new Set(firstNames.map((n) => n.toLowerCase()));
  fill(
    list,
    ...firstNames.map((n) => h('option', { value: n }, 'in your list')),
    ...names
      .filter((n) => !first.has(n.name.toLowerCase()))
      .map((n) => h('option', { value: n.name }, n.faction)),
  );
}

/** The data changed (loaded, forgotten): new names, each side's choices again. */
export async function useData(data: Loaded | null): Promise<void> {
  loaded = data;
  fillNames();
  await Promise.all([fillSide(''), fillSide('vs')]);
}

/** Each side's list choices: the code's members (a peripheral or a pair cannot be a side). */
function fillMembers(): void {
  for (const side of ['', 'vs'] as const) {
    const el = selectOf(key(side, 'trooper'));
    const was = el.value;
    const kept =
      was !== '' && !members.some((m) => m.position === was)
        ? [h('option', { value: was }, was)]
        : [];
    fill(
      el,
      h('option', { value: '' }, members.length === 0 ? '— paste an army code —' : '— none —'),
      ...members.map((m) =>
        h(
          'option',
          { value: m.position, disabled: m.side === null },
          m.side === null ? `${listTrooperLabel(m)}: ${m.problem ?? ''}` : listTrooperLabel(m),
        ),
      ),
      ...kept,
    );
    el.value = was;
  }
}

/**
 * The pasted code (or none): its members, looked up in the data as `--code --trooper`
 * looks them up (src/app/list-troopers.ts), become each side's first choices.
 */
export async function useCode(shown: { text: string; code: ArmyCode } | null): Promise<void> {
  codeText = shown?.text ?? '';
  members = shown === null || loaded === null ? [] : await listTroopersIn(loaded.data, shown.code);
  fillNames();
  fillMembers();
  for (const side of ['', 'vs'] as const) await useMember(side);
}

/**
 * A side's list member picked (or none): its unit, profile and option are the member's
 * (shown, not asked: `--unit` cannot go with `--trooper`); the code goes in the question.
 */
async function useMember(side: Side, want: { weapon?: string } = {}): Promise<void> {
  const at = selectOf(key(side, 'trooper')).value;
  const locked = at !== '';
  const unit = inputOf(key(side, 'unit'));
  for (const el of [unit, selectOf(key(side, 'profile')), selectOf(key(side, 'option'))])
    el.disabled = locked;
  const code = inputOf(key(side, 'code'));
  if (!locked) {
    code.value = '';
    return;
  }
  if (codeText !== '') code.value = codeText;
  const m = memberOf(side)?.side;
  if (m == null) return;
  unit.value = m.unit.name;
  await fillSide(side, {
    profile: String(m.profile),
    option: m.optionRef,
    weapon: want.weapon ?? selectOf(key(side, 'weapon')).value,
  });
}

/** Wires the pickers: a new unit or profile refills what follows it, then `changed`. */
export function startTroopers(picked: (side: Side) => void, changed: () => void): void {
  const box = byId('troopers', HTMLDetailsElement);
  box.addEventListener('toggle', () => {
    if (box.open && !namesShown) showNames();
  });
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
    selectOf(key(side, 'trooper')).addEventListener('change', () => {
      picked(side);
      void useMember(side, { weapon: '' }).then(async () => {
        if (selectOf(key(side, 'trooper')).value === '') await fillSide(side);
        changed();
      });
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
    inputOf(key(side, 'code')).value = str(key(side, 'code'));
    const trooper = str(key(side, 'trooper'));
    const el = selectOf(key(side, 'trooper'));
    if (trooper !== '' && ![...el.options].some((o) => o.value === trooper))
      el.append(h('option', { value: trooper }, trooper));
    el.value = trooper;
    if (trooper !== '') {
      await useMember(side, { weapon: str(key(side, 'weapon')) });
      if (memberOf(side)?.side != null) continue;
    } else await useMember(side);
    await fillSide(side, {
      profile: str(key(side, 'profile')) || '1',
      option: str(key(side, 'option')),
      weapon: str(key(side, 'weapon')),
    });
  }
}
