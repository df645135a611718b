import { useEffect, useRef } from 'react';
import type { MonthRow } from '../../lib/payment/monthly-summary';
import { formatPrice, type PriceDisplay } from '../../lib/money/price-display';
import { useTranslator, type TranslatedProps } from '../use-translator';

interface Props extends TranslatedProps {
  rows: MonthRow[];
  display: PriceDisplay;
  /** The table beside it that holds the same numbers, for assistive technology and without script. */
  tableId: string;
}

const FEN_PER_YUAN = 100;
const COLOURS = { spent: '#b45309', deposited: '#047857', refunded: '#1d4ed8' } as const;

/**
 * Spending, deposits and refunds per month as bars. Chart.js is loaded only when this island
 * comes into view (`client:visible`) and only its bar parts are registered; the canvas is an
 * image described by the table the page renders beside it.
 */
export default function MonthlyChart(props: Props) {
  const t = useTranslator(props);
  const { rows, display, tableId } = props;
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let chart: { destroy: () => void } | undefined;
    let cancelled = false;
    void import('chart.js').then(({ Chart, BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip }) => {
      if (cancelled || !canvas.current) return;
      Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);
      const series = (['spent', 'deposited', 'refunded'] as const).map((key) => ({
        label: t(`payment:chart.${key}`),
        data: rows.map((row) => row[key] / FEN_PER_YUAN),
        backgroundColor: COLOURS[key],
      }));
      chart = new Chart(canvas.current, {
        type: 'bar',
        data: { labels: rows.map((row) => row.label), datasets: series },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          locale: 'en-US',
          scales: { y: { beginAtZero: true, title: { display: true, text: 'CNY' } } },
          plugins: {
            tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${formatPrice(Math.round((item.parsed.y ?? 0) * FEN_PER_YUAN), display)}` } },
          },
        },
      });
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [rows, display, t]);

  return (
    <div className="relative h-64">
      {/* eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a chart canvas is a picture; the table beside it holds the figures */}
      <canvas ref={canvas} role="img" aria-label={t('payment:chart.label')} aria-describedby={tableId} />
    </div>
  );
}
