#!/usr/bin/env node
// A mixed workload of USERS simulated browser sessions, each signed in through the local sign-in,
// for a fixed time: throughput, p50/p99 latency and errors per kind of request, and the server's
// peak memory, on SQLite, on PostgreSQL, and on two `pitchwise serve` processes over one
// PostgreSQL (the users split between them).
//
// Set-up (not measured): seeds USERS active users x 20 companies (examples/seed_bench.rs), signs
// every user in through the local sign-in (GET /auth/csrf, POST /auth/signin/dev), reads their
// companies and gives the first one a complete interview (four POST /api/interviews with the
// questions' sample answers), so that its content can be generated.
//
// Each user then behaves as a person with the app open in a browser, which keeps up to 6
// connections to the server (HTTP/1.1 keep-alive, as browsers do). Users start evenly over the
// ramp (not measured), then each loops until the end:
//
//   the app loads (or is reloaded, 1 time in 4 after the first): GET /isSignedIn
//   the dashboard:                    GET /api/companies; reads it for 2-10 s
//   opens the interview of the company (as the page does): GET /api/companies/{id},
//                                     GET /api/interviews?companyId=ID, GET /api/interview/questions
//                                     (once a session: the browser keeps it an hour) and
//                                     POST /api/content/preview (the side panel's preview)
//   stays on the page 20-90 s:        GET /api/interviews?companyId=ID every 3 s (the page's
//                                     refetch; skipped while the last one is under way)
//                                     PUT /api/interviews/{id} every 20 s on average (exponential):
//                                     one section's four answers, one of them edited
//                                     1 visit in 10: Generate Content, as the page asks for it
//                                     (POST /api/content/generate, Accept: text/event-stream, read
//                                     to its last event), then 3 s later the content page's four
//                                     reads (GET /api/content/active|versions|assets/.../website|
//                                     .../pitch) and GET /api/companies; none once out of credits
//   back to the dashboard.
//
// Counted: every request started after the ramp and within SECONDS (those under way at the end are
// waited for). An error is a 5xx (also one a generation's stream ends with) or a network error;
// 429s are counted apart (the limits stay as configured: GENERATION_RATE_LIMIT 10/10min and
// PREVIEW_RATE_LIMIT 30/min per user; only SIGN_IN_RATE_LIMIT is raised, since every user signs in
// from 127.0.0.1), as are other 4xx (there should be none). Memory: the server's VmRSS sampled
// every 250 ms while measuring, and its VmHWM (the peak since it started, set-up included).
// The writer is the built-in one (no LLM_BASE_URL).
//
// Usage: node bench/load.mjs [seconds measured, default 120] [users, default 1000]
// Environment: as bench/companies.mjs (BENCH_POSTGRES_ADMIN_URL, BENCH_BACKENDS, BENCH_SKIP_BUILD), and
//   BENCH_RAMP           seconds over which the users start, not measured (default 20)
//   BENCH_PG_INSTANCES   server processes over one PostgreSQL, one run each (default "1,2")
// Exits 1 when any request failed (a 5xx or a network error) or answered a 4xx other than 429.
// Failures during the ramp count too (not in the figures). A smoke run (about 20 s):
// `make bench-load-smoke`, i.e. BENCH_RAMP=0 BENCH_PG_INSTANCES=2 node bench/load.mjs 8 100.
import { readdirSync, readlinkSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import {
  build,
  backends,
  fixed as f,
  loadAverage,
  machine,
  percentile,
  run,
  seeder,
  signIn,
  startServer,
  withDatabase,
} from './lib.mjs';

const SECONDS = Number(process.argv[2] ?? 120);
const USERS = Number(process.argv[3] ?? 1000);
const RAMP = Number(process.env.BENCH_RAMP ?? 20);
const PG_INSTANCES = (process.env.BENCH_PG_INSTANCES ?? '1,2').split(',').map(Number);
const COMPANIES = 20;
const CREDITS = 10;

// The session's behaviour (see the header).
const DASHBOARD_MS = [2_000, 10_000];
const VISIT_MS = [20_000, 90_000];
const REFETCH_MS = 3_000;
const SAVE_MEAN_MS = 20_000;
const GENERATE_ONE_VISIT_IN = 10;
const RELOAD_ONE_IN = 4;
const AFTER_GENERATION_MS = 3_000;
/** Browsers keep at most 6 HTTP/1.1 connections to one server. */
const BROWSER_CONNECTIONS = 6;

/** The kinds reported, in the table's order. */
const KINDS = {
  status: '`GET /isSignedIn`',
  companies: '`GET /api/companies`',
  company: '`GET /api/companies/{id}`',
  questions: '`GET /api/interview/questions`',
  interviews: '`GET /api/interviews?companyId=` (3 s refetch)',
  save: '`PUT /api/interviews/{id}` (save)',
  preview: '`POST /api/content/preview`',
  generate: '`POST /api/content/generate` (stream)',
  content: '`GET /api/content/...` (4 reads after a generation)',
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const between = ([low, high]) => low + Math.random() * (high - low);
const exponential = (mean) => -mean * Math.log(1 - Math.random());

/** What one run records: per kind, the latencies (ms) of answered requests and the outcomes. */
class Tally {
  constructor() {
    this.kinds = Object.fromEntries(
      Object.keys(KINDS).map((k) => [k, { ms: [], errors: 0, limited: 0, other4xx: 0, codes: {}, failures: [] }]),
    );
    this.counting = false;
    this.retried = 0;
    /** Failures while not counting (the ramp): not in the figures, but a failure all the same. */
    this.uncounted = [];
  }

  /** One answer; `counted`: whether the request started while counting. */
  add(kind, ms, status, failure, counted = this.counting) {
    if (!counted) {
      if (status === 'network' || (status >= 400 && status !== 429)) this.uncounted.push(failure ?? `${status}`);
      return;
    }
    const k = this.kinds[kind];
    k.ms.push(ms);
    k.codes[status] = (k.codes[status] ?? 0) + 1;
    if (status === 'network' || status >= 500) {
      k.errors++;
      if (k.failures.length < 5) k.failures.push(failure ?? `${status}`);
    } else if (status === 429) k.limited++;
    else if (status >= 400) {
      k.other4xx++;
      if (k.failures.length < 5) k.failures.push(failure ?? `${status}`);
    }
  }
}

/** A browser's connections to one server, and its session. */
class Browser {
  constructor(base, cookie, tally) {
    const url = new URL(base);
    this.host = url.hostname;
    this.port = Number(url.port);
    this.origin = base;
    this.cookie = cookie;
    this.tally = tally;
    // Idle connections are closed before the server's 30 s keep-alive limit would close them.
    this.agent = new Agent({ keepAlive: true, maxSockets: BROWSER_CONNECTIONS, timeout: 25_000 });
  }

  /**
   * One request, timed from its start to its body's last byte; answers { status, body } (body
   * only when `read`), status 'network' when it failed. A connection the server closed while idle
   * is retried once, as browsers do.
   */
  async send(kind, method, path, { json, accept = 'application/json', read = false, judge } = {}) {
    const started = performance.now();
    const counted = this.tally.counting;
    let outcome;
    for (let attempt = 1; ; attempt++) {
      outcome = await this.#once(method, path, json, accept, read);
      if (!(outcome.retry && attempt === 1)) break;
      this.tally.retried += counted ? 1 : 0;
    }
    if (judge && outcome.status === 200) outcome = judge(outcome);
    const failure = outcome.status === 'network' ? `${method} ${path}: ${outcome.error}` : outcomeText(method, path, outcome);
    this.tally.add(kind, performance.now() - started, outcome.status, failure, counted);
    return outcome;
  }

  #once(method, path, json, accept, read) {
    return new Promise((resolve) => {
      const headers = { cookie: this.cookie, accept, 'accept-encoding': 'gzip, deflate, br' };
      let body;
      if (json !== undefined) {
        body = Buffer.from(JSON.stringify(json));
        headers['content-type'] = 'application/json';
        headers['content-length'] = body.length;
        headers.origin = this.origin;
      }
      const req = request({ host: this.host, port: this.port, method, path, headers, agent: this.agent }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          let text;
          if (read || res.statusCode >= 400) {
            let bytes = Buffer.concat(chunks);
            if (res.headers['content-encoding'] === 'gzip') bytes = gunzipSync(bytes);
            text = bytes.toString();
          }
          resolve({ status: res.statusCode, body: text });
        });
        res.on('error', (error) => resolve({ status: 'network', error: error.message }));
      });
      req.on('error', (error) => {
        // A kept-alive connection the server closed meanwhile: the request never reached it.
        const retry = req.reusedSocket && ['ECONNRESET', 'EPIPE'].includes(error.code);
        resolve({ status: 'network', error: `${error.code ?? ''} ${error.message}`, retry });
      });
      req.end(body);
    });
  }

  close() {
    this.agent.destroy();
  }
}

