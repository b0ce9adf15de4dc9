// npm run dev: the API (restarting on change) on :3000 and Vite with hot reload on :5173.
import { spawn } from 'node:child_process';

const children = [
  // The story library's text is read at start-up: a change to a .story file restarts the server too.
  spawn(
    'npx',
    [
      'tsx',
      'watch',
      '--clear-screen=false',
      '--include',
      'src/story-engine/library/**/*.story',
      'src/server/server.ts',
    ],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        PORT: process.env.PORT ?? '3000',
        PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
      },
    },
  ),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => (stop(), process.exit(code ?? 0)));
