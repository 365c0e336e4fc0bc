/** Text and JSON for `infcalc army decode` (docs/army-codes.md). */
import type { MemberResolution } from '../../core/army/code/index.js';
import type { Trooper } from '../../core/army/schema.js';
import { COMBINED_NOTE, missingText, parseSwc } from '../../core/army/code/index.js';
import type { ArmyDecodeReport, ArmyListReport } from '../../app/code-reports.js';
import type { Style } from '../style.js';
import { wrap } from './wrap.js';

const LAYOUT_TEXT = {
  early: 'early layout (no version byte)',
  numbered: 'numbered layout (version byte 0)',
  reinforcement: 'reinforcement layout (version byte 1)',
  customised: 'customised layout (version byte 1, member customisations)',
} as const;

/**
 * Names come from a shared code or a downloaded file: control characters would reach the
 * terminal raw (retitle the window, clear the screen), so they are shown escaped.
 */
export const printable = (text: string): string =>
  text.replace(
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    /[\u0000-\u001f\u007f-\u009f]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * SWC is written with decimals ("1.5"); sum in tenths to stay exact. "+1" adds to the
 * allowance and "-" is nothing (docs/rules.md §7.3).
 */
const swcSum = (xs: readonly string[]): string => {
  const tenths = (pick: 'spent' | 'added') =>
    xs.reduce((s, x) => s + Math.round(parseSwc(x)[pick] * 10), 0) / 10;
  const added = tenths('added');
  return `${tenths('spent')}${added > 0 ? ` (+${added} allowance)` : ''}`;
};

export function renderArmyDecode(r: ArmyDecodeReport, st: Style): string {
  const c = r.code;
  const lines = [
    st.bold(`Army code: ${LAYOUT_TEXT[c.layout]}`),
    `Faction: ${c.factionId} (${printable(c.factionSlug)})`,
    `Army name: ${c.armyName.trim() === '' ? '(none)' : printable(c.armyName)}`,
    `Point limit: ${c.points}`,
  ];
  c.groups.forEach((g, gi) => {
    const reinf = g.reinforcement === true ? ', reinforcements' : '';
    lines.push(
      st.bold(`Combat Group ${g.number}${reinf}`) +
        ` (${g.members.length} ${g.members.length === 1 ? 'member' : 'members'})`,
    );
    g.members.forEach((m, mi) => {
      const ids = `${String(mi + 1).padStart(2)}. ${m.unitId}-${m.profileGroupId}-${m.optionId}`;
      const res = r.resolution?.groups[gi]?.[mi];
      const extra =
        m.customisations.length === 0 ? '' : ` + ${m.customisations.length} customisation(s)`;
      if (res === undefined) lines.push(`  ${ids}${extra}`);
      else lines.push(...memberLines(ids.padEnd(16), res, extra, st));
    });
  });
  const res = r.resolution;
  if (res !== null) {
    const found = res.groups.flat().flatMap((m) => (m.found ? [m] : []));
    const points = found.reduce((s, m) => s + m.points, 0);
    lines.push(`Total: ${points} points, SWC ${swcSum(found.map((m) => m.swc))}`);
    if (res.missing.length > 0) {
      lines.push(st.bad(`Not in the unit file: ${res.missing.length}`));
      for (const m of res.missing)
        lines.push(
          ...wrap(missingText(m), `  group ${m.group + 1}, member ${m.index + 1}: `, '    '),
        );
    }
    for (const c of res.combined) {
      const prefix = `Note: group ${c.group + 1}, member ${c.index + 1}: `;
      lines.push(...wrap(COMBINED_NOTE, prefix, '  ').map(st.warn));
    }
    if (!res.skillsKnown)
      lines.push(
        st.dim('NCO, Chain of Command and Hidden Deployment: give --metadata FILE to find them'),
      );
  } else {
    lines.push(st.dim('Names, points and orders: give --units FILE|DIR (the army builder files)'));
  }
  return lines.join('\n') + '\n';
}

/** What the option makes of the trooper, as the army list will say it. */
function tags(t: Trooper | undefined): string {
  if (t === undefined) return '';
  const out = [
    t.lieutenant && (t.lieutenantOrders === 2 ? 'Lieutenant (+1 Order)' : 'Lieutenant'),
    t.training === 'irregular' && 'Irregular',
    t.impetuous && 'Impetuous',
    t.tacticalAwareness && 'Tactical Awareness',
    t.nco && 'NCO',
    t.chainOfCommand && 'Chain of Command',
    t.deployment === 'hidden' && 'Hidden Deployment',
  ].filter((x): x is string => typeof x === 'string');
  return out.length === 0 ? '' : `; ${out.join(', ')}`;
}

function memberLines(ids: string, m: MemberResolution, extra: string, st: Style): string[] {
  if (!m.found) return [`  ${ids}  ${st.bad('not in the unit file')}${extra}`];
  // A pair chosen as the unit (profile group 0) is named by its option, each trooper below.
  const pair = m.profileGroupId === 0;
  const name = printable(pair ? m.optionName : (m.troopers[0]?.name ?? m.unitName));
  // Options of the same name ("RUDRA", "RUDRA") are told apart by their weapons.
  const detail = m.detail.length > 0 ? ` (${m.detail.map(printable).join(', ')})` : '';
  const from = m.fromReinforcements !== null ? `, from file ${m.fromReinforcements}` : '';
  const head = `  ${ids}  ${name}${detail}, ${m.points} pts, SWC ${m.swc}${pair ? '' : tags(m.troopers[0])}${from}${extra}`;
  const more = m.troopers
    .slice(pair ? 0 : 1)
    .map(
      (t) =>
        `${' '.repeat(ids.length + 4)}+ ${printable(t.name)}${t.peripheral ? ' (peripheral)' : ''}`,
    );
  return [head, ...more];
}

export function armyDecodeJson(r: ArmyDecodeReport): Record<string, unknown> {
  const c = r.code;
  const res = r.resolution;
  return {
    kind: 'army-code',
    layout: c.layout,
    factionId: c.factionId,
    factionSlug: c.factionSlug,
    armyName: c.armyName,
    points: c.points,
    groups: c.groups.map((g, gi) => ({
      number: g.number,
      reinforcement: g.reinforcement,
      members: g.members.map((m, mi) => {
        const found = res?.groups[gi]?.[mi];
        return {
          unitId: m.unitId,
          profileGroupId: m.profileGroupId,
          optionId: m.optionId,
          customisations: m.customisations,
          ...(found === undefined
            ? {}
            : found.found
              ? {
                  found: true,
                  unitName: found.unitName,
                  optionName: found.optionName,
                  detail: found.detail,
                  points: found.points,
                  swc: found.swc,
                  troopers: found.troopers.map((t) => t.name),
                  // What a Courtesy list leaves out (docs/rules.md §9.7).
                  private: found.traits,
                }
              : { found: false, missing: found.part }),
        };
      }),
    })),
    missing: res === null ? null : res.missing.map((m) => ({ ...m, message: missingText(m) })),
  };
}

/** The army list as `orders -` reads it, whatever the output flags. */
export const armyListJson = (r: ArmyListReport): string => JSON.stringify(r.list, null, 2) + '\n';
