import { formatUtcOffset } from '../clock/tenant-clock';
import { formatTenantTime } from '../account/tenant-time';

/*
 * Times the operator reads and enters on the desk in the site's own clock (the tenant's offset
 * east of UTC, docs/product.md "Content desk"), whatever the browser's zone; kept as UTC.
 */

const MINUTE_MS = 60_000;
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** An instant as a `datetime-local` field's value (`2026-03-02T16:00`) in the site's clock. */
export const siteTimeInput = (iso: string, offsetMinutes: number): string =>
  new Date(Date.parse(iso) + offsetMinutes * MINUTE_MS).toISOString().slice(0, 16);

/** A `datetime-local` value read in the site's clock, as an ISO instant in UTC; null when it is no such value. */
export function instantOfSiteTime(value: string, offsetMinutes: number): string | null {
  const parts = LOCAL_INPUT.exec(value);
  if (!parts) return null;
  const [year, month, day, hour, minute] = parts.slice(1).map(Number) as [number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(utc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return new Date(utc - offsetMinutes * MINUTE_MS).toISOString();
}

/** `2026/03/02 16:00 (UTC+07:00)`: an instant as the desk lists it. */
export const siteTimeText = (iso: string, offsetMinutes: number): string =>
  `${formatTenantTime(iso, offsetMinutes)} (${formatUtcOffset(offsetMinutes)})`;
