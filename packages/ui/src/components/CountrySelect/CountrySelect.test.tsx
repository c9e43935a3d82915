import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CountrySelect } from './CountrySelect';
import { FormField } from '../FormField';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';
import { preloadCombobox } from '../Combobox';

const names = () =>
  screen.getAllByRole('option').map((o) => o.textContent?.replace(/ [A-Z]{2}$/, ''));

// The combobox's code loads on first use (ComboboxStandIn.test.tsx covers that moment); here it is
// loaded, as it is once a person has come near the field.
beforeAll(async () => {
  await preloadCombobox();
});

describe('CountrySelect', () => {
  it('offers all 250 countries, sorted by English name, with no flag images', async () => {
    render(
      <FormField label="Country of residence">
        <CountrySelect />
      </FormField>,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Country of residence' }));
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(250);
    expect(names().slice(0, 2)).toEqual(['Afghanistan', 'Åland Islands']);
    expect(
      screen.getByRole('listbox', { name: 'Country of residence' }).querySelector('img'),
    ).toBeNull();
  });

  it('finds a country by alpha-2 or alpha-3 code first, then by name', async () => {
    const onChange = vi.fn();
    render(<CountrySelect aria-label="Country" onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'are');
    expect(names()[0]).toBe('United Arab Emirates');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('AE');
    await userEvent.clear(input);
    await userEvent.type(input, 'united');
    expect(names()).toEqual(expect.arrayContaining(['United Arab Emirates', 'United States']));
    await userEvent.clear(input);
    await userEvent.type(input, 'curacao');
    expect(names()).toEqual(['Curaçao']);
  });

  it('names and sorts countries in Arabic in an Arabic UI, and finds them without hamza', async () => {
    render(
      <UiProvider locale="ar">
        <CountrySelect aria-label="الدولة" defaultValue="SA" />
      </UiProvider>,
    );
    const input = screen.getByRole('combobox', { name: 'الدولة' });
    expect(input).toHaveValue('المملكة العربية السعودية');
    await userEvent.clear(input);
    await userEvent.type(input, 'الامارات');
    expect(names()[0]).toBe('الإمارات العربية المتحدة');
    await userEvent.clear(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const all = names() as string[];
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b, 'ar')));
  });

  it('offers only the countries it is given', async () => {
    render(<CountrySelect aria-label="Country" countries={['ae', 'SA', 'OM']} defaultOpen />);
    expect(names()).toEqual(['Oman', 'Saudi Arabia', 'United Arab Emirates']);
  });

  it('has no axe violations closed, open and with an error', async () => {
    const { container } = render(
      <div>
        <FormField label="Country" required error="Choose your country of residence">
          <CountrySelect />
        </FormField>
        <FormField label="Country of birth">
          <CountrySelect defaultOpen defaultValue="AE" />
        </FormField>
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  }, 30_000);
});
