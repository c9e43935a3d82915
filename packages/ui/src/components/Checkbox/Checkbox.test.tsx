import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';
import { axeViolations } from '../../../test/axe';

describe('Checkbox', () => {
  it('toggles with a click on its label and with Space', async () => {
    render(<Checkbox label="Remember this device" />);
    const box = screen.getByRole('checkbox', { name: 'Remember this device' });
    await userEvent.click(screen.getByText('Remember this device'));
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('ties its hint and error, and carries required', () => {
    render(
      <Checkbox
        label="I accept the terms"
        required
        hint="You can read them first"
        error="Accept the terms to continue"
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription(
      'You can read them first Error: Accept the terms to continue',
    );
  });

  it('shows the mixed state', () => {
    render(<Checkbox label="Select all" indeterminate />);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Checkbox label="Plain" />
        <Checkbox label="Checked" defaultChecked />
        <Checkbox label="Disabled" disabled />
        <Checkbox label="Error" error="Wrong" required />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
