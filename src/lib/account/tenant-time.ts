import { formatClock } from '../clock/tenant-clock';

/**
 * A timestamp as the status bar's clock shows time (`YYYY/MM/DD HH:mm`, the tenant's
 * offset): the same text on the server and in any browser, so hydration agrees.
 */
export const formatTenantTime = (iso: string, offsetMinutes: number): string =>
  formatClock(Date.parse(iso), offsetMinutes).slice(0, '0000/00/00 00:00'.length);
