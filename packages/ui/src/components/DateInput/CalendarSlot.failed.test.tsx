import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateInput } from './DateInput';
import { FormField } from '../FormField';
import { Dialog } from '../Dialog';

// The calendar's chunk cannot be fetched (offline, or a deploy removed it).
vi.mock('./Calendar', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('DateInput: the calendar cannot load', () => {
  it('says so in the calendar and leaves typing the date as the way in', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <FormField label="Transfer date">
        <DateInput onChange={onChange} />
      </FormField>,
    );
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    const calendar = screen.getByRole('dialog', { name: 'Calendar' });
    expect(await within(calendar).findByRole('alert')).toHaveTextContent(
      'The calendar could not be loaded. Type the date as DD-MM-YYYY instead.',
    );
    await user.keyboard('{Escape}');
    await user.type(screen.getByRole('textbox', { name: 'Transfer date' }), '05-03-2024');
    expect(onChange).toHaveBeenLastCalledWith('2024-03-05');
  });

  it('inside a modal Dialog, Escape closes only the calendar that could not load', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Schedule transfer">
        <DateInput aria-label="Transfer date" />
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    expect(
      await within(screen.getByRole('dialog', { name: 'Calendar' })).findByRole('alert'),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Calendar' })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Schedule transfer' })).toBeInTheDocument();
  });
});
