import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HelpCircle } from 'lucide-react';
import { FormField } from './FormField';
import { TextInput } from '../TextInput';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

describe('FormField', () => {
  it('labels its control', () => {
    render(
      <FormField label="Email address">
        <TextInput type="email" />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
  });

  it('marks a required field with a * that screen readers hear as "required", not "star"', () => {
    const { container } = render(
      <FormField label="Email address" required>
        <TextInput />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toBeRequired();
    const star = container.querySelector('label [aria-hidden="true"]');
    expect(star).toHaveTextContent('*');
  });

  it('shows (Optional) as part of the label, in English and in Arabic', () => {
    const { rerender } = render(
      <FormField label="Middle name" optional>
        <TextInput />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Middle name (Optional)' })).not.toBeRequired();
    rerender(
      <UiProvider locale="ar">
        <FormField label="الاسم الأوسط" optional>
          <TextInput />
        </FormField>
      </UiProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'الاسم الأوسط (اختياري)' })).toBeInTheDocument();
  });

  it('ties the hint and the error to the control and marks it invalid', () => {
    render(
      <FormField
        label="IBAN"
        hint="Starts with the country code, e.g. AE07…"
        error="Enter an IBAN in the right format"
      >
        <TextInput />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'IBAN' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Starts with the country code, e.g. AE07… Error: Enter an IBAN in the right format',
    );
  });

  it("is not invalid without an error, and keeps the caller's own describedby ids", () => {
    render(
      <>
        <p id="extra">Extra help</p>
        <FormField label="Name" hint="As on your passport">
          <TextInput aria-describedby="extra" />
        </FormField>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('As on your passport Extra help');
  });

  it('offers an action icon button with its own accessible name', async () => {
    const onClick = vi.fn();
    render(
      <FormField
        label="BIC / SWIFT code"
        action={{ label: 'What is a BIC?', icon: <HelpCircle aria-hidden="true" />, onClick }}
      >
        <TextInput />
      </FormField>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'What is a BIC?' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('textbox', { name: 'BIC / SWIFT code' })).toBeInTheDocument();
  });

  it('wraps any input through a render function', () => {
    render(
      <FormField label="Country" required error="Select a country">
        {(control) => (
          <select {...control}>
            <option value="">Choose</option>
            <option value="AE">United Arab Emirates</option>
          </select>
        )}
      </FormField>,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Error: Select a country');
  });

  it('refuses a missing label at compile time and warns about an empty one', () => {
    // @ts-expect-error — `label` is required.
    const element = <FormField>{() => null}</FormField>;
    expect(element).toBeTruthy();
    const both = (
      // @ts-expect-error — a field is either required or optional, never both.
      <FormField label="x" required optional>
        {() => null}
      </FormField>
    );
    expect(both).toBeTruthy();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<FormField label="">{(c) => <input {...c} />}</FormField>);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('FormField: a FormField needs a non-empty `label`'),
    );
    error.mockRestore();
  });

  it('has no axe violations in its states', async () => {
    const { container } = render(
      <form>
        <FormField label="Default">
          <TextInput />
        </FormField>
        <FormField label="Required" required hint="A hint">
          <TextInput />
        </FormField>
        <FormField label="Optional" optional>
          <TextInput />
        </FormField>
        <FormField label="With error" error="Something is wrong">
          <TextInput />
        </FormField>
        <FormField
          label="With action"
          action={{ label: 'Help', icon: <HelpCircle aria-hidden="true" />, onClick: () => {} }}
        >
          <TextInput disabled />
        </FormField>
      </form>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('FormField label id', () => {
  it('gives popups inside it the id of its visible label', async () => {
    const { useFieldLabelId } = await import('./FieldContext');
    function Popup() {
      const labelId = useFieldLabelId();
      return <ul role="listbox" aria-labelledby={labelId ?? undefined} />;
    }
    render(
      <FormField label="Currency">
        <Popup />
      </FormField>,
    );
    expect(screen.getByRole('listbox', { name: 'Currency' })).toBeInTheDocument();
  });
});