const outcomeText = (method, path, { status, body }) =>
  status >= 400 ? `${method} ${path}: ${status} ${(body ?? '').slice(0, 160)}` : undefined;

/**
 * A generation's stream as the page reads it: its last event `done` (200, with the credits
 * left), or `error` with the status the plain answer would have had; anything else is a broken
 * stream (a network error).
 */
function judgeStream(outcome) {
  const events = outcome.body.split('\n\n').filter((e) => /^event:/m.test(e));
  const last = events.at(-1) ?? '';
  const event = last.match(/^event: ?(.*)$/m)?.[1];
  const data = last.match(/^data: ?(.*)$/m)?.[1];
  if (event === 'done') return { status: 200, credits: JSON.parse(data).creditsRemaining };
  if (event === 'error') return { status: JSON.parse(data).status, body: data };
  return { status: 'network', error: `the stream ended without its last event: ${outcome.body.slice(-200)}` };
}

/** One user's session until `until` (ms, performance.now()). */
async function session(user, browser, until) {
  // A pause ends at the end of the run at the latest, which then starts nothing new.
  const pause = (ms) => sleep(Math.max(0, Math.min(ms, until - performance.now())));
  const { companyId, records, answers } = user;
  let credits = CREDITS;
  let questionsRead = false;
  let edits = 0;
  for (let visit = 0; performance.now() < until; visit++) {
    if (visit === 0 || Math.random() < 1 / RELOAD_ONE_IN) await browser.send('status', 'GET', '/isSignedIn');
    await browser.send('companies', 'GET', '/api/companies');
    await pause(between(DASHBOARD_MS));
    if (performance.now() >= until) break;

    // The interview page opens.
    const leave = Math.min(until, performance.now() + between(VISIT_MS));
    const opening = [
      browser.send('company', 'GET', `/api/companies/${companyId}`),
      browser.send('interviews', 'GET', `/api/interviews?companyId=${companyId}`),
      browser.send('preview', 'POST', '/api/content/preview', { json: { companyId } }),
    ];
    if (!questionsRead) opening.push(browser.send('questions', 'GET', '/api/interview/questions'));
    questionsRead = true;
    await Promise.all(opening);

    // The page's refetch runs beside whatever the user does.
    let open = true;
    const refetch = (async () => {
      while (open && performance.now() < until) {
        await pause(REFETCH_MS);
        if (open && performance.now() < until) await browser.send('interviews', 'GET', `/api/interviews?companyId=${companyId}`);
      }
    })();
    let generateAt =
      credits > 0 && Math.random() < 1 / GENERATE_ONE_VISIT_IN ? between([performance.now(), leave]) : Infinity;
    let nextSave = performance.now() + exponential(SAVE_MEAN_MS);
    while (performance.now() < leave) {
      const next = Math.min(nextSave, generateAt, leave);
      await sleep(Math.max(0, next - performance.now()));
      if (next === leave) break;
      if (next === generateAt) {
        // Once a visit, whatever the answer (a refusal is shown, not retried).
        generateAt = Infinity;
        const outcome = await browser.send('generate', 'POST', '/api/content/generate', {
          json: { companyId },
          accept: 'text/event-stream',
          read: true,
          judge: judgeStream,
        });
        if (outcome.status === 200) {
          credits = outcome.credits;
          await pause(AFTER_GENERATION_MS);
          if (performance.now() >= until) break;
          await Promise.all([
            browser.send('content', 'GET', `/api/content/active/${companyId}`),
            browser.send('content', 'GET', `/api/content/versions/${companyId}`),
            browser.send('content', 'GET', `/api/content/assets/${companyId}/website`),
            browser.send('content', 'GET', `/api/content/assets/${companyId}/pitch`),
            browser.send('companies', 'GET', '/api/companies'),
          ]);
        } else if (outcome.status === 402) credits = 0;
        nextSave = Math.max(nextSave, performance.now());
        continue;
      }
      // A save: one section's answers, one of them edited.
      const record = records[edits % records.length];
      const responses = { ...answers[record.section] };
      const key = Object.keys(responses)[edits % 4];
      responses[key] = `${responses[key]} Edit ${++edits}.`;
      await browser.send('save', 'PUT', `/api/interviews/${record.id}`, { json: { responses } });
      nextSave = performance.now() + exponential(SAVE_MEAN_MS);
    }
    open = false;
    await refetch;
  }
}

