import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface ChartMonth {
  label: string;
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
  useEffect(() => {
    if (!canvas.current) return;
    const money = new Intl.NumberFormat(navigator.language, { style: 'currency', currency, maximumFractionDigits: 0 });
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: months.map((m) => m.label),
        datasets: [
          { label: 'Issued', data: months.map((m) => m.issued), backgroundColor: '#0f766e' },
          { label: 'Paid', data: months.map((m) => m.paid), backgroundColor: '#5eead4' },
          { label: 'Expenses', data: months.map((m) => m.expenses), backgroundColor: '#f59e0b' },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: { y: { ticks: { callback: (v) => money.format(Number(v)) } } },
        plugins: { tooltip: { callbacks: { label: (c) => `${c.dataset.label ?? ''}: ${money.format(c.parsed.y ?? 0)}` } } },
      },
    });
    return () => chart.destroy();
  }, [months, currency]);
  return (
    <div className="relative h-64 w-full min-w-0 overflow-hidden" aria-hidden="true">
      <canvas ref={canvas} />
    </div>
  );
}
