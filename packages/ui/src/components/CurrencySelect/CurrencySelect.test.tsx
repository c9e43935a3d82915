import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CURRENCY_CODES } from '@bank/lookups';
import { CurrencySelect } from './CurrencySelect';
import { FormField } from '../FormField';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';
import { preloadCombobox } from '../Combobox';

const optionTexts = () => screen.getAllByRole('option').map((o) => o.textContent);

// The combobox's code loads on first use (ComboboxStandIn.test.tsx covers that moment); here it is
// loaded, as it is once a person has come near the field.
beforeAll(async () => {
  await preloadCombobox();
});

describe('CurrencySelect', () => {
  it('lists the 29 currencies in the spec’s order with a decorative flag, the code and the name', async () => {
    render(
      <FormField label="Currency">
        <CurrencySelect />
      </FormField>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show options', hidden: true }));
    const listbox = screen.getByRole('listbox', { name: 'Currency' });
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent?.slice(0, 3))).toEqual([...CURRENCY_CODES]);
    expect(options[0]).toHaveAccessibleName('USD United States dollar');
    await waitFor(() => expect(options[0]!.querySelector('img')).toHaveAttribute('alt', ''));
    expect(options[0]!.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('finds a currency by its code first, then by words of its name', async () => {
    render(<CurrencySelect aria-label="Currency" />);
    const input = screen.getByRole('combobox', { name: 'Currency' });
    await userEvent.type(input, 'aed');
    expect(optionTexts()[0]).toBe('AED United Arab Emirates dirham');
    await userEvent.clear(input);
    await userEvent.type(input, 'dollar');
    expect(optionTexts().map((t) => t?.slice(0, 3))).toEqual(['USD', 'AUD', 'SGD', 'HKD']);
    await userEvent.clear(input);
    await userEvent.type(input, 'pound');
    expect(optionTexts().map((t) => t?.slice(0, 3))).toEqual(['GBP']);
  });

  it('finds a currency by its Arabic name, and shows Arabic names in an Arabic UI', async () => {
    const onChange = vi.fn();
    render(
      <UiProvider locale="ar">
        <CurrencySelect aria-label="العملة" onChange={onChange} />
      </UiProvider>,
    );
    const input = screen.getByRole('combobox', { name: 'العملة' });
    await userEvent.type(input, 'درهم');
    expect(optionTexts()).toEqual(['AED درهم إماراتي']);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('AED');
    expect(input).toHaveValue('AED – درهم إماراتي');
  });

  it('reports the chosen code, shows its flag in the field, and follows a controlled value', async () => {
    const onChange = vi.fn();
    const { rerender, container } = render(
      <CurrencySelect aria-label="Currency" value="EUR" onChange={onChange} name="currency" />,
    );
    const input = screen.getByRole('combobox', { name: 'Currency' });
    expect(input).toHaveValue('EUR – Euro');
    expect(container.querySelector('input[name="currency"]')).toHaveValue('EUR');
    await waitFor(() => expect(container.querySelectorAll('img[alt=""]')).toHaveLength(1));
    await userEvent.clear(input);
    await userEvent.type(input, 'gbp{Enter}');
    expect(onChange).toHaveBeenCalledWith('GBP');
    rerender(
      <CurrencySelect aria-label="Currency" value="JPY" onChange={onChange} name="currency" />,
    );
    await waitFor(() => expect(input).toHaveValue('JPY – Japanese yen'));
  });

  it('offers only the currencies it is given, in their order', async () => {
    render(
      <CurrencySelect
        aria-label="Wallet currency"
        currencies={['AED', 'USD', 'EUR']}
        defaultOpen
      />,
    );
    expect(optionTexts().map((t) => t?.slice(0, 3))).toEqual(['AED', 'USD', 'EUR']);
  });

  it('is wired to its FormField: required, hint and error', () => {
    render(
      <FormField
        label="Currency"
        required
        hint="The currency of the new wallet"
        error="Choose a currency"
      >
        <CurrencySelect />
      </FormField>,
    );
    const input = screen.getByRole('combobox', { name: 'Currency' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'The currency of the new wallet Error: Choose a currency',
    );
  });

  it('has no axe violations closed, open, with a value and in Arabic', async () => {
    const { container } = render(
      <div>
        <FormField label="Currency">
          <CurrencySelect defaultValue="AED" />
        </FormField>
        <FormField label="Open">
          <CurrencySelect defaultOpen />
        </FormField>
        <UiProvider locale="ar">
          <FormField label="العملة" error="اختر عملة">
            <CurrencySelect defaultOpen />
          </FormField>
        </UiProvider>
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  }, 30_000);
});
