import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { businessesQuery } from '../../lib/reference-queries';
import type { TillBusiness } from './capture';
import { tillStore } from './use-till';

/**
 * The businesses a capture can go to: the person's connected ones, remembered on the phone for when it is offline
 * (their ids and names only), and the one chosen last, kept for the next capture.
 */
export function useTillBusinesses(): {
  businesses: TillBusiness[];
  business: string | undefined;
  choose: (id: string) => void;
  loaded: boolean;
} {
  const { data, isError } = useQuery(businessesQuery());
  const [kept, setKept] = useState<{ businesses: TillBusiness[]; business?: string }>();
  const [chosen, setChosen] = useState<string>();

  useEffect(() => {
    void Promise.all([tillStore.meta('businesses'), tillStore.meta('business')]).then(
      ([businesses = [], business]) => setKept({ businesses, business }),
    );
  }, []);
  useEffect(() => {
    if (data)
      void tillStore.setMeta(
        'businesses',
        data.map(({ id, title }) => ({ id, title })),
      );
  }, [data]);

  const businesses = data ?? kept?.businesses ?? [];
  const wanted = chosen ?? kept?.business;
  const business = businesses.find((b) => b.id === wanted)?.id ?? businesses[0]?.id;
  const choose = (id: string) => {
    setChosen(id);
    void tillStore.setMeta('business', id);
  };
  return {
    businesses,
    business,
    choose,
    loaded: data !== undefined || (kept !== undefined && (isError || kept.businesses.length > 0)),
  };
}
