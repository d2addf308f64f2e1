import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareLink } from './share-link';

afterEach(cleanup);

/** The browser's clipboard (jsdom has none), answering a write as given. */
const clipboard = (writeText: (text: string) => Promise<void>) =>
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

const field = () => screen.getByRole('textbox', { name: /Share link/ });
const copyButton = () => screen.queryByRole('button', { name: 'Copy' });

describe('the share link', () => {
  it('on a loopback address (the embedded default) says it works only on this computer, and is not offered to copy', () => {
    render(<ShareLink url="http://127.0.0.1:43995/share/m5SU00" />);
    expect(field()).toHaveValue('http://127.0.0.1:43995/share/m5SU00');
    expect(field()).toHaveAccessibleDescription(
      /^Works only on this computer: .* a client cannot open it\.$/,
    );
    expect(copyButton()).toBeNull();
    expect(screen.queryByText('(anyone holding it can view the invoice)')).toBeNull();
  });

  it('on a private network’s address says where it works, and may be copied for someone on that network', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    clipboard(writeText);
    render(<ShareLink url="http://192.168.1.20:8080/share/m5SU00" />);
    expect(field()).toHaveAccessibleDescription(
      'Works only on your network: a client outside it cannot open this link.',
    );
    fireEvent.click(copyButton()!);
    expect(writeText).toHaveBeenCalledWith('http://192.168.1.20:8080/share/m5SU00');
    expect(await screen.findByText('Copied to the clipboard.')).toBeInTheDocument();
  });

  it('on a public address is offered to copy, with no mark; a refused copy says how to do it by hand', async () => {
    clipboard(() => Promise.reject(new Error('denied')));
    render(<ShareLink url="https://share.vendor.example/i/m5SU00" />);
    expect(field()).not.toHaveAttribute('aria-describedby');
    expect(screen.getByText('(anyone holding it can view the invoice)')).toBeInTheDocument();
    fireEvent.click(copyButton()!);
    expect(
      await screen.findByText('Copying was refused: select the link and copy it by hand.'),
    ).toBeInTheDocument();
  });
});
