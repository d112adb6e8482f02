/** i18n resources and translation helpers; languages.ts is exported by core's index directly. */
export * from './resources.js';
export * from './translate.js';
export * from './error-message.js';
