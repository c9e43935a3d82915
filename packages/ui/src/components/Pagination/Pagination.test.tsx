import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageWindow } from './Pagination';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

describe('Pagination', () => {
  it('is a named nav landmark with previous, next and the current page marked', () => {
    render(<Pagination page={5} pageCount={20} label="Transaction pages" />);
    const nav = screen.getByRole('navigation', { name: 'Transaction pages' });
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '4', '5', '6', '20']);
  });

  it('shows no previous on the first page and no next on the last', () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} />);
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    rerender(<Pagination page={3} pageCount={3} />);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('reports the page chosen, and renders links when given hrefs', async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination page={2} pageCount={4} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange.mock.calls).toEqual([[3], [4]]);
    rerender(<Pagination page={2} pageCount={4} getHref={(p) => `?page=${p}`} />);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '?page=1');
  });

  it('keeps the window of pages short: first, last and neighbours, gaps for the rest', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 7)).toEqual([1, 2, 'gap', 7]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
  });

  it('offers "Load more" for cursor pagination, busy while loading, gone at the end', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(
      <Pagination
        variant="load-more"
        hasMore
        onLoadMore={onLoadMore}
        status="Showing 20 of 143 transactions"
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 20 of 143 transactions');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
    rerender(<Pagination variant="load-more" hasMore loading onLoadMore={onLoadMore} />);
    expect(screen.getByRole('button', { name: 'Load more' })).toHaveAttribute('aria-busy', 'true');
    rerender(
      <Pagination
        variant="load-more"
        hasMore={false}
        onLoadMore={onLoadMore}
        status="Showing all 143"
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('speaks Arabic in an Arabic UI', () => {
    render(
      <UiProvider locale="ar">
        <Pagination page={2} pageCount={3} />
      </UiProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'التنقل بين الصفحات' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الصفحة 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'السابق' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Pagination page={3} pageCount={9} label="Pages" />
        <Pagination page={1} pageCount={9} label="Links" getHref={(p) => `?p=${p}`} />
        <Pagination variant="load-more" hasMore onLoadMore={() => {}} label="More" />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
