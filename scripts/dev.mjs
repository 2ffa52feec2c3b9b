// `npm run dev`: the API with reload (tsx watch) on API_PORT and the portal with hot reload (Vite) in front of it.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8080';
const portalPort = process.env.PORTAL_PORT ?? '5173';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/api/src/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PORTAL_DIR: '' },
  }),
  spawn('npx', ['vite', '--config', 'apps/portal/vite.config.ts', 'apps/portal', '--port', portalPort], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
console.info(`\n  portal with hot reload: http://localhost:${portalPort}  (API on ${apiPort})\n`);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
