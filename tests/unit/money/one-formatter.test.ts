import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCny } from '../../../src/lib/desk/money-desk';
import { waitingAge } from '../../../src/lib/desk/waiting-age';

/**
 * Every number a person reads is written by the one formatter (contract/money-format.ts) in the
 * page's language (docs/product.md, "Money and exchange rate"): no other place makes a number
 * formatter of its own or leaves the locale to the runtime's default.
 */
const FORMATTER = join('contract', 'money-format.ts');
const OWN_FORMATTERS = /new Intl\.NumberFormat\b|\.toLocaleString\(|Intl\.NumberFormat\(/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx|astro|mjs)$/.test(entry.name) ? [path] : [];
  });
}

describe('the one number formatter', () => {
  it('is the only number formatter in the storefront, the provider and the contract', () => {
    const others = ['src', 'provider', 'contract'].flatMap(sources)
      .filter((path) => path !== FORMATTER && OWN_FORMATTERS.test(readFileSync(path, 'utf8')));
    expect(others).toEqual([]);
  });

  it('writes the desk’s amounts and ages the desk language’s way, not grouped the English way', () => {
    expect(formatCny(123_456_789, 'vi').replace(/\s/g, ' ')).toBe('1.234.567,89 CN¥');
    expect(formatCny(123_456_789, 'ru').replace(/\s/g, ' ')).toBe('1 234 567,89 CN¥');
    expect(formatCny(123_456_789, 'en')).toBe('CN¥1,234,567.89');
    expect(waitingAge('ru', 1_234 * 86_400).replace(/\s/g, ' ')).toBe('1 234 дня');
  });
});
