import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BusinessSettings, BusinessSettingsInput } from '../../../../contract/business-settings';
import { keys } from '../../../lib/query-keys';
import { jsonResponse, stubSavesEachTest, validationResponse } from '../../../test-bff';
import { SendingSettingsForm } from './sending-settings-form';

const business = 'b-1';
const withServer: BusinessSettings = {
  time_zone: 'Europe/Vilnius',
  reply_to: 'books@example.lt',
  mail_server: {
    host: 'smtp.example.lt',
    port: 465,
    secure: true,
    require_tls: true,
    user: 'billing@example.lt',
    from: 'billing@example.lt',
    from_name: 'Baltic Pine Studio',
    password_set: true,
  },
};
const withoutServer: BusinessSettings = { time_zone: 'Europe/Vilnius', reply_to: null, mail_server: null };

const asStored = ({ mail_server, ...rest }: BusinessSettingsInput, before: boolean): BusinessSettings => ({
  ...rest,
  mail_server:
    mail_server &&
    (({ password, ...server }) => ({
      ...server,
      password_set: password === undefined ? before : password !== '',
    }))(mail_server),
});

/** Every PUT the form sends; the BFF answers it as it does: the password replaced by whether one is stored. */
const saves = stubSavesEachTest<BusinessSettingsInput>((body) =>
  jsonResponse(200, { data: asStored(body, true) }),
);

function renderForm(settings: BusinessSettings) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <SendingSettingsForm business={business} settings={settings} />
    </QueryClientProvider>,
  );
  return qc;
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save sending settings' }));

