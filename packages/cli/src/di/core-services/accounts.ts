import { AccountsService } from '@signal-portal/core';
import type { CoreServiceDeps } from './deps.js';

/** Bank accounts and crypto addresses: IBAN and address checks come with it. */
export const create = ({ api }: CoreServiceDeps): AccountsService => new AccountsService({ api });
