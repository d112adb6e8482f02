import {
  checkSignalAction,
  type Result,
  type Signal,
  type SymbolMatching,
  type SymbolPairInput,
  type SymbolPairing,
} from '@signal-portal/core';
import { text, type Block, type TableBlock } from '../../output/blocks.js';
import type { CommandContext, CommandModule, Outcome, ViewContext } from '../../runner/command.js';
import { flagOption, idValue, stringOption } from '../../runner/options.js';
import { succeed, usageRefusal } from '../../runner/usage.js';
import { pairOfFlag, readPairsFile } from './symbol-pairs-input.js';

type SymbolsAction = 'list' | 'sync' | 'match';

interface SymbolsInput {
  readonly id: string;
  readonly action: SymbolsAction;
  readonly pairs: readonly SymbolPairInput[];
  readonly file?: string;
}

/** What `--json` prints: the signal, what was done, and the matching as the server now has it. */
export interface SymbolsOutcome {
  readonly signal: Pick<Signal, 'id' | 'name'>;
  readonly action: SymbolsAction;
  readonly matching: SymbolMatching;
}

const matchFlags = (value: unknown): readonly string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * The matching saved: what was matched, with the given pairs laid over it (a provider symbol given
 * again takes its new platform symbol). The contract size is left to the check: the platform's own.
 */
const mergedPairs = (
  matched: readonly SymbolPairing[],
  given: readonly SymbolPairInput[],
): SymbolPairing[] => {
  const byProvider = new Map<string, SymbolPairing>(matched.map((pair) => [pair.providerSymbol, pair]));
  for (const pair of given)
    byProvider.set(pair.providerSymbol.trim(), { ...pair, contractSize: pair.contractSize ?? '' });
  return [...byProvider.values()];
};

const saveMatches = async (
  context: CommandContext<never>,
  signal: Signal,
  given: readonly SymbolPairInput[],
): Promise<Result<SymbolMatching>> => {
  const { symbols } = context.services;
  const [current, platformSymbols] = await Promise.all([
    symbols.matching(signal.id),
    symbols.platformSymbols(),
  ]);
  if (current.error) return current;
  if (platformSymbols.error) return platformSymbols;
  // Core's validateSymbolPairs, as the server checks: symbols the platform trades, and the account's own.
  return symbols.savePairs(signal.id, mergedPairs(current.value.matched, given), {
    platformSymbols: platformSymbols.value.filter((symbol) => symbol.platform === signal.platform),
    brokerSymbols: [...current.value.matched.map((pair) => pair.providerSymbol), ...current.value.unmatched],
  });
};

const matchedTable = (matching: SymbolMatching, { t }: ViewContext): TableBlock => ({
  kind: 'table',
  title: t('cliSignals.symbols.matched'),
  head: [
    t('cliSignals.symbols.providerSymbol'),
    t('cliSignals.symbols.platformSymbol'),
    t('cliSignals.symbols.contractSize'),
  ],
  align: ['left', 'left', 'right'],
  rows: matching.matched.map((pair) => [pair.providerSymbol, pair.platformSymbol, pair.contractSize]),
  empty: t('cliSignals.symbols.noneMatched'),
});

const unmatchedTable = (matching: SymbolMatching, { t }: ViewContext): TableBlock => ({
  kind: 'table',
  title: t('cliSignals.symbols.unmatched'),
  head: [t('cliSignals.symbols.providerSymbol')],
  rows: matching.unmatched.map((symbol) => [symbol]),
  empty: t('cliSignals.symbols.noneUnmatched'),
});

/**
 * `signals symbols <id>`: the account's symbols, matched and not; `--sync` reads them from the account
 * again; `--match ACCOUNT=PLATFORM` (repeatable) and `--file` (JSON or CSV) save matches over the
 * current ones, checked first by core's validateSymbolPairs.
 */
export const signalsSymbols: CommandModule<SymbolsInput, SymbolsOutcome> = {
  needsApi: true,
  parse(raw) {
    const id = idValue(raw.args[0]);
    if (id.error) return id;
    const flags = matchFlags(raw.options['match']);
    const file = stringOption(raw, 'file');
    const sync = flagOption(raw, 'sync');
    const matching = flags.length > 0 || file !== undefined;
    if (sync && matching) {
      return usageRefusal('INVALID_PARAMETERS', {
        key: 'cliSignals.usage.oneSymbolAction',
        params: { sync: '--sync', match: '--match', file: '--file' },
      });
    }
    const pairs: SymbolPairInput[] = [];
    for (const flag of flags) {
      const pair = pairOfFlag(flag);
      if (pair.error) return pair;
      pairs.push(pair.value);
    }
    const action: SymbolsAction = sync ? 'sync' : matching ? 'match' : 'list';
    return succeed({ id: id.value, action, pairs, ...(file === undefined ? {} : { file }) });
  },
  async run(context, input): Promise<Outcome<SymbolsOutcome>> {
    const signal = await context.services.signals.get(input.id);
    if (signal.error) return signal;
    const done = (matching: Result<SymbolMatching>): Outcome<SymbolsOutcome> =>
      matching.error
        ? matching
        : succeed({
            signal: { id: signal.value.id, name: signal.value.name },
            action: input.action,
            matching: matching.value,
          });
    if (input.action === 'list') return done(await context.services.symbols.matching(input.id));
    const allowed = checkSignalAction(signal.value, 'matchSymbols');
    if (allowed.error) return allowed;
    if (input.action === 'sync') return done(await context.services.symbols.sync(input.id));
    const fromFile = input.file === undefined ? succeed([]) : await readPairsFile(input.file);
    if (fromFile.error) return fromFile;
    return done(await saveMatches(context, signal.value, [...fromFile.value, ...input.pairs]));
  },
  render(outcome, view): readonly Block[] {
    const { t } = view;
    const params = { name: outcome.signal.name, count: outcome.matching.matched.length };
    const note =
      outcome.action === 'sync'
        ? [text(t('cliSignals.done.symbolsSynced', params), 'success')]
        : outcome.action === 'match'
          ? [text(t('cliSignals.done.symbolsSaved', params), 'success')]
          : [];
    return [...note, matchedTable(outcome.matching, view), unmatchedTable(outcome.matching, view)];
  },
};
