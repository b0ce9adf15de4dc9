/**
 * Starts the real server as a child process (node + tsx on the sources), for tests of what only a
 * process can show: locks, signals, crashes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * /readyz's status (0 when not listening yet), on a connection of its own that is closed after the answer:
 * a probe must not leave an idle kept-alive connection behind, which a graceful stop would wait for.
 */
function readyzStatus(port: number): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: '/readyz', agent: false, headers: { connection: 'close' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.setTimeout(10_000, () => req.destroy());
    req.on('error', () => resolve(0));
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once /readyz answers 200; rejects if the process exits first. */
  ready(timeoutMs?: number): Promise<void>;
  /** Resolves once the process has printed a line matching `pattern`; rejects if it exits first. */
  printed(pattern: RegExp): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/server.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const watchers = new Set<() => void>();
  const received = (d: Buffer) => {
    out += d.toString();
    for (const watcher of watchers) watcher();
  };
  child.stdout!.on('data', received);
  child.stderr!.on('data', received);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const url = `http://127.0.0.1:${port}`;
  return {
    child,
    port,
    url,
    output: () => out,
    exited,
    printed(pattern) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!pattern.test(out)) return;
          watchers.delete(check);
          resolve();
        };
        watchers.add(check);
        check();
        void exited.then(() => {
          if (!watchers.delete(check)) return;
          reject(new Error(`server exited without printing ${pattern}:\n${out}`));
        });
      });
    },
    async ready(timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (hasExited) throw new Error(`server exited before it was ready:\n${out}`);
        if ((await readyzStatus(port)) === 200) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`server not ready after ${timeoutMs} ms:\n${out}`);
    },
  };
}
