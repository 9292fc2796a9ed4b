/** A development shop of a test's own, on its own embedded database, folders and port; and the shop's scripts run as an operator runs them. */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export type OwnShop = { origin: string; stop: () => Promise<void> };

/** The environment of a development shop whose data lives in `dir` (PGLITE_DIR, UPLOAD_DIR, BUILDS_DIR). */
export const shopFolders = (dir: string) => ({
  PGLITE_DIR: join(dir, 'pglite'),
  UPLOAD_DIR: join(dir, 'uploads'),
  BUILDS_DIR: join(dir, 'builds'),
  DATABASE_URL: '',
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
});

/** Runs `scripts/<script>.ts` to its end; rejects with its output when it fails. */
export function runShopScript(script: string, args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`scripts/${script}.ts`, ...args], { env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${script} ended with ${code}:\n${output}`))));
  });
}

/** `npm start` on 127.0.0.1:`port` (building the site when its builds folder has none); resolves once it answers. */
export async function startOwnShop(port: number, env: Record<string, string>): Promise<OwnShop> {
  const origin = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['scripts/start.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
  };
  for (let second = 0; second < 240; second++) {
    if (server.exitCode !== null) throw new Error(`the shop on ${origin} ended with ${server.exitCode}`);
    if (
      await fetch(`${origin}/api/ready`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await stop();
  throw new Error(`the shop on ${origin} did not get ready within 4 minutes`);
}
