/**
 * Shell completion generated from the commander program itself, so every command,
 * option and argument choice stays in step with the CLI without a parser of its own.
 */
import type { Command } from 'commander';

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

function bash(program: Command): string {
  const cases = walk(program)
    .map((n) => `    ${sq(n.path)}) echo ${sq(words(n.command).join(' '))} ;;`)
    .join('\n');
  return `# bash completion for infcalc: eval "$(infcalc completion bash)"
_infcalc_words() {
  case "$1" in
${cases}
  esac
}
_infcalc() {
  local cur=\${COMP_WORDS[COMP_CWORD]} path="" w i
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
      lines.push(
        `complete -c infcalc -n ${sq(cond)} -l ${o.long.replace(/^--/, '')}${o.required ? ' -r' : ''} -d ${sq(o.description)}`,
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
