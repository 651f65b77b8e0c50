import net, { type AddressInfo, type Socket } from 'node:net';

// A TCP proxy in front of a server that can stop forwarding: what a hung PostgreSQL (a stalled VM, a frozen process,
// a network path that drops everything) looks like from the application, without root or touching the server itself.
// Frozen, it still accepts connections (the kernel would) but passes no byte either way: what arrives is held, and
// delivered in order when it thaws.

export interface FreezableProxy {
  port: number;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket | null;
  /** Bytes held while frozen, with the socket they are for. */
  held: { to: 'client' | 'upstream'; data: Buffer }[];
}

/** Starts a proxy on 127.0.0.1 (a free port) to `host:port`. */
export async function startFreezableProxy(host: string, port: number): Promise<FreezableProxy> {
  let frozen = false;
  const pairs = new Set<Pair>();
  const send = (pair: Pair, to: 'client' | 'upstream', data: Buffer) => {
    if (frozen || !pair.upstream) pair.held.push({ to, data });
    else pair[to]?.write(data);
  };
  const connect = (pair: Pair) => {
    const upstream = net.connect(port, host);
    pair.upstream = upstream;
    upstream.on('data', (data) => send(pair, 'client', data));
    upstream.on('error', () => pair.client.destroy());
    upstream.on('close', () => pair.client.destroy());
  };
  const server = net.createServer((client) => {
    const pair: Pair = { client, upstream: null, held: [] };
    pairs.add(pair);
    client.on('data', (data) => send(pair, 'upstream', data));
    client.on('error', () => pair.upstream?.destroy());
    client.on('close', () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    // Frozen: the connection is accepted and then nothing happens, as with a server that stopped answering.
    if (!frozen) connect(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const pair of pairs) {
        if (!pair.upstream) connect(pair);
        for (const { to, data } of pair.held.splice(0)) pair[to]?.write(data);
      }
    },
    async close() {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream?.destroy();
      }
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
