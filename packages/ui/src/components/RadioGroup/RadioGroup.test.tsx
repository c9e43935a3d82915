import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup';
import { axeViolations } from '../../../test/axe';

const customerTypes = [
  { value: 'individual', label: 'Individual', description: 'A personal account in your own name' },
  { value: 'corporate', label: 'Corporate', description: 'An account for your company' },
] as const;

describe('RadioGroup', () => {
  it('is a named group whose options are chosen by click and by arrow keys', async () => {
    const onChange = vi.fn();
    render(
      <RadioGroup
        label="Account type"
        options={customerTypes}
        variant="cards"
        onChange={onChange}
        required
      />,
    );
    expect(screen.getByRole('group', { name: 'Account type' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Individual' }));
    expect(onChange).toHaveBeenLastCalledWith('individual');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Corporate' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('corporate');
  });

  it('describes each option with its second line', () => {
    render(<RadioGroup label="Account type" options={customerTypes} />);
    expect(screen.getByRole('radio', { name: 'Corporate' })).toHaveAccessibleDescription(
      'An account for your company',
    );
  });

  it('follows a controlled value', () => {
    const { rerender } = render(
      <RadioGroup label="Type" options={customerTypes} value="corporate" onChange={() => {}} />,
    );
    expect(screen.getByRole('radio', { name: 'Corporate' })).toBeChecked();
    rerender(
      <RadioGroup label="Type" options={customerTypes} value="individual" onChange={() => {}} />,
    );
    expect(screen.getByRole('radio', { name: 'Individual' })).toBeChecked();
  });

  it('describes the group with its error and marks it invalid', () => {
    render(
      <RadioGroup label="Account type" options={customerTypes} error="Choose an account type" />,
    );
    const group = screen.getByRole('group', { name: 'Account type' });
    expect(group).toHaveAccessibleDescription('Error: Choose an account type');
  });

  it('has no axe violations in list, horizontal and card variants', async () => {
    const { container } = render(
      <div>
        <RadioGroup label="List" options={customerTypes} />
        <RadioGroup label="Horizontal" options={customerTypes} variant="horizontal" optional />
        <RadioGroup
          label="Cards"
          options={customerTypes}
          variant="cards"
          defaultValue="individual"
          error="Choose one"
        />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
