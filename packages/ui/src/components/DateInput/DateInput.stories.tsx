import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateInput } from './DateInput';
import { preloadCalendar } from './CalendarSlot';
import { FormField, type FormFieldProps } from '../FormField';

const isWeekend = (date: Date) => date.getDay() === 0 || date.getDay() === 6;

type Args = React.ComponentProps<typeof DateInput> & {
  label?: string;
  field?: Partial<FormFieldProps>;
};

const meta = {
  title: 'Components/DateInput',
  component: DateInput,
  render: ({ label = 'Date of birth', field, ...args }) => (
    <div style={{ minHeight: args.defaultOpen ? 470 : undefined, maxWidth: 360 }}>
      <FormField label={label} {...(field as object)}>
        <DateInput {...args} />
      </FormField>
    </div>
  ),
  // The calendar's code loads on first use; the stories show it, so it is loaded before they render.
  loaders: [async () => ({ calendar: await preloadCalendar() })],
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 520 },
      description: {
        component:
          'A day, typed as **DD-MM-YYYY** or picked from a calendar dialog with month and year dropdowns and a fixed 42-day grid. The value is an ISO day (`"2024-03-05"`) or `null`.\n\n' +
          'Typing is fastest for days people know (date of birth, document expiry): `05/03/2024` and `05032024` are read too and written back as `05-03-2024`. The calendar suits days people look up (a transfer date, a statement period).\n\n' +
          'The caller sets `min`, `max` and `isDateDisabled` (e.g. weekends). Text that is not a real, allowed day clears the value (`onChange(null)`) and says why: a day that does not exist, a day outside the bounds, or **"You can\'t select this date."** for a day the rule refuses. Put it in a FormField for its label; give `autoComplete="bday"` for a date of birth.\n\n' +
          'The calendar is its own chunk (about 22 KB gzipped), loaded when a person comes near the field and at the latest when the button is pressed; meanwhile the calendar says it is loading, and if it cannot load it says to type the date.\n\n' +
          'Keyboard: the button opens the calendar on the selected day; arrows move by day and week, Page Up/Down by month, Enter picks; Escape or a press outside closes it and focus returns to the button. Arabic shows Arabic month names and runs right to left.',
      },
    },
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: '1990-07-14', autoComplete: 'bday' } };
export const Required: Story = {
  args: { field: { required: true, hint: 'For example, 27-03-2007' } },
};
export const Optional: Story = {
  args: { label: 'Document expiry date', field: { optional: true } },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: '1990-07-14' } };
export const WithError: Story = {
  args: { field: { required: true, error: 'Enter your date of birth' } },
};
export const DisabledDate: Story = {
  args: {
    label: 'Transfer date',
    defaultValue: '2024-03-09',
    isDateDisabled: isWeekend,
    field: { hint: 'Transfers go out on working days' },
  },
};
export const OutOfBounds: Story = {
  args: {
    label: 'Transfer date',
    defaultValue: '2023-12-31',
    min: '2024-01-01',
    max: '2024-12-31',
  },
};
export const CalendarOpen: Story = {
  args: {
    label: 'Transfer date',
    defaultValue: '2024-03-05',
    min: '2024-01-01',
    max: '2024-12-31',
    isDateDisabled: isWeekend,
    defaultOpen: true,
  },
};
export const LongLabel: Story = {
  args: {
    label:
      'Date on which the beneficiary’s bank should receive the payment, if you want it to arrive later',
    field: {
      hint: 'International payments can take up to five working days to arrive, depending on the receiving bank',
    },
  },
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { label: 'تاريخ الميلاد', defaultValue: '1990-07-14', field: { required: true } },
};
export const CalendarOpenRightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    label: 'تاريخ التحويل',
    defaultValue: '2024-03-05',
    min: '2024-01-01',
    max: '2024-12-31',
    isDateDisabled: isWeekend,
    defaultOpen: true,
  },
};
/** Each dropdown shows its whole month or year: no label cut by its box or by the calendar's edge. */
const dropdownsWhole = ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const dialog = canvasElement.ownerDocument.querySelector('[role="dialog"]');
  const labels = Array.from(dialog?.querySelectorAll('select + span') ?? []);
  if (labels.length !== 2)
    throw new Error('dropdownsWhole: the month and year dropdowns were not found');
  const box = dialog!.getBoundingClientRect();
  for (const label of labels) {
    const own = label.getBoundingClientRect();
    const root = label.parentElement!.getBoundingClientRect();
    const cut =
      label.scrollWidth > label.clientWidth + 1 ||
      own.left < root.left ||
      own.right > root.right + 0.5 ||
      root.left < box.left ||
      root.right > box.right;
    if (cut) throw new Error(`The dropdown label "${label.textContent}" is cut off`);
  }
};
/** The longest month name shows whole in the month dropdown, in every theme. */
export const CalendarOpenNovember: Story = {
  args: { label: 'Transfer date', defaultValue: '2024-11-20', defaultOpen: true },
  play: dropdownsWhole,
};
export const CalendarOpenNovemberRightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { label: 'تاريخ التحويل', defaultValue: '2024-11-20', defaultOpen: true },
  play: dropdownsWhole,
};

export const DontCalendarForBirthday: StoryObj = {
  name: 'Don’t: a calendar for a date of birth',
  // A fixed latest day (an adult born by 20-11-2006), so the calendar opens on the same month
  // whatever day the story is looked at: the picture compares, and the point stands (decades to page back).
  render: () => (
    <div style={{ minHeight: 470, maxWidth: 360 }}>
      <FormField label="Date of birth">
        <DateInput defaultOpen max="2006-11-20" />
      </FormField>
    </div>
  ),
};
