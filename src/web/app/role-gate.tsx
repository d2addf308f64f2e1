import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useAccess } from '../lib/access';

/**
 * A page the person's role does not show goes where they may be (staff to their expenses, an accountant from a new
 * invoice to the list). Hiding only: the BFF refuses what the role may not do, whatever the page.
 */
export function RoleGate({ business, children }: { business: string; children: ReactNode }) {
  const [location] = useLocation();
  const to = useAccess(business)?.redirect(location.slice(`/b/${business}`.length));
  return to ? <Redirect to={to} replace /> : children;
}
