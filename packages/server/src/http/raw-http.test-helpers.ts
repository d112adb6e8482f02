import { connect } from 'node:net';
import { httpStatusOf, isErrorCode, type ErrorCode } from '@signal-portal/core';
import { expect } from 'vitest';

export interface RawAnswer {
  readonly status: number;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** Splits an HTTP/1.1 answer as it came off the wire (no chunked bodies: ours have a Content-Length). */
const parseAnswer = (text: string): RawAnswer => {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) throw new Error(`no complete HTTP answer in ${JSON.stringify(text.slice(0, 200))}`);
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status, headers, body: text.slice(end + 4) };
};

/**
 * Writes bytes to a listening server as they are (no client library to tidy them up) and reads the
 * answer until the server closes the connection: the request must say `Connection: close` if it is
 * well-formed enough to be answered by Fastify; Node closes after refusing a malformed one. The
 * client does not half-close first: Node would take that as an aborted request.
 */
export const rawRequest = (port: number, request: string | Buffer): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may close while the request is still being written (a reset): the answer came first.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      try {
        resolve(parseAnswer(Buffer.concat(chunks).toString('utf8')));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });

/**
 * The API's answer to bad input: JSON `{ "error": CODE }` with a catalogued code (and the request's
 * `requestId` when Fastify answered; Node's HTTP parser answers before there is a request), the
 * catalogue's status for it, never a 5xx, never cached or sniffed. Returns the code.
 */
export const expectCataloguedRefusal = (answer: {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | number | undefined>>;
  readonly body: string;
}): ErrorCode => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    throw new Error(`not JSON (HTTP ${answer.status}): ${answer.body.slice(0, 200)}`);
  }
  const fields = parsed !== null && typeof parsed === 'object' ? Object.keys(parsed) : [];
  expect(
    fields.filter((field) => field !== 'requestId'),
    answer.body,
  ).toEqual(['error']);
  const code = (parsed as { error: unknown }).error;
  if (!isErrorCode(code)) throw new Error(`not a catalogued code: ${answer.body.slice(0, 200)}`);
  expect(answer.status, code).toBe(httpStatusOf(code));
  expect(answer.status, code).toBeLessThan(500);
  expect(String(answer.headers['content-type'])).toMatch(/^application\/json/);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  return code;
};
