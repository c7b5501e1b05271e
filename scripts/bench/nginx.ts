/**
 * nginx as the reference reverse proxy: Debian's binary, a generated config in a temporary directory,
 * run in the foreground as the current user with its own pid, log and temp paths (never the system service).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, spawnService, type Service } from '../lib/processes.ts';

export const NGINX_PATH = '/usr/sbin/nginx';

export async function startNginx(options: { upstream: string; workers: number }): Promise<Service> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  const port = await freePort();
  const upstream = new URL(options.upstream).host;
  const config = `
worker_processes ${options.workers};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream platform {
    server ${upstream};
    keepalive 256;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://platform;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
  }
}
`;
  writeFileSync(join(dir, 'nginx.conf'), config);
  const service = await spawnService({
    name: 'nginx',
    command: NGINX_PATH,
    // -e: the error log before the config is read, which otherwise is the system's.
    args: ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
    port,
    readyPath: '/healthz',
  });
  const stop = service.stop;
  return {
    ...service,
    stop: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
