import { describe, expect, it } from 'vitest';
import { OrderActor, OrderEventKind } from '../../../contract/orders';
import { LANGUAGES } from '../../../src/lib/i18n/languages';
import { getT } from '../../../src/lib/i18n/server';
import type { TranslationKey } from '../../../src/lib/i18n/translator';
import { ORDER_ACTOR_KEYS, ORDER_EVENT_KEYS } from '../../../src/lib/i18n/value-labels';

/** Every value an order's timeline can show reads in the page's language, never as the raw code. */
describe('order timeline values', () => {
  const english = getT('en');

  const keys: Record<string, TranslationKey> = { ...ORDER_EVENT_KEYS, ...ORDER_ACTOR_KEYS };
  const values = [...OrderEventKind.options, ...OrderActor.options];

  it.each(LANGUAGES)('in %s, each kind and actor is translated', (lng) => {
    const t = getT(lng);
    for (const value of values) {
      const key = keys[value];
      expect(key, value).toBeDefined();
      const text = t(key!);
      expect(text.trim().length, `${lng}: ${value}`).toBeGreaterThan(0);
      expect(text, `${lng}: ${value} shows its code`).not.toContain(value);
      if (lng !== 'en') expect(text, `${lng}: ${value} is an English copy`).not.toBe(english(key!));
    }
  });

  it('points a change the way the language reads', () => {
    const change = (lng: 'en' | 'ar') => getT(lng)('purchase:event.change', { from: 'A', to: 'B' });
    expect(change('en')).toBe('A → B');
    expect(change('ar')).toBe('A ← B');
  });
});
