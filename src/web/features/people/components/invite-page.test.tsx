import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubBffEachTest, validationError } from '../../../test-bff';
import { renderAt } from '../../../test-render';
import { InvitePage } from './invite-page';

const token = 'tok-1';
const view = (existing_account = false) => ({
  status: 200,
  body: {
    data: {
      email: 'acc@example.com',
      business: { id: 'b1', title: 'Baltic Pine Studio' },
      role: 'accountant',
      expires_at: 2_000_000_000,
      existing_account,
    },
  },
});
const account = {
  id: 'p1',
  email: 'acc@example.com',
  name: 'Ana',
  desk_owner: false,
  totp_enabled: false,
  roles: { b1: 'accountant' },
};

const bff = stubBffEachTest();

const showInvite = () => renderAt(`/invite/${token}`, <InvitePage token={token} />);

const accepted = () => bff.sent.filter((s) => s.method === 'POST').map((s) => s.body);
const accept = () => userEvent.click(screen.getByRole('button', { name: 'Accept and sign in' }));

describe('the invitation screen', () => {
  it('says the business, the role and the e-mail, refuses a short password before asking, then signs in and opens the business', async () => {
    bff.answer(`GET /api/invitations/${token}`, view());
    bff.answer(`POST /api/invitations/${token}/accept`, { status: 200, body: { data: account } });
    const location = showInvite();
    expect(
      await screen.findByText('You are invited to Baltic Pine Studio as Accountant.'),
    ).toBeInTheDocument();
    expect(screen.getByText('acc@example.com')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your name (optional)'), 'Ana');
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await accept();
    expect(await screen.findByText('Use at least 10 characters.')).toBeInTheDocument();
    expect(accepted()).toEqual([]);
    await userEvent.type(screen.getByLabelText('New password'), ' but long now');
    await accept();
    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/b/b1'));
    expect(accepted()).toEqual([{ password: 'short but long now', name: 'Ana' }]);
  });

  it('asks an existing account for its password, and says so kindly when it is not that password', async () => {
    bff.answer(`GET /api/invitations/${token}`, view(true));
    const wrong = validationError('Not this account’s password.', {
      password: ['Not this account’s password.'],
    });
    bff.answer(`POST /api/invitations/${token}/accept`, { status: 422, body: wrong });
    showInvite();
    expect(await screen.findByRole('heading', { name: 'Sign in to accept' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Your name (optional)')).toBeNull();
    await userEvent.type(screen.getByLabelText('Your password'), 'pw');
    await accept();
    expect(await screen.findByText('That is not this account’s password.')).toBeInTheDocument();
    expect(accepted()).toEqual([{ password: 'pw' }]);
  });

  it('tells a used or expired link, and an unknown one, without a form', async () => {
    bff.answer(`GET /api/invitations/${token}`, {
      status: 410,
      body: { status: 410, code: 'gone', message: 'Gone.' },
    });
    showInvite();
    expect(await screen.findByText('This invitation has expired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept and sign in' })).toBeNull();
    cleanup();
    bff.answer(`GET /api/invitations/${token}`, {
      status: 404,
      body: { status: 404, code: 'not_found', message: 'No.' },
    });
    showInvite();
    expect(await screen.findByText('This invitation link is not known')).toBeInTheDocument();
  });
});
