import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Combobox } from './Combobox';
import { emirateProps, emirates, type Emirate } from './testEmirates';
import { FormField } from '../FormField';

// A keyboard person reaches the field with Tab and presses ArrowDown before the code is there.
let requested = false;
let arrive: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => {
  arrive = resolve;
});
vi.mock('./ComboboxControl', async (importOriginal) => {
  requested = true;
  await arrived;
  return importOriginal();
});

describe('Combobox: reached with the keyboard while its code loads', () => {
  it('starts loading on focus, and replays the arrow keys pressed meanwhile, in order', async () => {
    const user = userEvent.setup();
    render(
      <FormField label="Emirate">
        <Combobox<Emirate> {...emirateProps} defaultValue={emirates[1]} />
      </FormField>,
    );
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Emirate' })).toHaveFocus();
    expect(requested).toBe(true);
    // The first opens the list on the chosen option, the second moves to the next one.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the options…');

    arrive();
    const listbox = await screen.findByRole('listbox', { name: 'Emirate' }, { timeout: 15_000 });
    const input = screen.getByRole('combobox', { name: 'Emirate' });
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveValue('Dubai');
    const highlighted = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(listbox).toContainElement(highlighted);
    expect(highlighted).toHaveTextContent('Sharjah');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Sharjah');
  });
});
