import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginHistoryTables } from './LoginHistoryTables';
import { expectPaintedInOrder } from '../../../test/visualOrder';
import { Table } from '../Table';

/** Every address, date and time is painted in its own order, in Arabic too (`2001:db8:…`, not `db8:…:2001`). */
const valuesInOrder = ({ canvasElement }: { canvasElement: HTMLElement }) =>
  expectPaintedInOrder(canvasElement.querySelectorAll('td bdi[dir="ltr"]'));

/** The same column is as wide in each of the three tables. */
const columnsAligned = ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const widths = Array.from(canvasElement.querySelectorAll('table')).map((table) =>
    Array.from(table.querySelectorAll('th')).map((th) =>
      Math.round(th.getBoundingClientRect().width),
    ),
  );
  if (new Set(widths.map((w) => w.join())).size !== 1)
    throw new Error(`Column widths differ between the tables: ${JSON.stringify(widths)}`);
};

const dubai = {
  ip_address: '94.200.12.7',
  city: 'Dubai',
  country: 'United Arab Emirates',
  created_at: '2024-03-05T23:30:00.123-02:00',
  method: 'passkey',
} as const;

const meta = {
  title: 'Components/LoginHistoryTables',
  component: LoginHistoryTables,
  args: {
    last_successful_login: dubai,
    last_failed_login: {
      ip_address: '2001:db8:85a3::8a2e:370:7334',
      city: 'Frankfurt am Main',
      country: 'Germany',
      created_at: '2024-03-01T08:05:09.999Z',
    },
    recent_login_history: [
      dubai,
      {
        ip_address: '185.23.4.1',
        city: 'Abu Dhabi',
        country: 'United Arab Emirates',
        created_at: '2024-03-04T10:00:00Z',
        method: 'password',
      },
      {
        ip_address: '51.36.112.90',
        city: 'Riyadh',
        country: 'Saudi Arabia',
        created_at: '2024-02-27T17:45:12.5Z',
        success: false,
        method: null,
      },
    ],
  },
  parameters: {
    docs: {
      description: {
        component:
          'The Login Attempts screen: three tables, **Last Successful Login**, **Last Failed Login** and **Login History**, with IP Address, City, Country, Date, Time and how the customer signed in (**Password and code** or **Passkey**; "Unknown" for a login recorded before the method was, a dash for a failed attempt).\n\n' +
          'Pass the login-activity response as it comes: `<LoginHistoryTables {...response.data.data} />` (`last_successful_login` and `last_failed_login` may be `null`). Times are shown in **UTC**, split into a DD-MM-YYYY date and an HH:mm:ss time without milliseconds, and the screen says so. A missing city or an unreadable time shows "Unknown" rather than breaking the page.\n\n' +
          'Show `loading` while fetching. On a phone each login becomes a card. Set `headingLevel` to fit the page outline (default 2).',
      },
    },
  },
} satisfies Meta<typeof LoginHistoryTables>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: (context) => {
    valuesInOrder(context);
    columnsAligned(context);
  },
};
export const Loading: Story = {
  args: {
    loading: true,
    last_successful_login: undefined,
    last_failed_login: undefined,
    recent_login_history: undefined,
  },
};
export const Empty: Story = {
  args: { last_successful_login: null, last_failed_login: null, recent_login_history: [] },
};
export const NoFailedLogin: Story = { args: { last_failed_login: null } };
export const UnknownPlace: Story = {
  args: {
    recent_login_history: [
      { ip_address: '10.20.30.40', city: null, country: null, created_at: '2024-03-03T12:00:00Z' },
    ],
  },
};
export const OnAPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  play: (context) => {
    valuesInOrder(context);
    columnsAligned(context);
  },
};

export const DontLocalTimes: StoryObj = {
  name: 'Don’t: times without a zone',
  render: () => (
    <Table
      caption="Last Successful Login"
      columns={[
        { key: 'ip', header: 'IP Address', cell: () => '94.200.12.7' },
        { key: 'when', header: 'When', cell: () => '3/6/2024, 1:30:00.123 AM' },
      ]}
      rows={[{ id: '1' }]}
      rowKey={(r) => r.id}
    />
  ),
};
