import type { ReactNode } from 'react';
import { splitUtcTimestamp } from '@bank/lookups/dates';
import * as styles from './LoginHistoryTables.css';
import { Heading } from '../Heading';
import { StatusBadge } from '../StatusBadge';
import { Table, type TableColumn } from '../Table';
import { Ltr } from '../Text';
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
  failed: boolean;
}

function toRow(entry: LoginEntry, index: number, unknown: string): Row {
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
  };
}

// The three tables share these widths (fixed layout), so each column lines up down the page
// whatever the addresses and places in each table.
function columnsFor(m: typeof loginHistoryTablesEn): TableColumn<Row>[] {
  // Addresses, dates and times read left to right in Arabic too ("Unknown" does not).
  const ltr = (text: string, content: ReactNode = text) =>
    text === m.loginUnknown ? text : <Ltr>{content}</Ltr>;
  return [
    {
      key: 'ip',
      header: m.loginIpAddress,
      width: '34%',
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
      width: '8.5rem',
      cell: (r) => ltr(r.date, <time dateTime={r.iso}>{r.date}</time>),
    },
    { key: 'time', header: m.loginTime, nowrap: true, width: '7rem', cell: (r) => ltr(r.time) },
  ];
}

/**
 * The Login Attempts screen's three tables: Last Successful Login, Last Failed Login and Login
 * History, with IP address, city, country, and the UTC date (DD-MM-YYYY) and time (HH:mm:ss).
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
    },
    {
      title: messages.loginLastFailed,
      entries: last_failed_login ? [last_failed_login] : [],
      empty: messages.loginNoneFailed,
      rows: 1,
    },
    {
      title: messages.loginHistory,
      entries: recent_login_history ?? [],
      empty: messages.loginHistoryEmpty,
      rows: 3,
    },
  ];

  return (
    <div className={styles.root}>
      <p className={styles.note}>{messages.loginUtcNote}</p>
      {tables.map(({ title, entries, empty, rows }) => (
        <section key={title} className={styles.section}>
          <Heading level={headingLevel} size={4}>
            {title}
          </Heading>
          <Table
            caption={title}
            hideCaption
            columns={columns}
            rows={entries.map((entry, i) => toRow(entry, i, messages.loginUnknown))}
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
