import { join } from 'node:path';
import type { Download, ReportKind } from '@signal-portal/core';
import { text } from '../../output/blocks.js';
import { isFolderPath, ReaderGone, STDOUT_PATH, type Sink } from '../../output/sinks.js';
import type { CommandContext, CommandModule, Outcome } from '../../runner/command.js';
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

const NEWLINE = 0x0a;

const countLines = (chunk: Uint8Array): number => {
  let lines = 0;
  for (const byte of chunk) if (byte === NEWLINE) lines += 1;
  return lines;
};

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

const INTERRUPTED = Symbol('interrupted');

/** Resolves when Ctrl-C is pressed, so a download waiting for data stops at once too. */
const interruption = (signal: AbortSignal): Promise<typeof INTERRUPTED> =>
  new Promise((resolve) => {
    if (signal.aborted) resolve(INTERRUPTED);
    else signal.addEventListener('abort', () => resolve(INTERRUPTED), { once: true });
  });

/** What Ctrl-C says: a file is removed; what already went to stdout cannot be, so it is counted. */
const interruptedRefusal = (sink: Sink, bytes: number, rows: number): Outcome<never> => ({
  error: true,
  value: 'STREAM_ERROR',
  interrupted: true,
  message:
    sink.path === undefined
      ? { key: 'cliRun.download.interruptedStdout', params: { rows, bytes } }
      : { key: 'cli.interrupted' },
});

/**
 * Copies the CSV to the sink as it arrives (never the whole report in memory), byte for byte, so the
 * file equals the API's CSV. A broken connection or Ctrl-C leaves no partial file behind; a reader of
 * stdout that stops (`| head -1`) ends the request at once, as a success (it had what it wanted).
 */
const copy = async (
  context: CommandContext<never>,
  download: Download,
  sink: Sink,
  totalRows: number | undefined,
): Promise<Outcome<{ bytes: number; rows: number }>> => {
  const chunks = download.chunks[Symbol.asyncIterator]();
  // Not awaited: a body still waiting for data answers only when it is torn down with the run.
  const endRequest = (): void => void chunks.return?.().catch(() => undefined);
  const stopped = interruption(context.interrupted);
  // Progress on stderr would draw over CSV on the same terminal.
  const progress = sink.terminal ? undefined : context.progress;
  let bytes = 0;
  let lines = 0;
  const rows = (): number => Math.max(0, lines - 1);
  for (;;) {
    let step: IteratorResult<Uint8Array> | typeof INTERRUPTED;
    try {
      step = await Promise.race([chunks.next(), stopped]);
    } catch {
      await sink.abort();
      return { error: true, value: 'NETWORK_ERROR' };
    }
    if (step === INTERRUPTED) {
      endRequest();
      await sink.abort();
      return interruptedRefusal(sink, bytes, rows());
    }
    if (step.done === true) break;
    try {
      await sink.write(step.value);
    } catch (error) {
      endRequest();
      await sink.abort();
      if (error instanceof ReaderGone) return succeed({ bytes, rows: rows() });
      return writeFailed(sink);
    }
    bytes += step.value.byteLength;
    lines += countLines(step.value);
    progress?.({ bytes, rows: rows(), ...(totalRows === undefined ? {} : { totalRows }) });
  }
  try {
    await sink.commit();
  } catch {
    return writeFailed(sink);
  }
  return succeed({ bytes, rows: rows() });
};

const writeFailed = (sink: Sink): Outcome<never> => ({
  error: true,
  value: 'STREAM_ERROR',
  message: { key: 'cli.writeFailed', params: { path: sink.path ?? STDOUT_PATH } },
});

/** `-o reports/` names a folder: refused before the download, with a file inside it to use instead. */
const folderRefusal = (output: string, kind: ReportKind): Outcome<never> =>
  usageRefusal('INVALID_PARAMETERS', {
    key: 'cliRun.download.isFolder',
    params: { path: output, example: join(output, `${kind}.csv`) },
  });

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
    if (output !== STDOUT_PATH && (await isFolderPath(output))) return folderRefusal(output, request.kind);
    let sink: Sink;
    try {
      sink = await context.openSink(output);
    } catch {
      return usageRefusal('INVALID_PARAMETERS', { key: 'cli.usage.cannotWrite', params: { path: output } });
    }
    const totalRows = context.progress && !sink.terminal ? await expectedRows(context, request) : undefined;
    const download = await startDownload(context, request);
    if (download.error) {
      await sink.abort();
      return download;
    }
    const copied = await copy(context, download.value, sink, totalRows);
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
