import { LanguageService, SessionService } from '@signal-portal/core';
import type { CoreServiceDeps } from './deps.js';

/** The session (login, logout) and the language it saves: phone and e-mail rules come with it. */
export const create = ({ api, config }: CoreServiceDeps): SessionService =>
  new SessionService({ api, language: new LanguageService({ store: config, api }) });
