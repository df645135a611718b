import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type ProviderDatabase } from '../../provider/db/client';
import { accountLedger, payments, userAccounts } from '../../provider/db/schema';
import { accountDiscrepancies } from '../../provider/ledger/ledger';
import { CRASH_OPENING_BALANCE_FEN, CRASH_PAY_PASSWORD } from './support/crash-constants';
import { databaseCopy } from './support/database-snapshots';

/*
 * kill -9 of a separate provider process while shoppers pay: after a restart every balance
 * still equals its ledger, and every paid payment was debited exactly once.
 */

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface Started {
  child: ChildProcess;
  port: number;
  token: string;
  orderIds: number[];
}

function startProvider(env: Record<string, string>): Promise<Started> {
  // node itself with tsx as a loader (not the tsx launcher), so SIGKILL hits the provider process.
  const child = spawn(path.resolve('node_modules/.bin/node'), ['--import', 'tsx', 'tests/provider/support/pay-loop-provider.ts'], {
    env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(async () => child.kill('SIGKILL'));
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready (\d+) (\S+) ([\d,]+)/.exec(output);
      if (match) resolve({ child, port: Number(match[1]), token: match[2]!, orderIds: match[3]!.split(',').map(Number) });
    });
    child.once('exit', (code) => reject(new Error(`The provider exited (${code}) before it was ready`)));
  });
}

const pay = (started: Started, orderId: number) => fetch(`http://127.0.0.1:${started.port}/api/front/purchase-orders/${orderId}/pay`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'X-Tenant-Id': 'crash', Authorization: `Bearer ${started.token}` },
  body: JSON.stringify({ payPassword: CRASH_PAY_PASSWORD }),
}).then((response) => response.status, () => 0);

async function checkConsistent(database: ProviderDatabase): Promise<number> {
  const { db } = database;
  expect(await accountDiscrepancies(db)).toEqual([]);
  const debits = await db.select({ reference: accountLedger.reference }).from(accountLedger).where(and(eq(accountLedger.tenantId, 'crash'), eq(accountLedger.kind, 'PAYMENT')));
  const paid = await db.select({ paymentNo: payments.paymentNo, amount: payments.amountFen }).from(payments).where(and(eq(payments.tenantId, 'crash'), eq(payments.status, 'PAID')));
  expect(debits.map((row) => row.reference).sort()).toEqual(paid.map((row) => row.paymentNo).sort());
  const [account] = await db.select().from(userAccounts).where(eq(userAccounts.tenantId, 'crash'));
  expect(account!.balanceFen).toBe(CRASH_OPENING_BALANCE_FEN - paid.reduce((sum, row) => sum + row.amount, 0));
  return paid.length;
}

describe('kill -9 of a provider process during a pay loop', () => {
  it('leaves every balance equal to its ledger and every payment debited once, after a restart', { timeout: 240_000 }, async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'provider-crash-'));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const copy = await databaseCopy('migrated');
    cleanups.push(() => copy.drop());
    const env = { DATA_DIR: dataDir, ...(copy.url ? { DATABASE_URL: copy.url } : {}) };
    // PGlite: the data directory starts from the run's snapshot, so the provider process finds it migrated.
    if (!copy.url) await (await openDatabase(env, copy.options)).close();

    const first = await startProvider(env);
    const statuses: number[] = [];
    // Four shoppers' tabs paying at once; the process dies in the middle of it.
    const loop = (async () => {
      for (let i = 0; i < first.orderIds.length; i += 4) {
        statuses.push(...await Promise.all(first.orderIds.slice(i, i + 4).map((id) => pay(first, id))));
      }
    })();
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        if (statuses.filter((status) => status === 200).length >= 10) {
          clearInterval(timer);
          resolve();
        }
      }, 5);
    });
    first.child.kill('SIGKILL');
    await loop;
    if (first.child.exitCode === null && first.child.signalCode === null) await new Promise((resolve) => first.child.once('exit', resolve));
    expect(statuses.some((status) => status === 0)).toBe(true);

    const second = await startProvider(env);
    // Paying everything again after the restart: what was paid answers 409, the rest is paid now.
    const again = await Promise.all(second.orderIds.map((id) => pay(second, id)));
    expect(again.every((status) => status === 200 || status === 409)).toBe(true);
    const exited = new Promise((resolve) => second.child.once('exit', resolve));
    second.child.kill('SIGKILL');
    await exited;

    const database = await openDatabase(env);
    cleanups.push(() => database.close());
    expect(await checkConsistent(database)).toBe(second.orderIds.length);
  });
});
