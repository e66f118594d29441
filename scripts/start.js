#!/usr/bin/env node
// `npm start`: build the SPA and the static landing page when missing or older than their sources,
// then run the server (SPA + API + local sign-in + local phone line on one port).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { serverCommand } from './server-command.js';

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

// The build is the SPA (dist/index.html) and the prerendered landing page (dist/landing.html).
const outputs = ['dist/index.html', 'dist/landing.html'];
const built = Math.min(...outputs.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)));
const sources = Math.max(
  newest('src'),
  newest('schemas'),
  ...['index.html', 'vite.config.ts'].map((f) => statSync(f).mtimeMs),
  ...readdirSync('scripts')
    .filter((f) => f.endsWith('-plugin.ts'))
    .map((f) => statSync(path.join('scripts', f)).mtimeMs),
);
if (built < sources) {
  console.log('Building the web app…');
  const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const child = existsSync('server/main.ts')
  ? spawn(serverCommand.command, serverCommand.args, { stdio: 'inherit' })
  : spawn('node_modules/.bin/vite', ['preview', '--port', process.env.PORT || '8787'], {
      stdio: 'inherit',
    });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
