import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CopyableField, CopyableFieldList } from './CopyableField';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

const iban = 'AE070331234567890123456';

describe('CopyableField', () => {
  it('shows an IBAN in groups of four, left to right, and copies it without spaces, politely saying so', async () => {
    const user = userEvent.setup();
    render(<CopyableField label="IBAN" value={iban} groupInFours />);
    const value = screen.getByText('AE07 0331 2345 6789 0123 456');
    expect(value).toHaveAttribute('dir', 'ltr');
    await user.click(screen.getByRole('button', { name: 'Copy IBAN' }));
    expect(await navigator.clipboard.readText()).toBe(iban);
    expect(screen.getByRole('status')).toHaveTextContent('Copied to the clipboard.');
    // The name keeps what is copied and holds the visible "Copied" (axe label-content-name-mismatch).
    expect(screen.getByRole('button', { name: 'Copy IBAN: Copied' })).toHaveTextContent('Copied');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('copies the value exactly as given when not grouped, with the caller’s button name', async () => {
    const user = userEvent.setup();
    render(
      <CopyableField
        label="Deposit address"
        value="bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh"
        copyLabel="Copy the BTC address"
      />,
    );
    expect(screen.getByText('bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy the BTC address' }));
    expect(await navigator.clipboard.readText()).toBe('bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh');
  });

  it('lists bank-transfer instructions as terms and descriptions, each with its own copy button, reached by Tab', async () => {
    const user = userEvent.setup();
    render(
      <CopyableFieldList>
        <CopyableField label="Beneficiary" value="Sadu Bank PJSC" />
        <CopyableField label="IBAN" value={iban} groupInFours />
        <CopyableField label="Reference" value="TOPUP-7Q4K9" />
      </CopyableFieldList>,
    );
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Beneficiary',
      'IBAN',
      'Reference',
    ]);
    const definitions = screen.getAllByRole('definition');
    expect(within(definitions[2]!).getByText('TOPUP-7Q4K9')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Copy Beneficiary' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Copy Reference' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await navigator.clipboard.readText()).toBe('TOPUP-7Q4K9');
  });

  it('names its button in Arabic', () => {
    render(
      <UiProvider locale="ar">
        <CopyableField label="الآيبان" value={iban} groupInFours />
      </UiProvider>,
    );
    expect(screen.getByRole('button', { name: 'نسخ الآيبان' })).toBeInTheDocument();
  });

  it('has no axe violations alone and in a list', async () => {
    const { container } = render(
      <div>
        <CopyableField label="IBAN" value={iban} groupInFours />
        <CopyableFieldList>
          <CopyableField label="Bank" value="Sadu Bank" />
          <CopyableField label="SWIFT" value="SADUAEAD" />
        </CopyableFieldList>
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
