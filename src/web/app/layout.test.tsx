import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { keys } from '../lib/query-keys';
import { Layout } from './layout';

afterEach(cleanup);

const long = 'Uždaroji akcinė bendrovė „Baltijos pušies studija ir partneriai“';

function showAt(path: string, businesses = [{ id: 'b1', title: long, business_type: 'company' }]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(keys.businesses.all(), businesses);
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook}>
        <Layout>
          <h1>Page</h1>
        </Layout>
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

const banner = () => screen.getByRole('banner');
const menu = () => screen.getByRole('button', { name: 'Menu' });

describe('the header', () => {
  it('names the business the pages are about; a long name ends in an ellipsis, whole in its title', () => {
    showAt('/b/b1/invoices');
    const name = screen.getByTitle(long);
    expect(banner()).toContainElement(name);
    expect(name).toHaveTextContent(long);
    expect(name).toHaveClass('shell-business'); // styles.css: one line, ending in an ellipsis
  });

  it('names no business off a business’s pages, nor one it does not know', () => {
    showAt('/connect');
    expect(screen.queryByTitle(long)).toBeNull();
    cleanup();
    showAt('/b/other/invoices');
    expect(screen.queryByTitle(long)).toBeNull();
    expect(banner()).toHaveTextContent('Invoice Desk');
  });

  // On a phone the sections show only while the button says they do (styles.css; the e2e languages spec sees it).
  it('folds the sections behind "Menu": it opens and closes, and closes by itself on the next page', async () => {
    const location = showAt('/b/b1/invoices');
    expect(menu()).toHaveAttribute('aria-controls', 'shell-menu');
    expect(menu().nextElementSibling).toHaveAttribute('id', 'shell-menu');
    expect(menu()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu());
    expect(menu()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(menu());
    expect(menu()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(menu());
    await userEvent.click(screen.getByRole('link', { name: 'Expenses' }));
    expect(location.history?.at(-1)).toBe('/b/b1/expenses');
    expect(menu()).toHaveAttribute('aria-expanded', 'false');
    // Back where it was opened, it stays closed.
    act(() => location.navigate('/b/b1/invoices'));
    expect(menu()).toHaveAttribute('aria-expanded', 'false');
  });
});
