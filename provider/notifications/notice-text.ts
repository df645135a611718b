import { bcp47Of, type LanguageCode } from '../../contract/language';
import { formatMoney, type CurrencyRate } from '../../contract/money-format';
import { type Notice, noticeValues } from '../../contract/notices';
import en from '../../public/locales/en/notice.json';
import zhCN from '../../public/locales/zh-CN/notice.json';
import zhHK from '../../public/locales/zh-HK/notice.json';
import vi from '../../public/locales/vi/notice.json';
import th from '../../public/locales/th/notice.json';
import ja from '../../public/locales/ja/notice.json';
import ko from '../../public/locales/ko/notice.json';
import ru from '../../public/locales/ru/notice.json';
import ru2 from '../../public/locales/ru2/notice.json';
import ms from '../../public/locales/ms/notice.json';
import uz from '../../public/locales/uz/notice.json';
import pt from '../../public/locales/pt/notice.json';
import es from '../../public/locales/es/notice.json';
import fr from '../../public/locales/fr/notice.json';
import id from '../../public/locales/id/notice.json';
import bg from '../../public/locales/bg/notice.json';
import ar from '../../public/locales/ar/notice.json';
import la from '../../public/locales/la/notice.json';

/*
 * Notices in the reader's language for e-mail, from the storefront's own translation files
 * (public/locales/<lng>/notice.json), so a notice reads the same in the inbox and in the mail.
 */

const NOTICE_TEXTS: Record<LanguageCode, typeof en> = { en, 'zh-CN': zhCN, 'zh-HK': zhHK, vi, th, ja, ko, ru, ru2, ms, uz, pt, es, fr, id, bg, ar, la };

/** `{{name}}` placeholders, as i18next writes them in the storefront. */
const interpolate = (text: string, values: Record<string, string>) => text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);

const isNoticeLanguage = (language: string): language is LanguageCode => Object.hasOwn(NOTICE_TEXTS, language);

/** The notice's title and body in `language` (else English), amounts in the tenant currency with CNY beside them. */
export function noticeText(notice: Notice, language: string, rate: CurrencyRate): { title: string; body: string } {
  const code = isNoticeLanguage(language) ? language : 'en';
  const texts = NOTICE_TEXTS[code][notice.kind];
  const values = noticeValues(notice, (fen) => formatMoney(fen, rate, { showCny: true, locale: bcp47Of(code) }));
  return { title: texts.title, body: interpolate(texts.body, values) };
}
