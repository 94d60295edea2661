#!/usr/bin/env node
// Start-up time to a 200 from /readyz on an empty SQLite database, and idle memory.
// Usage: node bench/startup.mjs [runs]   (needs target/release/pitchwise: `make build`)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const bin = process.env.PITCHWISE_BIN ?? new URL('../target/release/pitchwise', import.meta.url).pathname;
const runs = Number(process.argv[2] ?? 20);

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function once() {
  const folder = mkdtempSync(join(tmpdir(), 'pitchwise-bench-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(bin, ['serve'], {
    env: { PATH: process.env.PATH, DATABASE_URL: `sqlite://${folder}/bench.db`, BIND_ADDR: `127.0.0.1:${port}`, RUST_LOG: 'warn' },
    stdio: 'ignore',
  });
  let readyMs;
  while (readyMs === undefined) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.status === 200) readyMs = performance.now() - started;
    } catch {
      await sleep(1);
    }
  }
  await sleep(1000); // idle
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const rssKib = Number(/VmRSS:\s+(\d+)/.exec(status)[1]);
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
  rmSync(folder, { recursive: true, force: true });
  return { readyMs, rssKib };
}

const results = [];
for (let i = 0; i < runs; i++) results.push(await once());
const ready = results.map((r) => r.readyMs).sort((a, b) => a - b);
const rss = results.map((r) => r.rssKib / 1024).sort((a, b) => a - b);
const pick = (xs, q) => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))];
console.log(`runs: ${runs}`);
console.log(`start-up to /readyz 200 (ms): median ${pick(ready, 0.5).toFixed(1)}, p90 ${pick(ready, 0.9).toFixed(1)}, max ${ready.at(-1).toFixed(1)}`);
console.log(`idle resident memory (MiB): median ${pick(rss, 0.5).toFixed(1)}, max ${rss.at(-1).toFixed(1)}`);
