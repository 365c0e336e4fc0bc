/** Text and JSON for `scgb move`. */
import type { ScgbMoveReport } from '../../app/scgb.js';
import type { Style } from '../style.js';
import { wrap } from './wrap.js';
import { nameColumn, padDisplay } from './width.js';

export function scgbMoveJson(r: ScgbMoveReport): Record<string, unknown> {
  const c = r.check;
  return {
    kind: 'scgb-move',
    valid: c.valid,
    problems: c.problems,
    battle: c.battle,
    areas: c.areas,
  };
}

export function renderScgbMove(r: ScgbMoveReport, st: Style): string {
  const c = r.check;
  const lines = [
    st.bold(
      `StarCraft: The Board Game: ${c.special ? 'Special ' : ''}Move order by ${c.player} on ${c.activePlanet}`,
    ),
  ];
  if (c.valid) lines.push(st.good('legal'));
  else {
    lines.push(
      st.bad(`illegal: ${c.problems.length} ${c.problems.length === 1 ? 'problem' : 'problems'}`),
    );
    for (const p of c.problems) lines.push(...wrap(p.message, `  ${p.path}: `, '    '));
  }
  if (c.battle === null) lines.push('Battle: none starts');
  else {
    const bonus =
      c.battle.attackBonus > 0 ? `, +${c.battle.attackBonus} attack in each skirmish` : '';
    const text = `starts in ${c.battle.area} against ${c.battle.against.join(', ')}; ${c.battle.combatCards} combat cards${c.special ? ' (3 + 2 for the Special order)' : ''}${bonus}; the order ends when the battle ends`;
    lines.push(...wrap(text, 'Battle: ', '  '));
  }
  lines.push('Areas after the move:');
  const names = nameColumn(Object.keys(c.areas));
  for (const [i, a] of Object.values(c.areas).entries()) {
    const key = names.names[i] ?? '';
    const width = names.width;
    const units = Object.entries(a.units).map(([who, n]) => `${who} ${n}`);
    const sum = Object.values(a.units).reduce((s, n) => s + n, 0);
    const bases = a.bases.length > 0 ? `  base: ${a.bases.join(', ')}` : '';
    lines.push(
      `  ${padDisplay(key, width)}  ${`${sum}/${a.limit}`.padStart(5)}  ${units.join(', ') || st.dim('empty')}${bases}`,
    );
  }
  return lines.join('\n') + '\n';
}
