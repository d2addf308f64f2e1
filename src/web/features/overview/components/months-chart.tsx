import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  type Plugin,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { useLocale, useT } from '../../../i18n/use-t';
import { formatMoneyRounded, formatMonth } from '../../../lib/format';
import { type ChartMonth, type PaidBar, paidBars } from './months-chart-data';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

const paidColour = '#5eead4';
const markColour = '#334155';
/** A symbol, not a word: the legend and the table beside the chart say it in words. */
const unknownMark = '?';

/** Diagonal stripes for an estimated payment: told apart by more than its colour. */
function hatch(): CanvasPattern | string {
  const tile = document.createElement('canvas');
  tile.width = tile.height = 6;
  const g = tile.getContext('2d');
  if (!g) return '#ccfbf1';
  g.fillStyle = '#f0fdfa';
  g.fillRect(0, 0, 6, 6);
  g.strokeStyle = '#0d9488';
  g.lineWidth = 1.5;
  g.beginPath();
  for (const o of [-6, 0, 6]) {
    g.moveTo(o, 6);
    g.lineTo(o + 6, 0);
  }
  g.stroke();
  return g.createPattern(tile, 'repeat') ?? '#ccfbf1';
}

/** Writes on the paid bars what their height cannot say: "?" where not known, the value on a clipped one. */
function paidMarks(
  months: readonly ChartMonth[],
  bars: readonly PaidBar[],
  money: (n: number) => string,
): Plugin<'bar'> {
  return {
    id: 'paidMarks',
    afterDatasetsDraw(chart) {
      const { ctx } = chart;
      const meta = chart.getDatasetMeta(1);
      if (meta.hidden) return;
      ctx.save();
      ctx.fillStyle = markColour;
      ctx.textAlign = 'center';
      ctx.font = ['600', '11px', 'system-ui,', 'sans-serif'].join(' ');
      meta.data.forEach((el, i) => {
        const { x, y, base } = el.getProps(['x', 'y', 'base'], true) as {
          x: number;
          y: number;
          base: number;
        };
        if (months[i]?.paid_basis === 'not_known') ctx.fillText(unknownMark, x, base - 4);
        else if (bars[i]?.clipped) {
          // A break across the clipped bar's top, then its value above it.
          ctx.fillStyle = '#fff';
          ctx.fillRect(x - 8, y + 6, 16, 3);
          ctx.fillStyle = markColour;
          ctx.fillText(money(months[i]?.paid ?? 0), x, y - 4);
        }
      });
      ctx.restore();
    },
  };
}

/**
 * Issued, paid and expenses per month as grouped bars (chart.js, its own lazy chunk). Estimated payments are hatched,
 * months whose payments are not known have a "?" and no bar. Decorative for screen readers: the table beside it holds
 * the same figures, with links.
 */
export default function MonthsChart({
  months,
  currency,
}: {
  months: readonly ChartMonth[];
  currency: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const t = useT();
  // The chart draws its words once: it is drawn again in the new language when the language changes.
  const locale = useLocale();
  useEffect(() => {
    if (!canvas.current) return;
    const money = (amount: number) => formatMoneyRounded(amount, currency);
    const bars = paidBars(months);
    const estimated = hatch();
    const series = (i: number) =>
      months[i]?.paid_basis === 'estimated' ? t('months.paidEstimated') : t('months.paid');
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: months.map((m) => formatMonth(m.month, 'short')),
        datasets: [
          {
            label: t('months.issued'),
            data: months.map((m) => m.issued),
            backgroundColor: '#0f766e',
          },
          {
            label: t('months.paid'),
            data: bars.map((b) => b.drawn),
            backgroundColor: months.map((m) => (m.paid_basis === 'estimated' ? estimated : paidColour)),
            borderColor: '#0d9488',
            borderWidth: months.map((m) => (m.paid_basis === 'estimated' ? 1 : 0)),
          },
          {
            label: t('months.expenses'),
            data: months.map((m) => m.expenses),
            backgroundColor: '#f59e0b',
          },
        ],
      },
      options: {
        locale,
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: { y: { grace: '8%', ticks: { callback: (v) => money(Number(v)) } } },
        plugins: {
          legend: {
            labels: {
              generateLabels: (c) => {
                const items = Chart.defaults.plugins.legend.labels.generateLabels(c);
                const paid = items[1];
                if (paid) Object.assign(paid, { fillStyle: paidColour, lineWidth: 0 });
                if (paid && months.some((m) => m.paid_basis === 'estimated'))
                  items.splice(2, 0, {
                    ...paid,
                    text: t('months.paidEstimated'),
                    fillStyle: estimated,
                    lineWidth: 1,
                  });
                if (paid && months.some((m) => m.paid_basis === 'not_known'))
                  items.push({
                    ...paid,
                    text: `${unknownMark} ${t('months.notKnown')}`,
                    fillStyle: 'rgba(0,0,0,0)',
                    lineWidth: 0,
                  });
                return items;
              },
            },
          },
          tooltip: {
            callbacks: {
              label: (c) => {
                if (c.datasetIndex !== 1)
                  return t('months.tooltip', {
                    series: c.dataset.label ?? '',
                    amount: money(c.parsed.y ?? 0),
                  });
                const m = months[c.dataIndex];
                const amount = m?.paid == null ? t('months.notKnown') : money(m.paid);
                return t('months.tooltip', { series: series(c.dataIndex), amount });
              },
            },
          },
        },
      },
      plugins: [paidMarks(months, bars, money)],
    });
    return () => chart.destroy();
  }, [months, currency, locale, t]);
  return (
    <div className="relative h-64 w-full min-w-0 overflow-hidden" aria-hidden="true">
      <canvas ref={canvas} />
    </div>
  );
}
