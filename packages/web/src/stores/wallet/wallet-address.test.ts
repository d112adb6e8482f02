import { describe, expect, it } from 'vitest';
import { NO_FILTERS, parseWalletAddress, walletSearchOf, type WalletAddress } from './wallet-address.js';

const parse = (search: string) => parseWalletAddress(new URLSearchParams(search));

describe('the /user-assets address', () => {
  it('defaults to the platform wallet, the fund records, no filters, page 1', () => {
    expect(parse('')).toEqual({ view: 'platform', kind: 'real', filters: NO_FILTERS, page: 1 });
    expect(walletSearchOf(parse('')).toString()).toBe('');
  });

  it('reads and writes every part, and back again', () => {
    const address: WalletAddress = {
      view: 'assets',
      kind: 'real',
      filters: { type: 'PROFIT_SHARE', from: '2024-05-01', to: '2024-05-31', direction: 'out' },
      page: 3,
    };
    const search = walletSearchOf(address);
    expect(search.toString()).toBe(
      'view=assets&type=PROFIT_SHARE&from=2024-05-01&to=2024-05-31&direction=out&page=3',
    );
    expect(parseWalletAddress(search)).toEqual(address);
  });

  it('leaves out what does not belong: a type of the other list, a direction of tokens, a bad day or page', () => {
    expect(parse('records=token&type=PROFIT_SHARE&direction=in&from=2023-02-30&page=-2')).toEqual({
      view: 'platform',
      kind: 'token',
      filters: NO_FILTERS,
      page: 1,
    });
    expect(parse('records=token&type=REWARD_INTRODUCE').filters.type).toBe('REWARD_INTRODUCE');
    expect(parse('view=nowhere&records=else&page=2.5')).toMatchObject({
      view: 'platform',
      kind: 'real',
      page: 1,
    });
  });
});
