import { z } from 'zod';
import type { LanguageCode } from '../../contract/language';
import type { Translator } from './translator';

/**
 * A LibreTranslate-compatible service (POST {url}/translate with `q` as a list) in front of a
 * fallback translator. The service is optional and may be slow or down: each call waits at most
 * `timeoutMs`, a failure answers from the fallback and rests the service for `retryAfterMs`,
 * and answers are remembered, so a catalog page never waits on it twice for the same words.
 */

/** Codes of the site's languages as LibreTranslate names them (`zt`: traditional Chinese; `ru2` is Russian; `la` is Lao). */
const SERVICE_CODES: Partial<Record<LanguageCode, string>> = { 'zh-CN': 'zh', 'zh-HK': 'zt', ru2: 'ru', la: 'lo' };
const serviceCode = (language: LanguageCode) => SERVICE_CODES[language] ?? language;

const TranslateAnswer = z.object({ translatedText: z.array(z.string()) });

export interface MachineTranslatorOptions {
  url: string;
  apiKey?: string | undefined;
  fallback: Translator;
  timeoutMs?: number;
  retryAfterMs?: number;
  maxRemembered?: number;
  now?: () => number;
}

export function createMachineTranslator({
  url, apiKey, fallback, timeoutMs = 1500, retryAfterMs = 30_000, maxRemembered = 20_000, now = Date.now,
}: MachineTranslatorOptions): Translator {
  const endpoint = new URL('translate', url.endsWith('/') ? url : `${url}/`);
  const remembered = new Map<string, string>();
  let restingUntil = 0;

  async function ask(texts: string[], from: LanguageCode, to: LanguageCode): Promise<string[]> {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ q: texts, source: serviceCode(from), target: serviceCode(to), format: 'text', ...(apiKey ? { api_key: apiKey } : {}) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`translation service answered ${response.status}`);
    const answer = TranslateAnswer.parse(await response.json());
    if (answer.translatedText.length !== texts.length) throw new Error('translation service answered a different number of texts');
    return answer.translatedText;
  }

  return {
    async translate(texts, from, to) {
      if (from === to || texts.length === 0) return [...texts];
      const key = (text: string) => `${from}\u0000${to}\u0000${text}`;
      const missing = [...new Set(texts.filter((text) => text.trim() && !remembered.has(key(text))))];
      if (missing.length > 0 && now() >= restingUntil) {
        try {
          const answers = await ask(missing, from, to);
          missing.forEach((text, i) => {
            const answer = answers[i];
            if (answer !== undefined) remembered.set(key(text), answer);
          });
          for (const oldest of remembered.keys()) {
            if (remembered.size <= maxRemembered) break;
            remembered.delete(oldest);
          }
        } catch (error) {
          restingUntil = now() + retryAfterMs;
          console.warn(`translation service unavailable, using the glossary: ${error instanceof Error ? error.message : 'unknown error'}`);
        }
      }
      const fallbackAnswers = await fallback.translate(texts, from, to);
      return texts.map((text, i) => remembered.get(key(text)) ?? fallbackAnswers[i] ?? text);
    },
  };
}
