/**
 * Requests on a connection of their own, answering which process served them: a cluster hands each new
 * connection to one worker, so this is how a proof reaches, and names, every worker behind one port.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import http from 'node:http';

export type ServedAnswer = { status: number; text: string; pid: number | null };

const loopback = (port: number) => `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;

/** The process among `pids` holding the server end of the loopback connection `serverPort` ← `clientPort` (from /proc). */
export function serverEndOwner(serverPort: number, clientPort: number, pids: number[]): number | null {
  const row = readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find((fields) => fields[1] === loopback(serverPort) && fields[2] === loopback(clientPort));
  if (!row) return null;
  const socket = `socket:[${row[9]}]`;
  for (const pid of pids) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`) === socket) return pid;
      } catch {
        // closed meanwhile
      }
    }
  }
  return null;
}

/** One request on a new connection, kept open until its server end is found among `pids`. */
export function requestOnFreshConnection(
  origin: string,
  path: string,
  pids: number[],
  options: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string; timeoutMs?: number } = {},
): Promise<ServedAnswer> {
  const url = new URL(path, origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise<ServedAnswer>((resolve) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent, timeout: options.timeoutMs ?? 15_000 },
      (response) => {
        // Read now: once the answer has ended, the socket goes back to the agent and leaves the response.
        const clientPort = response.socket.localPort;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const pid = clientPort === undefined ? null : serverEndOwner(Number(url.port), clientPort, pids);
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), pid });
        });
        response.on('error', (error) => resolve({ status: 0, text: String(error), pid: null }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error) => resolve({ status: 0, text: String(error), pid: null }));
    request.end(options.body);
  }).finally(() => agent.destroy());
}
