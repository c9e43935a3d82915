import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateInput } from './DateInput';
import { FormField } from '../FormField';
import { axeViolations } from '../../../test/axe';

// The calendar's module arrives when the test says so: the moment between the press and the
// calendar, which a person on a slow connection sees.
let arrive: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => {
  arrive = resolve;
});
// The popover comes in the same chunk, after the calendar.
vi.mock('./Calendar', async (importOriginal) => {
  await arrived;
  return importOriginal();
});

describe('DateInput: the calendar loads on first use', () => {
  it('says the calendar is loading, then shows it focused on the chosen day; the typed field works meanwhile', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <FormField label="Transfer date">
        <DateInput defaultValue="2024-03-05" onChange={onChange} />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Transfer date' });
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    const calendar = screen.getByRole('dialog', { name: 'Calendar' });
    expect(within(calendar).getByRole('status')).toHaveTextContent('Loading the calendar…');
    expect(screen.getByRole('button', { name: 'Choose date' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);

    arrive();
    // The loading dialog gives way to the calendar dialog, in the same place.
    // The chunk's first load in the test runner transforms Radix too: allow it what a slow network would take.
    const grid = await screen.findByRole('grid', {}, { timeout: 15_000 });
    expect(screen.getByRole('dialog', { name: 'Calendar' })).toContainElement(grid);
    expect(calendar).not.toBeInTheDocument();
    expect(grid).toHaveAccessibleName('March 2024');
    expect(document.activeElement?.closest('[role="gridcell"]')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Escape}');
    await user.clear(input);
    await user.type(input, '07-03-2024');
    expect(onChange).toHaveBeenLastCalledWith('2024-03-07');
  });
});
