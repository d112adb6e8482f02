export * from './protocol.js';
export * from './channels.js';
export * from './live-feed.js';
export * from './signal-figures.js';
export * from './signal-push.js';