describe('the sending settings form', () => {
  it('shows the saved server without its password, and says one is stored', () => {
    renderForm(withServer);
    expect(screen.getByLabelText('Time zone')).toHaveValue('Europe/Vilnius');
    expect(screen.getByLabelText('Reply-To address (optional)')).toHaveValue('books@example.lt');
    expect(screen.getByLabelText('Use my own mail server')).toBeChecked();
    expect(screen.getByLabelText('Server (host name)')).toHaveValue('smtp.example.lt');
    expect(screen.getByLabelText('Port')).toHaveValue('465');
    expect(screen.getByLabelText('TLS from the start, usually port 465')).toBeChecked();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveValue('');
    expect(password).toHaveAccessibleDescription('A password is stored — leave empty to keep it.');
    expect(screen.getByLabelText('From address')).toHaveValue('billing@example.lt');
    expect(screen.getByLabelText('From name (optional)')).toHaveValue('Baltic Pine Studio');
  });

  it('keeps the stored password when the field is left empty: none is sent', async () => {
    const user = userEvent.setup();
    renderForm(withServer);
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Europe/Berlin');
    await save();
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(saves.sent).toHaveLength(1);
    expect(saves.sent[0]!.time_zone).toBe('Europe/Berlin');
    expect(saves.sent[0]!.mail_server).not.toHaveProperty('password');
  });

  it('sends a typed password once, then shows it only as stored', async () => {
    const user = userEvent.setup();
    saves.answer = (body) => jsonResponse(200, { data: asStored(body, false) });
    const qc = renderForm(withoutServer);
    expect(screen.getByText(/go out through the dashboard’s mail server/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Use my own mail server'));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Kept encrypted on this dashboard and never shown again.',
    );
    await user.type(screen.getByLabelText('Server (host name)'), 'smtp.example.com');
    // STARTTLS on 587 is the default; choosing TLS moves the usual port along
    expect(screen.getByLabelText('Port')).toHaveValue('587');
    await user.click(screen.getByLabelText('TLS from the start, usually port 465'));
    expect(screen.getByLabelText('Port')).toHaveValue('465');
    await user.type(screen.getByLabelText('Login'), 'me@example.com');
    await user.type(screen.getByLabelText('Password'), 'app-pa55word');
    await user.type(screen.getByLabelText('From address'), 'me@example.com');
    await save();
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(saves.sent).toEqual([
      {
        time_zone: 'Europe/Vilnius',
        reply_to: null,
        mail_server: {
          host: 'smtp.example.com',
          port: 465,
          secure: true,
          require_tls: true,
          user: 'me@example.com',
          from: 'me@example.com',
          from_name: null,
          password: 'app-pa55word',
        },
      },
    ]);
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'A password is stored — leave empty to keep it.',
    );
    expect(JSON.stringify(qc.getQueryData(keys.settings(business)))).not.toContain('app-pa55word');
  });

  it('drops the own server when it is switched off', async () => {
    const user = userEvent.setup();
    renderForm(withServer);
    await user.click(screen.getByLabelText('Use my own mail server'));
    expect(screen.queryByLabelText('Server (host name)')).not.toBeInTheDocument();
    await save();
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(saves.sent).toEqual([
      { time_zone: 'Europe/Vilnius', reply_to: 'books@example.lt', mail_server: null },
    ]);
  });

  it('refuses a bad port and a bad From address on their fields before anything is sent', async () => {
    const user = userEvent.setup();
    renderForm(withServer);
    await user.clear(screen.getByLabelText('Port'));
    await user.type(screen.getByLabelText('Port'), '70000');
    await user.clear(screen.getByLabelText('From address'));
    await user.type(screen.getByLabelText('From address'), 'billing');
    await save();
    expect(await screen.findByText('Enter a port number from 1 to 65535.')).toBeInTheDocument();
    expect(screen.getByLabelText('Port')).toHaveAccessibleDescription('Enter a port number from 1 to 65535.');
    expect(screen.getByLabelText('From address')).toHaveAccessibleDescription(
      /Enter an e-mail address such as name@example\.com\./,
    );
    expect(saves.sent).toEqual([]);
  });

  it('requires STARTTLS by default, and lets it off only for a mail server on this computer', async () => {
    const user = userEvent.setup();
    renderForm(withoutServer);
    await user.click(screen.getByLabelText('Use my own mail server'));
    await user.type(screen.getByLabelText('Server (host name)'), 'smtp.example.com');
    await user.type(screen.getByLabelText('From address'), 'me@example.com');
    const required = screen.getByLabelText('Require the encrypted connection (STARTTLS)');
    expect(required).toBeChecked();
    expect(required).toHaveAccessibleDescription(/Nothing is sent — neither the password nor a message —/);
    await user.click(required);
    await save();
    expect(
      await screen.findByText(
        'Only a mail server on this computer (localhost, 127.x.x.x or ::1) may do without encryption.',
      ),
    ).toBeInTheDocument();
    expect(required).toHaveAttribute('aria-invalid', 'true');
    expect(saves.sent).toEqual([]);
    await user.clear(screen.getByLabelText('Server (host name)'));
    await user.type(screen.getByLabelText('Server (host name)'), 'localhost');
    await save();
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(saves.sent.map((b) => b.mail_server)).toEqual([
      expect.objectContaining({ host: 'localhost', require_tls: false }),
    ]);
    // TLS from the first byte needs no STARTTLS: the choice is not offered.
    await user.click(screen.getByLabelText('TLS from the start, usually port 465'));
    expect(screen.queryByLabelText('Require the encrypted connection (STARTTLS)')).not.toBeInTheDocument();
  });

  it('shows the BFF’s 422 on the field it names', async () => {
    saves.answer = () =>
      validationResponse('Enter the server host name, such as smtp.example.com.', {
        'mail_server.host': ['Enter the server host name, such as smtp.example.com.'],
      });
    renderForm(withServer);
    await save();
    const host = screen.getByLabelText('Server (host name)');
    await vi.waitFor(() => expect(host).toHaveAttribute('aria-invalid', 'true'));
    expect(host).toHaveAccessibleDescription('Enter the server’s host name, such as smtp.example.com.');
    expect(screen.getByLabelText('Port')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
