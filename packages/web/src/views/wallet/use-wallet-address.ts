import { useSearchParams } from 'react-router-dom';
import {
  parseWalletAddress,
  walletSearchOf,
  type WalletAddress,
} from '../../stores/wallet/wallet-address.js';

/**
 * The switch, the records list, its filters and page live in the address (?view=assets&records=token
 * &type=…&from=…&to=…&direction=…&page=2), so back and forward, a reload and a shared link show the same.
 */
export const useWalletAddress = (): [WalletAddress, (next: Partial<WalletAddress>) => void] => {
  const [params, setParams] = useSearchParams();
  const address = parseWalletAddress(params);
  const go = (next: Partial<WalletAddress>) => setParams(walletSearchOf({ ...address, ...next }));
  return [address, go];
};
