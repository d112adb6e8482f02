import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { httpStatusOf, type ErrorCode } from '@signal-portal/core';
import { API_ANSWER_HEADERS } from './api-headers.js';

/** What Node's HTTP parser refuses, as a catalogued code (llhttp's HPE_* codes, Node's ERR_HTTP_*). */
export const codeForClientError = (error: { readonly code?: string }): ErrorCode => {
  // The request line and headers over --max-http-header-size (16 KB): a long URL counts too.
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  // Headers (or the whole request) not received within the server's timeouts.
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  // An unknown method or version, a malformed header, Content-Length, chunk size...
  return 'WRONG_DATA_FORMAT';
};

/** The raw HTTP answer to a request Fastify never saw: the API's error envelope and headers. */
export const clientErrorAnswer = (code: ErrorCode): string => {
  const status = httpStatusOf(code);
  const body = JSON.stringify({ error: code });
  const headers = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...Object.entries(API_ANSWER_HEADERS).map(([name, value]) => `${name}: ${value}`),
    'Connection: close',
  ];
  return `${headers.join('\r\n')}\r\n\r\n${body}`;
};

/** Node's in-flight response on a socket (internal, as Node's own default handler reads it). */
type SocketWithResponse = Socket & { readonly _httpMessage?: { readonly headersSent?: boolean } | null };

/**
 * Fastify's `clientErrorHandler`: the server's 'clientError' event, raised when Node's HTTP parser
 * refuses a request before Fastify sees it (oversized headers, a broken request line, a timeout).
 * Answers in the API's envelope unless the connection is gone or an answer has already begun on it
 * (then a second one would corrupt the stream), and closes the connection as Node does.
 */
export function answerClientError(error: Error & { readonly code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const inFlight = (socket as SocketWithResponse)._httpMessage;
  if (socket.writable && !inFlight?.headersSent) socket.write(clientErrorAnswer(codeForClientError(error)));
  socket.destroy(error);
}

/**
 * The server's 'connect' event: a CONNECT request asks a proxy for a tunnel, and this server is none.
 * Without a listener Node drops the connection without a word; this answers as for any method the API
 * does not have.
 */
export const refuseConnectMethod = (_request: unknown, socket: Duplex): void => {
  socket.end(clientErrorAnswer('ROUTE_NOT_FOUND'));
};
