import { Window } from 'happy-dom';

/**
 * What a shopper page shows in the wrong language, read from its server-rendered HTML: text in
 * a script the page's language is not written in, and raw enum codes (`WAITING_PAY`). Latin
 * letters pass on every page (brand and marketplace names, order numbers, e-mail addresses).
 * Skipped: what names its own language (`lang`, as the language menu and the marketplace's
 * original titles do), the "show original" toggles, what the seller wrote (`data-shop-name`,
 * `data-seller-text`), and code, styles and templates.
 */
const SCRIPTS: Record<string, RegExp> = {
  Han: /\p{Script=Han}/u,
  Hiragana: /\p{Script=Hiragana}/u,
  Katakana: /\p{Script=Katakana}/u,
  Hangul: /\p{Script=Hangul}/u,
  Cyrillic: /\p{Script=Cyrillic}/u,
  Arabic: /\p{Script=Arabic}/u,
  Thai: /\p{Script=Thai}/u,
  Lao: /\p{Script=Lao}/u,
};

/** The scripts each language is written in besides Latin. */
const OWN_SCRIPTS: Record<string, readonly string[]> = {
  'zh-CN': ['Han'], 'zh-HK': ['Han'], ja: ['Han', 'Hiragana', 'Katakana'], ko: ['Hangul', 'Han'],
  ru: ['Cyrillic'], ru2: ['Cyrillic'], bg: ['Cyrillic'], ar: ['Arabic'], th: ['Thai'], la: ['Lao'],
};

const RAW_ENUM = /\b[A-Z]{2,}(?:_[A-Z]+)+\b/;
const SKIPPED = 'script, style, template, noscript, [data-original], [data-shop-name], [data-seller-text]';

export function foreignText(html: string, language: string): string[] {
  const window = new Window();
  window.document.write(html);
  const { document } = window;
  const pageLang = document.documentElement.getAttribute('lang') ?? '';
  const own = OWN_SCRIPTS[language] ?? [];
  const foreign = Object.entries(SCRIPTS).filter(([name]) => !own.includes(name));
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim();
    const parent = node.parentElement;
    if (!text || !parent || parent.closest(SKIPPED)) continue;
    const marked = parent.closest('[lang]');
    if (marked && marked !== document.documentElement && marked.getAttribute('lang') !== pageLang) continue;
    const script = foreign.find(([, pattern]) => pattern.test(text));
    if (script) found.push(`${script[0]}: "${text.slice(0, 80)}"`);
    else if (RAW_ENUM.test(text)) found.push(`code: "${text.slice(0, 80)}"`);
  }
  void window.happyDOM.close();
  return found;
}
