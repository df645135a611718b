/** The status bar's clock (docs/product.md, "Page shell"): the tenant's local time, whatever the shopper's own zone. */
export const CLOCK_TICK_MS = 1000;

export interface ClockParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const MINUTE_MS = 60_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Calendar fields at `epochMs` in a fixed offset of `offsetMinutes` east of UTC. */
export function clockParts(epochMs: number, offsetMinutes: number): ClockParts {
  // Shifting the instant and reading UTC fields avoids the runtime's own time zone.
  const d = new Date(epochMs + offsetMinutes * MINUTE_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** `YYYY/MM/DD HH:mm:ss` in the tenant's offset. */
export function formatClock(epochMs: number, offsetMinutes: number): string {
  const p = clockParts(epochMs, offsetMinutes);
  return `${pad(p.year, 4)}/${pad(p.month)}/${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** `UTC+07:00`, `UTC-03:30`, `UTC+00:00`. */
export function formatUtcOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
