import { SymbolsService } from '@signal-portal/core';
import type { CoreServiceDeps } from './deps.js';

/** The platform's symbols and a signal's symbol matching. */
export const create = ({ api }: CoreServiceDeps): SymbolsService => new SymbolsService({ api });
