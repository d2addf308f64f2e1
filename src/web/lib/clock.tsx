import { createContext, useContext, type ReactNode } from 'react';
import { type Clock, systemClock } from '../../contract/clock';

/**
 * The clock every screen reads "now" and "today" from: the device's own in the browser, the BFF's moment in its
 * render of a page, a fixed one in tests (so that nothing drawn depends on the day a test runs).
 */
const ClockContext = createContext<Clock>(systemClock);

export const useClock = (): Clock => useContext(ClockContext);

export function ClockProvider({ clock, children }: { clock: Clock | undefined; children: ReactNode }) {
  return clock === undefined ? (
    children
  ) : (
    <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>
  );
}
