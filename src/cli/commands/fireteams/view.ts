/** How `infcalc fireteams` is shown: by Combat Group, then the troopers that join none. */
import type { FireteamsReport } from '../../../app/fireteams.js';
import type { FireteamMember, PossibleFireteam } from '../../../core/army/fireteams/index.js';
import { EDITIONS } from '../../../core/rules/index.js';
import { int, text, type Table } from '../../render/cells.js';
import type { Style } from '../../style.js';
import type { View } from '../../view.js';
import type { DiscordDoc } from '../../share/discord.js';

/** "1.3": Combat Group 1, third trooper, as the army builder counts them. */
const where = (m: FireteamMember) => `${m.group + 1}.${m.position + 1}`;
const who = (m: FireteamMember) =>
  m.option === '' || m.option === m.name ? m.name : `${m.name} (${m.option})`;

const typeName = (r: FireteamsReport, t: PossibleFireteam['type']) =>
  EDITIONS[r.edition].fireteams.names[t];

const EXCLUSION_TEXT = {
  peripheral: 'a Peripheral',
  controller: 'controls a Peripheral',
  'hidden-deployment': 'Hidden Deployment',
  infiltration: 'Infiltration',
  'airborne-deployment': 'Airborne Deployment',
  'not-in-chart': 'in no team of the chart',
} as const;

function specLine(r: FireteamsReport): string {
  const { spec } = r.answer;
  const one = (t: 'CORE' | 'HARIS' | 'DUO') =>
    `${typeName(r, t)} ${spec[t] === null ? 'no limit' : spec[t] === 0 ? 'none' : String(spec[t])}`;
  return `At once at most: ${one('CORE')} · ${one('HARIS')} · ${one('DUO')}`;
}

/** "3× WARDEN, OUTRIDER": a composition by the names a player reads. */
function namesOf(f: PossibleFireteam): string {
  const counts = new Map<string, number>();
  for (const m of f.members) counts.set(trooper(m), (counts.get(trooper(m)) ?? 0) + 1);
  return [...counts].map(([n, k]) => (k > 1 ? `${k}× ${n}` : n)).join(', ');
}

const trooper = (m: FireteamMember) => (m.option === '' ? m.name : m.option);

function exclusionText(e: FireteamsReport['answer']['excluded'][number]): string {
  if (e.why === 'not-in-chart' || e.why === 'controller' || e.detail === EXCLUSION_TEXT[e.why])
    return e.detail;
  return `${e.detail} (${EXCLUSION_TEXT[e.why]})`;
}

/** "could join O-12 Fireteams I (Duo), but Combat Group 2 holds no partner for it". */
const aloneText = (x: FireteamsReport['answer']['alone'][number]): string =>
  `could join ${x.teams.join(' or ')}, but Combat Group ${x.member.group + 1} holds no partner for it (or its row of the chart is full)`;

/**
 * By group, team and type; compositions that read the same (options of one name) are one
 * line with how many ways the list can field it; JSON lists each.
 */
export function renderFireteams(r: FireteamsReport, st: Style): string {
  const lines = [st.bold(`Fireteams of ${r.army.name} (${r.army.slug})`)];
  if (!r.chart) {
    lines.push('This army has no Fireteam chart: it forms no fireteams.');
    return lines.join('\n') + '\n';
  }
  lines.push(specLine(r));
  const rules = EDITIONS[r.edition].fireteams;
  lines.push(
    `Levels: ${rules.bonuses.map((b) => `${b.level} ${b.text}${b.sameUnit ? ' (one unit)' : ''}`).join(' · ')}`,
  );
  const a = r.answer;
  let heading = '';
  let group = -1;
  const rows: { key: string; line: string; ways: number; first: PossibleFireteam }[] = [];
  const flush = () => {
    for (const row of rows)
      lines.push(
        row.ways > 1
          ? `    level ${row.first.level}  ${row.line}  (${row.ways} ways)`
          : `    level ${row.first.level}  ${row.line}  (${row.first.members.map(where).join(' ')})`,
      );
    rows.length = 0;
  };
  for (const f of a.possible) {
    if (f.group !== group) {
      flush();
      group = f.group;
      heading = '';
      lines.push('', st.bold(`Combat Group ${group + 1}`));
    }
    const h = `  ${f.team}: ${typeName(r, f.type)}`;
    if (h !== heading) {
      flush();
      heading = h;
      lines.push(h);
    }
    const line = namesOf(f);
    const key = `${f.level}|${line}`;
    const same = rows.find((x) => x.key === key);
    if (same === undefined) rows.push({ key, line, ways: 1, first: f });
    else same.ways++;
  }
  flush();
  if (a.possible.length === 0) lines.push('', 'No fireteam can be formed from this list.');
  if (a.alone.length > 0) {
    lines.push('', st.bold('Could join a fireteam, with no partner in its group'));
    for (const x of a.alone) lines.push(`  ${where(x.member)} ${who(x.member)}: ${aloneText(x)}`);
  }
  if (a.excluded.length > 0) {
    lines.push('', st.bold('Cannot join a fireteam'));
    for (const e of a.excluded)
      lines.push(`  ${where(e.member)} ${who(e.member)}: ${exclusionText(e)}`);
  }
  lines.push(
    '',
    a.count > a.possible.length
      ? `${a.count} compositions; the first ${a.possible.length} listed (--max)`
      : `${a.count} ${a.count === 1 ? 'composition' : 'compositions'}`,
  );
  return lines.join('\n') + '\n';
}

