/**
 * Text and JSON for `order check` and `order sequence` (docs/json.md "One order"): apart
 * from the engagements' renderers, so that checking an order does not initialise them.
 */
import type { OrderCheckReport, OrderSequenceReport } from '../../app/order.js';
import type { Edition } from '../../core/rules/index.js';
import type { Style } from '../style.js';
import { wrap } from './wrap.js';

export function renderOrderCheck(r: OrderCheckReport, st: Style): string {
  const { check } = r;
  const cls = r.edition.order.classNames;
  const skills = check.skills.map((s) => `${s.name} (${cls[s.kind]})`).join(' + ');
  const what = r.reactive ? 'ARO' : 'order';
  const lines = [
    check.valid
      ? `${st.good(`valid ${what}`)}: ${skills}`
      : `${st.bad(`invalid ${what}`)}: ${check.reason ?? ''}`,
  ];
  if (!check.valid) lines.push(`  skills: ${skills}`);
  if (check.validOrder !== null) lines.push(`  ${st.good(`declare instead: ${check.validOrder}`)}`);
  if (check.note !== null) lines.push(`  ${st.dim(check.note)}`);
  const rule = r.reactive
    ? `one skill that may be declared in ARO (${r.edition.order.longSkillAro})`
    : r.edition.order.shapes;
  lines.push(...wrap(rule, `  one ${what} = `, '    ').map(st.dim));
  return lines.join('\n') + '\n';
}

export function renderOrderSequence(r: OrderSequenceReport, st: Style): string {
  const head =
    r.skills.length === 0
      ? 'Order expenditure sequence (docs/rules.md §4.3)'
      : `Order expenditure sequence for ${r.skills.map((s) => s.name).join(' + ')}`;
  const lines = [st.bold(head)];
  if (r.check !== null && !r.check.valid) {
    lines.push(st.bad(`  invalid order: ${r.check.reason ?? ''}`));
    lines.push(st.dim('  no sequence: an invalid order cannot be declared'));
  }
  for (const s of r.steps) {
    const isAro = s.detail.startsWith('ARO window');
    const text = wrap(s.detail, `  ${String(s.step).padStart(2)}. ${s.name}: `, '      ');
    lines.push(...(isAro ? text.map(st.accent) : text));
  }
  return lines.join('\n') + '\n';
}

/** Each skill with its class as this edition names it (docs/rules.md §7.4). */
const skillsJson = (skills: OrderCheckReport['check']['skills'], edition: Edition) =>
  skills.map((s) => ({
    name: s.name,
    kind: s.kind,
    aro: s.aro,
    className: edition.order.classNames[s.kind],
    aroOnly: s.aroOnly === true,
  }));

export function orderCheckJson(r: OrderCheckReport): Record<string, unknown> {
  return {
    kind: 'order-check',
    valid: r.check.valid,
    skills: skillsJson(r.check.skills, r.edition),
    reason: r.check.reason,
    note: r.check.note,
    reactive: r.reactive,
    validOrder: r.check.validOrder,
  };
}

export function orderSequenceJson(r: OrderSequenceReport): Record<string, unknown> {
  return {
    kind: 'order-sequence',
    skills: skillsJson(r.skills, r.edition),
    valid: r.check?.valid ?? null,
    reason: r.check?.reason ?? null,
    steps: r.steps,
  };
}
