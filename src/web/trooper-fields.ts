/**
 * The trooper pickers' box in the odds form (docs/web.md "What it does"): its controls are
 * fields of the question. Built with the form, for the first answer; the pickers behind
 * them (troopers.ts) come with the page's second script.
 */
import { h } from './dom.js';

export type Side = '' | 'vs';
export const key = (side: Side, k: string): string =>
  side === '' ? k : `vs${k.charAt(0).toUpperCase()}${k.slice(1)}`;
export const idOf = (k: string): string => `f-${k}`;

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
      { class: 'field', id: `${idOf(key(side, 'trooper'))}-field` },
      h('label', { for: idOf(key(side, 'trooper')) }, 'From your army code'),
      h('select', { id: idOf(key(side, 'trooper')), name: key(side, 'trooper') }),
    ),
    h('input', { type: 'hidden', id: idOf(key(side, 'code')), name: key(side, 'code') }),
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
