/**
 * `--format discord` of the army answers (docs/sharing.md): the Tactical Phase's Order
 * Count (with `--public`, only what the opponent may know, docs/rules.md §2.1) and the
 * list check. One line per Combat Group and per problem: messages are cut between them.
 */
import type { OrdersReport, ValidationReport } from '../../app/army.js';
import type { ListCheckReport } from '../../app/validate-list.js';
import type { Problem } from '../../core/army/validate.js';
import { bold, lines, md, type DiscordBlock, type DiscordDoc } from './discord.js';
import { plural } from '../render/format.js';

/** "10 orders (8 regular, 1 irregular, 1 Lieutenant)". */
function count(t: {
  readonly regular: number;
  readonly irregular: number;
  readonly lieutenant: number;
  readonly tactical: number;
  readonly hidden: number;
  readonly total: number;
}): string {
  const kinds = (
    [
      [t.regular, 'regular'],
      [t.irregular, 'irregular'],
      [t.lieutenant, 'Lieutenant'],
      [t.tactical, 'Tactical'],
      [t.hidden, 'hidden'],
    ] as const
  )
    .filter(([n]) => n > 0)
    .map(([n, k]) => `${n} ${k}`);
  return kinds.length === 0 ? '0 orders' : `${plural(t.total, 'order')} (${kinds.join(', ')})`;
}

const problemRows = (title: string, ps: readonly Problem[]): DiscordBlock[] =>
  ps.length === 0
    ? []
    : [lines(`__${title}__`, ...ps.map((p) => `• ${md(p.path)}: ${md(p.message)}`))];

export function ordersDiscord(r: OrdersReport): DiscordDoc {
  const p = r.phase;
  const about = [
    r.public && !p.pointsGiven ? null : `${p.points} points`,
    r.public ? 'public information only' : null,
  ].filter((x) => x !== null);
  const checks = [
    p.retreat ? bold('RETREAT!') : p.retreatChecked ? 'no Retreat!' : 'Retreat! not checked',
    p.lieutenantPrivate
      ? 'Loss of Lieutenant: not shown'
      : p.lossOfLieutenant
        ? bold('LOSS OF LIEUTENANT')
        : 'Lieutenant in place',
  ];
  // The public groups leave the Lieutenant orders out (who holds them is private): a line
  // of their own makes the total, as in the text view.
  const apart =
    r.public && p.totals.lieutenant > 0
      ? [`${plural(p.totals.lieutenant, 'Lieutenant order')} (held by the Lieutenant, private)`]
      : [];
  return {
    title: `Tactical Phase${about.length === 0 ? '' : `: ${about.join(', ')}`}`,
    blocks: [
      lines(checks.join(' · ')),
      lines(
        ...p.groups.map((g) => {
          const name = g.name === null ? '' : ` "${md(g.name)}"`;
          return `Combat Group ${g.index}${name} (${plural(g.members, 'trooper')}): ${count(g)}`;
        }),
        ...apart,
      ),
      lines(
        `Total: ${bold(count(p.totals))}` +
          (p.impetuousPhase ? ` · ${plural(p.totals.impetuous, 'Impetuous token')}` : ''),
      ),
      ...problemRows('Problems', p.problems),
      ...problemRows('Warnings', p.warnings),
    ],
  };
}

export function validationDiscord(r: ValidationReport): DiscordDoc {
  const troopers = r.list.groups.flatMap((g) => g.troopers).filter((t) => !t.peripheral).length;
  const about = `${plural(r.list.groups.length, 'Combat Group')}, ${plural(troopers, 'trooper')}`;
  return {
    title: 'List check',
    blocks: [
      lines(
        r.problems.length === 0
          ? `${bold('valid')}: ${about}`
          : `${bold(`invalid: ${plural(r.problems.length, 'problem')}`)} (${about})`,
      ),
      ...problemRows('Problems', r.problems),
      ...problemRows('Warnings', r.warnings),
    ],
  };
}

/** `validate --code`: the list rules of docs/rules.md §9, one line per problem with its rule id. */
export function listCheckDiscord(r: ListCheckReport): DiscordDoc {
  const c = r.check;
  const about = `${md(c.name)}: ${c.spent.points}/${c.allowance.points} points, SWC ${c.spent.swc}/${c.allowance.swc}, ${plural(c.troopers, 'trooper')}`;
  return {
    title: 'Tournament list check',
    blocks: [
      lines(
        c.problems.length === 0
          ? `${bold('valid')}: ${about}`
          : `${bold(`invalid: ${plural(c.problems.length, 'problem')}`)} (${about})`,
      ),
      ...(c.problems.length === 0
        ? []
        : [
            lines(
              '__Problems__',
              ...c.problems.map((p) => `• \`${p.rule}\` (${p.section}): ${md(p.message)}`),
            ),
          ]),
    ],
  };
}
