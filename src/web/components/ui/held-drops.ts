import { useEffect } from 'react';

declare global {
  interface Window {
    /** Set by public/hold-drops.js on a page the BFF drew, until its drop zones have started. */
    heldDrops?: { take: (zone: string) => File[] };
  }
}

/**
 * A drop zone (marked `data-drop-zone={zone}`) on a page the BFF drew: the files dropped on it before the app took the
 * page over were held (public/hold-drops.js), and are handed to `onDrop` as the zone starts, as if dropped now.
 */
export function useHeldDrops(zone: string, onDrop: (files: File[]) => void): void {
  // Once, as the zone starts (the drops are taken then, and the page stops holding): not again at each new `onDrop`.
  useEffect(() => {
    const files = window.heldDrops?.take(zone) ?? [];
    if (files.length) onDrop(files);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the zone's handler as it starts is the one to hand them to
  }, [zone]);
}
