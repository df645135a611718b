import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../provider/db/client';
import { seedDemoData } from '../../provider/seed/seed';
import { inviteOwner } from '../../provider/desk/first-owner';
import { openObjectStorage } from '../../provider/storage/open-storage';
import { loadEnv } from '../../provider/env';
import { lastAudit } from './support/operators';
import { createTestProvider, expectJson, type TestProvider } from './support/test-provider';

/** `npm run desk:owner`, as an operator of the site runs it: its own process, on the DATA_DIR of `npm start`. */
function runScript(dataDir: string, args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/desk-owner.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: '', SITE_DOMAIN: 'shop.example', NODE_ENV: '' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

/** Each run is a Node process of its own that loads TypeScript through tsx: seconds each on a busy 2-core machine. */
const SCRIPT_RUNS_MS = 90_000;

describe('npm run desk:owner', () => {
  let dataDir: string;
  beforeAll(async () => {
    // The lock guards PGlite's data directory, so this uses PGlite on disk whatever the pass.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desk-owner-'));
    const env = loadEnv({ DATA_DIR: dataDir });
    const database = await openDatabase(env);
    await seedDemoData(database.db, openObjectStorage(env), () => {}, { demoAccounts: false });
    await database.close();
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('prints a one-time OWNER link of the tenant\'s origin while the server is stopped', async () => {
    const { code, output } = await runScript(dataDir, ['--tenant', 'vn', '--email', 'Boss@Example.com']);
    expect(output).toMatch(/https:\/\/vn\.shop\.example\/desk\/invitation\/[A-Za-z0-9_-]{43}\n/);
    expect(output).toContain('boss@example.com');
    expect(code).toBe(0);
  }, SCRIPT_RUNS_MS);

  it('says clearly that the server must be stopped while it holds the data, and refuses bad arguments', async () => {
    const server = await openDatabase({ DATA_DIR: dataDir });
    try {
      const { code, output } = await runScript(dataDir, ['--tenant', 'vn', '--email', 'boss@example.com']);
      expect(code).toBe(1);
      expect(output).toContain('The server is running on this PGlite data');
    } finally {
      await server.close();
    }
    const [unknown, noEmail] = await Promise.all([
      runScript(dataDir, ['--tenant', 'nosuch', '--email', 'boss@example.com']), runScript(dataDir, ['--tenant', 'vn']),
    ]);
    expect(unknown).toMatchObject({ code: 1, output: expect.stringContaining('There is no tenant "nosuch"') as unknown });
    expect(noEmail).toMatchObject({ code: 1, output: expect.stringContaining('Usage: npm run desk:owner') as unknown });
  }, SCRIPT_RUNS_MS);
});

describe('inviteOwner', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await createTestProvider();
  });
  afterAll(() => provider.close());

  it('makes an OWNER invitation audited as made outside the desk, which sets up a working owner', async () => {
    const link = await inviteOwner(provider.db, provider.env, { tenantId: 'gh', email: 'founder@example.com' }, provider.clock.now());
    expect(link).toMatch(/^http:\/\/gh\.localhost:4321\/desk\/invitation\//);
    expect(await lastAudit(provider, 'invitation.create', 'gh')).toMatchObject({ operatorId: null, role: null, after: { email: 'founder@example.com', role: 'OWNER' } });
    const token = link.split('/').at(-1) ?? '';
    const session = await expectJson(provider.api({ tenant: 'gh' }).desk.invitations[':token'].accept.$post({
      param: { token }, json: { name: 'Founder', password: 'Founder-2026' },
    }), 200);
    expect(session.operator).toMatchObject({ role: 'OWNER', email: 'founder@example.com' });
  });
});
