import { SignalsService } from '@signal-portal/core';
import type { CoreServiceDeps } from './deps.js';

/** A provider's signals. */
export const create = ({ api }: CoreServiceDeps): SignalsService => new SignalsService({ api });
