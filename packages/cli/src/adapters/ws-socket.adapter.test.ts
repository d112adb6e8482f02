import { createServer } from 'node:net';
import { socketContract } from '@signal-portal/fixtures/contracts';
import { WebSocketServer } from 'ws';
import { WsSocketFactory } from './ws-socket.adapter.js';

/** A port where nothing listens: taken, then released. */
const closedPort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

const echoServer = (): Promise<WebSocketServer> =>
  new Promise((resolve) => {
    const server: WebSocketServer = new WebSocketServer({ host: '127.0.0.1', port: 0 }, () =>
      resolve(server),
    );
    server.on('connection', (socket) => {
      socket.on('message', (data, isBinary) => socket.send(data, { binary: isBinary }));
    });
  });

socketContract('WsSocketFactory', async () => {
  const server = await echoServer();
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    factory: new WsSocketFactory(),
    echoUrl: `ws://127.0.0.1:${port}/ws`,
    refusedUrl: `ws://127.0.0.1:${await closedPort()}/ws`,
    dispose: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
});
