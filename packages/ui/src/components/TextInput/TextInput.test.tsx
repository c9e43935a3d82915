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
