import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn } from './Table';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

interface Payment {
  id: string;
  beneficiary: string;
  amount: bigint;
}
const rows: Payment[] = [
  { id: 'a', beneficiary: 'Omar Haddad', amount: 250000n },
  { id: 'b', beneficiary: 'Aisha Khan', amount: 9900n },
  { id: 'c', beneficiary: 'Lina Saleh', amount: 1200000n },
];
const columns: TableColumn<Payment>[] = [
  {
    key: 'beneficiary',
    header: 'Beneficiary',
    cell: (r) => r.beneficiary,
    sortValue: (r) => r.beneficiary,
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (r) => String(r.amount),
    sortValue: (r) => r.amount,
  },
  { key: 'ref', header: 'Reference', cell: (r) => `REF-${r.id}` },
];
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent?.replace('Beneficiary', ''));

describe('Table', () => {
  it('is named by its caption and ties every cell to its column', () => {
    render(<Table caption="Recent payments" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Recent payments' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Beneficiary', 'Amount', 'Reference']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('sorts by a column from a button in its header and says so with aria-sort', async () => {
    const user = userEvent.setup();
    render(<Table caption="Recent payments" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    const header = screen.getByRole('columnheader', { name: 'Amount' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Reference' })).not.toHaveAttribute(
      'aria-sort',
    );
    await user.click(within(header).getByRole('button', { name: 'Amount' }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Aisha Khan', 'Omar Haddad', 'Lina Saleh']);
    await user.click(within(header).getByRole('button', { name: 'Amount' }));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Lina Saleh', 'Omar Haddad', 'Aisha Khan']);
    await user.click(screen.getByRole('button', { name: 'Beneficiary' }));
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(names()).toEqual(['Aisha Khan', 'Lina Saleh', 'Omar Haddad']);
  });

  it('leaves sorting to the caller when it controls the sort', async () => {
    const onSortChange = vi.fn();
    render(
      <Table
        caption="Payments"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        sort={{ column: 'amount', direction: 'descending' }}
        onSortChange={onSortChange}
      />,
    );
    expect(names()).toEqual(['Omar Haddad', 'Aisha Khan', 'Lina Saleh']);
    await userEvent.click(screen.getByRole('button', { name: 'Amount' }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'amount', direction: 'ascending' });
  });

  it('names each value with its column for the stacked phone layout, hidden from screen readers', () => {
    render(
      <Table caption="Payments" columns={columns} rows={rows.slice(0, 1)} rowKey={(r) => r.id} />,
    );
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((c) => c.querySelector('[aria-hidden="true"]')?.textContent)).toEqual([
      'Beneficiary',
      'Amount',
      'Reference',
    ]);
    expect(cells[0]).toHaveTextContent('Omar Haddad');
  });

  it('shows the empty message across the columns when there are no rows', () => {
    render(
      <Table
        caption="Payments"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        empty="No payments yet."
      />,
    );
    const cell = screen.getByRole('cell', { name: 'No payments yet.' });
    expect(cell).toHaveAttribute('colspan', '3');
  });

  it('shows placeholder rows and a loading status while loading, in Arabic too', () => {
    const { rerender } = render(
      <Table caption="Payments" columns={columns} rows={rows} rowKey={(r) => r.id} loading />,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('Omar Haddad')).not.toBeInTheDocument();
    rerender(
      <UiProvider locale="ar">
        <Table caption="المدفوعات" columns={columns} rows={rows} rowKey={(r) => r.id} loading />
      </UiProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحميل');
  });

  it('keeps a hidden caption as the table’s name', () => {
    render(
      <Table caption="Payments" hideCaption columns={columns} rows={rows} rowKey={(r) => r.id} />,
    );
    expect(screen.getByRole('table', { name: 'Payments' })).toBeInTheDocument();
  });

  it('isolates a left-to-right column’s values with <bdi dir="ltr"> so Arabic text cannot reorder them', () => {
    const ibans = [{ id: 'a', iban: 'AE07 0331 2345 6789 0123 456' }];
    render(
      <Table
        caption="Accounts"
        columns={[
          { key: 'iban', header: 'IBAN', ltr: true, cell: (r: { iban: string }) => r.iban },
        ]}
        rows={ibans}
        rowKey={(r) => r.id}
      />,
    );
    const value = screen.getByText('AE07 0331 2345 6789 0123 456');
    expect(value.tagName).toBe('BDI');
    expect(value).toHaveAttribute('dir', 'ltr');
  });

  it('takes column widths in fixed layout, so tables with the same columns line up', () => {
    const { container } = render(
      <Table
        caption="Payments"
        layout="fixed"
        columns={[{ ...columns[0]!, width: '40%' }, columns[1]!, columns[2]!]}
        rows={rows}
        rowKey={(r) => r.id}
      />,
    );
    expect(
      Array.from(container.querySelectorAll('col')).map((col) => col.style.inlineSize),
    ).toEqual(['40%', '', '']);
    expect(getComputedStyle(screen.getByRole('table')).tableLayout).toBe('fixed');
  });

  it('has no axe violations with rows, sorted, empty and loading', async () => {
    const { container } = render(
      <div>
        <Table
          caption="With rows"
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          defaultSort={{ column: 'amount', direction: 'descending' }}
        />
        <Table
          caption="Empty"
          columns={columns}
          rows={[]}
          rowKey={(r) => r.id}
          empty="Nothing yet"
        />
        <Table caption="Loading" columns={columns} rows={[]} rowKey={(r) => r.id} loading />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
