#!/usr/bin/env node
// Runs npm scripts side by side (`node scripts/parallel.mjs check deps lint`): each one's output
// is held and printed whole when it ends, so the logs do not interleave. Exits non-zero when any
// failed. `npm test` runs its static checks this way: `astro check` and ESLint each keep one core
// busy, so together they take the longer one's time, not the sum.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/parallel.mjs <npm script>...');
  process.exit(2);
}

function run(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n── npm run ${name}: ${code === 0 ? 'passed' : `failed (${signal ?? code})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(names.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
