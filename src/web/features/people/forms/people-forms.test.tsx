import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { stubBffEachTest, validationError, type Answer } from '../../../test-bff';
import { InviteForm } from './invite-form';
import { PasswordForm } from './password-form';
import { TotpForm } from './totp-form';

const fieldError = (field: string, message: string): Answer => ({
  status: 422,
  body: validationError(message, { [field]: [message] }),
});

const bff = stubBffEachTest();

const show = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );
const sentTo = (path: string) =>
  bff.sent.filter((s) => s.url === path && s.method !== 'GET').map((s) => s.body);

describe('the invitation form', () => {
  it('invites by e-mail with the chosen role and says it was sent', async () => {
    bff.answer('POST /api/b/b1/invitations', {
      status: 201,
      body: { data: { id: 'i1', email: 'acc@example.com', role: 'staff', created_at: 1, expires_at: 2 } },
    });
    show(<InviteForm business="b1" />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'acc@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'staff');
    expect(screen.getByText('Captures receipts and sees only their own expenses.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to acc@example.com.')).toBeInTheDocument();
    expect(sentTo('/api/b/b1/invitations')).toEqual([{ email: 'acc@example.com', role: 'staff' }]);
  });

  it('refuses a malformed address before asking, and someone already here as the BFF answers it', async () => {
    bff.answer('POST /api/b/b1/invitations', {
      status: 409,
      body: { status: 409, code: 'conflict', message: 'Already a member.' },
    });
    show(<InviteForm business="b1" />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter an e-mail address such as name@example.com.')).toBeInTheDocument();
    expect(sentTo('/api/b/b1/invitations')).toEqual([]);
    await userEvent.clear(screen.getByLabelText('E-mail'));
    await userEvent.type(screen.getByLabelText('E-mail'), 'owner@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/already has access here/)).toBeInTheDocument();
  });
});

describe('the password form', () => {
  it('refuses a short new password before asking, and a wrong current one as the BFF answers it', async () => {
    bff.answer('PUT /api/account/password', fieldError('current_password', 'Wrong password.'));
    show(<PasswordForm />);
    await userEvent.type(screen.getByLabelText('Current password'), 'old password');
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Use at least 10 characters.')).toBeInTheDocument();
    expect(sentTo('/api/account/password')).toEqual([]);
    await userEvent.type(screen.getByLabelText('New password'), ' enough now');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is not right.')).toBeInTheDocument();
    expect(sentTo('/api/account/password')).toEqual([
      { current_password: 'old password', password: 'short enough now' },
    ]);
  });
});

describe('the two-step sign-in', () => {
  it('shows the key to type in, refuses a wrong first code, then shows the recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `aaaa${i}-bbbb${i}`);
    bff.answer('POST /api/account/totp', {
      status: 200,
      body: { data: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Desk:o@x?secret=JBSWY3DPEHPK3PXP' } },
    });
    bff.answer('POST /api/account/totp/confirm', fieldError('code', 'Wrong code.'), {
      status: 200,
      body: { data: { recovery_codes: codes } },
    });
    show(<TotpForm enabled={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code from the app'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(/That code is not right/)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Code from the app'));
    await userEvent.type(screen.getByLabelText('Code from the app'), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Two-step sign-in is on.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(codes);
    expect(sentTo('/api/account/totp/confirm')).toEqual([{ code: '000000' }, { code: '123456' }]);
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByText(codes[0]!)).toBeNull();
  });

  it('turns off with a code, refusing a wrong one', async () => {
    bff.answer('DELETE /api/account/totp', fieldError('code', 'Wrong code.'));
    show(<TotpForm enabled />);
    await userEvent.type(screen.getByLabelText('Code or recovery code'), '999999');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(/That code is not right/)).toBeInTheDocument();
  });
});
