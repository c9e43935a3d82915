import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PurposeCodeSelect } from './PurposeCodeSelect';
import { FormField } from '../FormField';
import { axeViolations } from '../../../test/axe';
import { preloadCombobox } from '../Combobox';

const codes = () => screen.getAllByRole('option').map((o) => o.textContent?.slice(0, 3));

// The combobox's code loads on first use (ComboboxStandIn.test.tsx covers that moment); here it is
// loaded, as it is once a person has come near the field.
beforeAll(async () => {
  await preloadCombobox();
});

describe('PurposeCodeSelect', () => {
  it('offers the 112 active codes in 13 named groups whose headings are not options', async () => {
    render(
      <FormField label="Purpose of payment">
        <PurposeCodeSelect />
      </FormField>,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Purpose of payment' }));
    expect(screen.getAllByRole('option')).toHaveLength(112);
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(13);
    expect(groups[0]).toHaveAccessibleName('Personal & household');
    expect(screen.queryByRole('option', { name: 'Personal & household' })).toBeNull();
    const input = screen.getByRole('combobox');
    await userEvent.keyboard('{ArrowDown}');
    const first = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(first).toBe(within(groups[0]!).getAllByRole('option')[0]);
  });

  it('finds a code by its letters first, then by words, and reports the code', async () => {
    const onChange = vi.fn();
    render(<PurposeCodeSelect aria-label="Purpose" onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Purpose' });
    await userEvent.type(input, 'sal');
    expect(codes()[0]).toBe('SAL');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('SAL');
    expect(input).toHaveValue('SAL – Salary (compensation of employees)');
    await userEvent.clear(input);
    await userEvent.type(input, 'rent');
    expect(codes()).toContain('RNT');
  });

  it('never offers a withdrawn code', async () => {
    render(<PurposeCodeSelect aria-label="Purpose" />);
    await userEvent.type(screen.getByRole('combobox'), 'GDS');
    expect(screen.queryAllByRole('option').map((o) => o.textContent?.slice(0, 3))).not.toContain(
      'GDS',
    );
    expect(screen.getByText('No results.')).toBeVisible();
  });

  it('has no axe violations closed, open and with an error', async () => {
    const { container } = render(
      <div>
        <FormField label="Purpose" required error="Choose the purpose of the payment">
          <PurposeCodeSelect />
        </FormField>
        <FormField label="Purpose of payment">
          <PurposeCodeSelect defaultOpen defaultValue="FAM" />
        </FormField>
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  }, 30_000);
});
