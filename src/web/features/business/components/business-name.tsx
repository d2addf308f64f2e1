import { useQuery } from '@tanstack/react-query';
import { businessesQuery } from '../../../lib/reference-queries';

/** The name of the business the pages are about, for the header: a long one ends in "…", its whole name the title. */
export function BusinessName({ business }: { business: string }) {
  const title = useQuery(businessesQuery()).data?.find((b) => b.id === business)?.title;
  return title ? (
    <span title={title} className="shell-business">
      {title}
    </span>
  ) : null;
}
