import { useQuery } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import type { BusinessPermission } from '../../contract/people';
import { useAfterTakeOver } from '../first-screen/page-context';
import type * as AccessRules from './access-rules';
import type { Access } from './access-rules';
import { sessionQuery } from './reference-queries';

/**
 * What the signed-in person's role lets them see. Hiding is a courtesy, never the protection: the BFF decides every
 * request from the route's declared permission. The rules (and the contract's role table) load after the first paint,
 * off the first screen's code; until then, as on a drawn page, everything shows as it did before people existed.
 */
let rules: typeof AccessRules | undefined;
const listeners = new Set<() => void>();

/** Loads the access rules once (the app frame, once mounted); every frame part and screen follows. */
export function loadAccessRules(): Promise<void> {
  return import('./access-rules').then((m) => {
    rules = m;
    listeners.forEach((l) => l());
  });
}

/**
 * The rules once loaded: read at every render, as the BFF drew the page (not yet) while it is taken over. Their arrival
 * re-renders every screen part that hides by role (a list's rows among them) as a transition, which renders in slices
 * that yield; a store's notice would have been one long task.
 */
function useLoadedRules(): typeof AccessRules | undefined {
  const loaded = useAfterTakeOver(() => rules, undefined);
  const [, rerender] = useState(0);
  useEffect(() => {
    const follow = () => startTransition(() => rerender((n) => n + 1));
    listeners.add(follow);
    // Loaded between this render and now: nothing will tell.
    if (rules !== loaded) follow();
    return () => void listeners.delete(follow);
  }, [loaded]);
  return loaded;
}

/** The person's access in `business` (or on the desk), from the session the frame read; undefined while not known. */
export function useAccess(business?: string): Access | undefined {
  const loaded = useLoadedRules();
  // The frame (app/layout) reads the session; the screens follow it from the cache without asking.
  const session = useQuery({ ...sessionQuery(), enabled: false }).data;
  return loaded && session ? loaded.accessIn(session, business) : undefined;
}

/** Whether the person's role lets them do this in `business` (true until known). */
export const useMay = (business: string, permission: BusinessPermission): boolean =>
  useAccess(business)?.may(permission) ?? true;

/** The desk's own account (or a desk without a login), or not known yet. */
export const useDeskOwner = (): boolean => useAccess()?.deskOwner ?? true;
