import { KycService } from '@signal-portal/core';
import type { CoreServiceDeps } from './deps.js';

/** Identity verification. */
export const create = ({ api, clock }: CoreServiceDeps): KycService => new KycService({ api, clock });
