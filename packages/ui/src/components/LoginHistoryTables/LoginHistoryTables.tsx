import type { ReactNode } from 'react';
import { splitUtcTimestamp } from '@bank/lookups/dates';
import * as styles from './LoginHistoryTables.css';
import { Heading } from '../Heading';
import { StatusBadge } from '../StatusBadge';
import { Table, type TableColumn } from '../Table';
import { Ltr } from '../Text';
import { VisuallyHidden } from '../VisuallyHidden';
import { useMessages } from '../../i18n/context';
import { loginHistoryTablesEn } from './LoginHistoryTables.messages';

/** One login as the login-activity call returns it. */
export interface LoginEntry {
  ip_address: string;
  city?: string | null;
  country?: string | null;
  /** ISO 8601 timestamp. */
  created_at: string;
  /** `false` marks a failed attempt (the history's entries carry it): the row says "Failed". */
  success?: boolean;
  /**
   * How a successful login was made: the password and a code, or a passkey (as the second step or
   * alone). `null` or absent for a login recorded before the method was (shown as "Unknown"); a
   * failed attempt made no login, so its cell reads "Not signed in" to screen readers and shows a
   * dash.
   */
  method?: 'password' | 'passkey' | null;
}

/** The login-activity response (`data.data` of GET /security/login-activity). */
export interface LoginActivity {
  last_successful_login: LoginEntry | null;
  last_failed_login: LoginEntry | null;
  recent_login_history: readonly LoginEntry[];
}

export interface LoginHistoryTablesProps extends Partial<LoginActivity> {
  /** Shows placeholder rows while the activity is fetched. */
  loading?: boolean;
  /** Level of the three table titles (default 2). */
  headingLevel?: 2 | 3 | 4;
}

interface Row {
  key: string;
  ip: string;
  city: string;
  country: string;
  date: string;
  time: string;
  iso: string;
  /** A failed attempt in the history: the address carries the "Failed" badge. */
  failed: boolean;
  /** How the login was made; `'none'` for a failed attempt (in the history or Last Failed Login). */
  method: 'password' | 'passkey' | 'none' | null;
}

/** `failure`: the entry is a failed attempt whatever it says (Last Failed Login's entry). */
function toRow(entry: LoginEntry, index: number, unknown: string, failure: boolean): Row {
  let when = { date: unknown, time: unknown };
  try {
    when = splitUtcTimestamp(entry.created_at);
  } catch {
    // A timestamp that is not a real instant shows as unknown rather than breaking the page.
  }
  return {
    key: `${entry.created_at}-${index}`,
    ip: entry.ip_address || unknown,
    city: entry.city?.trim() || unknown,
    country: entry.country?.trim() || unknown,
    ...when,
    iso: entry.created_at,
    failed: entry.success === false,
    method: failure || entry.success === false ? 'none' : (entry.method ?? null),
  };
}

/** The method cell: the method in words; a dash for a failed attempt (read as "Not signed in"). */
function methodCell(r: Row, m: typeof loginHistoryTablesEn): ReactNode {
  if (r.method === 'none')
    return (
      <>
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{m.loginMethodNone}</VisuallyHidden>
      </>
    );
  if (r.method === 'passkey') return m.loginMethodPasskey;
  if (r.method === 'password') return m.loginMethodPassword;
  return m.loginUnknown;
}

// The three tables share these widths (fixed layout), so each column lines up down the page
// whatever the addresses and places in each table. The method comes last (where, when, then how);
// the address gives up some width for it (a long IPv6 address wraps, as it already could).
function columnsFor(m: typeof loginHistoryTablesEn): TableColumn<Row>[] {
  // Addresses, dates and times read left to right in Arabic too ("Unknown" does not).
  const ltr = (text: string, content: ReactNode = text) =>
    text === m.loginUnknown ? text : <Ltr>{content}</Ltr>;
  return [
    {
      key: 'ip',
      header: m.loginIpAddress,
      width: '24%',
      // A failed attempt says so in words (a badge with its own icon), not by colour alone.
      cell: (r) => (
        <>
          <span className={styles.ip}>{ltr(r.ip)}</span>
          {r.failed && (
            <>
              {' '}
              <StatusBadge status="failed" label={m.loginFailedAttempt} />
            </>
          )}
        </>
      ),
    },
    { key: 'city', header: m.loginCity, cell: (r) => r.city },
    { key: 'country', header: m.loginCountry, cell: (r) => r.country },
    {
      key: 'date',
      header: m.loginDate,
      nowrap: true,
      width: '7.5rem',
      cell: (r) => ltr(r.date, <time dateTime={r.iso}>{r.date}</time>),
    },
    { key: 'time', header: m.loginTime, nowrap: true, width: '6rem', cell: (r) => ltr(r.time) },
    { key: 'method', header: m.loginMethod, cell: (r) => methodCell(r, m) },
  ];
}

/**
 * The Login Attempts screen's three tables: Last Successful Login, Last Failed Login and Login
 * History, with IP address, city, country, the UTC date (DD-MM-YYYY) and time (HH:mm:ss), and how
 * the login was made (password and code, or passkey).
 * Takes the API's response as props: `<LoginHistoryTables {...activity} />`.
 */
export function LoginHistoryTables({
  last_successful_login,
  last_failed_login,
  recent_login_history,
  loading = false,
  headingLevel = 2,
}: LoginHistoryTablesProps) {
  const { messages } = useMessages(loginHistoryTablesEn);
  const columns = columnsFor(messages);
  const tables = [
    {
      title: messages.loginLastSuccessful,
      entries: last_successful_login ? [last_successful_login] : [],
      empty: messages.loginNone,
      rows: 1,
      failures: false,
    },
    {
      title: messages.loginLastFailed,
      entries: last_failed_login ? [last_failed_login] : [],
      empty: messages.loginNoneFailed,
      rows: 1,
      failures: true,
    },
    {
      title: messages.loginHistory,
      entries: recent_login_history ?? [],
      empty: messages.loginHistoryEmpty,
      rows: 3,
      failures: false,
    },
  ];

  return (
    <div className={styles.root}>
      <p className={styles.note}>{messages.loginUtcNote}</p>
      {tables.map(({ title, entries, empty, rows, failures }) => (
        <section key={title} className={styles.section}>
          <Heading level={headingLevel} size={4}>
            {title}
          </Heading>
          <Table
            caption={title}
            hideCaption
            columns={columns}
            rows={entries.map((entry, i) => toRow(entry, i, messages.loginUnknown, failures))}
            rowKey={(row) => row.key}
            empty={empty}
            loading={loading}
            loadingRows={rows}
            layout="fixed"
          />
        </section>
      ))}
    </div>
  );
}
