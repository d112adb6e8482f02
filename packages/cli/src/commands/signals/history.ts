import {
  historyCsvRecordOf,
  SIGNAL_HISTORY_CSV_COLUMNS,
  type SignalHistory,
  type SignalHistoryEntry,
} from '@signal-portal/core';
import { fields, text, type Block } from '../../output/blocks.js';
import { ABSENT } from '../../output/format.js';
import { copyCsvDownload, openCsvSink } from '../../output/csv-download.js';
import { STDOUT_PATH } from '../../output/sinks.js';
import { formatOfFileName } from '../../output/list-formats.js';
import type { CommandContext, CommandModule, Outcome, RawInput, ViewContext } from '../../runner/command.js';
import { flagOption, idValue, stringOption } from '../../runner/options.js';
import { succeed, usageRefusal } from '../../runner/usage.js';
import { listCommand, type ListInput, type ListResult } from '../list-command.js';
import { pageFooter } from '../paging.js';

/** `--csv`, `--format csv` or a `.csv` file: the whole history as the server's CSV file, streamed. */
interface CsvInput {
  readonly kind: 'csv';
  readonly id: string;
  readonly output: string;
}

export type HistoryInput = CsvInput | ({ readonly kind: 'list' } & ListInput<{ readonly id: string }>);

export interface HistoryCsvSummary {
  readonly signalId: string;
  /** The file written; null when the CSV went to stdout. */
  readonly file: string | null;
  readonly bytes: number;
  /** The name the server suggested (Content-Disposition). */
  readonly filename: string | null;
}

/** One page as the API gives it, marked so the JSON Result says which it is. */
export type HistoryPage = { readonly kind: 'page' } & SignalHistory;

export type HistoryOutput =
  ListResult<HistoryPage, SignalHistoryEntry> | ({ readonly kind: 'csv' } & HistoryCsvSummary);

/** The whole history as the server's CSV, streamed to the file or stdout. */
const downloadCsv = async (
  context: CommandContext<never>,
  id: string,
  output: string,
): Promise<Outcome<{ readonly kind: 'csv' } & HistoryCsvSummary>> => {
  const sink = await openCsvSink(context, output, `signal-${id}-history.csv`);
  if (sink.error) return sink;
  const download = await context.services.signals.downloadHistory(id);
  if (download.error) {
    await sink.value.abort();
    return download;
  }
  const copied = await copyCsvDownload(context, download.value, sink.value);
  if (copied.error) return copied;
  return succeed({
    kind: 'csv',
    signalId: id,
    file: sink.value.path ?? null,
    bytes: copied.value.bytes,
    filename: download.value.filename ?? null,
  });
};

const entryRow = (entry: SignalHistoryEntry, { t, format }: ViewContext): string[] =>
  entry.type === 'TRADE'
    ? [
        t('cliFigures.history.types.TRADE'),
        entry.ticket,
        format.dateTime(entry.closeTime),
        `${entry.symbol} ${t(`order.tradingType.${entry.side}`)}`,
        entry.volume,
        `${entry.openPrice} → ${entry.closePrice}`,
        entry.profit,
      ]
    : [
        t('cliFigures.history.types.BALANCE'),
        entry.id,
        format.dateTime(entry.time),
        t(`cliFigures.history.kinds.${entry.kind}`),
        '',
        '',
        entry.amount,
      ];

const pageBlocks = (history: SignalHistory, view: ViewContext): readonly Block[] => {
  const { t, format } = view;
  return [
    fields(
      [
        [t('signal.fields.platform'), history.platform],
        [t('cliFigures.history.source'), t(`cliFigures.history.sources.${history.source}`)],
        [t('cliFigures.formulaVersion'), history.formulaVersion ?? ABSENT],
        [t('cliFigures.calculatedAt'), format.dateTime(history.refreshedAt)],
        [t('cliFigures.history.syncedTo'), format.dateTime(history.syncedTo)],
      ],
      t('cliFigures.history.title'),
    ),
    {
      kind: 'table',
      head: [
        t('cliFigures.history.columns.type'),
        t('cliFigures.history.columns.id'),
        t('cliFigures.history.columns.time'),
        t('cliFigures.history.columns.detail'),
        t('cliFigures.history.columns.volume'),
        t('cliFigures.history.columns.prices'),
        t('cliFigures.history.columns.amount'),
      ],
      align: ['left', 'left', 'left', 'left', 'right', 'right', 'right'],
      rows: history.list.map((entry) => entryRow(entry, view)),
      empty: t('cliFigures.history.empty'),
      footer: pageFooter(history, view),
    },
  ];
};

