import { formatNumber } from '../../../contract/money-format';
import { htmlLang, type Language } from '../i18n/languages';

/**
 * How long something has waited, in the page language and its largest whole unit ("3 days",
 * "5 hours", "12 minutes"): the desk's dashboard ages its queues with it.
 */
export function waitingAge(lng: Language, seconds: number): string {
  const format = (value: number, unit: 'day' | 'hour' | 'minute') =>
    formatNumber(value, { style: 'unit', unit, unitDisplay: 'long' }, htmlLang(lng));
  if (seconds >= 86_400) return format(Math.floor(seconds / 86_400), 'day');
  if (seconds >= 3_600) return format(Math.floor(seconds / 3_600), 'hour');
  return format(Math.max(1, Math.floor(seconds / 60)), 'minute');
}
