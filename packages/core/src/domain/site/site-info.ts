import type { IsoDateTime } from '../../shared/time.js';

/** A site (white-label tenant) as returned by `GET /entry` (spec section 3). */
export interface SiteInfo {
  readonly id: string;
  readonly name: string;
  readonly domain: string;
  readonly apiDomain: string;
  readonly wsDomain: string;
  readonly siteName: string;
  readonly favicon: string;
  readonly lightLogo: string;
  readonly hyperlinkContext: string;
  readonly hyperlinkUrl: string;
  readonly hyperlinkHide: boolean;
  readonly enable: boolean;
  readonly certificateIsReady: boolean;
  readonly ingressIsReady: boolean;
  readonly createdAt: IsoDateTime;
  readonly updatedAt: IsoDateTime;
}
