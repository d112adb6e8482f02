import type { Command } from 'commander';

/** The executable's name, as examples show it. */
const BIN = 'signal-portal';

/**
 * Hand-written examples of the commands whose use is not obvious from the usage line, by command
 * path. A command without an entry (a new one) still gets its examples, generated from its usage.
 */
export const HELP_EXAMPLES: Readonly<Record<string, readonly string[]>> = {
  '': [
    `${BIN} login --email you@example.com`,
    `${BIN} signals list --status listed`,
    `${BIN} report download settled --from 2024-05-01 --to 2024-06-01 -o settled.csv`,
    `${BIN} --json wallet`,
    `${BIN} help signals`,
  ],
  login: [
    `${BIN} login`,
    `${BIN} login --phone +886912345678`,
    `read -r code; echo "$code" | ${BIN} login --email you@example.com`,
    `${BIN} login --email you@example.com --code 123456`,
  ],
  whoami: [`${BIN} whoami`, `${BIN} --json whoami`],
  'signals list': [`${BIN} signals list`, `${BIN} signals list --status pending --page 2 --page-size 50`],
  'signals show': [`${BIN} signals show <id>`, `${BIN} --json signals show <id>`],
  'signals watch': [`${BIN} signals watch <id>`, `${BIN} --json signals watch <id> > updates.jsonl`],
  'report download': [
    `${BIN} report download settled --from 2024-05-01 --to 2024-06-01 -o settled.csv`,
    `${BIN} report download orders --symbol XAUUSD > orders.csv`,
    `${BIN} report download ledger --outcome DEFERRED -o deferred.csv`,
  ],
  'report summary': [
    `${BIN} report summary --from 2024-05-01 --to 2024-06-01`,
    `${BIN} report summary --signal <id>`,
  ],
  wallet: [`${BIN} wallet`, `${BIN} --json wallet`],
  'withdraw apply': [
    `${BIN} withdraw apply --type wire --amount 500 --currency TWD`,
    `${BIN} withdraw apply --type crypto --amount 100 --account <id> --idempotency-key payout-2024-05 --yes`,
  ],
  'withdraw list': [`${BIN} withdraw list --status UNDER_REVIEW`, `${BIN} withdraw list --from 2024-01-01`],
  'withdraw cancel': [`${BIN} withdraw cancel <id>`, `${BIN} withdraw cancel <id> --yes`],
  'config set': [`${BIN} config set api https://portal.example.com/api`, `${BIN} config set language ja-JP`],
  'config get': [`${BIN} config get api`, `${BIN} --json config get language`],
  'config path': [`${BIN} config path`, `$EDITOR "$(${BIN} config path)"`],
  completion: [
    `source <(${BIN} completion bash)        # bash, this shell only`,
    `${BIN} completion bash >> ~/.bashrc`,
    `${BIN} completion zsh > "\${fpath[1]}/_${BIN}"`,
    `${BIN} completion fish > ~/.config/fish/completions/${BIN}.fish`,
  ],
};

/** The words leading to a command: 'signals list' for `signal-portal signals list`, '' for the program. */
export const commandPath = (command: Command): string => {
  const names: string[] = [];
  for (let at: Command | null = command; at?.parent; at = at.parent) names.unshift(at.name());
  return names.join(' ');
};

/** Examples of a command without hand-written ones: its subcommands, or its usage line. */
const generatedExamples = (command: Command): string[] => {
  const path = commandPath(command);
  const subcommands = command.commands.filter((sub) => sub.name() !== 'help');
  if (subcommands.length > 0) return subcommands.map((sub) => `${BIN} ${path} ${sub.name()} --help`);
  const usage = command
    .usage()
    .replace(/\[options\]\s*/, '')
    .trim();
  return [`${BIN} ${path}${usage === '' ? '' : ` ${usage}`}`];
};

export const examplesOf = (command: Command): readonly string[] =>
  HELP_EXAMPLES[commandPath(command)] ?? generatedExamples(command);

/**
 * Adds an "Examples:" section to the help of the command and of every command under it, written
 * when that help is shown: a run that shows no help does not work out every command's examples.
 */
export const addExamples = (command: Command): void => {
  command.addHelpText(
    'after',
    () =>
      `\nExamples:\n${examplesOf(command)
        .map((line) => `  $ ${line}`)
        .join('\n')}\n`,
  );
  for (const sub of command.commands) addExamples(sub);
};
