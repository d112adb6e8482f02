// The live-feed client in a module of its own, so DeferredLiveFeed can load it on demand.
export { LiveFeed } from '@signal-portal/core';
