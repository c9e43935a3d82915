import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AmountInput, type AmountInputProps } from './AmountInput';
import { FormField } from '../FormField';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

function setup(props: Partial<AmountInputProps> = {}) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  const utils = render(
    <FormField label="Amount">
      <AmountInput currency="USD" onChange={onChange} {...props} />
    </FormField>,
  );
  return { ...utils, user, onChange, input: screen.getByRole('textbox', { name: 'Amount' }) };
}

describe('AmountInput', () => {
  it('reports the amount in minor units as a string and groups it en-US when leaving the field', async () => {
    const { user, input, onChange } = setup();
    await user.type(input, '1234.5');
    expect(onChange).toHaveBeenLastCalledWith('123450');
    expect(onChange.mock.calls.every(([v]) => v === null || typeof v === 'string')).toBe(true);
    await user.tab();
    expect(input).toHaveValue('1,234.50');
  });

  it('accepts a pasted "1,234.5"', async () => {
    const { user, input, onChange } = setup();
    await user.click(input);
    await user.paste('1,234.5');
    expect(onChange).toHaveBeenLastCalledWith('123450');
  });

  it('refuses letters with a message, keeping what was typed before', async () => {
    const { user, input, onChange } = setup();
    await user.type(input, '12a');
    expect(input).toHaveValue('12');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Error: Enter the amount in numbers only, like 1,234.50 USD',
    );
    await user.paste('AED 5');
    expect(input).toHaveValue('12');
    await user.type(input, '3');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(onChange).toHaveBeenLastCalledWith('12300');
  });

  it("shows its message in the FormField's one error place, between the label and the input", async () => {
    const { user, input, container } = setup();
    await user.type(input, '12a');
    const messages = within(container).getAllByText(
      'Enter the amount in numbers only, like 1,234.50',
    );
    expect(messages).toHaveLength(1);
    expect(
      messages[0]!.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('allows at most the currency’s decimals and says so', async () => {
    const { user, input, onChange } = setup();
    await user.type(input, '1.234');
    expect(input).toHaveValue('1.23');
    expect(screen.getByText('Enter at most 2 digits after the decimal point')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith('123');
  });

  it('knows that JPY has no decimals and BHD has three', async () => {
    const jpy = setup({ currency: 'JPY' });
    await jpy.user.type(jpy.input, '1.5');
    expect(jpy.input).toHaveValue('1.');
    expect(
      screen.getByText('JPY amounts have no decimal places: enter a whole number'),
    ).toBeInTheDocument();
    jpy.unmount();
    const bhd = setup({ currency: 'BHD' });
    await bhd.user.type(bhd.input, '1.234');
    expect(bhd.onChange).toHaveBeenLastCalledWith('1234');
    await bhd.user.tab();
    expect(bhd.input).toHaveValue('1.234');
  });

  it('refuses a minus sign and an amount too large to store', async () => {
    const { user, input } = setup();
    await user.type(input, '-');
    expect(input).toHaveAccessibleDescription('Error: Enter the amount without a minus sign USD');
    await user.click(input);
    await user.paste('99999999999999999999');
    expect(input).toHaveValue('');
    expect(input).toHaveAccessibleDescription('Error: Enter a smaller amount USD');
  });

  it('says the format is wrong only when leaving a malformed amount', async () => {
    const { user, input, onChange } = setup();
    await user.type(input, '1,23');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.tab();
    expect(input).toHaveAccessibleDescription(
      'Error: Enter the amount in the right format, like 1,234.50 USD',
    );
  });

  it('shows the currency code with its flag, and a value from the caller', async () => {
    const { input, container, rerender } = setup({ currency: 'AED', value: '500' });
    expect(input).toHaveValue('5.00');
    expect(input).toHaveAccessibleDescription('AED');
    await waitFor(() => expect(container.querySelector('img[alt=""]')).toBeInTheDocument());
    rerender(
      <FormField label="Amount">
        <AmountInput currency="AED" value={123456789n} />
      </FormField>,
    );
    expect(input).toHaveValue('1,234,567.89');
  });

  it('reads the amount again when the currency changes', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <AmountInput aria-label="Amount" currency="USD" defaultValue="150" onChange={onChange} />,
    );
    rerender(
      <AmountInput aria-label="Amount" currency="JPY" defaultValue="150" onChange={onChange} />,
    );
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
    rerender(
      <AmountInput aria-label="Amount" currency="BHD" defaultValue="150" onChange={onChange} />,
    );
    expect(onChange).toHaveBeenLastCalledWith('1500');
  });

  it('speaks Arabic', async () => {
    const user = userEvent.setup();
    render(
      <UiProvider locale="ar">
        <AmountInput aria-label="المبلغ" currency="AED" />
      </UiProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: 'المبلغ' }), 'x');
    expect(screen.getByText('أدخل المبلغ بالأرقام فقط، مثل 1,234.50')).toBeInTheDocument();
  });

  it('has no axe violations when empty, filled, refused and disabled', async () => {
    const { container, user, input } = setup({ defaultValue: '123450' });
    expect(await axeViolations(container)).toEqual([]);
    await user.type(input, 'x');
    expect(await axeViolations(container)).toEqual([]);
    const other = render(
      <FormField label="Disabled amount">
        <AmountInput currency="EUR" disabled defaultValue="100" />
      </FormField>,
    );
    expect(await axeViolations(other.container)).toEqual([]);
  });

  it('counts a virtual asset in its own decimals, shown by its code without a flag', async () => {
    const { input, user, onChange, container } = setup({
      currency: { code: 'BTC', minorUnits: 8 },
    });
    expect(input).toHaveAccessibleDescription('BTC');
    await user.type(input, '0.00125');
    expect(onChange).toHaveBeenLastCalledWith('125000');
    await user.type(input, '0001');
    expect(input).toHaveValue('0.00125000');
    await user.type(input, '1');
    expect(input).toHaveValue('0.00125000');
    expect(input).toHaveAccessibleDescription(
      'Error: Enter at most 8 digits after the decimal point BTC',
    );
    expect(container.querySelector('img, span[aria-hidden="true"]')).toBeNull();
  });
});
