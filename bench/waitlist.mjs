#!/usr/bin/env node
// The admin's waiting list with 100,000 entries: a page of the table and the CSV export.
//
// For SQLite and then PostgreSQL: seeds ENTRIES waiting-list entries (examples/seed_bench.rs),
// starts target/release/pitchwise on it, signs an admin in through the local sign-in, and
// measures with `oha` the first page (GET /api/waitlist, 50 newest) and the last page
// (?page=2000, the 50 oldest, behind an OFFSET of 99,950) against /healthz of the same run; then
// downloads /api/waitlist/export.csv three times (Node's fetch asks for gzip, as browsers do) and
// reports the time to the first byte, the whole time, the CSV's size, and the server's memory before and at its peak.
//
// Usage: node bench/waitlist.mjs [seconds per run, default 10] [connections, default 16] [entries, default 100000]
// Environment: as bench/companies.mjs (BENCH_POSTGRES_ADMIN_URL, BENCH_BACKENDS, BENCH_SKIP_BUILD).
import { fixed as f, load, machine, onEachBackend, run, seeder, signIn, startServer } from './lib.mjs';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 16);
const ENTRIES = Number(process.argv[4] ?? 100_000);
const PAGE_SIZE = 50;
const ADMIN = 'bench-admin@example.com';
const EXPORTS = 3;

/** Downloads the export once; checks it holds every entry. */
async function exportOnce(base, cookie) {
  const started = performance.now();
  const response = await fetch(`${base}/api/waitlist/export.csv`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`export answered ${response.status}`);
  const encoding = response.headers.get('content-encoding') ?? 'identity';
  let firstByte;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    firstByte ??= performance.now() - started;
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  if (lines !== ENTRIES + 1) throw new Error(`the export held ${lines} lines, not ${ENTRIES + 1}`);
  return { firstByte, total: performance.now() - started, bytes, encoding };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const results = await onEachBackend(async (oha, backend, databaseUrl) => {
  run(seeder, ['waitlist', databaseUrl, String(ENTRIES)]);
  const server = await startServer(databaseUrl, { ADMIN_EMAILS: ADMIN });
  try {
    const cookie = await signIn(server.base, ADMIN);
    const lastPage = Math.ceil(ENTRIES / PAGE_SIZE);
    const first = `${server.base}/api/waitlist`;
    const last = `${server.base}/api/waitlist?page=${lastPage}`;
    const probe = await (await fetch(last, { headers: { cookie } })).json();
    if (probe.total !== ENTRIES || probe.items.at(-1)?.email !== 'person-1@example.com') {
      throw new Error(`the last page is not what was seeded: ${JSON.stringify(probe).slice(0, 200)}`);
    }
    const signedIn = { connections, headers: [`Cookie: ${cookie}`] };
    console.log(`==> ${backend}: warm-up`);
    load(oha, first, { ...signedIn, seconds: 2 });
    console.log(`==> ${backend}: ${seconds} s per endpoint at ${connections} connections`);
    const healthz = load(oha, `${server.base}/healthz`, { seconds, connections });
    const firstPage = load(oha, first, { ...signedIn, seconds });
    const lastPageLoad = load(oha, last, { ...signedIn, seconds });
    const before = server.memory();
    const exports = [];
    for (let i = 0; i < EXPORTS; i++) exports.push(await exportOnce(server.base, cookie));
    const after = server.memory();
    return { backend, healthz, firstPage, lastPage: lastPageLoad, lastPageNumber: lastPage, exports, before, after };
  } finally {
    await server.stop();
  }
});

console.log(`\n${machine()}`);
console.log(`${ENTRIES} waiting-list entries, ${PAGE_SIZE} a page; ${connections} connections, ${seconds} s per endpoint.\n`);
console.log('| database | endpoint | requests/s | p50 (ms) | p99 (ms) |');
console.log('|---|---|---|---|---|');
for (const r of results) {
  for (const [name, m] of [
    ['`GET /healthz`', r.healthz],
    ['`GET /api/waitlist` (first page)', r.firstPage],
    [`\`GET /api/waitlist?page=${r.lastPageNumber}\` (last page)`, r.lastPage],
  ]) {
    console.log(`| ${r.backend} | ${name} | ${f(m.rps)} | ${f(m.p50, 2)} | ${f(m.p99, 2)} |`);
  }
}
console.log(`\nThe export, median of ${EXPORTS} downloads, and the server's resident memory:\n`);
console.log('| database | sent as | first byte (ms) | whole file (ms) | CSV (MiB) | RSS before (MiB) | RSS peak (MiB) |');
console.log('|---|---|---|---|---|---|---|');
for (const r of results) {
  const firstByte = median(r.exports.map((e) => e.firstByte));
  const total = median(r.exports.map((e) => e.total));
  const size = r.exports[0].bytes / 1024 / 1024;
  console.log(
    `| ${r.backend} | ${r.exports[0].encoding} | ${f(firstByte, 1)} | ${f(total)} | ${f(size, 2)} | ${f(r.before.rss, 1)} | ${f(r.after.peak, 1)} |`,
  );
}
