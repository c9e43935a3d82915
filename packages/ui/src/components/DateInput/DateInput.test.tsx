import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DateInput, type DateInputProps } from './DateInput';
import * as calendarStyles from './Calendar.css';
import { dayTextOfIso, readDayText } from './dayText';
import { preloadCalendar } from './CalendarSlot';
import { formatDate, parseDate } from '@bank/lookups/dates';
import { FormField } from '../FormField';
import { Dialog } from '../Dialog';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

// The calendar's code loads on first use (CalendarSlot.test.tsx covers that moment); here it is
// loaded, as it is once a person has come near the field.
beforeAll(async () => {
  await preloadCalendar();
});

const isWeekend = (date: Date) => date.getDay() === 0 || date.getDay() === 6;

function setup(props: Partial<DateInputProps> = {}) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  const utils = render(
    <FormField label="Date of birth">
      <DateInput onChange={onChange} {...props} />
    </FormField>,
  );
  return {
    ...utils,
    user,
    onChange,
    input: screen.getByRole('textbox', { name: 'Date of birth' }),
    trigger: screen.getByRole('button', { name: 'Choose date' }),
  };
}

const calendar = () => screen.getByRole('dialog', { name: 'Calendar' });
const dayButtons = () =>
  within(calendar())
    .getAllByRole('gridcell')
    .map((cell) => cell.querySelector('button'));

