import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReminderBacklog, ReminderSettings } from '../../../../contract/reminders';
import { formatDate } from '../../../lib/format';
import { keys } from '../../../lib/query-keys';
import { jsonResponse, stubSavesEachTest, validationResponse } from '../../../test-bff';
import { ReminderSettingsForm } from './reminder-settings-form';

const business = 'b-1';
const saved: ReminderSettings = { enabled: false, steps: [10, -2, 3], window: { from_hour: 8, to_hour: 18 } };
const noBacklog: ReminderBacklog = { waiting: 0, through: null, per_day: 50 };

/** Every PUT the form sends, and what the BFF answers it (by default: what was sent, as the BFF does). */
const saves = stubSavesEachTest<unknown>((body) => jsonResponse(200, { data: body, meta: noBacklog }));

function renderForm(settings: ReminderSettings = saved, backlog = noBacklog) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <ReminderSettingsForm business={business} settings={settings} backlog={backlog} zone="Europe/Vilnius" />
    </QueryClientProvider>,
  );
  return qc;
}

const stepInputs = () => screen.getAllByLabelText(/^Step \d+$/);
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save reminders' }));

describe('the reminder settings form', () => {
  it('shows the saved steps earliest first, each in words, and the window in the business’s zone', () => {
    renderForm();
    expect(screen.getByLabelText('Send payment reminders automatically')).not.toBeChecked();
    expect(stepInputs().map((i) => (i as HTMLInputElement).value)).toEqual(['-2', '3', '10']);
    expect(stepInputs()[0]).toHaveAccessibleDescription('2 days before the due date');
    expect(stepInputs()[1]).toHaveAccessibleDescription('3 days after the due date');
    expect(stepInputs()[2]).toHaveAccessibleDescription('10 days after the due date');
    expect(screen.getByLabelText('Only between these hours')).toBeChecked();
    expect(screen.getByLabelText('From')).toHaveValue('8');
    expect(screen.getByLabelText('Until')).toHaveValue('18');
    expect(screen.getByText('Hours in the business’s time zone: Europe/Vilnius.')).toBeInTheDocument();
    // the rules, in plain words
    expect(screen.getByText(/Never to paid invoices, proforma invoices or credit notes/)).toBeInTheDocument();
    expect(screen.getByText(/only the latest of them/)).toBeInTheDocument();
    expect(screen.getByText(/^At most 50 a day, oldest due date first/)).toBeInTheDocument();
    expect(screen.queryByTestId('reminder-backlog')).not.toBeInTheDocument();
  });

  it('says how many due reminders wait for the daily share, and the day the last of them goes', () => {
    renderForm({ ...saved, enabled: true }, { waiting: 12, through: '2026-03-05', per_day: 50 });
    expect(screen.getByTestId('reminder-backlog')).toHaveTextContent(
      `12 reminders are due and waiting their turn: the last of them should go on ${formatDate('2026-03-05')}.`,
    );
  });

  it('turns reminders on with the steps as edited and any time of day, and says it saved', async () => {
    const user = userEvent.setup();
    const qc = renderForm();
    await user.click(screen.getByLabelText('Send payment reminders automatically'));
    await user.clear(stepInputs()[0]!);
    await user.type(stepInputs()[0]!, '1');
    expect(stepInputs()[0]).toHaveAccessibleDescription('1 day after the due date');
    await user.click(screen.getByRole('button', { name: 'Remove step 3' }));
    await user.click(screen.getByRole('button', { name: 'Add a step' }));
    expect(stepInputs()[2]).toHaveFocus();
    await user.type(stepInputs()[2]!, '0');
    expect(stepInputs()[2]).toHaveAccessibleDescription('On the due date');
    await user.click(screen.getByLabelText('Any time of day'));
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
    await save();
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(saves.sent).toEqual([{ enabled: true, steps: [1, 3, 0], window: null }]);
    expect(qc.getQueryData(keys.reminders(business))).toEqual({
      data: { enabled: true, steps: [1, 3, 0], window: null },
      meta: noBacklog,
    });
    // the form shows what was saved, earliest first
    expect(stepInputs().map((i) => (i as HTMLInputElement).value)).toEqual(['0', '1', '3']);
  });

  it('refuses a step outside −60..365 on its own field before anything is sent', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.clear(stepInputs()[2]!);
    await user.type(stepInputs()[2]!, '400');
    await save();
    expect(await screen.findByText('Enter a whole number of days from -60 to 365.')).toBeInTheDocument();
    expect(stepInputs()[2]).toHaveAccessibleDescription(/Enter a whole number of days from -60 to 365\./);
    expect(stepInputs()[2]).toHaveAttribute('aria-invalid', 'true');
    expect(stepInputs()[0]).not.toHaveAttribute('aria-invalid');
    expect(saves.sent).toEqual([]);
  });

  it('refuses an empty step and the same step twice, in words, before anything is sent', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Add a step' }));
    await save();
    expect(await screen.findByText('Enter a whole number of days from -60 to 365.')).toBeInTheDocument();
    expect(stepInputs()[3]).toHaveAttribute('aria-invalid', 'true');
    await user.type(stepInputs()[3]!, '3');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Each step only once: two steps have the same number of days.',
    );
    expect(saves.sent).toEqual([]);
  });

  it('refuses a window that ends before it starts, on the Until field', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByLabelText('From'), '18');
    await user.selectOptions(screen.getByLabelText('Until'), '9');
    await save();
    expect(await screen.findByText('The end must come after the start.')).toBeInTheDocument();
    expect(screen.getByLabelText('Until')).toHaveAccessibleDescription('The end must come after the start.');
    expect(saves.sent).toEqual([]);
  });

  it('shows the BFF’s 422 on the field it names: a step, and the window’s end', async () => {
    saves.answer = () =>
      validationResponse('A step is a whole number of days. (and 1 more error)', {
        'steps.1': ['A step is a whole number of days.'],
        'window.to_hour': ['Not on this server.'],
      });
    renderForm();
    await save();
    const second = stepInputs()[1]!;
    await vi.waitFor(() => expect(second).toHaveAttribute('aria-invalid', 'true'));
    expect(second).toHaveAccessibleDescription(/Enter a whole number of days from -60 to 365\./);
    expect(stepInputs()[0]).not.toHaveAttribute('aria-invalid');
    // words the screen does not know are shown as the server said them
    expect(screen.getByLabelText('Until')).toHaveAccessibleDescription('Not on this server.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(saves.sent).toHaveLength(1);
  });

  it('says what failed when the save did not reach the server, keeping what was typed', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    renderForm();
    await user.click(screen.getByLabelText('Send payment reminders automatically'));
    await save();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/The server cannot be reached/)).toBeInTheDocument();
    expect(screen.getByLabelText('Send payment reminders automatically')).toBeChecked();
  });
});
