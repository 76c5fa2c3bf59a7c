import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, sleep } from './report.ts';
import { freePort } from './server.ts';

const deployDir = path.join(repoRoot, 'deploy', 'nginx');

export function findNginx(): string | undefined {
  for (const candidate of [process.env.NGINX_BIN, '/usr/sbin/nginx', 'nginx']) {
    if (!candidate) continue;
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return undefined;
}

export interface RunningNginx {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Debian's nginx as a foreground process with deploy/nginx/tuning.conf as shipped, listening on a
 * loopback port, upstreams pointing at `instancePorts`.
 */
export async function startNginx(dir: string, instancePorts: number[]): Promise<RunningNginx> {
  const bin = findNginx();
  if (!bin) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const port = await freePort();
  const site = fs
    .readFileSync(path.join(deployDir, 'tuning.conf'), 'utf8')
    .replace(/^\s*listen \[::\]:80;\n/m, '')
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
  const servers = instancePorts.map(
    (p) => `    server 127.0.0.1:${p} max_fails=2 fail_timeout=5s;`,
  );
  const upstreams = `upstream tuning_app {\n    least_conn;\n${servers.join('\n')}\n    keepalive 32;\n}\nupstream tuning_socket {\n    hash $tuning_sticky_key consistent;\n${servers.join('\n')}\n}\n`;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const t = (name: string) => path.join(dir, name);
  const config = `${root ? 'user root;\n' : ''}daemon off;
worker_processes 1;
worker_rlimit_nofile 16384;
pid ${t('nginx.pid')};
error_log ${t('error.log')} warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${t('client_body')};
  proxy_temp_path ${t('proxy')};
  fastcgi_temp_path ${t('fastcgi')};
  uwsgi_temp_path ${t('uwsgi')};
  scgi_temp_path ${t('scgi')};
${upstreams}
${site}
}
`;
  fs.writeFileSync(t('nginx.conf'), config);
  let output = '';
  const child = spawn(bin, ['-p', dir, '-c', t('nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`nginx did not answer:\n${output}`);
    await sleep(100);
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
