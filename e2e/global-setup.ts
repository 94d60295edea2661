import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSmtpSink } from './smtp-sink';

// Starts the real server binary (which serves the built web app) on a fresh SQLite database
// and a free port; tests read its address from PITCHWISE_URL (see fixtures.ts).
// Google sign-in points at the local OpenID Connect provider (examples/oidc_provider.rs), whose
// page asks who signs in. The local sign-in is on too, so most tests skip the provider;
// ADMIN_EMAIL signs in as an admin.

export const ADMIN_EMAIL = 'admin@e2e.pitchwise.test';

const repoRoot = path.resolve(__dirname, '..');
const READY_TIMEOUT_MS = 60_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port.'));
      });
    });
  });
}

async function waitUntilReady(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`pitchwise serve exited early with code ${server.exitCode}.`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url}/readyz did not answer 200 within ${READY_TIMEOUT_MS / 1000} s.`);
}

type OidcProvider = { issuer: string; clientId: string; clientSecret: string };

/** Starts the provider program and reads the JSON line it prints on start. */
function startOidcProvider(binary: string): Promise<{ process: ChildProcess; provider: OidcProvider }> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, [], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`The OpenID Connect provider exited early with code ${code}.`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n')[0];
      if (output.includes('\n') && line) resolve({ process: child, provider: JSON.parse(line) as OidcProvider });
    });
  });
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(forceKill);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const binary = path.resolve(process.env.PITCHWISE_BIN ?? path.join(repoRoot, 'target/release/pitchwise'));
  if (!existsSync(binary)) {
    throw new Error(`No server binary at ${binary}. Build it with 'make build' or set PITCHWISE_BIN.`);
  }

  const oidcBinary = path.resolve(
    process.env.OIDC_PROVIDER_BIN ?? path.join(repoRoot, 'target/release/examples/oidc_provider'),
  );
  if (!existsSync(oidcBinary)) {
    throw new Error(
      `No OpenID Connect provider at ${oidcBinary}. Build it with 'cargo build --release --example oidc_provider' or set OIDC_PROVIDER_BIN.`,
    );
  }
  const oidc = await startOidcProvider(oidcBinary);

  const dataDir = await mkdtemp(path.join(tmpdir(), 'pitchwise-e2e-'));
  const mailDir = path.join(dataDir, 'mail');
  const smtp = await startSmtpSink(mailDir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(binary, ['serve'], {
    cwd: dataDir,
    env: {
      ...process.env,
      DATABASE_URL: `sqlite://${dataDir}/e2e.db`,
      BIND_ADDR: `127.0.0.1:${port}`,
      PUBLIC_URL: url,
      RUST_LOG: 'warn',
      DEV_LOGIN: '1',
      ADMIN_EMAILS: ADMIN_EMAIL,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Pitchwise <hello@pitchwise.test>',
      GOOGLE_ISSUER_URL: oidc.provider.issuer,
      GOOGLE_CLIENT_ID: oidc.provider.clientId,
      GOOGLE_CLIENT_SECRET: oidc.provider.clientSecret,
      // Every test signs in from 127.0.0.1; the limits themselves are tested by the API tests.
      SIGN_IN_RATE_LIMIT: '1000/min',
      WAITLIST_RATE_LIMIT: '1000/min',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

  try {
    await waitUntilReady(url, server);
  } catch (error) {
    smtp.server.close();
    await Promise.all([stop(server), stop(oidc.process)]);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  process.env.PITCHWISE_URL = url;
  process.env.PITCHWISE_MAIL_DIR = mailDir;

  return async () => {
    smtp.server.close();
    await Promise.all([stop(server), stop(oidc.process)]);
    await rm(dataDir, { recursive: true, force: true });
  };
}
