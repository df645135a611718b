import type { MonthlySummary } from '../../../contract/user-account';
import { htmlLang, type Language } from '../i18n/languages';

/** One month of the balance page's chart and table: the month's name in the page language, amounts in fen. */
export interface MonthRow {
  month: string;
  label: string;
  spent: number;
  deposited: number;
  refunded: number;
}

/** `2026-11` → "Nov 2026" (in the page language); months are calendar months in UTC. */
export function monthLabel(month: string, lng: Language): string {
  const [year, monthNo] = month.split('-').map(Number);
  if (!year || !monthNo) return month;
  return new Intl.DateTimeFormat(htmlLang(lng), { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(Date.UTC(year, monthNo - 1, 1));
}

/** The months to show, oldest first; `null` when nothing moved at all (no chart is worth drawing). */
export function monthRows(summary: MonthlySummary, lng: Language): MonthRow[] | null {
  const rows = summary.months.map((m) => ({ ...m, label: monthLabel(m.month, lng) }));
  return rows.some((m) => m.spent || m.deposited || m.refunded) ? rows : null;
}
