import { SHELL_CHOICES } from '../choices.js';
import type { CompletionOption, CompletionTree } from './command-tree.js';

export const SHELLS = SHELL_CHOICES;
export type Shell = (typeof SHELLS)[number];

const BIN = 'signal-portal';

/** A word in single quotes for sh, bash, zsh and fish alike (none of the words holds a quote). */
const quoted = (word: string): string => `'${word.replace(/'/g, `'\\''`)}'`;
const fishQuoted = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

const valueFlags = (tree: CompletionTree): string[] => {
  const flags = new Set<string>();
  for (const option of [...tree.globals, ...tree.nodes.flatMap((node) => node.options)]) {
    if (option.takesValue) for (const flag of option.flags) flags.add(flag);
  }
  return [...flags].sort();
};

const commandPaths = (tree: CompletionTree): string[] =>
  tree.nodes.map((node) => node.path).filter((path) => path !== '');

/**
 * The helpers bash and zsh share (plain `case`): whether words form a command, whether an option takes
 * the next word as its value, and the words to offer after a command and the word before the cursor.
 */
const shHelpers = (tree: CompletionTree): string => {
  const flagsOf = (options: readonly CompletionOption[]): string[] => options.flatMap((o) => o.flags);
  const choiceCases = tree.nodes.flatMap((node) =>
    [...node.options, ...tree.globals]
      .filter((option) => option.choices.length > 0)
      .flatMap((option) =>
        option.flags.map(
          (flag) =>
            `    ${quoted(`${node.path}|${flag}`)}) echo ${quoted(option.choices.join(' '))}; return ;;`,
        ),
      ),
  );
  const wordCases = tree.nodes.map((node) => {
    const words = [
      ...node.subcommands,
      ...node.argumentChoices,
      ...flagsOf(node.options),
      ...flagsOf(tree.globals),
    ];
    return `    ${quoted(node.path)}) echo ${quoted(words.join(' '))} ;;`;
  });
  return [
    `_signal_portal_is_command() {`,
    `  case "$1" in`,
    `    ${commandPaths(tree).map(quoted).join('|')}) return 0 ;;`,
    `  esac`,
    `  return 1`,
    `}`,
    `_signal_portal_takes_value() {`,
    `  case "$1" in`,
    `    ${valueFlags(tree).join('|')}) return 0 ;;`,
    `  esac`,
    `  return 1`,
    `}`,
    `# The words to offer: $1 is the command typed so far, $2 the word before the cursor.`,
    `_signal_portal_words() {`,
    `  case "$1|$2" in`,
    ...choiceCases,
    `  esac`,
    `  _signal_portal_takes_value "$2" && return`,
    `  case "$1" in`,
    ...wordCases,
    `  esac`,
    `}`,
    `# The command typed so far: the words that name commands, leaving out options and their values.`,
    `_signal_portal_command_of() {`,
    `  local typed="" word skip=0`,
    `  for word in "$@"; do`,
    `    if ((skip)); then skip=0; continue; fi`,
    `    if _signal_portal_takes_value "$word"; then skip=1; continue; fi`,
    `    [[ $word == -* ]] && continue`,
    `    _signal_portal_is_command "\${typed:+$typed }$word" && typed="\${typed:+$typed }$word"`,
    `  done`,
    `  echo "$typed"`,
    `}`,
  ].join('\n');
};

const bashScript = (tree: CompletionTree): string =>
  [
    `# bash completion for ${BIN}, generated from its commands by \`${BIN} completion bash\`.`,
    `# Load it with: source <(${BIN} completion bash)   (or add that line to ~/.bashrc)`,
    shHelpers(tree),
    `_signal_portal() {`,
    `  local cur="\${COMP_WORDS[COMP_CWORD]}" prev=""`,
    `  ((COMP_CWORD > 1)) && prev="\${COMP_WORDS[COMP_CWORD-1]}"`,
    `  local typed`,
    `  typed="$(_signal_portal_command_of "\${COMP_WORDS[@]:1:COMP_CWORD-1}")"`,
    `  COMPREPLY=($(compgen -W "$(_signal_portal_words "$typed" "$prev")" -- "$cur"))`,
    `}`,
    `complete -F _signal_portal ${BIN}`,
    '',
  ].join('\n');

