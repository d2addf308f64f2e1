import { useSearch } from 'wouter';

/** The `?page=N` of the current URL: a whole number from 1, anything else reads as 1. */
export function usePageParam(): number {
  const page = Number(new URLSearchParams(useSearch()).get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The URL of a page of a list: page 1 has no parameter, so the list's plain URL and `?page=1` are one place. */
export const pageHref = (path: string, page: number): string => (page > 1 ? `${path}?page=${page}` : path);
