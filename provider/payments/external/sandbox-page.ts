import type { LanguageCode } from '../../../contract/language';
import { SANDBOX_COPY } from './sandbox-copy';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The hosted payment page of the sandbox providers: clearly a sandbox, in the shopper's
 * language, with the amount and two buttons. It asks for no card details at all.
 */
export function sandboxPageHtml(
  { language, provider, paymentNo, amountFen, action, open }: { language: LanguageCode; provider: string; paymentNo: string; amountFen: number; action: string; open: boolean },
): string {
  const copy = SANDBOX_COPY[language];
  const amount = `¥${(amountFen / 100).toFixed(2)}`;
  const buttons = open
    ? `<form method="post" action="${escapeHtml(action)}">
  <button type="submit" name="result" value="APPROVED">${escapeHtml(copy.approve)}</button>
  <button type="submit" name="result" value="DECLINED">${escapeHtml(copy.decline)}</button>
</form>`
    : `<p role="status">${escapeHtml(copy.done)}</p>`;
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(copy.title)} · ${escapeHtml(provider)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}
.sandbox{background:#fde68a;border:2px solid #b45309;padding:.75rem;font-weight:600}
button{font-size:1rem;padding:.6rem 1rem;margin-inline-end:.5rem}</style></head>
<body><main>
<h1>${escapeHtml(copy.title)} · ${escapeHtml(provider)}</h1>
<p class="sandbox" role="note">${escapeHtml(copy.notice)}</p>
<dl><dt>${escapeHtml(copy.payment)}</dt><dd>${escapeHtml(paymentNo)}</dd><dt>${escapeHtml(copy.amount)}</dt><dd>${amount}</dd></dl>
${buttons}
</main></body></html>`;
}
