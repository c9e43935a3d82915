import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DescriptionList } from './DescriptionList';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

describe('DescriptionList', () => {
  it('pairs each term with its description in a description list', () => {
    const { container } = render(
      <DescriptionList
        items={[
          { term: 'Amount', description: 'AED 1,250.00' },
          { term: 'Beneficiary', description: 'Aisha Khan' },
        ]}
      />,
    );
    const dl = container.querySelector('dl')!;
    expect(Array.from(dl.querySelectorAll('dt')).map((d) => d.textContent)).toEqual([
      'Amount',
      'Beneficiary',
    ]);
    expect(Array.from(dl.querySelectorAll('dt + dd')).map((d) => d.textContent)).toEqual([
      'AED 1,250.00',
      'Aisha Khan',
    ]);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('names each Change link after its row, as a link or as a button', async () => {
    const onClick = vi.fn();
    render(
      <DescriptionList
        items={[
          {
            term: 'Amount',
            description: 'AED 1,250.00',
            change: { href: '/dashboard/internal_step1' },
          },
          {
            term: <strong>Purpose</strong>,
            description: 'FAM',
            change: { onClick, label: 'purpose of payment' },
          },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Change Amount' })).toHaveAttribute(
      'href',
      '/dashboard/internal_step1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Change purpose of payment' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('says Change in Arabic in an Arabic UI', () => {
    render(
      <UiProvider locale="ar">
        <DescriptionList
          items={[{ term: 'المبلغ', description: '1,250.00', change: { href: '#amount' } }]}
        />
      </UiProvider>,
    );
    expect(screen.getByRole('link', { name: 'تغيير المبلغ' })).toBeInTheDocument();
  });

  it('isolates a left-to-right value (IBAN, email) with <bdi dir="ltr">', () => {
    render(
      <DescriptionList
        items={[
          { term: 'الآيبان', description: 'AE07 0331 2345 6789 0123 456', ltr: true },
          { term: 'الاسم', description: 'عائشة خان' },
        ]}
      />,
    );
    expect(screen.getByText('AE07 0331 2345 6789 0123 456').tagName).toBe('BDI');
    expect(screen.getByText('AE07 0331 2345 6789 0123 456')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('عائشة خان').tagName).toBe('DD');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <DescriptionList
        items={[
          { term: 'Amount', description: 'AED 1,250.00', change: { href: '#a' } },
          { term: 'Fee', description: 'AED 0.00' },
          { term: 'Purpose', description: 'Family support', change: { onClick: () => {} } },
        ]}
      />,
    );
    expect(within(container).getAllByRole('term')).toHaveLength(3);
    expect(await axeViolations(container)).toEqual([]);
  });
});