describe('DateInput: typing', () => {
  it('reports a typed DD-MM-YYYY day as an ISO date', async () => {
    const { user, input, onChange } = setup();
    await user.type(input, '05-03-2024');
    expect(onChange).toHaveBeenLastCalledWith('2024-03-05');
    expect(onChange).toHaveBeenCalledOnce();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('reads 5/3/2024-style separators and 8 digits, and writes DD-MM-YYYY when leaving the field', async () => {
    const { user, input, onChange } = setup();
    await user.type(input, '05032024');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('2024-03-05');
    expect(input).toHaveValue('05-03-2024');
    await user.clear(input);
    await user.type(input, '06/03/2024');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('2024-03-06');
    expect(input).toHaveValue('06-03-2024');
  });

  it('clears the value and says the date does not exist for 31-02-2024', async () => {
    const { user, input, onChange } = setup({ defaultValue: '2024-03-05' });
    expect(input).toHaveValue('05-03-2024');
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.type(input, '31-02-2024');
    expect(onChange).toHaveBeenCalledOnce();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Error: This date does not exist: check the day and the month',
    );
  });

  it('shows exactly "You can\'t select this date." for a real day the caller’s rule disables', async () => {
    const { user, input, onChange } = setup({ isDateDisabled: isWeekend });
    await user.type(input, '09-03-2024'); // a Saturday
    expect(screen.getByText("You can't select this date.")).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription("Error: You can't select this date.");
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '11-03-2024');
    expect(onChange).toHaveBeenLastCalledWith('2024-03-11');
    expect(screen.queryByText("You can't select this date.")).not.toBeInTheDocument();
  });

  it("shows its message in the FormField's one error place, between the label and the input, and alone under the input", async () => {
    const { user, input, container } = setup({ isDateDisabled: isWeekend });
    await user.type(input, '09-03-2024');
    const messages = within(container).getAllByText("You can't select this date.");
    expect(messages).toHaveLength(1);
    const message = messages[0]!.closest('p')!;
    expect(message.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(input).toHaveAttribute('aria-describedby', message.id);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // Outside a FormField there is no slot: the message follows the input.
    const alone = render(
      <DateInput aria-label="Transfer date" defaultValue="2024-03-09" isDateDisabled={isWeekend} />,
    );
    const aloneInput = within(alone.container).getByRole('textbox', { name: 'Transfer date' });
    expect(aloneInput).toHaveAccessibleDescription("Error: You can't select this date.");
    const aloneMessage = within(alone.container).getByText("You can't select this date.");
    expect(
      aloneInput.compareDocumentPosition(aloneMessage) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("gives the form's error the one place (worded as the error summary), and shows its own when the form has none", async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <FormField label="Date of birth" error="Enter your date of birth">
        <DateInput />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Date of birth' });
    await user.type(input, '31-02-2024');
    expect(input).toHaveAccessibleDescription('Error: Enter your date of birth');
    expect(
      screen.queryByText('This date does not exist: check the day and the month'),
    ).not.toBeInTheDocument();
    rerender(
      <FormField label="Date of birth">
        <DateInput />
      </FormField>,
    );
    expect(input).toHaveAccessibleDescription(
      'Error: This date does not exist: check the day and the month',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('says at once when the day it was given is no longer allowed', () => {
    setup({ defaultValue: '2024-03-09', isDateDisabled: isWeekend });
    expect(screen.getByRole('textbox', { name: 'Date of birth' })).toHaveAccessibleDescription(
      "Error: You can't select this date.",
    );
  });

  it('names the bound for days before min and after max', async () => {
    const { user, input, onChange } = setup({ min: '2024-01-01', max: '2024-12-31' });
    await user.type(input, '31-12-2023');
    expect(input).toHaveAccessibleDescription('Error: Enter a date on or after 01-01-2024');
    await user.clear(input);
    await user.type(input, '01-01-2025');
    expect(input).toHaveAccessibleDescription('Error: Enter a date on or before 31-12-2024');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('asks for the format when leaving an incomplete date, not while typing it', async () => {
    const { user, input } = setup();
    await user.type(input, '05-03');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(input).toHaveAccessibleDescription(
      'Error: Enter the date as DD-MM-YYYY, for example 27-03-2007',
    );
  });

  it('shows a new value from the caller', () => {
    function Controlled() {
      const [value, setValue] = useState<string | null>('2024-03-05');
      return (
        <>
          <DateInput aria-label="Transfer date" value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue('2025-12-24')}>
            Christmas Eve
          </button>
        </>
      );
    }
    render(<Controlled />);
    fireEvent.click(screen.getByRole('button', { name: 'Christmas Eve' }));
    expect(screen.getByRole('textbox', { name: 'Transfer date' })).toHaveValue('24-12-2025');
  });
});

describe('DateInput: the DD-MM-YYYY rule', () => {
  it('reads and writes days exactly as @bank/lookups does (without shipping dayjs)', () => {
    const pad = (n: number, w = 2) => String(n).padStart(w, '0');
    const texts = [
      '',
      '  05-03-2024 ',
      '٠٥-٠٣-٢٠٢٤',
      '۰۵-۰۳-۲۰۲۴',
      '5-3-2024',
      '2024-03-05',
      '05/03/2024',
      '05-03-24',
      'aa-bb-cccc',
    ];
    for (const year of [0, 99, 100, 1900, 1999, 2000, 2023, 2024, 2100, 9999])
      for (let month = 0; month <= 13; month++)
        for (let day = 0; day <= 32; day++) texts.push(`${pad(day)}-${pad(month)}-${pad(year, 4)}`);
    for (const text of texts) {
      const ours = readDayText(text);
      const theirs = parseDate(text);
      expect({ text, ok: ours.ok, detail: ours.ok ? ours.iso : ours.reason }).toEqual({
        text,
        ok: theirs.ok,
        detail: theirs.ok ? theirs.iso : theirs.reason,
      });
      if (ours.ok && theirs.ok) {
        expect(ours.date.getTime()).toBe(theirs.date.getTime());
        expect(dayTextOfIso(ours.iso)).toBe(formatDate(theirs.iso));
      }
    }
  });
});

// A 42-day calendar with axe takes seconds on a busy two-core machine: more than the 5 s default.
describe('DateInput: calendar', { timeout: 20_000 }, () => {
  it('opens from its button as a dialog with month and year dropdowns and a fixed 42-day grid, focused on the selected day', async () => {
    const { user, trigger } = setup({ defaultValue: '2024-02-14' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(within(calendar()).getByRole('combobox', { name: 'Choose the month' })).toHaveValue('1');
    expect(within(calendar()).getByRole('combobox', { name: 'Choose the year' })).toHaveValue(
      '2024',
    );
    expect(within(calendar()).getAllByRole('gridcell')).toHaveLength(42);
    // The visible "14" is a word of the name (no "14th"), for voice control users.
    expect(
      within(calendar()).getByRole('button', { name: 'Wednesday 14 February 2024, selected' }),
    ).toHaveFocus();
    expect(document.activeElement?.closest('[role="gridcell"]')).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('opens on the month of a typed date, also one it refuses, and on the nearest allowed month past a bound', async () => {
    const { user, input, trigger } = setup({
      isDateDisabled: isWeekend,
      min: '2020-01-01',
      max: '2030-12-31',
    });
    await user.type(input, '17-11-2027');
    await user.click(trigger);
    expect(within(calendar()).getByRole('combobox', { name: 'Choose the month' })).toHaveValue(
      '10',
    );
    expect(within(calendar()).getByRole('combobox', { name: 'Choose the year' })).toHaveValue(
      '2027',
    );
    await user.keyboard('{Escape}');
    await user.clear(input);
    await user.type(input, '09-03-2024'); // a Saturday: refused, but the calendar still shows March 2024
    await user.click(trigger);
    expect(within(calendar()).getByRole('grid')).toHaveAccessibleName('March 2024');
    await user.keyboard('{Escape}');
    await user.clear(input);
    await user.type(input, '05-06-2035');
    await user.click(trigger);
    expect(within(calendar()).getByRole('grid')).toHaveAccessibleName('December 2030');
  });

  it('always passes start and end months, so the dropdowns show without bounds from the caller', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    const years = within(calendar())
      .getByRole('combobox', { name: 'Choose the year' })
      .querySelectorAll('option');
    const thisYear = new Date().getFullYear();
    expect(Number(years[0]?.value)).toBe(thisYear - 120);
    expect(Number(years[years.length - 1]?.value)).toBe(thisYear + 50);
  });

  it('opens its calendar inside a modal Dialog, and Escape then closes only the calendar', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Schedule transfer">
        <DateInput aria-label="Transfer date" defaultValue="2024-03-05" />
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    expect(
      screen.getByRole('dialog', { name: 'Schedule transfer', hidden: true }),
    ).toContainElement(screen.getByRole('dialog', { name: 'Calendar' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Calendar' })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Choose date' })).toHaveFocus();
  });

  it('puts the dropdowns before the arrows in the DOM, so Tab reaches them first', async () => {
    const { user, trigger } = setup({ defaultValue: '2024-02-14' });
    await user.click(trigger);
    const year = within(calendar()).getByRole('combobox', { name: 'Choose the year' });
    const previous = within(calendar()).getByRole('button', { name: /previous month/i });
    expect(year.compareDocumentPosition(previous) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('moves with the arrow keys, picks with Enter, closes and gives focus back to the button', async () => {
    const { user, trigger, input, onChange } = setup({ defaultValue: '2024-02-14' });
    await user.click(trigger);
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement).toHaveTextContent('22');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2024-02-22');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(input).toHaveValue('22-02-2024');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { user, trigger, onChange } = setup({ defaultValue: '2024-02-14' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes on a press outside it', async () => {
    const { user, trigger } = setup({ defaultValue: '2024-02-14' });
    await user.click(trigger);
    // Radix listens for outside presses from the next tick after opening.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    fireEvent.pointerDown(document.body, { button: 0 });
    fireEvent.pointerUp(document.body, { button: 0 });
    fireEvent.click(document.body, { button: 0 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open and puts focus on a day when the next arrow becomes disabled at the last month', async () => {
    const { user, trigger } = setup({ defaultValue: '2024-03-05', max: '2024-04-15' });
    await user.click(trigger);
    const next = within(calendar()).getByRole('button', { name: /next month/i });
    await user.click(next);
    expect(calendar()).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(within(calendar()).getByRole('combobox', { name: 'Choose the month' })).toHaveValue('3');
    expect(document.activeElement?.closest('[role="gridcell"]')).not.toBeNull();
    act(() => (document.activeElement as HTMLElement).blur());
    expect(calendar()).toBeInTheDocument();
  });

  it('changes month from the dropdown and keeps focus there', async () => {
    const { user, trigger } = setup({ defaultValue: '2024-03-05' });
    await user.click(trigger);
    const monthSelect = within(calendar()).getByRole('combobox', { name: 'Choose the month' });
    await user.selectOptions(monthSelect, '6');
    expect(within(calendar()).getByRole('grid')).toHaveAccessibleName('July 2024');
    expect(monthSelect).toHaveFocus();
  });

  it('does not let a disabled day or a day beyond the bounds be picked', async () => {
    const { user, trigger, onChange } = setup({
      defaultValue: '2024-03-05',
      min: '2024-03-04',
      isDateDisabled: isWeekend,
    });
    await user.click(trigger);
    const days = dayButtons();
    const saturday = days.find((b) => b?.closest('[data-day="2024-03-09"]'));
    const beforeMin = days.find((b) => b?.closest('[data-day="2024-03-01"]'));
    expect(saturday).toBeDisabled();
    expect(beforeMin).toBeDisabled();
    await user.click(saturday!);
    expect(onChange).not.toHaveBeenCalled();
    expect(
      within(calendar())
        .getByRole('combobox', { name: 'Choose the year' })
        .querySelectorAll('option')[0],
    ).toHaveTextContent('2024');
  });

  it('shows Arabic month names and lays the calendar out right to left', () => {
    render(
      <UiProvider locale="ar">
        <DateInput aria-label="تاريخ الميلاد" defaultValue="2024-03-05" defaultOpen />
      </UiProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'التقويم' });
    expect(dialog).toHaveAttribute('dir', 'rtl');
    const month = within(dialog).getByRole('combobox', { name: 'اختر الشهر' });
    expect(month.querySelector('option:checked')).toHaveTextContent('مارس');
    // The modal calendar hides the page from screen readers while it is open.
    expect(screen.getByRole('button', { name: 'اختر التاريخ', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('gives the month and year dropdowns a visible :focus-within outline', () => {
    const rules = Array.from(document.styleSheets).flatMap((sheet) =>
      Array.from(sheet.cssRules),
    ) as CSSStyleRule[];
    const rule = rules.find(
      (r) => r.selectorText === `.${calendarStyles.dropdownRoot}:focus-within`,
    );
    expect(rule?.style.outlineStyle || rule?.style.outline).toMatch(/solid/);
  });

  it('has no axe violations with a value, with an error and with the calendar open', async () => {
    const { user, input, trigger, container } = setup({
      defaultValue: '2024-03-05',
      isDateDisabled: isWeekend,
    });
    expect(await axeViolations(container)).toEqual([]);
    await user.clear(input);
    await user.type(input, '09-03-2024');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(trigger);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
