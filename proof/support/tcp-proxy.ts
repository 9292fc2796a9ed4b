/**
 * A TCP proxy between the shop and PostgreSQL that the outage proof can cut. Cut, it drops every
 * open connection and swallows new ones without a word, as a dead network does: the harshest case for
 * timeouts, since nothing ever refuses.
 */
import { createConnection, createServer, type Socket } from 'node:net';

export type TcpProxy = { port: number; cut: () => void; restore: () => void; close: () => Promise<void> };

export async function startTcpProxy(options: { port: number; targetHost: string; targetPort: number }): Promise<TcpProxy> {
  let cut = false;
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    track(client);
    if (cut) return;
    const upstream = createConnection({ host: options.targetHost, port: options.targetPort });
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  const dropAll = () => {
    for (const socket of open) socket.destroy();
  };
  return {
    port: options.port,
    cut: () => {
      cut = true;
      dropAll();
    },
    restore: () => {
      cut = false;
      dropAll();
    },
    close: async () => {
      dropAll();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
