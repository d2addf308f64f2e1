import { useLocation, useSearch } from 'wouter';
import type { invoiceFilterNames } from '../../contract/search-names';

/** The URL parameters a list's search understands (contract/search-names.ts: the BFF's search's names). */
export type FilterName = (typeof invoiceFilterNames)[number];
export type Filters = Partial<Record<FilterName, string>>;

export interface ListParams {
  /** The list's own path, without the query. */
  path: string;
  filters: Filters;
  page: number;
  /** Any search, filter or sort given: the list reads the BFF's search over its mirror, not the API's pages. */
  searching: boolean;
  /** The filters as a canonical query string (fixed order, no empties, no page): the search's cache key. */
  query: string;
  /** Changes filters (a blank value removes one) and goes back to page 1; `replace` for typing, so back skips it. */
  set: (patch: Filters, o?: { replace?: boolean }) => void;
  clear: () => void;
  /** The URL of another page of the same list. */
  pageHref: (page: number) => string;
  /** The order the rows are in: the `sort` asked for, the search's default, or undefined for the API's own. */
  sort: { key: string; desc: boolean } | undefined;
}

const queryOf = (names: readonly FilterName[], filters: Filters, page = 1) => {
  const q = new URLSearchParams();
  for (const name of names) {
    const v = filters[name]?.trim();
    if (v) q.set(name, v);
  }
  if (page > 1) q.set('page', String(page));
  return q.toString();
};

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/**
 * A list's search, filters, sort and page, held in the URL: a filtered view can be bookmarked, shared, reloaded,
 * and back and forward walk through it. Unknown parameters are ignored; values are checked by the BFF (a 422 names
 * the parameter).
 */
export function useListParams(
  names: readonly FilterName[],
  searchDefault: { key: string; desc: boolean },
): ListParams {
  const [path, navigate] = useLocation();
  const url = new URLSearchParams(useSearch());
  const filters: Filters = {};
  for (const name of names) {
    const v = url.get(name)?.trim();
    if (v) filters[name] = v;
  }
  const pageNumber = Number(url.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1;
  const query = queryOf(names, filters);
  const sort = filters.sort
    ? { key: filters.sort.replace(/^-/, ''), desc: filters.sort.startsWith('-') }
    : query
      ? searchDefault
      : undefined;
  return {
    sort,
    path,
    filters,
    page,
    searching: query !== '',
    query,
    set: (patch, o) =>
      navigate(withQuery(path, queryOf(names, { ...filters, ...patch })), { replace: o?.replace ?? false }),
    clear: () => navigate(path),
    pageHref: (p) => withQuery(path, queryOf(names, filters, p)),
  };
}
