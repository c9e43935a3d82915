import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Combobox } from './Combobox';
import { emirateProps, emirates, type Emirate } from './testEmirates';
import { FormField } from '../FormField';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

// The combobox's chunk cannot be fetched (offline, or a deploy removed it).
let attempts = 0;
vi.mock('./ComboboxControl', () => {
  attempts += 1;
  throw new Error('Failed to fetch dynamically imported module');
});

describe('Combobox: its code cannot load', () => {
  it('says so under the field, which stays labelled, focusable and keeps its choice', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    const { container } = render(
      <FormField label="Emirate" hint="Where you live">
        <Combobox<Emirate>
          {...emirateProps}
          defaultValue={emirates[1]}
          name="emirate"
          onBlur={onBlur}
        />
      </FormField>,
    );
    const input = screen.getByRole('combobox', { name: 'Emirate' });
    await user.click(input);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The options could not be loaded. Check your connection and reload the page.',
    );
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription(
      'Where you live The options could not be loaded. Check your connection and reload the page.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    // Text typed into a field that cannot search goes back to the choice on leaving it.
    await user.type(input, 'x');
    await user.tab();
    expect(input).toHaveValue('Dubai');
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(container.querySelector('input[name="emirate"]')).toHaveValue('DU');
  });

  it('tries again when the person comes back to the field', async () => {
    const user = userEvent.setup();
    render(<Combobox<Emirate> {...emirateProps} aria-label="Emirate" />);
    const before = attempts;
    await user.click(screen.getByRole('combobox', { name: 'Emirate' }));
    await screen.findByRole('alert');
    expect(attempts).toBeGreaterThan(before);
  });

  it('says so in Arabic in an Arabic UI', async () => {
    const user = userEvent.setup();
    render(
      <UiProvider locale="ar-AE">
        <Combobox<Emirate> {...emirateProps} aria-label="الإمارة" />
      </UiProvider>,
    );
    await user.click(screen.getByRole('combobox', { name: 'الإمارة' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'تعذّر تحميل الخيارات. تحقّق من اتصالك وأعد تحميل الصفحة.',
    );
  });
});
