// How many captures wait on this phone, for the menu's badge: the header is on the first screen, whose code has a tight
// budget, so it reads this number kept beside the queue (localStorage) rather than opening the queue's IndexedDB.
const key = 'invoice-desk-till-waiting';

/** Told on this tab by an event of the key's name; other tabs hear the storage event. */
export function subscribeWaiting(onChange: () => void): () => void {
  addEventListener('storage', onChange);
  addEventListener(key, onChange);
  return () => {
    removeEventListener('storage', onChange);
    removeEventListener(key, onChange);
  };
}

export const waitingCount = (): number => Number(localStorage.getItem(key)) || 0;

export function setWaitingCount(count: number): void {
  if (count === waitingCount()) return;
  localStorage.setItem(key, String(count));
  dispatchEvent(new Event(key));
}