/** How many sockets the process `pid` holds open (its connections, listeners included). */
function sockets(pid) {
  const folder = `/proc/${pid}/fd`;
  return readdirSync(folder).filter((fd) => {
    try {
      return readlinkSync(`${folder}/${fd}`).startsWith('socket:');
    } catch {
      return false; // closed meanwhile
    }
  }).length;
}

/** `count` calls of `work(i)`, at most `parallel` at once. */
async function inParallel(count, parallel, work) {
  let next = 0;
  const worker = async () => {
    while (next < count) await work(next++);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
}

/** Signs every user in on their server and gives their first company a complete interview. */
async function setUp(servers) {
  const sample = await (async () => {
    const cookie = await signIn(servers[0].base, 'bench-user-1@example.com');
    const questions = await (await fetch(`${servers[0].base}/api/interview/questions`, { headers: { cookie } })).json();
    return questions.samples[0].answers;
  })();
  const users = new Array(USERS);
  await inParallel(USERS, 16, async (i) => {
    const { base } = servers[i % servers.length];
    const cookie = await signIn(base, `bench-user-${i + 1}@example.com`);
    const headers = { cookie, 'content-type': 'application/json', origin: base };
    const list = await (await fetch(`${base}/api/companies`, { headers })).json();
    if (list.length !== COMPANIES) throw new Error(`user ${i + 1} has ${list.length} companies`);
    const companyId = Math.min(...list.map((c) => c.id));
    const records = [];
    for (const [section, responses] of Object.entries(sample)) {
      const body = JSON.stringify({ companyId, section, responses });
      const created = await fetch(`${base}/api/interviews`, { method: 'POST', headers, body });
      if (created.status !== 201) throw new Error(`POST /api/interviews: ${created.status} ${await created.text()}`);
      const record = await created.json();
      if (!record.completed) throw new Error(`section ${section} is not complete`);
      records.push({ id: record.id, section });
    }
    users[i] = { server: i % servers.length, cookie, companyId, records, answers: sample };
  });
  return users;
}

/** One measured run on `instances` servers over `databaseUrl`. */
async function measure(backend, databaseUrl, instances) {
  const label = instances > 1 ? `${backend}, ${instances} processes` : backend;
  run(seeder, ['seed', databaseUrl, String(USERS), String(COMPANIES)]);
  const servers = [];
  try {
    // Every user signs in from 127.0.0.1; the other limits stay as configured.
    for (let i = 0; i < instances; i++) {
      servers.push(await startServer(databaseUrl, { SIGN_IN_RATE_LIMIT: `${2 * USERS + 10}/min` }));
    }
    console.log(`==> ${label}: signing ${USERS} users in, one complete interview each`);
    const setUpStarted = performance.now();
    const users = await setUp(servers);
    console.log(`    done in ${f((performance.now() - setUpStarted) / 1000, 1)} s`);
    const memorySetUp = servers.map((s) => s.memory());

    const tally = new Tally();
    const browsers = users.map((u) => new Browser(servers[u.server].base, u.cookie, tally));
    const loadBefore = loadAverage();
    console.log(`==> ${label}: ${USERS} users, ${RAMP} s ramp, ${SECONDS} s measured (load average ${loadBefore})`);
    const start = performance.now();
    const until = start + (RAMP + SECONDS) * 1000;
    const sessions = users.map(async (user, i) => {
      await sleep((RAMP * 1000 * i) / USERS);
      await session(user, browsers[i], until);
    });
    await sleep(RAMP * 1000);
    tally.counting = true;
    const memoryBefore = servers.map((s) => s.memory());
    const cpuBefore = servers.map((s) => s.cpuSeconds());
    const clientCpuBefore = process.cpuUsage();
    const rssMax = servers.map((s) => s.memory().rss);
    const sampler = setInterval(() => {
      servers.forEach((s, i) => (rssMax[i] = Math.max(rssMax[i], s.memory().rss)));
    }, 250);
    await sleep(SECONDS * 1000);
    const cpu = servers.map((s, i) => s.cpuSeconds() - cpuBefore[i]);
    const connections = servers.map((s) => sockets(s.pid));
    const clientCpu = process.cpuUsage(clientCpuBefore);
    const loadAfter = loadAverage();
    // Requests under way at the end still count; no new ones start.
    await Promise.all(sessions);
    tally.counting = false;
    clearInterval(sampler);
    const memoryAfter = servers.map((s) => s.memory());
    browsers.forEach((b) => b.close());
    return {
      label,
      tally,
      loadBefore,
      loadAfter,
      memory: servers.map((_, i) => ({
        setUp: memorySetUp[i].rss,
        before: memoryBefore[i].rss,
        max: rssMax[i],
        hwm: memoryAfter[i].peak,
      })),
      connections,
      serverCpu: cpu.map((c) => c / SECONDS),
      clientCpu: (clientCpu.user + clientCpu.system) / 1e6 / SECONDS,
    };
  } finally {
    for (const s of servers) await s.stop();
  }
}

build();
const results = [];
for (const backend of backends) {
  for (const instances of backend === 'postgres' ? PG_INSTANCES : [1]) {
    const result = await withDatabase(backend, (databaseUrl) => measure(backend, databaseUrl, instances));
    if (result) results.push(result);
  }
}

console.log(`\n${machine()}`);
console.log(
  `${USERS} users (${COMPANIES} companies each, one with a complete interview), ${RAMP} s ramp, ${SECONDS} s measured; built-in writer.\n`,
);
console.log('| database | request | count | requests/s | p50 (ms) | p99 (ms) | max (ms) | errors | 429 | other 4xx |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
let failed = 0;
let unexpected = 0;
for (const r of results) {
  let total = 0;
  let errors = 0;
  let limited = 0;
  let other4xx = 0;
  let all = [];
  for (const [kind, name] of Object.entries(KINDS)) {
    const k = r.tally.kinds[kind];
    total += k.ms.length;
    errors += k.errors;
    limited += k.limited;
    other4xx += k.other4xx;
    all = all.concat(k.ms);
    const ms = (p) => (k.ms.length ? f(percentile(k.ms, p), p === 50 ? 1 : 0) : '-');
    const max = k.ms.length ? f(k.ms.reduce((a, b) => Math.max(a, b))) : '-';
    console.log(
      `| ${r.label} | ${name} | ${k.ms.length} | ${f(k.ms.length / SECONDS, 1)} | ${ms(50)} | ${ms(99)} | ${max} | ${k.errors} | ${k.limited} | ${k.other4xx} |`,
    );
  }
  console.log(
    `| ${r.label} | **all** | ${total} | **${f(total / SECONDS)}** | ${f(percentile(all, 50), 1)} | ${f(percentile(all, 99))} | ${f(all.reduce((a, b) => Math.max(a, b), 0))} | **${errors}** | ${limited} | ${other4xx} |`,
  );
  failed += errors + r.tally.uncounted.length;
  unexpected += other4xx;
}
console.log(
  '\n| database | server RSS after set-up → at the start of the measure → max while measuring (MiB) | VmHWM (MiB) | sockets at the end | server CPU (cores) | load generator CPU (cores) | load average before → after |',
);
console.log('|---|---|---|---|---|---|---|');
for (const r of results) {
  const mem = r.memory.map((m) => `${f(m.setUp, 1)} → ${f(m.before, 1)} → ${f(m.max, 1)}`).join(' / ');
  const hwm = r.memory.map((m) => f(m.hwm, 1)).join(' / ');
  const cpu = r.serverCpu.map((c) => f(c, 2)).join(' / ');
  console.log(
    `| ${r.label} | ${mem} | ${hwm} | ${r.connections.join(' / ')} | ${cpu} | ${f(r.clientCpu, 2)} | ${r.loadBefore} → ${r.loadAfter} |`,
  );
}
for (const r of results) {
  for (const [kind, k] of Object.entries(r.tally.kinds)) {
    const odd = Object.entries(k.codes).filter(([code]) => !['200', '201'].includes(code));
    if (odd.length) console.log(`\n${r.label}, ${KINDS[kind]}: ${JSON.stringify(k.codes)}\n  ${k.failures.join('\n  ')}`);
  }
  if (r.tally.uncounted.length) {
    console.log(`\n${r.label}: ${r.tally.uncounted.length} failures during the ramp:\n  ${r.tally.uncounted.slice(0, 5).join('\n  ')}`);
  }
  if (r.tally.retried) console.log(`\n${r.label}: ${r.tally.retried} requests sent again on a new connection (idle one closed)`);
}
if (failed) console.log(`\nFAILED: ${failed} requests failed (a 5xx, a network error, or during the ramp any 4xx but 429)`);
if (unexpected) console.log(`\nFAILED: ${unexpected} requests answered a 4xx other than 429: the sessions no longer match the API`);
if (failed || unexpected) process.exit(1);
