import type { ReportKind } from '@signal-portal/core';
import { text } from '../../output/blocks.js';
import { copyCsvDownload, openCsvSink } from '../../output/csv-download.js';
import { STDOUT_PATH } from '../../output/sinks.js';
import type { CommandContext, CommandModule } from '../../runner/command.js';
import { stringOption } from '../../runner/options.js';
import { succeed, usageRefusal } from '../../runner/usage.js';
import { reportRequestOf, type ReportRequest } from './report-query.js';

export interface DownloadInput {
  readonly request: ReportRequest;
  /** A file, or '-' for stdout. */
  readonly output: string;
}

export interface DownloadSummary {
  readonly report: ReportKind;
  /** The file written; null when the CSV went to stdout. */
  readonly file: string | null;
  readonly bytes: number;
  /** Data lines (the header line not counted). */
  readonly rows: number;
  /** The name the server suggested (Content-Disposition). */
  readonly filename: string | null;
}

/** How many rows the report has, for a percentage; undefined when it cannot be told. */
const expectedRows = async (
  context: CommandContext<never>,
  request: ReportRequest,
): Promise<number | undefined> => {
  const { reports } = context.services;
  const firstPage = { page: 1, pageSize: 1 };
  const page =
    request.kind === 'order'
      ? await reports.orders({ ...request.query, ...firstPage })
      : request.kind === 'outcome'
        ? await reports.outcomes({ ...request.query, ...firstPage })
        : request.kind === 'settlement'
          ? await reports.settlements({ ...request.query, ...firstPage })
          : await reports.unsettled({ ...request.query, ...firstPage });
  return page.error ? undefined : page.value.total;
};

const startDownload = (context: CommandContext<never>, request: ReportRequest) =>
  request.kind === 'order'
    ? context.services.reports.download('order', request.query)
    : request.kind === 'outcome'
      ? context.services.reports.download('outcome', request.query)
      : context.services.reports.download(request.kind, request.query);

/** `report download <settled|unsettled|ledger|orders>`: the filtered report as CSV, to a file or stdout. */
export const reportDownload: CommandModule<DownloadInput, DownloadSummary> = {
  needsApi: true,
  handlesInterrupt: true,

  parse(raw, { json }) {
    const request = reportRequestOf(raw);
    if (request.error) return request;
    const output = stringOption(raw, 'output') ?? STDOUT_PATH;
    // With --json the JSON Result goes to stdout, so the CSV needs a file of its own.
    if (json && output === STDOUT_PATH)
      return usageRefusal('INVALID_PARAMETERS', {
        key: 'cli.usage.jsonNeedsOutput',
        params: { json: '--json', option: '--output <file>' },
      });
    return succeed({ request: request.value, output });
  },

  async run(context, { request, output }) {
    const opened = await openCsvSink(context, output, `${request.kind}.csv`);
    if (opened.error) return opened;
    const sink = opened.value;
    const totalRows = context.progress && !sink.terminal ? await expectedRows(context, request) : undefined;
    const download = await startDownload(context, request);
    if (download.error) {
      await sink.abort();
      return download;
    }
    const copied = await copyCsvDownload(context, download.value, sink, totalRows);
    if (copied.error) return copied;
    return succeed({
      report: request.kind,
      file: sink.path ?? null,
      bytes: copied.value.bytes,
      rows: copied.value.rows,
      filename: download.value.filename ?? null,
    });
  },

  render: (summary, { t }) =>
    summary.file === null ? [] : [text(t('cli.savedFile', { path: summary.file }), 'success')],
};
