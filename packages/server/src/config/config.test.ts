import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHUTDOWN_TIMEOUT_MS,
  LOG_LEVELS,
  logLevelOf,
  METRICS_TOKEN_MIN_LENGTH,
  metricsTokenOf,
  readConfig,
  shutdownTimeoutOf,
} from './config.js';

describe('LOG_LEVEL', () => {
  it('defaults to info for `npm start` and to silent under the test runner', () => {
    expect(logLevelOf(undefined, false)).toBe('info');
    expect(logLevelOf('', false)).toBe('info');
    expect(logLevelOf(undefined, true)).toBe('silent');
    // This file runs under vitest: a config read here is quiet unless LOG_LEVEL says otherwise.
    expect(readConfig({}).logLevel).toBe('silent');
  });

  it('takes any of pino’s levels, in any case, when set (under the test runner too)', () => {
    for (const level of LOG_LEVELS) {
      expect(logLevelOf(level, true)).toBe(level);
      expect(logLevelOf(level.toUpperCase(), false)).toBe(level);
    }
    expect(readConfig({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });

  it('refuses anything else at start, naming the levels', () => {
    for (const bad of ['verbose', 'loud', '30', 'info ']) {
      expect(() => logLevelOf(bad, false)).toThrow(/LOG_LEVEL must be one of fatal, error, warn, info/);
    }
  });
});

describe('SHUTDOWN_TIMEOUT_MS', () => {
  it('defaults to 10 s when unset or empty', () => {
    expect(DEFAULT_SHUTDOWN_TIMEOUT_MS).toBe(10_000);
    expect(readConfig({}).shutdownTimeoutMs).toBe(10_000);
    expect(readConfig({ SHUTDOWN_TIMEOUT_MS: '' }).shutdownTimeoutMs).toBe(10_000);
  });

  it('takes a whole number of milliseconds, 0 (cut at once) included', () => {
    expect(readConfig({ SHUTDOWN_TIMEOUT_MS: '2500' }).shutdownTimeoutMs).toBe(2500);
    expect(shutdownTimeoutOf('0')).toBe(0);
    expect(shutdownTimeoutOf('60000')).toBe(60_000);
  });

  it('refuses anything else at start, naming the variable', () => {
    for (const bad of ['-1', '1.5', '10s', 'soon', ' 100', '1e3', '0x10', '99999999999999999999']) {
      expect(() => shutdownTimeoutOf(bad)).toThrow(/SHUTDOWN_TIMEOUT_MS must be a whole number/);
    }
  });
});

describe('METRICS_TOKEN', () => {
  it('is off (no /metrics) when unset or empty', () => {
    expect(readConfig({}).metricsToken).toBeUndefined();
    expect(readConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
  });

  it('takes a token of printable characters, at least 16 long, as given', () => {
    const token = 'scrape-0123456789-token+/=';
    expect(readConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(metricsTokenOf('x'.repeat(METRICS_TOKEN_MIN_LENGTH))).toBe('x'.repeat(16));
  });

  it('refuses a short token or one with spaces or control characters at start, without echoing it', () => {
    expect(() => metricsTokenOf('short-token')).toThrow(/at least 16 characters/);
    for (const bad of [
      'a token with spaces',
      'tab\tseparated-token-value',
      'new\nline-token-0123456',
      'ünicode-token-0123456',
    ]) {
      expect(() => metricsTokenOf(bad)).toThrow(/printable ASCII without spaces/);
    }
    expect(() => metricsTokenOf('tiny-secret')).toThrow(/^(?!.*tiny-secret)/);
  });
});
