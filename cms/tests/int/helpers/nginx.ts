import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { freePort, tempDataDir } from './server'

export interface RunningProxy {
  url: string
  output: () => string
  stop: () => Promise<void>
}

/** Debian's nginx; NGINX_PATH names another build. */
const NGINX = process.env.NGINX_PATH ?? (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx')

/**
 * A load balancer the way a deployment puts one in front of the replicas:
 * round robin over `upstreams`, the client's address appended to
 * X-Forwarded-For, bodies up to a car form's 150 MB. Each answer says which
 * replica gave it in `X-Upstream` (the test's own header, not the app's).
 */
function config(dir: string, port: number, upstreams: string[]): string {
  return `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 160m;
  upstream replicas {
${upstreams.map((upstream) => `    server ${upstream} max_fails=0;`).join('\n')}
    keepalive 8;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://replicas;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream off;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`
}

/** Starts nginx in the foreground on a free loopback port; resolves once it accepts connections. */
export async function startProxy(upstreams: string[], timeoutMs = 15_000): Promise<RunningProxy> {
  const dir = tempDataDir('nginx')
  const port = await freePort()
  const file = path.join(dir, 'nginx.conf')
  fs.writeFileSync(file, config(dir, port, upstreams))

  let output = ''
  const child = spawn(NGINX, ['-p', dir, '-c', file, '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()))
  let spawnError: Error | undefined
  child.once('error', (error) => (spawnError = error))
  // If the test process dies before afterAll, nginx must not outlive it.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)

  const stop = async () => {
    process.off('exit', killOnExit)
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT')
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(killer)
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }

  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (spawnError || child.exitCode !== null) {
      await stop()
      throw new Error(`nginx did not start (${spawnError?.message ?? `exit ${child.exitCode}`}):\n${output}`)
    }
    try {
      await fetch(`${url}/api/health`)
      return { url, output: () => output, stop }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  await stop()
  throw new Error(`nginx did not listen in ${timeoutMs} ms:\n${output}`)
}
