import { connect, createServer, type Server, type Socket } from 'node:net';

// A TCP proxy on 127.0.0.1 in front of PostgreSQL, to play the network's faults: `cut` closes every connection
// and refuses new ones (a database restart, a failover); `blackHole` keeps connections open but carries nothing,
// and accepts new ones that never reach the database (a dead route, a firewall dropping packets). `restore` lets
// new connections through again; the ones held in the black hole stay silent, as after a lost NAT entry, so the
// server has to notice them itself.

export interface TcpProxy {
  port: number;
  cut(): void;
  blackHole(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'pass' | 'cut' | 'blackHole' = 'pass';
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  const held = new Set<Socket>();

  const hold = (socket: Socket) => {
    held.add(socket);
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => held.delete(socket));
    socket.resume();
  };

  const server: Server = createServer((client) => {
    if (mode === 'cut') return client.destroy();
    if (mode === 'blackHole') return hold(client);
    const upstream = connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const drop = () => {
      if (!pairs.delete(pair)) return;
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on('error', drop);
      socket.on('close', drop);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');

  return {
    port: address.port,
    cut() {
      mode = 'cut';
      for (const { client, upstream } of [...pairs]) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
    },
    blackHole() {
      mode = 'blackHole';
      for (const pair of [...pairs]) {
        pairs.delete(pair);
        pair.client.unpipe(pair.upstream);
        pair.upstream.unpipe(pair.client);
        pair.client.removeAllListeners('close');
        pair.client.removeAllListeners('error');
        // The database side goes; the server's side stays open and hears nothing more.
        pair.upstream.removeAllListeners();
        pair.upstream.on('error', () => {});
        pair.upstream.destroy();
        hold(pair.client);
      }
    },
    restore() {
      mode = 'pass';
    },
    async close() {
      for (const socket of held) socket.destroy();
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
