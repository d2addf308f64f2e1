import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { OverviewPage } from '../../features/overview/components/overview-page';
import { loadNamespaces } from '../../i18n/load';

// The recurring invoices about to issue themselves: its own chunk and words, asked for once the page is taken over
// (the first screen's weight stays the overview's, and the BFF's render has nothing to wait for).
const UpcomingCard = lazy(
  async () =>
    (
      await Promise.all([
        import('../../features/recurring/components/upcoming-card'),
        loadNamespaces(['recurring']),
      ])
    )[0],
);

export default function OverviewRoute() {
  const { business = '' } = useParams<{ business: string }>();
  const [takenOver, setTakenOver] = useState(false);
  useEffect(() => setTakenOver(true), []);
  return (
    <div className="flex flex-col gap-6">
      <OverviewPage business={business} />
      {takenOver && (
        <Suspense fallback={null}>
          <UpcomingCard business={business} />
        </Suspense>
      )}
    </div>
  );
}
