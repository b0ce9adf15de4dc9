/**
 * The same build as `npm run build` (vite build + tsc -p tsconfig.server.json + the library's text), written into a private
 * folder instead of dist/: the tree is shared, and `npm run test:e2e` elsewhere rebuilds dist/ (emptying
 * it) while a bench would be reading it, and the other way round. The folder gets the project's
 * package.json (ES modules), the migrations, and a link to node_modules, so `node dist/node/server/server.js`
 * runs there exactly as it does in the project.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '..');

export interface BuiltApp {
  /** The private project folder. */
  root: string;
  clientDir: string;
  serverEntry: string;
  remove(): void;
}

/**
 * `source` is the project to build, this one by default (another checkout of it, with node_modules
 * linked, lets a bench compare two versions with the same bench code).
 */
export function buildPrivateCopy(log: (line: string) => void = () => {}, source = projectRoot): BuiltApp {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'moonlit-bench-'));
  const clientDir = path.join(root, 'dist', 'client');
  const bin = (name: string) => path.join(projectRoot, 'node_modules', '.bin', name);
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, { cwd: source, stdio: ['ignore', 'pipe', 'pipe'], timeout: 300_000 });
  log('building the client (vite build)');
  run(bin('vite'), ['build', '--outDir', clientDir, '--emptyOutDir', '--logLevel', 'warn']);
  log('building the server (tsc -p tsconfig.server.json)');
  run(bin('tsc'), ['-p', 'tsconfig.server.json', '--outDir', path.join(root, 'dist', 'node')]);
  // The story library's text, where the compiled engine reads it at start (scripts/library-build.ts).
  fs.cpSync(
    path.join(source, 'src', 'story-engine', 'library'),
    path.join(root, 'dist', 'node', 'story-engine', 'library'),
    { recursive: true, filter: (from) => fs.statSync(from).isDirectory() || from.endsWith('.story') },
  );
  // The common password list, found from the build in the source tree (accounts/common-passwords.ts).
  const passwords = path.join('src', 'server', 'modules', 'accounts', 'common-passwords.txt');
  fs.mkdirSync(path.dirname(path.join(root, passwords)), { recursive: true });
  fs.copyFileSync(path.join(source, passwords), path.join(root, passwords));
  fs.copyFileSync(path.join(source, 'package.json'), path.join(root, 'package.json'));
  fs.cpSync(path.join(source, 'drizzle'), path.join(root, 'drizzle'), { recursive: true });
  fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return {
    root,
    clientDir,
    serverEntry: path.join(root, 'dist', 'node', 'server', 'server.js'),
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}
