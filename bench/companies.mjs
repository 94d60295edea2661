#!/usr/bin/env node
// The dashboard's company list under load, against /healthz of the same server in the same run.
//
// For SQLite and then PostgreSQL: seeds 1,000 active users x 20 companies
// (examples/seed_bench.rs, one transaction), starts target/release/pitchwise on it, signs in
// as one seeded user through the local sign-in, and measures GET /healthz and
// GET /api/companies (that user's 20 companies) with `oha` at 64 connections; then, for
// reference, /readyz (one `SELECT 1`) and /api/users/me (the session lookup alone).
//
// Usage: node bench/companies.mjs [seconds per run, default 10] [connections, default 64]
// Environment:
//   BENCH_POSTGRES_ADMIN_URL  default postgres://postgres@127.0.0.1:5432/postgres; the database
//                             pitchwise_bench is created there and dropped after. Skipped (loudly)
//                             when nothing answers on its host and port.
//   BENCH_BACKENDS            default "sqlite,postgres"
//   BENCH_SKIP_BUILD=1        use the binaries as they are
// Needs cargo and Node 18+. oha is taken from bench/.tools/bin, else PATH, else installed into
// bench/.tools with `cargo install oha --root bench/.tools --locked`.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 64);
const backends = (process.env.BENCH_BACKENDS ?? 'sqlite,postgres').split(',');
const pgAdmin = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_NAME = 'pitchwise_bench';
const USERS = 1000;
const COMPANIES = 20;
const BENCH_USER = 'bench-user-500@example.com';

const bin = join(root, 'target/release/pitchwise');
const seeder = join(root, 'target/release/examples/seed_bench');
const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function findOha() {
  const local = join(root, 'bench/.tools/bin/oha');
  if (existsSync(local)) return local;
  if (spawnSync('oha', ['--version']).status === 0) return 'oha';
  console.log('==> installing oha into bench/.tools (once)');
  run('cargo', ['install', 'oha', '--root', join(root, 'bench/.tools'), '--locked']);
  return local;
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const answers = (url) =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = createConnection({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(1000);
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });

async function startServer(databaseUrl) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(bin, ['serve'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      BIND_ADDR: `127.0.0.1:${port}`,
      PUBLIC_URL: base,
      DEV_LOGIN: '1',
      SIGN_IN_RATE_LIMIT: '1000/min',
      // One log line per request would measure the terminal; warnings still show.
      RUST_LOG: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).status === 200) break;
    } catch {
      if (i > 3000) throw new Error('the server did not start');
    }
    await sleep(10);
  }
  return { base, stop: () => new Promise((r) => (child.on('exit', r), child.kill('SIGTERM'))) };
}

const cookieOf = (response, name) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith(`${name}=`));

/** Signs in through the local sign-in form; answers the session's Cookie header. */
async function signIn(base) {
  const csrf = await fetch(`${base}/auth/csrf`);
  const { csrfToken } = await csrf.json();
  const response = await fetch(`${base}/auth/signin/dev`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: cookieOf(csrf, 'pitchwise_csrf'), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrfToken, email: BENCH_USER, name: 'Bench User', callbackUrl: '/dashboard' }),
  });
  const session = cookieOf(response, 'pitchwise_session');
  if (response.status !== 303 || !session) throw new Error(`sign-in failed: ${response.status}`);
  const list = await fetch(`${base}/api/companies`, { headers: { cookie: session } });
  const companies = await list.json();
  if (list.status !== 200 || companies.length !== COMPANIES) {
    throw new Error(`GET /api/companies answered ${list.status} with ${companies.length} companies`);
  }
  const bytes = JSON.stringify(companies).length;
  return { cookie: session, bytes };
}

function load(oha, url, duration, headers = []) {
  const args = ['-z', `${duration}s`, '-c', String(connections), '--no-tui', '--output-format', 'json'];
  for (const h of headers) args.push('-H', h);
  const out = execFileSync(oha, [...args, url], { maxBuffer: 64 * 1024 * 1024 }).toString();
  const result = JSON.parse(out);
  const codes = result.statusCodeDistribution ?? {};
  const ok = codes['200'] ?? 0;
  const total = Object.values(codes).reduce((a, b) => a + b, 0);
  if (total === 0 || ok !== total) throw new Error(`${url}: status codes ${JSON.stringify(codes)}`);
  const p = result.latencyPercentiles;
  return { rps: result.summary.requestsPerSec, p50: p.p50 * 1000, p99: p.p99 * 1000, requests: total };
}

