import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordInput } from './PasswordInput';
import { FormField } from '../FormField';
import { axeViolations } from '../../../test/axe';

describe('PasswordInput', () => {
  it('hides the password until the toggle shows it, and the toggle says what it will do', async () => {
    render(
      <FormField label="Password" required>
        <PasswordInput />
      </FormField>,
    );
    const input = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 's3cret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('s3cret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('uses new-password for registration forms', () => {
    render(<PasswordInput aria-label="New password" autoComplete="new-password" />);
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <FormField label="Password" error="Enter your password">
        <PasswordInput />
      </FormField>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
