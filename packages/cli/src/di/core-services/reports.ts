import { ReportsService } from '@signal-portal/core';
import type { CoreServiceDeps } from './deps.js';

/** Profit-share reports. */
export const create = ({ api }: CoreServiceDeps): ReportsService => new ReportsService({ api });
