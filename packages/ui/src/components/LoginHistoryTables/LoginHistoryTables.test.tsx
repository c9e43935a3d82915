import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginHistoryTables, type LoginActivity } from './LoginHistoryTables';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

const activity: LoginActivity = {
  last_successful_login: {
    ip_address: '94.200.12.7',
    city: 'Dubai',
    country: 'United Arab Emirates',
    created_at: '2024-03-05T23:30:00.123-02:00',
    method: 'passkey',
  },
  last_failed_login: {
    ip_address: '2001:db8:85a3::8a2e:370:7334',
    city: null,
    country: 'Germany',
    created_at: '2024-03-01T08:05:09.999Z',
  },
  recent_login_history: [
    {
      ip_address: '94.200.12.7',
      city: 'Dubai',
      country: 'United Arab Emirates',
      created_at: '2024-03-05T23:30:00.123-02:00',
      method: 'passkey',
    },
    {
      ip_address: '185.23.4.1',
      city: 'Abu Dhabi',
      country: 'United Arab Emirates',
      created_at: '2024-03-04T10:00:00Z',
      method: 'password',
    },
  ],
};

const at = (created_at: string) => ({
  ip_address: '94.200.12.7',
  city: 'Dubai',
  country: 'United Arab Emirates',
  created_at,
});

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.lastElementChild?.textContent ?? cell.textContent),
    );

