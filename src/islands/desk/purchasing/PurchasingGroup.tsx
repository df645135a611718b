import { type SubmitEvent, useId, useState } from 'react';
import type { QueueGroup, QueueLine } from '../../../../contract/desk-purchasing';
import { Fen } from '../../../../contract/bounds';
import { formatNumber } from '../../../../contract/money-format';
import { formatCny } from '../../../lib/desk/money-desk';
import { htmlLang } from '../../../lib/i18n/languages';
import * as api from '../../../lib/desk/purchasing-actions';
import { shopperProblemOf } from '../../../lib/problem/shopper-problem';
import { FormProblem } from '../../forms/FormProblem';
import { problemText } from '../../forms/problem-text';
import { ConfirmDialog } from '../../ui/Dialogs';
import { ui } from '../../ui/ui';
import { useAction } from '../../use-action';
import { useTranslator, type TranslatedProps } from '../../use-translator';

interface Props extends TranslatedProps {
  group: QueueGroup;
}

/** "19.99" → 1999 fen; null unless a positive amount with at most two decimals. */
const fenOf = (text: string): number | null => {
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(text.trim())) return null;
  const parsed = Fen.safeParse(Math.round(Number(text.trim()) * 100));
  return parsed.success ? parsed.data : null;
};
const toBuy = (line: QueueLine) => line.status !== 'PURCHASED';
const input = 'mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm focus:border-primary-ink focus:outline-none focus:ring-2 focus:ring-primary-ink/30';

/**
 * One order's lines of one shop on the purchasing desk (docs/product.md, "Purchasing"): the
 * lines to read (rendered on the server too), and the buyer's steps over the lines ticked:
 * bought under a seller order at each line's real price, shipped under a tracking number, out
 * of stock; a custom item confirmed; a note to the shopper. One step at a time; the page
 * reloads after each, a refused step shows its translated problem.
 */
