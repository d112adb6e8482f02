import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { answerClientError } from './client-errors.js';

/** A connection as the 'clientError' event hands it over, recording what is written to it. */
const fakeSocket = (state: { headersSent?: boolean; destroyed?: boolean } = {}) => {
  const written: string[] = [];
  let destroyed = state.destroyed ?? false;
  const socket = {
    get destroyed() {
      return destroyed;
    },
    writable: true,
    _httpMessage: state.headersSent === undefined ? null : { headersSent: state.headersSent },
    write: (data: string) => written.push(data) > 0,
    destroy: () => {
      destroyed = true;
    },
  };
  return { socket: socket as unknown as Socket, written, isDestroyed: () => destroyed };
};

const errorWithCode = (code: string) => Object.assign(new Error(code), { code });

describe("answers to what Node's HTTP parser refuses", () => {
  it.each([
    ['HPE_HEADER_OVERFLOW', 431, 'HEADERS_TOO_LARGE'],
    ['ERR_HTTP_REQUEST_TIMEOUT', 408, 'REQUEST_TIMEOUT'],
    ['HPE_INVALID_METHOD', 400, 'WRONG_DATA_FORMAT'],
  ])(
    '%s is HTTP %i with { error: %s } and the API headers, then the connection closes',
    (code, status, error) => {
      const { socket, written, isDestroyed } = fakeSocket();
      answerClientError(errorWithCode(code), socket);
      const [answer = ''] = written;
      expect(answer.startsWith(`HTTP/1.1 ${status} `)).toBe(true);
      expect(answer).toMatch(/\r\ncache-control: no-store\r\n/i);
      expect(answer).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
      expect(answer.endsWith(`\r\n\r\n${JSON.stringify({ error })}`)).toBe(true);
      expect(isDestroyed()).toBe(true);
    },
  );

  it('writes nothing into a response already under way, and nothing to a reset connection', () => {
    const underWay = fakeSocket({ headersSent: true });
    answerClientError(errorWithCode('HPE_INVALID_CHUNK_SIZE'), underWay.socket);
    expect(underWay.written).toEqual([]);
    expect(underWay.isDestroyed()).toBe(true);

    const reset = fakeSocket();
    answerClientError(errorWithCode('ECONNRESET'), reset.socket);
    expect(reset.written).toEqual([]);
  });
});