describe('LoginHistoryTables', () => {
  it('shows the three titled tables with the spec’s columns (and no "Successfull" typo)', () => {
    render(<LoginHistoryTables {...activity} />);
    for (const title of ['Last Successful Login', 'Last Failed Login', 'Login History']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      const table = screen.getByRole('table', { name: title });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['IP Address', 'City', 'Country', 'Date', 'Time', 'Signed in with']);
    }
    expect(screen.queryByText(/Successfull\b/)).not.toBeInTheDocument();
  });

  it('splits each time into a UTC date (DD-MM-YYYY) and time without milliseconds, and says they are UTC', () => {
    render(<LoginHistoryTables {...activity} />);
    expect(screen.getByText('Dates and times are in UTC.')).toBeInTheDocument();
    expect(cellsOf(screen.getByRole('table', { name: 'Last Successful Login' }))).toEqual([
      ['94.200.12.7', 'Dubai', 'United Arab Emirates', '06-03-2024', '01:30:00', 'Passkey'],
    ]);
    expect(
      cellsOf(screen.getByRole('table', { name: 'Last Failed Login' }))[0]?.slice(3, 5),
    ).toEqual(['01-03-2024', '08:05:09']);
    expect(cellsOf(screen.getByRole('table', { name: 'Login History' }))).toHaveLength(2);
    expect(screen.getAllByText('06-03-2024')[0]?.closest('time')).toHaveAttribute(
      'dateTime',
      '2024-03-05T23:30:00.123-02:00',
    );
  });

  it('marks a failed attempt in the history as failed, in words', () => {
    render(
      <LoginHistoryTables
        last_successful_login={null}
        last_failed_login={null}
        recent_login_history={[
          {
            ip_address: '94.200.12.7',
            city: 'Dubai',
            country: 'United Arab Emirates',
            created_at: '2024-03-05T10:00:00Z',
            success: true,
          },
          {
            ip_address: '81.2.69.142',
            city: 'London',
            country: 'United Kingdom',
            created_at: '2024-03-04T10:00:00Z',
            success: false,
          },
        ]}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Login History' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).not.toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('81.2.69.142 Failed');
  });

  it('says how each login was made: password and code, passkey, unknown before it was recorded, none for a failure', () => {
    render(
      <LoginHistoryTables
        last_successful_login={null}
        last_failed_login={{
          ip_address: '81.2.69.142',
          city: 'London',
          country: 'United Kingdom',
          created_at: '2024-03-06T10:00:00Z',
        }}
        recent_login_history={[
          { ...at('2024-03-05T10:00:00Z'), success: true, method: 'passkey' },
          { ...at('2024-03-04T10:00:00Z'), success: true, method: 'password' },
          { ...at('2024-03-03T10:00:00Z'), success: true, method: null },
          { ...at('2024-03-02T10:00:00Z'), success: false, method: null },
        ]}
      />,
    );
    const method = (table: string) =>
      within(screen.getByRole('table', { name: table }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell').at(-1)!);
    const history = method('Login History');
    expect(history.map((cell) => cell.lastElementChild?.textContent)).toEqual([
      'Passkey',
      'Password and code',
      'Unknown',
      '—Not signed in',
    ]);
    // A failure's dash is not read out; "Not signed in" is (hidden from sight), as in Last Failed Login.
    expect(within(history[3]!).getByText('—')).toHaveAttribute('aria-hidden', 'true');
    expect(within(method('Last Failed Login')[0]!).getByText('Not signed in')).toBeInTheDocument();
  });

  it('says there is nothing yet when the API sends null entries and an empty history', () => {
    render(
      <LoginHistoryTables
        last_successful_login={null}
        last_failed_login={null}
        recent_login_history={[]}
      />,
    );
    expect(
      within(screen.getByRole('table', { name: 'Last Successful Login' })).getByRole('cell'),
    ).toHaveTextContent('No login recorded yet.');
    expect(
      within(screen.getByRole('table', { name: 'Last Failed Login' })).getByRole('cell'),
    ).toHaveTextContent('No failed login.');
    expect(
      within(screen.getByRole('table', { name: 'Login History' })).getByRole('cell'),
    ).toHaveTextContent('No logins to show yet.');
  });

  it('shows "Unknown" for a missing city and an unreadable time instead of failing', () => {
    render(
      <LoginHistoryTables
        last_successful_login={{
          ip_address: '10.0.0.1',
          city: '',
          country: null,
          created_at: 'yesterday',
        }}
        last_failed_login={null}
        recent_login_history={[]}
      />,
    );
    expect(cellsOf(screen.getByRole('table', { name: 'Last Successful Login' }))).toEqual([
      ['10.0.0.1', 'Unknown', 'Unknown', 'Unknown', 'Unknown', 'Unknown'],
    ]);
  });

  it('shows placeholder rows while loading', () => {
    render(<LoginHistoryTables loading />);
    expect(screen.getAllByRole('table').every((t) => t.getAttribute('aria-busy') === 'true')).toBe(
      true,
    );
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading');
  });

  it('speaks Arabic', () => {
    render(
      <UiProvider locale="ar">
        <LoginHistoryTables {...activity} />
      </UiProvider>,
    );
    expect(screen.getByRole('table', { name: 'آخر تسجيل دخول ناجح' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'سجل تسجيل الدخول' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader', { name: 'عنوان IP' })).toHaveLength(3);
    expect(screen.getAllByRole('columnheader', { name: 'طريقة الدخول' })).toHaveLength(3);
    expect(screen.getAllByText('مفتاح المرور')).toHaveLength(2);
    expect(screen.getByText('كلمة المرور والرمز')).toBeInTheDocument();
    expect(
      screen.getByText('التواريخ والأوقات بالتوقيت العالمي المنسق (UTC).'),
    ).toBeInTheDocument();
  });

  it('isolates every address, date and time left to right, so Arabic cannot reorder 2001:db8:… into db8:…:2001', () => {
    render(
      <UiProvider locale="ar">
        <div dir="rtl">
          <LoginHistoryTables {...activity} />
        </div>
      </UiProvider>,
    );
    const ip = screen.getByText('2001:db8:85a3::8a2e:370:7334');
    expect(ip.tagName).toBe('BDI');
    expect(ip).toHaveAttribute('dir', 'ltr');
    const table = screen.getByRole('table', { name: 'آخر محاولة دخول فاشلة' });
    const cells = within(table).getAllByRole('cell');
    for (const index of [0, 3, 4])
      expect(cells[index]!.querySelector('bdi[dir="ltr"]')).not.toBeNull();
    // Place names are the page's own language: not isolated left to right.
    expect(cells[2]!.querySelector('bdi')).toBeNull();
  });

  it('gives the three tables the same fixed column widths, so each column lines up down the page', () => {
    const { container } = render(<LoginHistoryTables {...activity} />);
    const tables = Array.from(container.querySelectorAll('table'));
    expect(tables).toHaveLength(3);
    const widths = tables.map((t) =>
      Array.from(t.querySelectorAll('col')).map((c) => c.style.inlineSize),
    );
    expect(widths[0]).toEqual(['24%', '', '', '7.5rem', '6rem', '']);
    expect(widths[1]).toEqual(widths[0]);
    expect(widths[2]).toEqual(widths[0]);
    for (const table of tables) expect(getComputedStyle(table).tableLayout).toBe('fixed');
  });

  it('has no axe violations with data, empty and loading', async () => {
    const { container } = render(
      <div>
        <LoginHistoryTables {...activity} />
        <LoginHistoryTables
          last_successful_login={null}
          last_failed_login={null}
          recent_login_history={[]}
          headingLevel={3}
        />
        <LoginHistoryTables loading headingLevel={4} />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
