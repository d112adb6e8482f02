// clock.port.ts is exported by the package entry point directly.
export * from './http.port.js';
export * from './key-value-store.port.js';
export * from './socket.port.js';
export * from './random.port.js';
