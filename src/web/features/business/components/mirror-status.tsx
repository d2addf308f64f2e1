import { useQuery } from '@tanstack/react-query';
import type { MirrorStatus as Status } from '../../../../contract/bff';
import { Button } from '../../../components/ui/button';
import { formatMoment } from '../../../lib/format';
import { mirrorQuery, useRefreshMirror } from '../../../lib/mirror';
import type { RecordKind } from '../../../lib/query-keys';

const nouns: Record<RecordKind, string> = { invoices: 'invoices', expenses: 'expenses' };

/** Why the saved copy cannot follow the API, in words. */
function errorText(s: Status): string {
  const saved = s.synced_at === null ? 'what was saved so far' : `saved data from ${formatMoment(s.synced_at)}`;
  if (s.reason === 'token_invalid') return `Not updating: this business’s token was revoked — reconnect it. Showing ${saved}.`;
  if (s.reason?.startsWith('unreachable')) return `Can’t reach the invoicing service: showing ${saved}.`;
  return `Not updating${s.reason ? ` (${s.reason})` : ''}: showing ${saved}.`;
}

/** The line the list shows, e.g. "Up to date · 14:02" or "Syncing 240 of 400 invoices…". */
export function statusText(s: Status, kind: RecordKind): string {
  if (s.state === 'error') return errorText(s);
  if (s.state === 'ready' && s.synced_at !== null) return `Up to date · ${formatMoment(s.synced_at)}`;
  if (s.synced_at === null) {
    const { stored, total } = s[kind];
    return `Syncing ${stored} of ${total ?? '…'} ${nouns[kind]}…`;
  }
  return `Checking for changes… · up to date as of ${formatMoment(s.synced_at)}`;
}

/**
 * How fresh the BFF's saved copy (its mirror, which search reads) is, and a button to walk the API again now.
 * The state is asked of the BFF only (no API call): often while it fills, every 30 s once ready.
 */
export function MirrorStatus({ business, kind }: { business: string; kind: RecordKind }) {
  const { data: status } = useQuery(mirrorQuery(business));
  const refresh = useRefreshMirror(business);
  if (!status) return null;
  const walking = status.state === 'syncing' || status.state === 'empty';
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <p role="status" className={status.state === 'error' ? 'text-red-800' : 'text-slate-600'}>
        {statusText(status, kind)}
      </p>
      <Button variant="ghost" className="!min-h-8 !px-2 !py-1" onClick={() => refresh.mutate()} disabled={walking || refresh.isPending}>
        {walking || refresh.isPending ? 'Refreshing…' : 'Refresh'}
      </Button>
      {refresh.isError && (
        <p role="alert" className="text-red-700">
          {refresh.error.message}
        </p>
      )}
    </div>
  );
}
