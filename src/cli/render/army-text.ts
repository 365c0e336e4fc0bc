/** Text for army-list reports: the Tactical Phase step by step (docs/rules.md §3 step 1). */
import type { ArmyRules } from '../../core/rules/index.js';
import type {
  CommandTokens,
  Contribution,
  IrregularReason,
  NoOrderReason,
  TacticalPhase,
} from '../../core/army/tactical.js';
import type { Problem } from '../../core/army/validate.js';
import type { OrdersReport, ValidationReport } from '../../app/army.js';
import type { Style } from '../style.js';
import { WIDTH, wrap } from './wrap.js';
import { displayWidth, nameColumn, padDisplay } from './width.js';

const NO_ORDER = {
  peripheral: 'peripheral: acts on its Controller’s order',
  'null-state': 'Null state',
  'off-table': 'not on the table yet',
} as const satisfies Record<NoOrderReason, string>;

const IRREGULAR = {
  'irregular-training': 'Irregular',
  isolated: 'Isolated: counts as Irregular',
  'loss-of-lieutenant': 'Loss of Lieutenant',
} as const satisfies Record<IrregularReason, string>;

const LOL_REASON = {
  retreat: 'the army is in Retreat!',
  'not-on-table': 'no Lieutenant on the table',
  'null-state': 'the Lieutenant is in a Null state',
  isolated: 'the Lieutenant is Isolated',
} as const;

type NcoRule = ArmyRules['nco'];

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** What an NCO may do with a Lieutenant order, by edition (docs/rules.md §2.1, §7.3). */
const NCO_ACCESS = {
  'spend-lieutenant-order': 'NCO: may spend the Lieutenant order',
  'tactical-orders': 'NCO: may take a Lieutenant order (its Tactical Order)',
} as const satisfies Record<NcoRule, string>;

function orders(c: Contribution, state: string, nco: NcoRule): string {
  if (c.kind === 'none')
    return c.reason === 'null-state'
      ? `no order: ${NO_ORDER[c.reason]} (${state})`
      : `no order: ${NO_ORDER[c.reason]}`;
  if (c.kind === 'hidden') return '1 hidden (Hidden Deployment: only to place itself)';
  const parts: string[] = [];
  if (c.regular > 0) parts.push('1 regular');
  // Tactical Awareness gives an Irregular order in N4 and a Tactical Order in N5 (§7.3).
  const taTactical = c.tacticalAwareness && c.tactical > 0;
  const own = c.irregular - (c.tacticalAwareness && !taTactical ? 1 : 0);
  if (own > 0 && c.irregularReason !== null)
    parts.push(`1 irregular (${IRREGULAR[c.irregularReason]})`);
  if (c.tacticalAwareness && !taTactical) parts.push('1 irregular (Tactical Awareness)');
  if (taTactical) parts.push('1 Tactical Order (Tactical Awareness)');
  if (c.lieutenant > 0) parts.push(plural(c.lieutenant, 'Lieutenant order'));
  if (c.impetuous > 0) parts.push('1 Impetuous token');
  // The Lieutenant's own orders are shown above; the public view (no Lieutenant orders)
  // marks every eligible NCO alike.
  if (c.ncoAccess && c.lieutenant === 0) parts.push(NCO_ACCESS[nco]);
  return parts.join(' + ');
}

function problemLines(
  title: string,
  ps: readonly Problem[],
  paint: (s: string) => string,
): string[] {
  if (ps.length === 0) return [];
  return [paint(`${title}:`), ...ps.flatMap((p) => wrap(p.message, `  ${p.path}: `, '    '))];
}

/** "N orders" and, when any, the breakdown by kind: "(8 regular, 1 Lieutenant)". */
function summaryParts(t: {
  regular: number;
  irregular: number;
  lieutenant: number;
  tactical: number;
  hidden: number;
  total: number;
}): [string, string] {
  const parts = [
    [t.regular, 'regular'],
    [t.irregular, 'irregular'],
    [t.lieutenant, 'Lieutenant'],
    [t.tactical, 'Tactical'],
    [t.hidden, 'hidden'],
  ] as const;
  const shown = parts.filter(([n]) => n > 0).map(([n, kind]) => `${n} ${kind}`);
  return shown.length === 0
    ? ['0 orders', '']
    : [plural(t.total, 'order'), `(${shown.join(', ')})`];
}

const summary = (t: Parameters<typeof summaryParts>[0]): string => summaryParts(t).join(' ').trim();

function retreatLine(p: TacticalPhase, isPublic: boolean, st: Style): string {
  if (p.game === 'codeone') return '1.1 Retreat! check: none in CodeOne';
  if (!p.retreatChecked) return '1.1 Retreat! check: skipped, no trooper has a cost';
  const verdict = p.retreat ? st.bad(st.bold('RETREAT!')) : st.good('no Retreat!');
  // The VP total would reveal the cost of troopers not yet on the table.
  if (isPublic) return `1.1 Retreat! check: ${verdict}`;
  return `1.1 Retreat! check: ${p.victoryPoints} VP, threshold ${p.retreatThreshold} (25% of ${p.points}): ${verdict}`;
}

/** The public view's check (docs/rules.md §9.7): the same words whoever the Lieutenant is. */
export const LOL_NOT_SHOWN =
  'not shown (who the Lieutenant is is private; the count assumes a Lieutenant in place)';

