import { sql } from 'drizzle-orm';
import { RECONCILIATION_DAYS_MAX, type Reconciliation, type ReconciliationDay, type ReconciliationQuery } from '../../../contract/desk-money';
import type { Database } from '../../db/client';
import { DAY_MS } from '../../http/day-range';
import { ProblemError } from '../../http/problem';
import { accountDiscrepancies } from '../../ledger/ledger';

/*
 * The daily reconciliation (docs/product.md, "Desk"): per calendar day in UTC, the money that
 * came in (deposits credited, card and wallet payments), went out (withdrawals paid out), went
 * back (refunds), was adjusted by hand, and was spent from balances; the sum of all balances at
 * the day's end by the ledger; and the check that every balance now equals its ledger's sum.
 * Each sum is one range of an index (tenant, created or paid) at any size.
 */

const DEFAULT_DAYS = 14;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function rangeOf(query: ReconciliationQuery, now: Date): { dateFrom: string; dateTo: string } {
  const dateTo = query.dateTo ?? isoDay(now);
  const dateFrom = query.dateFrom ?? isoDay(new Date(Date.parse(dateTo) - (DEFAULT_DAYS - 1) * DAY_MS));
  const days = (Date.parse(dateTo) - Date.parse(dateFrom)) / DAY_MS + 1;
  if (days < 1 || days > RECONCILIATION_DAYS_MAX) {
    throw new ProblemError({
      status: 400, code: 'VALIDATION_FAILED', detail: 'The query is invalid.',
      errors: [{ path: 'dateFrom', message: `From 1 to ${RECONCILIATION_DAYS_MAX} days, dateFrom not after dateTo` }],
    });
  }
  return { dateFrom, dateTo };
}

type DayRow = { [K in keyof ReconciliationDay]: string };

export async function reconciliation(db: Database, tenantId: string, query: ReconciliationQuery, now: Date): Promise<Reconciliation> {
  const { dateFrom, dateTo } = rangeOf(query, now);
  const from = new Date(`${dateFrom}T00:00:00Z`);
  const until = new Date(Date.parse(`${dateTo}T00:00:00Z`) + DAY_MS);
  // Both drivers (node-postgres and PGlite) answer raw queries with `rows`.
  const result = await db.execute(sql`
    with days as (
      select generate_series(${dateFrom}::date, ${dateTo}::date, interval '1 day')::date as day
    ), ledger as (
      select (created_at at time zone 'UTC')::date as day,
             sum(case when kind = 'DEPOSIT' then amount_fen else 0 end) as deposits,
             sum(case when kind = 'WITHDRAWAL' then -frozen_amount_fen else 0 end) as money_out,
             sum(case when kind = 'REFUND' then amount_fen else 0 end) as refunds,
             sum(case when kind = 'ADJUSTMENT' then amount_fen else 0 end) as adjustments,
             sum(case when kind = 'PAYMENT' then -amount_fen else 0 end) as balance_payments,
             sum(amount_fen) as change, sum(frozen_amount_fen) as frozen_change
      from account_ledger
      where tenant_id = ${tenantId} and created_at >= ${from} and created_at < ${until}
      group by 1
    ), external as (
      select (paid_at at time zone 'UTC')::date as day, sum(amount_fen) as total
      from payments
      where tenant_id = ${tenantId} and status = 'PAID' and paid_at >= ${from} and paid_at < ${until}
        and method is distinct from 'BALANCE' and kind <> 'DEPOSIT'
      group by 1
    ), opening as (
      select coalesce(sum(amount_fen), 0) as balances, coalesce(sum(frozen_amount_fen), 0) as frozen
      from account_ledger where tenant_id = ${tenantId} and created_at < ${from}
    )
    select d.day::text as "day",
           (coalesce(l.deposits, 0) + coalesce(e.total, 0))::text as "moneyIn",
           coalesce(l.deposits, 0)::text as "deposits",
           coalesce(e.total, 0)::text as "externalPayments",
           coalesce(l.money_out, 0)::text as "moneyOut",
           coalesce(l.refunds, 0)::text as "refunds",
           coalesce(l.adjustments, 0)::text as "adjustments",
           coalesce(l.balance_payments, 0)::text as "balancePayments",
           (o.balances + sum(coalesce(l.change, 0)) over (order by d.day))::text as "balancesAtEnd",
           (o.frozen + sum(coalesce(l.frozen_change, 0)) over (order by d.day))::text as "frozenAtEnd"
    from days d
    left join ledger l on l.day = d.day
    left join external e on e.day = d.day
    cross join opening o
    order by d.day`);
  const { rows } = result as { rows: DayRow[] };
  const days = rows.map((row): ReconciliationDay => ({
    day: row.day, moneyIn: Number(row.moneyIn), deposits: Number(row.deposits), externalPayments: Number(row.externalPayments),
    moneyOut: Number(row.moneyOut), refunds: Number(row.refunds), adjustments: Number(row.adjustments), balancePayments: Number(row.balancePayments),
    balancesAtEnd: Number(row.balancesAtEnd), frozenAtEnd: Number(row.frozenAtEnd),
  }));
  const discrepancies = (await accountDiscrepancies(db, tenantId)).map((found) => ({
    userId: found.userId, shopperEmail: found.email, balance: found.balanceFen, ledgerSum: found.ledgerSumFen,
    frozen: found.frozenFen, ledgerFrozenSum: found.ledgerFrozenSumFen,
  }));
  return { dateFrom, dateTo, days, discrepancies };
}

/** The CSV columns, in fen (whole numbers), one row per UTC day. */
const CSV_COLUMNS: readonly [keyof ReconciliationDay, string][] = [
  ['day', 'day_utc'], ['moneyIn', 'money_in_fen'], ['deposits', 'deposits_fen'], ['externalPayments', 'external_payments_fen'],
  ['moneyOut', 'money_out_fen'], ['refunds', 'refunds_fen'], ['adjustments', 'adjustments_fen'], ['balancePayments', 'balance_payments_fen'],
  ['balancesAtEnd', 'balances_at_end_fen'], ['frozenAtEnd', 'frozen_at_end_fen'],
];

/** The days as CSV (RFC 4180): a header row, then one row per day; every value is a date or an integer, so nothing needs quoting. */
export const reconciliationCsv = ({ days }: Reconciliation): string =>
  [CSV_COLUMNS.map(([, header]) => header), ...days.map((day) => CSV_COLUMNS.map(([key]) => String(day[key])))]
    .map((row) => `${row.join(',')}\r\n`).join('');
