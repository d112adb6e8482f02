export * from './wire.types.js';
export * from './payloads.js';
export * from './contract.js';
export * from './routes.js';
export * from './route-summaries.js';
export * from './api-client.js';