const zshScript = (tree: CompletionTree): string =>
  [
    `#compdef ${BIN}`,
    `# zsh completion for ${BIN}, generated from its commands by \`${BIN} completion zsh\`.`,
    `# Save it as _${BIN} in a folder of $fpath, or load it with: source <(${BIN} completion zsh)`,
    shHelpers(tree),
    `_signal_portal() {`,
    `  local prev="" typed`,
    `  (( CURRENT > 2 )) && prev="\${words[CURRENT-1]}"`,
    `  typed="$(_signal_portal_command_of "\${(@)words[2,CURRENT-1]}")"`,
    `  local -a candidates`,
    `  candidates=(\${=$(_signal_portal_words "$typed" "$prev")})`,
    `  compadd -- $candidates`,
    `}`,
    `if [[ "\${funcstack[1]}" == "_${BIN}" ]]; then`,
    `  _signal_portal "$@"`,
    `else`,
    `  compdef _signal_portal ${BIN}`,
    `fi`,
    '',
  ].join('\n');

const fishOption = (condition: string, option: CompletionOption): string => {
  const parts = [`complete -c ${BIN}`];
  if (condition !== '') parts.push(`-n ${fishQuoted(condition)}`);
  for (const flag of option.flags)
    parts.push(flag.startsWith('--') ? `-l ${flag.slice(2)}` : `-s ${flag.slice(1)}`);
  if (option.takesValue) parts.push(option.flags.includes('--output') ? '-r -F' : '-r');
  if (option.choices.length > 0) parts.push(`-a ${fishQuoted(option.choices.join(' '))}`);
  parts.push(`-d ${fishQuoted(option.description)}`);
  return parts.join(' ');
};

const fishScript = (tree: CompletionTree): string => {
  const at = (path: string): string => `__signal_portal_at ${fishQuoted(path)}`;
  const lines = [
    `# fish completion for ${BIN}, generated from its commands by \`${BIN} completion fish\`.`,
    `# Save it as ~/.config/fish/completions/${BIN}.fish, or load it with: ${BIN} completion fish | source`,
    `complete -c ${BIN} -e`,
    `complete -c ${BIN} -f`,
    `# The command typed so far: the words that name commands, leaving out options and their values.`,
    `function __signal_portal_command`,
    `    set -l command`,
    `    set -l skip 0`,
    `    set -l words (commandline -opc)`,
    `    set -e words[1]`,
    `    for word in $words`,
    `        if test $skip = 1`,
    `            set skip 0`,
    `            continue`,
    `        end`,
    `        if contains -- $word ${valueFlags(tree).join(' ')}`,
    `            set skip 1`,
    `            continue`,
    `        end`,
    `        string match -q -- '-*' $word; and continue`,
    `        set -l candidate (string join ' ' $command $word)`,
    `        contains -- $candidate ${commandPaths(tree).map(fishQuoted).join(' ')}; and set command $command $word`,
    `    end`,
    `    string join ' ' $command`,
    `end`,
    `function __signal_portal_at`,
    `    set -l command (__signal_portal_command)`,
    `    test "$command" = "$argv[1]"`,
    `end`,
    ...tree.globals.map((option) => fishOption('', option)),
  ];
  for (const node of tree.nodes) {
    for (const name of node.subcommands) {
      const sub = tree.nodes.find(
        (other) => other.path === (node.path === '' ? name : `${node.path} ${name}`),
      );
      lines.push(
        `complete -c ${BIN} -n ${fishQuoted(at(node.path))} -a ${fishQuoted(name)} -d ${fishQuoted(sub?.description.split('\n')[0] ?? '')}`,
      );
    }
    if (node.argumentChoices.length > 0) {
      lines.push(
        `complete -c ${BIN} -n ${fishQuoted(at(node.path))} -a ${fishQuoted(node.argumentChoices.join(' '))}`,
      );
    }
    for (const option of node.options) lines.push(fishOption(at(node.path), option));
  }
  return `${lines.join('\n')}\n`;
};

/** The completion script of a shell for the declared commands. */
export const completionScript = (shell: Shell, tree: CompletionTree): string => {
  switch (shell) {
    case 'bash':
      return bashScript(tree);
    case 'zsh':
      return zshScript(tree);
    case 'fish':
      return fishScript(tree);
  }
};
