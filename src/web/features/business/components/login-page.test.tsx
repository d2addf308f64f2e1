import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBffEachTest, type Answer } from '../../../test-bff';
import { renderAt } from '../../../test-render';
import { LoginPage } from './login-page';

const signedOut = {
  status: 200,
  body: { data: { login_required: true, authenticated: false, max_upload_mb: 20 } },
};
const signedIn = {
  status: 200,
  body: { data: { login_required: true, authenticated: true, max_upload_mb: 20 } },
};
const refused = (status: number, code: string, field: string, message: string): Answer => ({
  status,
  body: { status, code, message, errors: { [field]: [message] } },
});

const bff = stubBffEachTest();
beforeEach(() => {
  bff.answer('GET /api/session', signedOut);
});

const showLogin = () => renderAt('/login?next=%2Fb%2Fb1', <LoginPage />);

const posted = () => bff.sent.filter((s) => s.method === 'POST').map((s) => s.body);
const signIn = () => userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

describe('the login screen', () => {
  it('signs the desk owner in with the password alone, as before people existed', async () => {
    bff.answer('POST /api/session', signedIn);
    bff.answer('GET /api/session', signedOut, signedIn);
    const location = showLogin();
    await userEvent.type(await screen.findByLabelText('Password'), 'correct horse');
    await signIn();
    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/b/b1'));
    expect(posted()).toEqual([{ password: 'correct horse' }]);
  });

  it('refuses a wrong password, and a person’s wrong e-mail or password, in the person’s words', async () => {
    showLogin();
    bff.answer('POST /api/session', refused(401, 'login_required', 'password', 'Wrong password.'));
    await userEvent.type(await screen.findByLabelText('Password'), 'nope');
    await signIn();
    expect(await screen.findByText('Wrong password.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await signIn();
    expect(await screen.findByText('Wrong e-mail or password.')).toBeInTheDocument();
    expect(posted().at(-1)).toEqual({ email: 'ana@example.com', password: 'nope' });
  });

  it('asks for the second factor’s code when the password was right, refuses a wrong code, takes the right one', async () => {
    const codeAsked = refused(401, 'totp_required', 'totp', 'Enter the code from your authenticator app.');
    const codeWrong = refused(401, 'totp_required', 'totp', 'That code is not right.');
    bff.answer('POST /api/session', codeAsked, codeWrong, signedIn);
    bff.answer('GET /api/session', signedOut, signedIn);
    const location = showLogin();
    await userEvent.type(await screen.findByLabelText('E-mail'), 'owner@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'a long password');
    await signIn();
    const code = await screen.findByLabelText('Code from your authenticator app');
    // Only asked, not refused: no error yet.
    expect(screen.queryByText(/not right/)).toBeNull();
    await userEvent.type(code, '000000');
    await signIn();
    expect(await screen.findByText('That code is not right. Try the newest one.')).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await signIn();
    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/b/b1'));
    expect(posted()).toEqual([
      { email: 'owner@example.com', password: 'a long password' },
      { email: 'owner@example.com', password: 'a long password', totp: '000000' },
      { email: 'owner@example.com', password: 'a long password', totp: '123456' },
    ]);
  });

  it('refuses an empty password before asking', async () => {
    showLogin();
    await screen.findByLabelText('Password');
    await signIn();
    expect(await screen.findByText('Enter the password')).toBeInTheDocument();
    expect(posted()).toEqual([]);
  });
});
