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
import { fixed as f, load, machine, onEachBackend, run, seeder, signIn, startServer } from './lib.mjs';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 64);
const USERS = 1000;
const COMPANIES = 20;
const BENCH_USER = 'bench-user-500@example.com';

/** The seeded user's session, after checking the list answers their companies. */
async function signInBenchUser(base) {
  const cookie = await signIn(base, BENCH_USER);
  const list = await fetch(`${base}/api/companies`, { headers: { cookie } });
  const companies = await list.json();
  if (list.status !== 200 || companies.length !== COMPANIES) {
    throw new Error(`GET /api/companies answered ${list.status} with ${companies.length} companies`);
  }
  return { cookie, bytes: JSON.stringify(companies).length };
}

const results = await onEachBackend(async (oha, backend, databaseUrl) => {
  run(seeder, ['seed', databaseUrl, String(USERS), String(COMPANIES)]);
  const server = await startServer(databaseUrl);
  try {
    const { cookie, bytes } = await signInBenchUser(server.base);
    const healthz = `${server.base}/healthz`;
    const companies = `${server.base}/api/companies`;
    const signedIn = { connections, headers: [`Cookie: ${cookie}`] };
    console.log(`==> ${backend}: warm-up`);
    load(oha, healthz, { seconds: 2, connections });
    load(oha, companies, { ...signedIn, seconds: 2 });
    console.log(`==> ${backend}: ${seconds} s per endpoint at ${connections} connections`);
    const h = load(oha, healthz, { seconds, connections });
    const c = load(oha, companies, { ...signedIn, seconds });
    // For reference: one trivial query (the pool's floor), and the session lookup alone.
    const readyz = load(oha, `${server.base}/readyz`, { seconds, connections });
    const me = load(oha, `${server.base}/api/users/me`, { ...signedIn, seconds });
    return { backend, healthz: h, companies: c, readyz, me, bytes };
  } finally {
    await server.stop();
  }
});

console.log(`\n${machine()}`);
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
