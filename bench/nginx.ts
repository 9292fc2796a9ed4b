/**
 * Debian's nginx serving a folder on a loopback port: a child process (not a daemon) with a generated
 * configuration in a temp folder, gzip set like the Node server's (level 6, from 1 kB). Installed
 * with apt-get when missing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';

const NGINX = '/usr/sbin/nginx';

function ensureNginx(): void {
  if (existsSync(NGINX)) return;
  console.log('Installing nginx (apt-get install -y nginx)…');
  const apt = (...args: string[]) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  const install = () => apt('install', '-y', '--no-install-recommends', 'nginx');
  // Package lists may be missing or stale on a fresh machine.
  if (!install() && !(apt('update') && install())) throw new Error('could not install nginx with apt-get');
  if (!existsSync(NGINX)) throw new Error(`apt-get installed nginx but there is no ${NGINX}`);
}

function config(root: string, port: number, workers: number): string {
  const temp = (name: string) => `${name}_temp_path tmp/${name};`;
  return `
daemon off;
master_process on;
worker_processes ${workers};
${userInfo().uid === 0 ? 'user root;' : ''}
pid nginx.pid;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65s;
  keepalive_requests 1000000;
  gzip on;
  gzip_comp_level 6;
  gzip_min_length 1024;
  gzip_vary on;
  gzip_types text/css text/plain application/javascript application/json image/svg+xml application/xml;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    index index.html;
    location / { try_files $uri $uri.html $uri/ =404; }
  }
}
`;
}

export type RunningNginx = { origin: string; version: string; stop: () => Promise<void> };

export async function startNginx(root: string, port: number, workers: number): Promise<RunningNginx> {
  ensureNginx();
  const prefix = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  mkdirSync(join(prefix, 'tmp'));
  // nginx reads a relative root from its prefix, the temp folder.
  writeFileSync(join(prefix, 'nginx.conf'), config(resolve(root), port, workers));
  const version = spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr.trim();
  const child = spawn(NGINX, ['-p', `${prefix}/`, '-c', 'nginx.conf', '-e', 'error.log'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 50; attempt++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, version, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('nginx did not start');
}
