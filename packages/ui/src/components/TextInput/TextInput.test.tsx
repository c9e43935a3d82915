import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextInput } from './TextInput';
import { axeViolations } from '../../../test/axe';

describe('TextInput', () => {
  it('takes typing and reports changes', async () => {
    const onChange = vi.fn();
    render(<TextInput aria-label="Reference" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Reference' }), 'Rent');
    expect(onChange).toHaveBeenCalledTimes(4);
    expect(screen.getByRole('textbox')).toHaveValue('Rent');
  });

  it('is marked invalid with `invalid` outside a FormField', () => {
    render(<TextInput aria-label="Amount" invalid />);
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows adornments beside the text', () => {
    render(<TextInput aria-label="Amount" startAdornment="AED" />);
    expect(screen.getByText('AED')).toBeInTheDocument();
  });

  it('writes emails, phone numbers and web addresses left to right, and any value with `ltr` (IBAN, BIC, codes)', () => {
    render(
      <div dir="rtl">
        <TextInput aria-label="البريد الإلكتروني" type="email" defaultValue="aisha@example.com" />
        <TextInput aria-label="الهاتف" type="tel" />
        <TextInput aria-label="الآيبان" ltr defaultValue="AE07 0331 2345 6789 0123 456" />
        <TextInput aria-label="الاسم" />
        <TextInput aria-label="Email kept as the caller says" type="email" ltr={false} />
      </div>,
    );
    for (const name of ['البريد الإلكتروني', 'الهاتف', 'الآيبان'])
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: 'الاسم' })).not.toHaveAttribute('dir');
    expect(
      screen.getByRole('textbox', { name: 'Email kept as the caller says' }),
    ).not.toHaveAttribute('dir');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <TextInput aria-label="Plain" />
        <TextInput aria-label="Disabled" disabled value="x" readOnly />
        <TextInput aria-label="Invalid" invalid />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
