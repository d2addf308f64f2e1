import type { MirrorFreshness } from '../../../../contract/overview';

const time = (s: number) => new Date(s * 1000).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** How complete and fresh the figures are: the BFF's mirror of the API, like the lists. */
export function FreshnessNote({ mirror }: { mirror: MirrorFreshness }) {
  const text =
    mirror.state === 'ready'
      ? mirror.synced_at !== null
        ? `Up to date; everything read from the API at ${time(mirror.synced_at)}, changes since then as they happen.`
        : 'Up to date.'
      : mirror.state === 'error'
        ? `The API cannot be reached: showing the figures saved${mirror.synced_at !== null ? ` at ${time(mirror.synced_at)}` : ''}.`
        : 'Still reading your records from the API: the figures may be incomplete for a minute.';
  return (
    <p className={`text-sm ${mirror.state === 'error' ? 'text-amber-800' : 'text-slate-600'}`} data-testid="freshness">
      {text}
    </p>
  );
}
