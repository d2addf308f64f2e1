import { describe, expect, it } from 'vitest';
import type { Role } from '../../contract/people';
import { accessIn } from '../lib/access-rules';

const signedIn = { login_required: true, authenticated: true, max_upload_mb: 20 };
const person = (role: Role, business = 'b1') =>
  accessIn(
    {
      ...signedIn,
      account: {
        id: 'p',
        email: 'p@x.lt',
        name: null,
        desk_owner: false,
        totp_enabled: false,
        roles: { b1: role },
      },
    },
    business,
  );
const opens = (role: Role, rest: string) => person(role).redirect(rest) === undefined;

describe('the pages a role opens and the sections it is shown', () => {
  it('lets an accountant read everything but never open a new or edited invoice, settings, people or schedules', () => {
    for (const rest of [
      '',
      '/invoices',
      '/invoices/i1',
      '/expenses',
      '/reports/vat',
      '/profile',
      '/activity',
      '/account',
    ])
      expect(opens('accountant', rest), rest).toBe(true);
    for (const rest of ['/settings', '/people', '/recurring'])
      expect(opens('accountant', rest), rest).toBe(false);
    expect(person('accountant').redirect('/invoices/new')).toBe('/b/b1/invoices');
    expect(person('accountant').redirect('/invoices/i1/edit')).toBe('/b/b1/invoices');
    expect(person('accountant').redirect('/settings')).toBe('/b/b1');
    expect(person('accountant').may('export')).toBe(true);
    expect(person('accountant').may('write')).toBe(false);
  });

  it('shows staff their expenses and their account only, and lands them on their expenses', () => {
    const staff = person('staff');
    expect(
      [
        '',
        'invoices',
        'expenses',
        'recurring',
        'reports',
        'profile',
        'settings',
        'people',
        'activity',
        'account',
      ].filter(staff.shows),
    ).toEqual(['expenses', 'account']);
    expect(person('owner').shows('people')).toBe(true);
    expect(person('accountant').shows('people')).toBe(false);
    expect(person('accountant').shows('activity')).toBe(true);
    for (const rest of ['', '/invoices', '/invoices/new', '/reports', '/profile', '/activity', '/people'])
      expect(staff.redirect(rest), rest).toBe('/b/b1/expenses');
    expect(staff.redirect('/expenses/e1')).toBeUndefined();
  });

  it('opens everything to an owner, and sends anyone from a business not theirs home', () => {
    for (const rest of ['', '/invoices/new', '/settings', '/people', '/recurring'])
      expect(opens('owner', rest), rest).toBe(true);
    const other = person('staff', 'b2');
    expect(other.role).toBeNull();
    expect(other.redirect('/expenses')).toBe('/');
  });

  it('makes the desk owner owner of every business; on a desk without a login everybody is, with nobody to invite', () => {
    const owner = { id: 'o', email: 'o@x.lt', name: null, desk_owner: true, totp_enabled: false, roles: {} };
    expect(accessIn({ ...signedIn, account: owner }, 'new-business').role).toBe('owner');
    const noLogin = accessIn({ login_required: false, authenticated: true, max_upload_mb: 20 }, 'b1');
    expect(noLogin.role).toBe('owner');
    expect(noLogin.deskOwner).toBe(true);
    expect(['people', 'activity', 'account', 'settings'].map(noLogin.shows)).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });
});
