import { readFile } from 'node:fs/promises';
import type { SymbolPairInput } from '@signal-portal/core';
import type { Outcome } from '../../runner/command.js';
import { succeed, usageRefusal } from '../../runner/usage.js';

/** `--match EURUSD.m=EURUSD`: the account's symbol, then the platform's. */
export const pairOfFlag = (value: string): Outcome<SymbolPairInput> => {
  const [providerSymbol, platformSymbol, ...rest] = value.split('=');
  if (providerSymbol === undefined || platformSymbol === undefined || rest.length > 0)
    return usageRefusal('INVALID_PARAMETERS', { key: 'cliSignals.usage.badPair', params: { value } });
  return succeed({ providerSymbol, platformSymbol });
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON: a list of {providerSymbol, platformSymbol}, or an object {"EURUSD.m": "EURUSD"}. */
const pairsOfJson = (value: unknown): SymbolPairInput[] | undefined => {
  if (Array.isArray(value)) {
    const pairs = value.map((item) =>
      isRecord(item) &&
      typeof item['providerSymbol'] === 'string' &&
      typeof item['platformSymbol'] === 'string'
        ? { providerSymbol: item['providerSymbol'], platformSymbol: item['platformSymbol'] }
        : undefined,
    );
    return pairs.every((pair) => pair !== undefined) ? pairs : undefined;
  }
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value);
  return entries.every(([, platform]) => typeof platform === 'string')
    ? entries.map(([providerSymbol, platformSymbol]) => ({
        providerSymbol,
        platformSymbol: String(platformSymbol),
      }))
    : undefined;
};

/** CSV with the header providerSymbol,platformSymbol (the columns in any order; symbols hold no commas). */
const pairsOfCsv = (text: string): SymbolPairInput[] | undefined => {
  const [header, ...lines] = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const columns = header?.split(',').map((column) => column.trim().replace(/^"|"$/g, ''));
  const provider = columns?.indexOf('providerSymbol') ?? -1;
  const platform = columns?.indexOf('platformSymbol') ?? -1;
  if (provider < 0 || platform < 0) return undefined;
  return lines.map((line) => {
    const cells = line.split(',').map((cell) => cell.trim().replace(/^"|"$/g, ''));
    return { providerSymbol: cells[provider] ?? '', platformSymbol: cells[platform] ?? '' };
  });
};

/** The pairs of a matching file, JSON or CSV (told apart by the first character). */
export const readPairsFile = async (path: string): Promise<Outcome<SymbolPairInput[]>> => {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return usageRefusal('FILE_UPLOAD', { key: 'cliSignals.usage.cannotRead', params: { path } });
  }
  const trimmed = text.trim();
  let pairs: SymbolPairInput[] | undefined;
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    try {
      pairs = pairsOfJson(JSON.parse(trimmed));
    } catch {
      pairs = undefined;
    }
  } else {
    pairs = pairsOfCsv(trimmed);
  }
  return pairs === undefined
    ? usageRefusal('FILE_FORMAT', { key: 'cliSignals.usage.badSymbolFile', params: { path } })
    : succeed(pairs);
};
