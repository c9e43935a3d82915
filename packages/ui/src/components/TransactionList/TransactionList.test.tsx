import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TransactionList, type TransactionListItem } from './TransactionList';
import { TransactionRow } from './TransactionRow';
import { EmptyState } from '../EmptyState';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

const MINUS = '\u2212';
/**
 * Matches an accessible name by its words and commas: jsdom's name computation spaces the
 * screen-reader commas between grid items differently from browsers.
 */
const named = (expected: string) => (name: string) =>
  name
    .replace(/\s*,\s*(?!\d{3}[.,])/g, ', ')
    .replace(/\s+/g, ' ')
    .trim() === expected;

const items: TransactionListItem[] = [
  {
    id: 't1',
    kind: 'external',
    title: 'Transfer to Omar H.',
    date: '2026-11-12',
    amount: '-25000',
    currency: 'AED',
    status: 'pending',
    href: '/tx/t1',
  },
  {
    id: 't2',
    kind: 'top_up',
    title: 'Top-up by card',
    date: '2026-11-12',
    amount: '100000',
    currency: 'AED',
    status: 'completed',
    href: '/tx/t2',
  },
  {
    id: 't3',
    kind: 'conversion',
    title: 'Conversion',
    detail: 'AED to USD',
    date: '2026-11-11',
    amount: '-5000',
    currency: 'USD',
    status: 'completed',
    href: '/tx/t3',
  },
];