/** Pages of the history through the shared list output (`--all`, `--format json|tsv|table`, `-o`). */
const historyList = listCommand<{ readonly id: string }, HistoryPage, SignalHistoryEntry>({
  parse(raw) {
    const id = idValue(raw.args[0]);
    return id.error ? id : succeed({ id: id.value });
  },
  fetch: async (context, { id }, paging) => {
    const page = await context.services.signals.history(id, paging);
    return page.error ? page : succeed({ kind: 'page', ...page.value });
  },
  pageOf: (page) => page,
  render: pageBlocks,
  // TSV (and CSV written from pages) carries the server CSV's columns, so the files read alike.
  columns: SIGNAL_HISTORY_CSV_COLUMNS,
  cellsOf: historyCsvRecordOf,
  services: ['signals'],
});

/** CSV is the server's own file, streamed byte for byte, whenever it is asked for by any option. */
const asksForCsv = (raw: RawInput): boolean => {
  if (flagOption(raw, 'csv')) return true;
  const format = stringOption(raw, 'format')?.trim().toLowerCase();
  if (format !== undefined) return format === 'csv';
  const output = stringOption(raw, 'output');
  // `-o -` has always meant the CSV on stdout; a file named *.csv asks for CSV too.
  return output === STDOUT_PATH || (output !== undefined && formatOfFileName(output) === 'csv');
};

/**
 * `signals history <id>`: the trades and balance operations the stored figures were computed from,
 * in the engine's order. A page (or `--all`) as tables, JSON or TSV through the shared list output,
 * or as CSV the server's own file, streamed (never the whole history in memory).
 */
export const signalsHistory: CommandModule<HistoryInput, HistoryOutput, HistoryPage> = {
  needsApi: true,
  handlesInterrupt: true,
  services: ['signals'],

  parse(raw, context) {
    if (!asksForCsv(raw)) {
      const list = historyList.parse(raw, context);
      return list.error ? list : succeed({ kind: 'list', ...list.value });
    }
    const id = idValue(raw.args[0]);
    if (id.error) return id;
    // The CSV is always the whole history (--all is what it does anyway); a page of it is not offered.
    const pageOption = ['page', 'pageSize'].find((name) => stringOption(raw, name) !== undefined);
    if (pageOption !== undefined)
      return usageRefusal('INVALID_PARAMETERS', {
        key: 'cliFigures.history.csvIsWhole',
        params: { option: pageOption === 'page' ? '--page' : '--page-size', format: '--format json|tsv' },
      });
    const target = stringOption(raw, 'output') ?? STDOUT_PATH;
    // With --json the JSON Result goes to stdout, so the CSV needs a file of its own.
    if (context.json && target === STDOUT_PATH)
      return usageRefusal('INVALID_PARAMETERS', {
        key: 'cli.usage.jsonNeedsOutput',
        params: { json: '--json', option: '--output <file>' },
      });
    return succeed({ kind: 'csv', id: id.value, output: target });
  },

  run(context, input) {
    if (input.kind === 'csv') return downloadCsv(context, input.id, input.output);
    const { kind: _kind, ...list } = input;
    return historyList.run(context, list);
  },

  render: (output, view) => {
    if ('kind' in output && output.kind === 'csv')
      return output.file === null ? [] : [text(view.t('cli.savedFile', { path: output.file }), 'success')];
    return historyList.render(output, view);
  },

  renderEvent: (page, view) => historyList.renderEvent?.(page, view) ?? [],
};
