import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  freePort,
  repoRoot,
  startProcess,
  waitUntilHealthy,
  type RunningProcess,
} from './server-process.ts';

/** deploy/nginx: the site and upstream files as shipped. */
export const nginxDeployDir = path.join(repoRoot, 'deploy', 'nginx');

export function findNginx(): string | undefined {
  for (const candidate of [process.env.NGINX_BIN, '/usr/sbin/nginx', 'nginx']) {
    if (!candidate) continue;
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return undefined;
}

const SERVER_LINES = /^( *)server 127\.0\.0\.1:\d+(.*)$(?:\n *server 127\.0\.0\.1:\d+.*$)*/gm;

/**
 * deploy/nginx/tuning.conf and upstreams.conf as shipped, but listening on a loopback port, with
 * one `server` line per instance port in each upstream, temporary files in `dir`, and a header
 * naming the instance that answered. Returns the config file.
 */
function renderNginxConfig(dir: string, listenPort: number, instancePorts: number[]): string {
  const site = fs
    .readFileSync(path.join(nginxDeployDir, 'tuning.conf'), 'utf8')
    .replace(/^\s*listen \[::\]:80;\n/m, '')
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${listenPort};`);
  if (!site.includes(`listen 127.0.0.1:${listenPort};`)) {
    throw new Error('deploy/nginx/tuning.conf no longer has a `listen 80;` line to rewrite');
  }
  let blocks = 0;
  const upstreams = fs
    .readFileSync(path.join(nginxDeployDir, 'upstreams.conf'), 'utf8')
    .replace(SERVER_LINES, (_, indent: string, rest: string) => {
      blocks += 1;
      return instancePorts.map((port) => `${indent}server 127.0.0.1:${port}${rest}`).join('\n');
    });
  if (blocks !== 2) {
    throw new Error('deploy/nginx/upstreams.conf no longer has two upstreams of `server` lines');
  }
  const temp = (name: string) => path.join(dir, name);
  // As root, nginx would hand its workers to `nobody`, who cannot write to `dir`.
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const config = `${root ? 'user root;\n' : ''}daemon off;
worker_processes 1;
worker_rlimit_nofile 16384;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  add_header X-Tuning-Upstream $upstream_addr always;
${upstreams}
${site}
}
`;
  const file = temp('nginx.conf');
  fs.writeFileSync(file, config);
  return file;
}

export interface RunningNginx {
  baseUrl: string;
  process: RunningProcess;
  /** A graceful stop (SIGQUIT), waiting for the exit. */
  stop(): Promise<void>;
}

/**
 * Debian's nginx as a foreground process with `renderNginxConfig`, on `listenPort` (a free one by
 * default); resolves once /api/health answers through it.
 */
export async function startNginx(
  dir: string,
  instancePorts: number[],
  listenPort?: number,
): Promise<RunningNginx> {
  const bin = findNginx();
  if (!bin) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const port = listenPort ?? (await freePort());
  const configFile = renderNginxConfig(dir, port, instancePorts);
  const nginx = startProcess('nginx', bin, ['-p', dir, '-c', configFile]);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(`${baseUrl}/api/health`, nginx, 20_000);
  return {
    baseUrl,
    process: nginx,
    async stop() {
      await nginx.stop('SIGQUIT');
    },
  };
}