async function bench(oha, backend) {
  let databaseUrl;
  let cleanup;
  if (backend === 'sqlite') {
    const folder = mkdtempSync(join(tmpdir(), 'pitchwise-bench-'));
    databaseUrl = `sqlite://${folder}/bench.db`;
    cleanup = () => rmSync(folder, { recursive: true, force: true });
  } else {
    if (!(await answers(pgAdmin))) {
      console.log(`\n#### SKIPPING PostgreSQL: nothing answers at ${new URL(pgAdmin).host} ####\n`);
      return null;
    }
    run(seeder, ['create-postgres', pgAdmin, PG_NAME]);
    const url = new URL(pgAdmin);
    url.pathname = `/${PG_NAME}`;
    databaseUrl = url.toString();
    cleanup = () => run(seeder, ['drop-postgres', pgAdmin, PG_NAME]);
  }
  try {
    run(seeder, ['seed', databaseUrl, String(USERS), String(COMPANIES)]);
    const server = await startServer(databaseUrl);
    try {
      const { cookie, bytes } = await signIn(server.base);
      const healthz = `${server.base}/healthz`;
      const companies = `${server.base}/api/companies`;
      const auth = [`Cookie: ${cookie}`];
      console.log(`==> ${backend}: warm-up`);
      load(oha, healthz, 2);
      load(oha, companies, 2, auth);
      console.log(`==> ${backend}: ${seconds} s per endpoint at ${connections} connections`);
      const h = load(oha, healthz, seconds);
      const c = load(oha, companies, seconds, auth);
      // For reference: one trivial query (the pool's floor), and the session lookup alone.
      const readyz = load(oha, `${server.base}/readyz`, seconds);
      const me = load(oha, `${server.base}/api/users/me`, seconds, auth);
      return { backend, healthz: h, companies: c, readyz, me, bytes };
    } finally {
      await server.stop();
    }
  } finally {
    cleanup();
  }
}

if (process.env.BENCH_SKIP_BUILD !== '1') {
  run('cargo', ['build', '--release', '--bin', 'pitchwise', '--example', 'seed_bench']);
}
const oha = findOha();
const results = [];
for (const backend of backends) {
  const result = await bench(oha, backend);
  if (result) results.push(result);
}

const f = (n, d = 0) => n.toFixed(d);
console.log(`\n${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}); oha and the server share them.`);
console.log(`${USERS} users x ${COMPANIES} companies; the list answers ${COMPANIES} companies.`);
console.log(`${connections} connections, ${seconds} s per endpoint.\n`);
console.log('| database | endpoint | requests/s | p50 (ms) | p99 (ms) | list / healthz throughput |');
console.log('|---|---|---|---|---|---|');
for (const r of results) {
  const ratio = r.companies.rps / r.healthz.rps;
  console.log(`| ${r.backend} | \`GET /healthz\` | ${f(r.healthz.rps)} | ${f(r.healthz.p50, 2)} | ${f(r.healthz.p99, 2)} | |`);
  console.log(
    `| ${r.backend} | \`GET /api/companies\` (${f(r.bytes / 1024, 1)} KiB) | ${f(r.companies.rps)} | ${f(r.companies.p50, 2)} | ${f(r.companies.p99, 2)} | ${f(ratio, 2)} |`,
  );
  for (const [name, m] of [
    ['`GET /readyz` (`SELECT 1`)', r.readyz],
    ['`GET /api/users/me` (session lookup)', r.me],
  ]) {
    console.log(`| ${r.backend} | ${name} | ${f(m.rps)} | ${f(m.p50, 2)} | ${f(m.p99, 2)} | ${f(m.rps / r.healthz.rps, 2)} |`);
  }
}
const missed = results.filter((r) => r.companies.rps < r.healthz.rps / 2 || r.companies.p99 >= 10);
console.log(
  missed.length
    ? `\nTARGET MISSED on ${missed.map((r) => r.backend).join(', ')} (list >= 0.5 x healthz throughput, p99 < 10 ms)`
    : '\ntarget met: the list at >= half the throughput of /healthz, p99 < 10 ms',
);
