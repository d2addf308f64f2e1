import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

afterEach(cleanup);

const box = (value: string, onSearch: (q: string) => void) => (
  <>
    <button type="button">Elsewhere</button>
    <SearchBox label="Search invoices" placeholder="Search" value={value} onSearch={onSearch} />
  </>
);

describe('the search box', () => {
  it('asks once when the typing pauses, not per keystroke; "/" focuses it from anywhere', async () => {
    const onSearch = vi.fn();
    render(box('', onSearch));
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await userEvent.keyboard('/');
    const input = screen.getByRole('searchbox', { name: 'Search invoices' });
    expect(input).toHaveFocus();
    await userEvent.keyboard('muller');
    expect(input).toHaveValue('muller');
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith('muller'));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('keeps the space typed before the next word when the URL comes back trimmed; shows a change from outside', async () => {
    const onSearch = vi.fn();
    const { rerender } = render(box('', onSearch));
    const input = screen.getByRole('searchbox', { name: 'Search invoices' });
    await userEvent.type(input, 'Harbour ');
    rerender(box('Harbour', onSearch));
    expect(input).toHaveValue('Harbour ');
    rerender(box('', onSearch));
    expect(input).toHaveValue('');
  });

  it('Escape empties it', async () => {
    const onSearch = vi.fn();
    render(box('cafe', onSearch));
    const input = screen.getByRole('searchbox', { name: 'Search invoices' });
    await userEvent.type(input, '{Escape}');
    expect(input).toHaveValue('');
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith(''));
  });
});
