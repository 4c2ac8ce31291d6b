import '../../testing/antdDom.ts';
import type { PagedResult } from '@al/contracts';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFilters } from '../hooks/useList.ts';
import { column, TableContainer, type LoadParams } from './index.tsx';

interface Row {
  id: string;
}
const columns = [column<Row>('id', '编号', 100)];
/** A loader of 100 rows, 20 a page, that records what it was asked. */
const loaderOf = () =>
  vi.fn((p: LoadParams): Promise<PagedResult<Row>> =>
    Promise.resolve({
      items: Array.from({ length: 20 }, (_, i) => ({ id: String(p.skipCount + i) })),
      totalCount: 100,
    }),
  );
const table = (
  loader: (p: LoadParams) => Promise<PagedResult<Row>>,
  more: { params?: unknown; reloadKey?: unknown } = {},
) => (
  <TableContainer<Row>
    title="列表"
    rowKey="id"
    columns={columns}
    loader={(p) => loader(p)}
    settingsKey="test"
    {...more}
  />
);
/** Clicks a page number once the loaded total has drawn it: a load that was called may not have rendered yet. */
const clickPage = async (container: HTMLElement, page: number) => {
  const item = await waitFor(() => {
    const el = container.querySelector(`.ant-pagination-item-${page}`);
    expect(el).not.toBeNull();
    return el!;
  });
  fireEvent.click(item);
};
/** Lets the loads the last render started finish. */
const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

describe('TableContainer loading', () => {
  it('does not load again when the parent renders a new inline loader', async () => {
    const first = loaderOf();
    const { rerender } = render(table(first));
    await waitFor(() => expect(first).toHaveBeenCalledTimes(1));
    const second = loaderOf();
    rerender(table(second));
    rerender(table(second, { params: { q: 'a' } }));
    await waitFor(() => expect(second).toHaveBeenCalledTimes(1));
    // the same filters in a new object, and a new loader again: nothing to load
    rerender(table(second, { params: { q: 'a' } }));
    await settle();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('loads the current page again, with the latest loader, when the reload key changes', async () => {
    const first = loaderOf();
    const { container, rerender } = render(table(first, { reloadKey: 0 }));
    await waitFor(() => expect(first).toHaveBeenCalledTimes(1));
    await clickPage(container, 2);
    await waitFor(() =>
      expect(first).toHaveBeenLastCalledWith(expect.objectContaining({ skipCount: 20, maxResultCount: 20 })),
    );
    const second = loaderOf();
    rerender(table(second, { reloadKey: 0 }));
    await settle();
    expect(second).not.toHaveBeenCalled();
    rerender(table(second, { reloadKey: 1 }));
    await waitFor(() => expect(second).toHaveBeenCalledTimes(1));
    expect(second).toHaveBeenCalledWith(expect.objectContaining({ skipCount: 20 }));
    expect(first).toHaveBeenCalledTimes(2);
  });

  it('loads page 1 when the filters change', async () => {
    const loader = loaderOf();
    const { container, rerender } = render(table(loader, { params: { q: 'a' } }));
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
    await clickPage(container, 3);
    await waitFor(() => expect(loader).toHaveBeenLastCalledWith(expect.objectContaining({ skipCount: 40 })));
    rerender(table(loader, { params: { q: 'b' } }));
    await waitFor(() => expect(loader).toHaveBeenLastCalledWith(expect.objectContaining({ skipCount: 0 })));
    await settle();
    expect(loader).toHaveBeenCalledTimes(3);
  });

  it('on a page: a modal opening loads nothing, a search loads, even with unchanged filters', async () => {
    const loader = loaderOf();
    function Page() {
      const { filters, setFilters, searches } = useFilters<Record<string, unknown>>({});
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setFilters({ q: 'a' })}>search</button>
          <button onClick={() => setOpen(true)}>open</button>
          {open && <div>modal</div>}
          <TableContainer<Row>
            title="列表"
            rowKey="id"
            columns={columns}
            loader={(p) => loader({ ...filters, ...p })}
            params={filters}
            reloadKey={searches}
            settingsKey="test"
          />
        </>
      );
    }
    const { getByText } = render(<Page />);
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
    fireEvent.click(getByText('open'));
    await settle();
    expect(loader).toHaveBeenCalledTimes(1);
    fireEvent.click(getByText('search'));
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
    expect(loader).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'a', skipCount: 0 }));
    fireEvent.click(getByText('search'));
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(3));
    await settle();
    expect(loader).toHaveBeenCalledTimes(3);
  });
});
