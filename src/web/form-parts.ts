/**
 * The odds form's controls, built from the field table (fields.ts) with the trooper
 * pickers' box. Run by the build (scripts/build-web.js), which writes what it builds into
 * the page's HTML: the browser parses the form with the page, and the first script builds
 * nothing.
 */
import { h } from './dom.js';
import {
  ACTIVE_FIELDS,
  REACTIONS,
  REACTIVE_FIELDS,
  SITUATION_FIELDS,
  type Field,
} from './fields.js';
import { trooperGroup } from './trooper-fields.js';

const idOf = (key: string): string => `f-${key}`;

function control(f: Field): HTMLElement {
  const id = idOf(f.key);
  const t = f.type;
  switch (t.kind) {
    case 'number':
      return h('input', {
        id,
        name: f.key,
        type: 'number',
        inputmode: 'numeric',
        min: String(t.min),
        max: String(t.max),
      });
    case 'text':
    case 'list':
      return h('input', {
        id,
        name: f.key,
        type: 'text',
        placeholder: t.placeholder,
        autocomplete: 'off',
      });
    case 'select':
      return h(
        'select',
        { id, name: f.key },
        ...t.choices.map(([value, label]) => h('option', { value }, label)),
      );
    case 'check':
      return h('input', { id, name: f.key, type: 'checkbox' });
  }
}

function row(f: Field): HTMLElement {
  const input = control(f);
  const label = h('label', { for: idOf(f.key) }, f.label);
  const help = f.help === undefined ? null : h('small', {}, f.help);
  // A checkbox before its label; any other control under its label, as the top fields are.
  return f.type.kind === 'check'
    ? h('div', { class: 'field check' }, input, label, help)
    : h('div', { class: 'field' }, label, input, help);
}

/** The fields of one group inside a collapsible box. */
const group = (title: string, fields: readonly Field[], open = false): HTMLElement =>
  h('details', { class: 'group', open }, h('summary', {}, title), ...fields.map(row));

const reactionChoices = (): HTMLElement[] =>
  REACTIONS.map(([value, label]) => h('option', { value }, label));

/** The form's parts the page's HTML holds: the reactions (#reaction) and the groups (#groups). */
export const formParts = (): { reactions: HTMLElement[]; groups: HTMLElement[] } => ({
  reactions: reactionChoices(),
  groups: [
    trooperGroup(),
    group('Active: weapon and target values', ACTIVE_FIELDS),
    group('Reactive: weapon and target values', REACTIVE_FIELDS),
    group('Situation', SITUATION_FIELDS),
  ],
});
