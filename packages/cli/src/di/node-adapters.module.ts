import { Clock, Http, KeyValueStore, Random, SocketFactory } from '@signal-portal/core';
import { ContainerModule } from 'inversify';
import { FileKeyValueStore } from '../adapters/file-key-value-store.adapter.js';
import { NodeClock } from '../adapters/node-clock.adapter.js';
import { NodeRandom } from '../adapters/node-random.adapter.js';
import { NodeHttp } from '../adapters/node-http.adapter.js';
import { WsSocketFactory } from '../adapters/ws-socket.adapter.js';
import type { ConfigPaths } from '../config/config-dir.js';
import { SessionStore, SiteTokenStore } from './tokens.js';

/** The production adapters of core's ports: files in the config directory, Node's http, ws, Node's clock. */
export const nodeAdaptersModule = (paths: ConfigPaths): ContainerModule =>
  new ContainerModule((bind) => {
    bind<KeyValueStore>(KeyValueStore).toDynamicValue(
      () => new FileKeyValueStore(paths.configFile, { damaged: 'refused' }),
    );
    bind<KeyValueStore>(SessionStore).toDynamicValue(() => new FileKeyValueStore(paths.sessionFile));
    bind<KeyValueStore>(SiteTokenStore).toDynamicValue(() => new FileKeyValueStore(paths.siteTokensFile));
    bind<Http>(Http).toDynamicValue(
      (context) => new NodeHttp({ sessionStore: context.container.get<KeyValueStore>(SessionStore) }),
    );
    bind<SocketFactory>(SocketFactory).toDynamicValue(() => new WsSocketFactory());
    bind<Clock>(Clock).toDynamicValue(() => new NodeClock());
    bind<Random>(Random).toDynamicValue(() => new NodeRandom());
  });