function lolLine(p: TacticalPhase, st: Style): string {
  if (p.game === 'codeone') return '1.2 Loss of Lieutenant check: none in CodeOne';
  if (p.lieutenantPrivate) return `1.2 Loss of Lieutenant check: ${LOL_NOT_SHOWN}`;
  if (p.lossOfLieutenant) {
    const why =
      p.lossOfLieutenantReason === null ? '' : `: ${LOL_REASON[p.lossOfLieutenantReason]}`;
    return `1.2 Loss of Lieutenant check: ${st.bad(st.bold('LOSS OF LIEUTENANT'))}${why}`;
  }
  if (p.lieutenant === null) return `1.2 Loss of Lieutenant check: ${st.good('passed')}`;
  const who = p.lieutenant.chainOfCommand
    ? `${p.lieutenant.name} takes over by Chain of Command`
    : `${p.lieutenant.name} is on the table`;
  return `1.2 Loss of Lieutenant check: ${st.good('passed')} (${who})`;
}

/** Command Tokens (N5, docs/rules.md §7.3) and what one use on an Irregular order does. */
function tokenLines(c: CommandTokens, st: Style): string[] {
  const groups = [...new Set(c.candidates.map((x) => x.group))].map((g) => {
    const here = c.candidates.filter((x) => x.group === g);
    const pool = here[0]?.poolBefore ?? 0;
    return `group ${g} (pool ${pool} -> ${pool + 1}): ${here.map((x) => x.name).join(', ')}`;
  });
  const what =
    groups.length === 0
      ? 'no Irregular order to make Regular this turn'
      : `one use makes one Irregular order a Regular order of its group for the turn: ${groups.join('; ')}`;
  return wrap(`${c.tokens} per game; ${what}`, 'Command Tokens: ', '  ').map((l, i) =>
    i === 0 ? l : st.dim(l),
  );
}

export function renderOrders(r: OrdersReport, st: Style): string {
  const p = r.phase;
  // Without a stated limit the points are the list's cost, private troopers included;
  // the edition follows this line, from the CLI (docs/rules.md §7).
  const parts = [
    p.game === 'codeone' ? 'CodeOne' : null,
    r.public && !p.pointsGiven ? null : `${p.points} points`,
    r.public ? 'public information only' : null,
  ].filter((x) => x !== null);
  const head = `Tactical Phase${parts.length === 0 ? '' : `: ${parts.join(', ')}`}`;
  const lines = [st.bold(head), retreatLine(p, r.public, st), lolLine(p, st), '1.3 Order Count'];
  for (const g of p.groups) {
    const name = g.name === null ? '' : ` "${g.name}"`;
    const head = `Combat Group ${g.index}${name}`;
    const [count, kinds] = summaryParts(g);
    const line = `  ${st.bold(head)} (${plural(g.members, 'trooper')}): ${count}`;
    // The breakdown moves to its own line rather than past 80 columns.
    const fits =
      displayWidth(`  ${head} (${plural(g.members, 'trooper')}): ${count} ${kinds}`) <= WIDTH;
    if (kinds === '') lines.push(line);
    else if (fits) lines.push(`${line} ${kinds}`);
    else lines.push(line, `      ${kinds}`);
    const names = nameColumn(g.troopers.map((t) => t.name));
    for (const [i, t] of g.troopers.entries()) {
      const text = orders(t.contribution, t.trooper.state, p.edition.army.nco);
      const paint = t.contribution.kind === 'none' ? st.dim : (s: string) => s;
      lines.push(`    ${padDisplay(names.names[i] ?? '', names.width)}  ${paint(text)}`);
    }
  }
  // In the public view the Lieutenant order is counted apart: who holds it is private
  // (docs/rules.md §2.1), and the groups plus this line make the total.
  if (r.public && p.totals.lieutenant > 0)
    lines.push(
      `  ${plural(p.totals.lieutenant, 'Lieutenant order')} (held by the Lieutenant, private)`,
    );
  lines.push(`Total: ${st.bold(summary(p.totals))}`);
  lines.push(
    p.impetuousPhase
      ? `Impetuous Phase: ${plural(p.totals.impetuous, 'Impetuous token')}`
      : `Impetuous Phase: ${st.bad('skipped (Retreat!)')}`,
  );
  // What the verdicts mean for the rest of the turn (docs/rules.md §2.4, §3 step 4).
  if (p.commandTokens !== null) lines.push(...tokenLines(p.commandTokens, st));
  if (p.retreat) {
    const note = `troopers may only use ${p.edition.army.retreatSkills}; a standard game ends at the end of this turn`;
    lines.push(...wrap(note, 'Retreat!: ', '  ').map(st.warn));
  }
  if (p.lossOfLieutenant) {
    const note =
      'at the end of this turn appoint a new Lieutenant (not an Irregular or REM trooper)';
    lines.push(...wrap(note, 'Loss of Lieutenant: ', '  ').map(st.warn));
  }
  lines.push(
    ...problemLines('Problems', p.problems, st.bad),
    ...problemLines('Warnings', p.warnings, st.warn),
  );
  return lines.join('\n') + '\n';
}

export function renderValidation(r: ValidationReport, st: Style): string {
  const troopers = r.list.groups.flatMap((g) => g.troopers).filter((t) => !t.peripheral).length;
  const about = `${plural(r.list.groups.length, 'Combat Group')}, ${plural(troopers, 'trooper')}`;
  const lines =
    r.problems.length === 0
      ? [`${st.good('valid')}: ${about}`]
      : [
          `${st.bad(`invalid: ${plural(r.problems.length, 'problem')}`)} (${about})`,
          ...r.problems.map((p) => `  ${p.path}: ${p.message}`),
        ];
  lines.push(...problemLines('Warnings', r.warnings, st.warn));
  return lines.join('\n') + '\n';
}
