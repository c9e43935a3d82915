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
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);

    arrive();
    const grid = await within(calendar).findByRole('grid');
    expect(grid).toHaveAccessibleName('March 2024');
    expect(document.activeElement?.closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    await user.clear(input);
    await user.type(input, '07-03-2024');
    expect(onChange).toHaveBeenLastCalledWith('2024-03-07');
  });
});
