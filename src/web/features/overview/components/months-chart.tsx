import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { useLocale, useT } from '../../../i18n/use-t';
import { formatMoneyRounded, formatMonth } from '../../../lib/format';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface ChartMonth {
  /** `YYYY-MM` */
  month: string;
  issued: number;
  paid: number;
  expenses: number;
}

/**
 * Issued, paid and expenses per month as grouped bars (chart.js, its own lazy chunk). Decorative for screen
 * readers: the table beside it holds the same figures, with links.
 */
export default function MonthsChart({ months, currency }: { months: readonly ChartMonth[]; currency: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const t = useT();
  // The chart draws its words once: it is drawn again in the new language when the language changes.
  const locale = useLocale();
  useEffect(() => {
    if (!canvas.current) return;
    const money = (amount: number) => formatMoneyRounded(amount, currency);
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: months.map((m) => formatMonth(m.month, 'short')),
        datasets: [
          { label: t('overview.months.issued'), data: months.map((m) => m.issued), backgroundColor: '#0f766e' },
          { label: t('overview.months.paid'), data: months.map((m) => m.paid), backgroundColor: '#5eead4' },
          { label: t('overview.months.expenses'), data: months.map((m) => m.expenses), backgroundColor: '#f59e0b' },
        ],
      },
      options: {
        locale,
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: { y: { ticks: { callback: (v) => money(Number(v)) } } },
        plugins: {
          tooltip: { callbacks: { label: (c) => t('overview.months.tooltip', { series: c.dataset.label ?? '', amount: money(c.parsed.y ?? 0) }) } },
        },
      },
    });
    return () => chart.destroy();
  }, [months, currency, locale, t]);
  return (
    <div className="relative h-64 w-full min-w-0 overflow-hidden" aria-hidden="true">
      <canvas ref={canvas} />
    </div>
  );
}
