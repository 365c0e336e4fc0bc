/**
 * Shell completion generated from the commander program itself, so every command,
 * option and argument choice stays in step with the CLI without a parser of its own.
 */
import type { Command, Option } from 'commander';
import { IMMUNITIES, SAVE_ATTRIBUTES } from '../../../core/damage/model.js';
import { AMMO_IDS } from '../../../core/rules/ammo.js';
import { EDITION_IDS } from '../../../core/rules/index.js';

export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

interface Node {
  /** Subcommand path, e.g. "order check"; "" for the program. */
  readonly path: string;
  readonly command: Command;
}

function walk(cmd: Command, path = ''): Node[] {
  return [
    { path, command: cmd },
    ...cmd.commands
      .filter((c) => c.name() !== 'help')
      .flatMap((c) => walk(c, path === '' ? c.name() : `${path} ${c.name()}`)),
  ];
}

/** What may follow at this path: subcommands, argument choices, then options. */
function words(cmd: Command): string[] {
  const subs = cmd.commands.filter((c) => c.name() !== 'help').map((c) => c.name());
  const choices = cmd.registeredArguments.flatMap((a) => a.argChoices ?? []);
  const flags = cmd.options.flatMap((o) => [o.long ?? o.short ?? '']).filter((f) => f !== '');
  return [...subs, ...choices, ...flags, '--help'];
}

const sq = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

/**
 * The values an option takes, for completion after it (`--format <TAB>`): commander's own
 * choices, else the rules tables' ids for the options the core parses itself.
 */
const VALUES: Readonly<Record<string, readonly string[]>> = {
  rules: EDITION_IDS,
  ammo: AMMO_IDS,
  save: SAVE_ATTRIBUTES,
  immunity: IMMUNITIES,
};
function valuesOf(o: Option): readonly string[] {
  if (o.argChoices !== undefined) return o.argChoices;
  const name = (o.long ?? '').replace(/^--(vs-)?/, '');
  return VALUES[name] ?? [];
}

/** Every option with values, by its long name, over the whole program. */
function optionValues(program: Command): Map<string, readonly string[]> {
  const out = new Map<string, readonly string[]>();
  for (const n of walk(program))
    for (const o of n.command.options) {
      const v = valuesOf(o);
      // One option name may take other values on another command (--format): all of them.
      if (o.long !== undefined && v.length > 0)
        out.set(o.long, [...new Set([...(out.get(o.long) ?? []), ...v])]);
    }
  return out;
}

function bash(program: Command): string {
  const cases = walk(program)
    .map((n) => `    ${sq(n.path)}) echo ${sq(words(n.command).join(' '))} ;;`)
    .join('\n');
  const values = [...optionValues(program)]
    .map(([flag, v]) => `    ${sq(flag)}) echo ${sq(v.join(' '))} ;;`)
    .join('\n');
  return `# bash completion for infcalc: eval "$(infcalc completion bash)"
_infcalc_words() {
  case "$1" in
${cases}
  esac
}
_infcalc_values() {
  case "$1" in
${values}
  esac
}
_infcalc() {
  local cur=\${COMP_WORDS[COMP_CWORD]} path="" w i vals
  vals=$(_infcalc_values "\${COMP_WORDS[COMP_CWORD-1]}")
  if [[ -n $vals ]]; then
    COMPREPLY=($(compgen -W "$vals" -- "$cur"))
    return
  fi
  for ((i = 1; i < COMP_CWORD; i++)); do
    w=\${COMP_WORDS[i]}
    [[ $w == -* ]] && continue
    if [[ " $(_infcalc_words "$path") " == *" $w "* ]]; then path="\${path:+$path }$w"; fi
  done
  COMPREPLY=($(compgen -W "$(_infcalc_words "$path")" -- "$cur"))
}
complete -o default -F _infcalc infcalc
`;
}

function zsh(program: Command): string {
  return `# zsh completion for infcalc: eval "$(infcalc completion zsh)"
autoload -U +X bashcompinit && bashcompinit
${bash(program).split('\n').slice(1).join('\n')}`;
}

function fish(program: Command): string {
  const lines = [
    '# fish completion for infcalc: infcalc completion fish | source',
    'complete -c infcalc -f',
  ];
  for (const n of walk(program)) {
    const parts = n.path === '' ? [] : n.path.split(' ');
    const subs = n.command.commands.filter((c) => c.name() !== 'help');
    // At this path: every word of the path seen, and none of this level's subcommands yet.
    const seen = parts.map((p) => `__fish_seen_subcommand_from ${p}`);
    const notYet =
      subs.length > 0
        ? [`not __fish_seen_subcommand_from ${subs.map((c) => c.name()).join(' ')}`]
        : [];
    const cond = [...(n.path === '' ? ['__fish_use_subcommand'] : seen), ...notYet].join('; and ');
    for (const c of subs)
      lines.push(
        `complete -c infcalc -n ${sq(cond)} -a ${c.name()} -d ${sq(c.summary() || c.description())}`,
      );
    for (const a of n.command.registeredArguments) {
      for (const choice of a.argChoices ?? [])
        lines.push(`complete -c infcalc -n ${sq(cond)} -a ${choice}`);
    }
    for (const o of n.command.options) {
      if (o.long === undefined) continue;
      const v = valuesOf(o);
      const takes = v.length > 0 ? ` -x -a ${sq(v.join(' '))}` : o.required ? ' -r' : '';
      lines.push(
        `complete -c infcalc -n ${sq(cond)} -l ${o.long.replace(/^--/, '')}${takes} -d ${sq(o.description)}`,
      );
    }
  }
  return lines.join('\n') + '\n';
}

export function completionScript(shell: Shell, program: Command): string {
  switch (shell) {
    case 'bash':
      return bash(program);
    case 'zsh':
      return zsh(program);
    case 'fish':
      return fish(program);
  }
}
