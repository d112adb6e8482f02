import { WalletService } from '@signal-portal/core';
import type { CoreServiceDeps } from './deps.js';

/** The wallet. */
export const create = ({ api }: CoreServiceDeps): WalletService => new WalletService({ api });
