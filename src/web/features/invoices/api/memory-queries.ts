import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { buyersAnswerSchema, productsAnswerSchema } from '../../../../contract/overview';
import { apiRequest, type Parser } from '../../../lib/api-client';
import { keys } from '../../../lib/query-keys';

const memoryPath = (b: string, what: 'buyers' | 'products', q: string) =>
  `/b/${encodeURIComponent(b)}/${what}${q.trim() ? `?q=${encodeURIComponent(q.trim())}` : ''}`;

/** What the BFF's mirror remembers (no API call), matching `q`. */
const memoryQuery = <T>(b: string, what: 'buyers' | 'products', q: string, schema: Parser<{ data: T }>) =>
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the key names the list (keys.memory[what]), whose schema it is
  queryOptions({
    queryKey: keys.memory[what](b, q.trim()),
    queryFn: ({ signal }) => apiRequest(memoryPath(b, what, q), schema, { signal }).then((r) => r.data),
    staleTime: 30_000,
  });

/** Past buyers, most recent first. */
export const buyersQuery = (b: string, q: string) => memoryQuery(b, 'buyers', q, buyersAnswerSchema);

/** Past lines with their latest units, price and VAT %. */
export const productsQuery = (b: string, q: string) => memoryQuery(b, 'products', q, productsAnswerSchema);

/** The text once typing paused for a moment: one request per pause, not per key. */
function useSettled(text: string, ms = 150): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const t = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(t);
  }, [text, ms]);
  return settled;
}

/** The business in the URL and the settled text; asked only once the person started (`asking`). */
function useMemoryArgs(text: string, asking: boolean) {
  const { business = '' } = useParams<{ business?: string }>();
  const q = useSettled(text);
  return { business, q, enabled: asking && business !== '' };
}

/** Past buyers matching what is typed, kept on screen while the next answer comes. */
export function useBuyerSuggestions(text: string, asking: boolean) {
  const { business, q, enabled } = useMemoryArgs(text, asking);
  return useQuery({ ...buyersQuery(business, q), enabled, placeholderData: keepPreviousData });
}

/** Past lines matching what is typed. */
export function useProductSuggestions(text: string, asking: boolean) {
  const { business, q, enabled } = useMemoryArgs(text, asking);
  return useQuery({ ...productsQuery(business, q), enabled, placeholderData: keepPreviousData });
}