describe('TransactionRow', () => {
  it('is one link whose name says who, how much, when, and the state unless completed', () => {
    render(
      <div>
        <TransactionRow {...items[0]!} />
        <TransactionRow {...items[1]!} />
      </div>,
    );
    const pending = screen.getByRole('link', {
      name: named(`Transfer to Omar H., ${MINUS}AED 250.00, 12-11-2026, Pending`),
    });
    expect(pending).toHaveAttribute('href', '/tx/t1');
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    const done = screen.getByRole('link', {
      name: named('Top-up by card, +AED 1,000.00, 12-11-2026'),
    });
    expect(within(done).queryByText('Completed')).not.toBeInTheDocument();
    expect(done.querySelector('time')).toHaveAttribute('dateTime', '2026-11-12');
  }, 15_000);

  it('shows a transaction in which no money moved without a sign, in the text colour, never as money in or out', () => {
    render(
      <div>
        <TransactionRow
          kind="top_up"
          title="Top-up by card"
          date="2026-11-12"
          amount="200000"
          currency="AED"
          status="failed"
          moved={false}
          href="/tx/f1"
        />
        <TransactionRow
          kind="external"
          title="Transfer to John Smith"
          date="2026-11-12"
          amount="-95000"
          currency="GBP"
          status="returned"
          moved={false}
          href="/tx/f2"
        />
      </div>,
    );
    const failed = screen.getByRole('link', {
      name: named('Top-up by card, AED 2,000.00, 12-11-2026, Failed'),
    });
    const returned = screen.getByRole('link', {
      name: named('Transfer to John Smith, £950.00, 12-11-2026, Returned'),
    });
    for (const row of [failed, returned]) {
      expect(row.textContent).not.toMatch(/[+\u2212-](AED|£)/);
    }
  });

  it('is a button with onClick, pressed with Enter and Space', async () => {
    const onClick = vi.fn();
    render(<TransactionRow {...items[2]!} href={undefined} onClick={onClick} />);
    const row = screen.getByRole('button', {
      name: named(`Conversion, ${MINUS}$50.00, AED to USD · 11-11-2026`),
    });
    row.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('reads as plain text without a target, and masks the amount when asked', () => {
    const { container } = render(<TransactionRow {...items[0]!} href={undefined} masked />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container).toHaveTextContent(
      'Transfer to Omar H., •••• AEDAmount hidden, 12-11-2026, Pending',
    );
  });

  it('names a masked amount as hidden', () => {
    render(<TransactionRow {...items[0]!} masked />);
    expect(
      screen.getByRole('link', {
        name: named('Transfer to Omar H., Amount hidden, 12-11-2026, Pending'),
      }),
    ).toBeInTheDocument();
  });

  it('shows the local day of a timestamp as DD-MM-YYYY', () => {
    render(<TransactionRow {...items[0]!} date={new Date(2026, 0, 5, 23, 59)} />);
    expect(
      screen.getByRole('link', {
        name: named(`Transfer to Omar H., ${MINUS}AED 250.00, 05-01-2026, Pending`),
      }),
    ).toBeInTheDocument();
  });

  it('keeps the day left to right and whole in Arabic (a bare DD-MM-YYYY reorders in right-to-left text)', () => {
    render(
      <UiProvider locale="ar">
        <div dir="rtl">
          <TransactionRow {...items[2]!} detail="تحويل عملة" />
        </div>
      </UiProvider>,
    );
    const day = screen.getByText('11-11-2026');
    expect(day.tagName).toBe('TIME');
    expect(day).toHaveAttribute('dir', 'ltr');
    expect(day).toHaveAttribute('datetime', '2026-11-11');
  });
});

describe('TransactionList', () => {
  it('is a named list of rows', () => {
    render(<TransactionList label="Recent activity" items={items} />);
    const list = screen.getByRole('list', { name: 'Recent activity' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('groups rows under a heading per day, each list named by its heading', () => {
    render(
      <TransactionList
        label="Activity"
        items={items}
        groupByDay
        formatDay={(iso, text) => (iso === '2026-11-12' ? 'Today' : text)}
      />,
    );
    expect(screen.getByRole('group', { name: 'Activity' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Today',
      '11-11-2026',
    ]);
    expect(within(screen.getByRole('list', { name: 'Today' })).getAllByRole('link')).toHaveLength(
      2,
    );
    expect(
      within(screen.getByRole('list', { name: '11-11-2026' })).getAllByRole('link'),
    ).toHaveLength(1);
  });

  it('shows placeholder rows and one polite "Loading transactions" while loading, in Arabic too', () => {
    const { rerender } = render(<TransactionList label="Activity" items={[]} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading transactions');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    rerender(
      <UiProvider locale="ar">
        <TransactionList label="النشاط" items={[]} loading />
      </UiProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ تحميل المعاملات');
  });

  it('shows the empty state when there is nothing', () => {
    render(
      <TransactionList
        label="Activity"
        items={[]}
        empty={<EmptyState title="No transactions yet" />}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No transactions yet' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('moves focus to the first new row when "Load more" brings more', async () => {
    const more: TransactionListItem[] = [
      {
        id: 't4',
        kind: 'card',
        title: 'Card payment, Carrefour',
        date: '2026-11-10',
        amount: '-12000',
        currency: 'AED',
        href: '/tx/t4',
      },
      {
        id: 't5',
        kind: 'crypto',
        title: 'Bitcoin deposit',
        date: '2026-11-09',
        amount: '500000',
        currency: 'USD',
        status: 'processing',
        href: '/tx/t5',
      },
    ];
    let release: () => void = () => {};
    function Feed() {
      const [rows, setRows] = useState(items);
      const [busy, setBusy] = useState(false);
      return (
        <TransactionList
          label="Activity"
          items={rows}
          hasMore={rows.length < 5}
          loadingMore={busy}
          onLoadMore={() => {
            setBusy(true);
            release = () => {
              setRows((r) => [...r, ...more]);
              setBusy(false);
            };
          }}
        />
      );
    }
    const user = userEvent.setup();
    render(<Feed />);
    const button = screen.getByRole('button', { name: 'Load more' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveFocus();
    await user.click(button);
    const { act } = await import('@testing-library/react');
    act(() => release());
    expect(screen.getByRole('link', { name: /^Card payment, Carrefour/ })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('focuses a new row even when rows have no link of their own', async () => {
    function Feed() {
      const [rows, setRows] = useState(items.map(({ href: _href, ...r }) => r));
      return (
        <TransactionList
          label="Activity"
          items={rows}
          hasMore
          onLoadMore={() => setRows((r) => [...r, { ...r[0]!, id: 'n1', title: 'Older one' }])}
        />
      );
    }
    render(<Feed />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(screen.getByText('Older one').closest('[data-index]')).toHaveFocus();
  });

  it('has no axe violations: plain, grouped, loading, empty and with "Load more"', async () => {
    const { container } = render(
      <div>
        <TransactionList label="Plain" items={items} hasMore onLoadMore={() => {}} />
        <TransactionList label="Grouped" items={items} groupByDay />
        <TransactionList label="Loading" items={[]} loading />
        <TransactionList
          label="Empty"
          items={[]}
          empty={<EmptyState title="No transactions yet" />}
        />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  }, 15_000);
});
