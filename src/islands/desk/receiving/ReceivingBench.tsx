import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { ScannedTrackingNo, type ScanMatch, type ScanResult } from '../../../../contract/desk-receiving';
import { scanTrackingNo } from '../../../lib/desk/receiving/receiving-actions';
import { ui } from '../../ui/ui';
import { useAction } from '../../use-action';
import { useTranslator, type TranslatedProps } from '../../use-translator';
import { ReceiveForm } from './ReceiveForm';
import { receivingErrorText } from './receiving-errors';

const receivableOf = (match: ScanMatch) => (match.source === 'PURCHASE' ? match.lines.some((line) => line.receivable) : match.receivable);

/** Where a match was put away, or its state: shown for what cannot be received now. */
function MatchState({ match, t }: { match: ScanMatch; t: ReturnType<typeof useTranslator> }) {
  const placed = match.source === 'PURCHASE' ? match.lines.find((line) => line.parcelNo) : match.parcelNo ? match : null;
  if (placed?.parcelNo) {
    return <p className="mt-2 text-sm">{t('desk-receiving:scan.received', { parcelNo: placed.parcelNo, location: placed.storageLocation || '—' })}</p>;
  }
  const status = match.source === 'PURCHASE' ? match.lines[0]?.status ?? '' : match.status;
  return <p className="mt-2 text-sm">{t('desk-receiving:scan.not-expected', { status })}</p>;
}

/**
 * The receiving bench (docs/product.md, "Receiving"): a barcode scanner types the tracking number
 * into the autofocused field and presses Enter; the lines or inbound parcel it finds appear with
 * the form to record them, focused, and after a receipt the focus is back in the scanner field.
 */
export default function ReceivingBench(props: TranslatedProps) {
  const t = useTranslator(props);
  const scanner = useRef<HTMLInputElement>(null);
  const [trackingNo, setTrackingNo] = useState('');
  const [result, setResult] = useState<ScanResult | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const action = useAction((failure) => setError(receivingErrorText(t, props.lng, failure)));
  // The bench is the page's one task and a scanner types wherever the focus is: it starts in the scanner field.
  useEffect(() => scanner.current?.focus(), []);

  const scan = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setStatus('');
    const checked = ScannedTrackingNo.safeParse(trackingNo);
    if (!checked.success) {
      setError(t('desk-receiving:scan.invalid'));
      return;
    }
    void action.run(async () => {
      const found = await scanTrackingNo(checked.data);
      setResult(found);
      if (found.matches.length === 0) setStatus(t('desk-receiving:scan.nothing', { trackingNo: found.trackingNo }));
      if (!found.matches.some(receivableOf)) scanner.current?.select();
    });
  };

  const received = (parcelNo: string, location: string) => {
    setResult(null);
    setTrackingNo('');
    setStatus(t('desk-receiving:receive.done', { parcelNo, location }));
    scanner.current?.focus();
  };

  const firstReceivable = result?.matches.findIndex(receivableOf) ?? -1;
  return (
    <section aria-labelledby="bench-title" className={ui.card}>
      <h2 id="bench-title" className={ui.sectionTitle}>{t('desk-receiving:scan.title')}</h2>
      <form onSubmit={scan} noValidate className="mt-3 flex flex-wrap items-end gap-3" role="search">
        <div className="min-w-0 flex-1">
          <label htmlFor="scanner" className="block text-sm font-medium">{t('desk-receiving:scan.label')}</label>
          <input
            ref={scanner}
            id="scanner"
            name="trackingNo"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="search"
            className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 font-mono text-lg"
            aria-describedby="scanner-hint"
            value={trackingNo}
            onChange={(event) => setTrackingNo(event.currentTarget.value)}
          />
          <p id="scanner-hint" className="mt-1 text-sm text-gray-700">{t('desk-receiving:scan.hint')}</p>
        </div>
        <button type="submit" className={ui.primaryButton} disabled={action.busy}>{t('desk-receiving:scan.submit')}</button>
      </form>
      <p role="status" className="mt-3 empty:hidden rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">{status}</p>
      {error && <p role="alert" className="mt-3 text-sm text-red-700">{error}</p>}
      {result?.matches.map((match, index) => (
        <article key={match.source === 'PURCHASE' ? `o${match.orderId}` : `i${match.inboundParcelId}`} className="mt-4 rounded-lg border border-gray-200 p-3">
          <h3 className="font-semibold">
            {match.source === 'PURCHASE'
              ? t('desk-receiving:scan.order', { orderNo: match.orderNo, shop: match.shopName, markCode: match.markCode })
              : t('desk-receiving:scan.inbound', { carrier: match.carrier || '—', markCode: match.markCode })}
          </h3>
          <ul className="mt-1 list-disc ps-5 text-sm">
            {match.source === 'PURCHASE'
              ? match.lines.map((line) => (
                <li key={line.id}>
                  {`${line.title} ${line.specification} × ${line.quantity}`}
                  {line.extraQcPhotos > 0 && ` · ${t('desk-receiving:scan.extra-photos', { n: line.extraQcPhotos })}`}
                </li>
              ))
              : match.contents.map((content) => <li key={content.index}>{`${content.name} × ${content.quantity}`}</li>)}
          </ul>
          {receivableOf(match)
            ? <ReceiveForm match={match} trackingNo={result.trackingNo} t={t} lng={props.lng} first={index === firstReceivable} onReceived={received} />
            : <MatchState match={match} t={t} />}
        </article>
      ))}
    </section>
  );
}