const memberJson = (m: FireteamMember) => ({
  group: m.group + 1,
  position: m.position + 1,
  name: m.name,
  option: m.option,
});

export const fireteamsJson = (r: FireteamsReport): unknown => ({
  army: r.army,
  chart: r.chart,
  spec: r.answer.spec,
  count: r.answer.count,
  possible: r.answer.possible.map((f) => ({
    group: f.group + 1,
    team: f.team,
    type: f.type,
    level: f.level,
    sameUnit: f.sameUnit,
    bonuses: f.bonuses,
    members: f.members.map(memberJson),
  })),
  excluded: r.answer.excluded.map((e) => ({
    member: memberJson(e.member),
    why: e.why,
    detail: e.detail,
  })),
  alone: r.answer.alone.map((x) => ({ member: memberJson(x.member), teams: x.teams })),
  notes: r.answer.notes,
  missing: r.missing,
});

function fireteamTables(r: FireteamsReport): Table[] {
  return [
    {
      title: `Fireteams of ${r.army.name} (${EDITIONS[r.edition].name} rules)`,
      columns: [
        { key: 'group', label: 'Group' },
        { key: 'type', label: 'Type' },
        { key: 'team', label: 'Team' },
        { key: 'level', label: 'Level' },
        { key: 'members', label: 'Members' },
      ],
      rows: r.answer.possible.map((f) => [
        int(f.group + 1),
        text(typeName(r, f.type)),
        text(f.team),
        int(f.level),
        text(f.members.map((m) => `${where(m)} ${who(m)}`).join('; ')),
      ]),
    },
    {
      title: 'Troopers that cannot join a fireteam',
      columns: [
        { key: 'trooper', label: 'Trooper' },
        { key: 'name', label: 'Name' },
        { key: 'why', label: 'Why' },
      ],
      rows: r.answer.excluded.map((e) => [
        text(where(e.member)),
        text(who(e.member)),
        text(e.detail),
      ]),
    },
  ];
}

/** `--format discord`: one line per composition kind, then who joins none. */
async function fireteamsDiscord(r: FireteamsReport): Promise<DiscordDoc> {
  const { bold, lines, md } = await import('../../share/discord.js');
  const title = `Fireteams of ${r.army.name}`;
  if (!r.chart) return { title, blocks: [lines('This army has no Fireteam chart.')] };
  const a = r.answer;
  const seen = new Map<string, number>();
  for (const f of a.possible) {
    const key = `Group ${f.group + 1} · ${md(f.team)}: ${typeName(r, f.type)} level ${f.level}: ${md(namesOf(f))}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const listed = [...seen].map(([k, n]) => (n > 1 ? `${k} (${n} ways)` : k));
  return {
    title,
    blocks: [
      lines(specLine(r)),
      lines(...(listed.length === 0 ? ['No fireteam can be formed from this list.'] : listed)),
      ...(a.alone.length === 0
        ? []
        : [
            lines(
              bold('No partner'),
              ...a.alone.map((x) => `${where(x.member)} ${md(who(x.member))}: ${md(aloneText(x))}`),
            ),
          ]),
      ...(a.excluded.length === 0
        ? []
        : [
            lines(
              bold('Cannot join'),
              ...a.excluded.map(
                (e) => `${where(e.member)} ${md(who(e.member))}: ${md(exclusionText(e))}`,
              ),
            ),
          ]),
      lines(`${a.count} ${a.count === 1 ? 'composition' : 'compositions'}`),
    ],
  };
}

export const fireteamsView: View<FireteamsReport> = {
  edition: (r) => EDITIONS[r.edition],
  text: renderFireteams,
  discord: fireteamsDiscord,
  json: fireteamsJson,
  tables: fireteamTables,
  notes: (r) => [
    ...r.answer.notes,
    ...(r.missing > 0
      ? [`${r.missing} members of the code are not in the unit file and are left out`]
      : []),
  ],
};
