#!/usr/bin/env node
// The JavaScript the landing page loads before it shows: the entry chunk with its static imports,
// and the landing route's chunk with its own (should the route be split off), each gzipped as the
// server sends it (level 6, tower-http's default). Builds web/ with Vite's manifest into a temporary
// folder (web/dist stays as it is, and the manifest out of the binary), prints the figure and fails
// over the budget. `npm test` in web/ runs it; docs/performance.md has the figures.
import { createRequire } from 'node:module';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 120_000;
const LANDING_ROUTE = 'src/app/routes/landing.tsx';

const webDir = path.resolve(import.meta.dirname, '../web');
const vitePath = createRequire(path.join(webDir, 'package.json')).resolve('vite');
const { build } = await import(pathToFileURL(vitePath).href);

const outDir = await mkdtemp(path.join(tmpdir(), 'pitchwise-landing-size-'));
try {
  await build({
    root: webDir,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true, reportCompressedSize: false },
  });
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'));

  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  // A key of the manifest only when the route is a chunk of its own; else it is in the entry.
  visit(LANDING_ROUTE);

  let total = 0;
  for (const file of files) {
    const code = await readFile(path.join(outDir, file));
    const gzipped = gzipSync(code, { level: 6 }).length;
    total += gzipped;
    console.log(`${(gzipped / 1000).toFixed(1).padStart(7)} kB  ${file} (${(code.length / 1000).toFixed(1)} kB)`);
  }
  const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
  console.log(`landing page JavaScript: ${(total / 1000).toFixed(1)} kB gzipped, ${verdict} the budget of ${BUDGET_BYTES / 1000} kB`);
  if (total > BUDGET_BYTES) process.exitCode = 1;
} finally {
  await rm(outDir, { recursive: true, force: true });
}
