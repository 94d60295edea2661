// What the benchmarks share: the binaries, oha, a server on a free port, the local sign-in,
// a database per backend, one oha run read back as figures, percentiles and the machine's load.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;
export const bin = join(root, 'target/release/pitchwise');
export const seeder = join(root, 'target/release/examples/seed_bench');
export const backends = (process.env.BENCH_BACKENDS ?? 'sqlite,postgres').split(',');
const pgAdmin = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_NAME = 'pitchwise_bench';

export const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const fixed = (n, digits = 0) => n.toFixed(digits);

/** Builds the server and the seeder (release), unless BENCH_SKIP_BUILD=1. */
export function build() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    run('cargo', ['build', '--release', '--bin', 'pitchwise', '--example', 'seed_bench']);
  }
}

/**
 * Builds (see `build`), then runs `measure(oha, backend, databaseUrl)` on a new database of each
 * of BENCH_BACKENDS; answers what each run answered (a PostgreSQL that does not answer is
 * skipped, loudly). `{ oha: false }`: the run needs no oha (`oha` is then null).
 */
export async function onEachBackend(measure, { oha: needsOha = true } = {}) {
  build();
  const oha = needsOha ? findOha() : null;
  const results = [];
  for (const backend of backends) {
    const result = await withDatabase(backend, (databaseUrl) => measure(oha, backend, databaseUrl));
    if (result) results.push(result);
  }
  return results;
}

export function machine() {
  return `${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}); the load generator and the server share them.`;
}

/** The machine's load averages over 1, 5 and 15 minutes, as `uptime` writes them. */
export const loadAverage = () => loadavg().map((l) => l.toFixed(2)).join(', ');

/** The `p`-th percentile (0-100) of `values` (nearest rank); NaN when there are none. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** oha from bench/.tools/bin, else PATH, else installed into bench/.tools once. */
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

/**
 * Runs `measure(databaseUrl)` on a new database of `backend` ('sqlite' or 'postgres') and drops
 * it after. PostgreSQL is skipped, loudly, when nothing answers (answers null then).
 */
export async function withDatabase(backend, measure) {
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
    return await measure(databaseUrl);
  } finally {
    cleanup();
  }
}

/** Starts `pitchwise serve` with the local sign-in on a free port; `env` adds variables. */
export async function startServer(databaseUrl, env = {}) {
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
      ...env,
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
  return {
    base,
    pid: child.pid,
    /** The server's resident memory now and at its peak, in MiB (Linux). */
    memory: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kib = (field) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))[1]);
      return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
    },
    /** The CPU time the server has used so far (user + system), in seconds (Linux). */
    cpuSeconds: () => {
      const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      // The fields after the command's parenthesis; utime and stime are the 14th and 15th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
    },
    stop: () => new Promise((r) => (child.on('exit', r), child.kill('SIGTERM'))),
  };
}

/** Linux's USER_HZ, which /proc/PID/stat counts CPU time in (100 on every common build). */
const CLOCK_TICKS = 100;

const cookieOf = (response, name) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith(`${name}=`));

/** Signs `email` in through the local sign-in form; answers the session's Cookie header. */
export async function signIn(base, email) {
  const csrf = await fetch(`${base}/auth/csrf`);
  const { csrfToken } = await csrf.json();
  const response = await fetch(`${base}/auth/signin/dev`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: cookieOf(csrf, 'pitchwise_csrf'), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrfToken, email, name: 'Bench User', callbackUrl: '/dashboard' }),
  });
  const session = cookieOf(response, 'pitchwise_session');
  if (response.status !== 303 || !session) throw new Error(`sign-in failed: ${response.status}`);
  return session;
}

/** Loads `url` with oha for `seconds` at `connections`; every answer must be 200. */
export function load(oha, url, { seconds, connections, headers = [] }) {
  const args = ['-z', `${seconds}s`, '-c', String(connections), '--no-tui', '--output-format', 'json'];
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
