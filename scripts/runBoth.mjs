// `npm test`'s server phase: the unit run and the PostgreSQL run side by side (each file of either is a process of its
// own and mostly waits on its server or database, so together they take little more than the longer one alone).
// Each run's output is kept and printed whole when it ends, so the two never interleave; the exit code is the first
// failure's, or 0.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/runBoth.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n===== npm run ${script} (exit ${code}) =====\n`);
      process.stdout.write(Buffer.concat(chunks));
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(scripts.map(run));
process.exit(codes.find((code) => code !== 0) ?? 0);
