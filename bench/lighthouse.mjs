#!/usr/bin/env node
// Lighthouse's mobile performance score (its default: a mid-range phone on a slow 4G network,
// simulated) of the landing page, signed out, and of the dashboard, signed in as an active user
// with three companies. Each page is measured RUNS times (default 3) and the median counts; fails
// when a median misses its target. Serves target/release/pitchwise on a new SQLite database and
// drives Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium), headless: no browser is
// ever downloaded. The session cookie of the local sign-in reaches Lighthouse as an extra header.
// LIGHTHOUSE_REPORTS=DIR keeps each run's whole report there (JSON, for Lighthouse's viewer).
// Usage: make lighthouse   (or, after `make build` and `npm ci` in bench/: node bench/lighthouse.mjs [runs])
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { signIn, startServer } from './lib.mjs';

const runs = Number(process.argv[2] ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ADMIN = 'admin@lighthouse.pitchwise.test';
const USER = 'user@lighthouse.pitchwise.test';
// docs/performance.md, "Lighthouse".
const TARGETS = { landing: 0.98, dashboard: 0.95 };
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Sends `body` as JSON with the session cookie; answers the parsed answer, failing unless OK. */
async function call(base, cookie, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Signs the user in, has the admin approve them and gives them three companies; answers their cookie. */
async function activeUserWithCompanies(base) {
  const cookie = await signIn(base, USER);
  const admin = await signIn(base, ADMIN);
  const users = await call(base, admin, 'GET', '/api/users');
  const user = users.find((candidate) => candidate.email === USER);
  await call(base, admin, 'PUT', `/api/users/${user.id}`, { status: 'active' });
  for (const name of ['Northwind Analytics', 'Harbor & Pine', 'Lumen Health']) {
    await call(base, cookie, 'POST', '/api/companies', {
      name,
      industry: 'Technology',
      description: 'A company made for the Lighthouse run.',
    });
  }
  return cookie;
}

const reports = process.env.LIGHTHOUSE_REPORTS;

/** One Lighthouse run of `url` (performance only); answers the score and the metrics. */
async function measure(port, url, extraHeaders, reportName) {
  const { lhr } = await lighthouse(url, { port, onlyCategories: ['performance'], extraHeaders, logLevel: 'error' });
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(join(reports, `${reportName}.json`), JSON.stringify(lhr));
  }
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([id, name]) => [name, lhr.audits[id].numericValue]));
  return { score: lhr.categories.performance.score, metrics, benchmarkIndex: lhr.environment.benchmarkIndex };
}

const format = (name, value) => (name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`);

const folder = mkdtempSync(join(tmpdir(), 'pitchwise-lighthouse-'));
const server = await startServer(`sqlite://${folder}/lighthouse.db`, { ADMIN_EMAILS: ADMIN });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
let missed = false;
try {
  const cookie = await activeUserWithCompanies(server.base);
  const pages = [
    { name: 'landing', url: `${server.base}/` },
    { name: 'dashboard', url: `${server.base}/dashboard`, headers: { Cookie: cookie } },
  ];
  for (const { name, url, headers } of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await measure(chrome.port, url, headers, `${name}-${i + 1}`));
    const score = median(results.map((result) => result.score));
    const metrics = Object.values(METRICS)
      .map((metric) => `${metric} ${format(metric, median(results.map((result) => result.metrics[metric])))}`)
      .join(', ');
    const verdict = score >= TARGETS[name] ? 'target met' : 'TARGET MISSED';
    console.log(`${name}: performance ${score.toFixed(2)} (median of ${runs}: ${results.map((r) => r.score.toFixed(2)).join(' ')}; target ${TARGETS[name]}, ${verdict})`);
    console.log(`  medians: ${metrics}; benchmark index ${Math.round(median(results.map((r) => r.benchmarkIndex)))}`);
    if (score < TARGETS[name]) missed = true;
  }
} finally {
  await chrome.kill();
  await server.stop();
  rmSync(folder, { recursive: true, force: true });
}
if (missed) process.exitCode = 1;