export default function PurchasingGroup(props: Props) {
  const t = useTranslator(props);
  const { group, lng } = props;
  const id = useId();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [prices, setPrices] = useState<Record<number, string>>(() =>
    Object.fromEntries(group.lines.map((line) => [line.id, (line.unitPrice / 100).toFixed(2)])));
  const [notes, setNotes] = useState<Record<number, string>>(() => Object.fromEntries(group.lines.map((line) => [line.id, line.noteToShopper])));
  const [sellerOrderNo, setSellerOrderNo] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmingOutOfStock, setConfirmingOutOfStock] = useState(false);
  const { run, busy } = useAction((error) => setProblem(problemText(t, lng, shopperProblemOf(error))));

  const act = (step: () => Promise<unknown>) => void run(async () => {
    setProblem(null);
    await step();
    location.reload();
  });
  const chosen = () => group.lines.filter((line) => selected.has(line.id));
  /** The ticked lines, or null (and the problem shown) when none is ticked. */
  const ticked = (): QueueLine[] | null => {
    const lines = chosen();
    if (lines.length === 0) setProblem(t('desk-buying:actions.none-selected'));
    return lines.length === 0 ? null : lines;
  };
  const withSelection = (step: (lines: QueueLine[]) => Promise<unknown>) => (event?: SubmitEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const lines = ticked();
    if (lines) act(() => step(lines));
  };
  const buy = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const lines = ticked();
    if (!lines) return;
    const priced = lines.flatMap((line) => {
      const unitPrice = fenOf(prices[line.id] ?? '');
      return unitPrice === null ? [] : [{ id: line.id, unitPrice }];
    });
    if (priced.length < lines.length) setProblem(t('desk-buying:actions.price-invalid'));
    else act(() => api.buyLines({ sellerOrderNo, lines: priced }));
  };
  const ship = withSelection((lines) => api.shipLines({ domesticTrackingNo: trackingNo, lineIds: lines.map((line) => line.id) }));
  const toggle = (lineId: number, on: boolean) => setSelected((current) => {
    const next = new Set(current);
    if (on) next.add(lineId);
    else next.delete(lineId);
    return next;
  });

  return (
    <div className="space-y-4">
      <ul className="divide-y divide-gray-100">
        {group.lines.map((line) => (
          <li key={line.id} className="flex gap-3 py-3">
            <input
              id={`${id}-${line.id}`}
              type="checkbox"
              className="mt-1 h-5 w-5 shrink-0"
              checked={selected.has(line.id)}
              onChange={(event) => toggle(line.id, event.target.checked)}
              aria-label={t('desk-buying:actions.select', { title: line.title })}
            />
            <div className="min-w-0 flex-1 space-y-1 text-sm">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <a href={line.productUrl} target="_blank" rel="noopener noreferrer" className="font-medium text-primary-ink underline-offset-2 hover:underline">
                  {line.title}<span className="sr-only"> {t('desk-buying:line.opens-seller')}</span>
                </a>
                <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-800">{t(`desk-buying:state.${line.state}`)}</span>
              </div>
              {line.specification && <p className="text-gray-700">{line.specification}</p>}
              <p className="text-gray-900">{t('desk-buying:line.quantity-price', { quantity: formatNumber(line.quantity, {}, htmlLang(lng)), price: formatCny(line.unitPrice, lng) })}</p>
              {line.custom && <p className="text-gray-700">{t('desk-buying:line.custom')}</p>}
              {line.remark && <p className="whitespace-pre-line text-gray-800">{t('desk-buying:line.remark', { remark: line.remark })}</p>}
              {line.sellerOrderNo && <p className="text-gray-700">{t('desk-buying:line.seller-order', { no: line.sellerOrderNo })}</p>}
              {toBuy(line) && (
                <div className="flex flex-wrap items-end gap-2">
                  <label className="block text-gray-800">
                    {t('desk-buying:actions.unit-price')}
                    {/* Each line of a card has its own price field: the name says whose. */}
                    <span className="sr-only"> · {line.title}</span>
                    <input
                      className={`${input} w-32`}
                      inputMode="decimal"
                      value={prices[line.id] ?? ''}
                      onChange={(event) => setPrices((current) => ({ ...current, [line.id]: event.target.value }))}
                    />
                  </label>
                  <button
                    type="button"
                    className={ui.secondaryButton}
                    disabled={busy}
                    onClick={() => {
                      const fen = fenOf(prices[line.id] ?? '');
                      if (fen === null) setProblem(t('desk-buying:actions.price-invalid'));
                      else act(() => api.repriceLine(line.id, fen));
                    }}
                  >
                    {t('desk-buying:actions.reprice')}
                  </button>
                  {line.state === 'CUSTOM_TO_CONFIRM' && (
                    <button type="button" className={ui.secondaryButton} disabled={busy} onClick={() => act(() => api.confirmCustomLine(line.id))}>
                      {t('desk-buying:actions.confirm')}
                    </button>
                  )}
                </div>
              )}
              <details className="rounded-md border border-gray-200 px-2 py-1">
                <summary className="cursor-pointer text-gray-800">{t('desk-buying:actions.note')}</summary>
                <label className="mt-2 block text-gray-800">
                  <span className="sr-only">{t('desk-buying:actions.note-for', { title: line.title })}</span>
                  <textarea
                    className={input}
                    rows={2}
                    maxLength={500}
                    value={notes[line.id] ?? ''}
                    onChange={(event) => setNotes((current) => ({ ...current, [line.id]: event.target.value }))}
                  />
                </label>
                <button type="button" className={`${ui.secondaryButton} mt-2`} disabled={busy} onClick={() => act(() => api.setNoteToShopper(line.id, notes[line.id] ?? ''))}>
                  {t('desk-buying:actions.save-note')}
                </button>
              </details>
            </div>
          </li>
        ))}
      </ul>
      <FormProblem text={problem} />
      <div className="grid gap-3 sm:grid-cols-2">
        <form className="space-y-2" onSubmit={buy}>
          <label className="block text-sm text-gray-800">
            {t('desk-buying:actions.seller-order-no')}
            <input className={input} required maxLength={64} value={sellerOrderNo} onChange={(event) => setSellerOrderNo(event.target.value)} />
          </label>
          <button type="submit" className={`${ui.primaryButton} w-full`} disabled={busy}>{t('desk-buying:actions.bought')}</button>
        </form>
        <form className="space-y-2" onSubmit={ship}>
          <label className="block text-sm text-gray-800">
            {t('desk-buying:actions.tracking-no')}
            <input className={input} required maxLength={64} value={trackingNo} onChange={(event) => setTrackingNo(event.target.value)} />
          </label>
          <button type="submit" className={`${ui.primaryButton} w-full`} disabled={busy}>{t('desk-buying:actions.shipped')}</button>
        </form>
      </div>
      <button type="button" className={`${ui.dangerButton} w-full sm:w-auto`} disabled={busy} onClick={() => {
        if (ticked()) setConfirmingOutOfStock(true);
      }}>
        {t('desk-buying:actions.out-of-stock')}
      </button>
      <ConfirmDialog
        open={confirmingOutOfStock}
        title={t('desk-buying:actions.out-of-stock')}
        message={t('desk-buying:actions.out-of-stock-confirm', { count: chosen().length })}
        confirmLabel={t('desk-buying:actions.out-of-stock')}
        cancelLabel={t('desk-buying:actions.keep')}
        onClose={() => setConfirmingOutOfStock(false)}
        onConfirm={() => {
          setConfirmingOutOfStock(false);
          withSelection((lines) => api.markLinesOutOfStock({ lineIds: lines.map((line) => line.id) }))();
        }}
      />
    </div>
  );
}
