import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NationalitySelect } from './NationalitySelect';
import { FormField } from '../FormField';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';
import { preloadCombobox } from '../Combobox';

// The combobox's code loads on first use (ComboboxStandIn.test.tsx covers that moment); here it is
// loaded, as it is once a person has come near the field.
beforeAll(async () => {
  await preloadCombobox();
});

describe('NationalitySelect', () => {
  it('offers the 199 passport nationalities by default and 248 with `all`', async () => {
    const { unmount } = render(<NationalitySelect aria-label="Nationality" defaultOpen />);
    expect(screen.getAllByRole('option')).toHaveLength(199);
    unmount();
    render(<NationalitySelect aria-label="Nationality" defaultOpen all />);
    expect(screen.getAllByRole('option')).toHaveLength(248);
  });

  it('finds a nationality by demonym or by country, and reports the alpha-2 code', async () => {
    const onChange = vi.fn();
    render(
      <FormField label="Nationality" required>
        <NationalitySelect onChange={onChange} />
      </FormField>,
    );
    const input = screen.getByRole('combobox', { name: 'Nationality' });
    await userEvent.type(input, 'emirati');
    expect(screen.getAllByRole('option')[0]).toHaveAccessibleName('Emirati United Arab Emirates');
    await userEvent.clear(input);
    await userEvent.type(input, 'india');
    expect(screen.getAllByRole('option')[0]).toHaveAccessibleName('Indian India');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('IN');
    expect(input).toHaveValue('Indian');
  });

  it('shows Arabic country names in an Arabic UI', async () => {
    render(
      <UiProvider locale="ar">
        <NationalitySelect aria-label="الجنسية" defaultValue="AE" />
      </UiProvider>,
    );
    const input = screen.getByRole('combobox', { name: 'الجنسية' });
    expect(input).toHaveValue('الإمارات العربية المتحدة');
    await userEvent.clear(input);
    await userEvent.type(input, 'مصر');
    expect(screen.getAllByRole('option')[0]).toHaveAccessibleName('مصر');
    expect(screen.getByRole('listbox', { name: 'الجنسيات' })).toBeInTheDocument();
  });

  it('has no axe violations closed and open', async () => {
    const { container } = render(
      <div>
        <FormField label="Nationality" error="Choose your nationality">
          <NationalitySelect />
        </FormField>
        <FormField label="Second nationality" optional>
          <NationalitySelect defaultOpen />
        </FormField>
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  }, 30_000);
});
