import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Money } from './Money';
import { formatSignedMoney } from './format';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

describe('Money', () => {
  it('formats minor units in the spec’s format with the symbol or the code', () => {
    render(
      <div>
        <Money data-testid="usd" amount={123450n} currency="USD" />
        <Money data-testid="aed" amount="123450" currency="AED" />
        <Money data-testid="eur" amount="5" currency="EUR" display="code" />
        <Money data-testid="jpy" amount={1234n} currency="JPY" />
        <Money data-testid="bhd" amount={1234n} currency="BHD" />
      </div>,
    );
    expect(screen.getByTestId('usd')).toHaveTextContent('$1,234.50');
    expect(screen.getByTestId('aed').textContent).toBe('AED\u00a01,234.50');
    expect(screen.getByTestId('eur')).toHaveTextContent('EUR 0.05');
    expect(screen.getByTestId('jpy')).toHaveTextContent('¥1,234.00');
    expect(screen.getByTestId('bhd')).toHaveTextContent('BHD 1.234');
  });

  it('keeps every digit of amounts beyond what a float can hold', () => {
    render(<Money data-testid="big" amount="9007199254740993" currency="USD" />);
    expect(screen.getByTestId('big')).toHaveTextContent('$90,071,992,547,409.93');
  });

  it('shows a minus sign for negatives, and with `signed` a + for credits, in tone colours that repeat the sign', () => {
    render(
      <div>
        <Money data-testid="debit" amount={-2500n} currency="GBP" tone="signed" />
        <Money data-testid="credit" amount={2500n} currency="GBP" tone="signed" />
        <Money data-testid="zero" amount={0n} currency="GBP" tone="signed" />
        <Money data-testid="plain" amount={-2500n} currency="GBP" />
      </div>,
    );
    expect(screen.getByTestId('debit')).toHaveTextContent('\u2212£25.00');
    expect(screen.getByTestId('credit')).toHaveTextContent('+£25.00');
    expect(screen.getByTestId('zero')).toHaveTextContent(/^£0\.00$/);
    expect(screen.getByTestId('plain')).toHaveTextContent('\u2212£25.00');
    expect(screen.getByTestId('debit').className).not.toBe(screen.getByTestId('credit').className);
    expect(screen.getByTestId('plain').className).toBe(screen.getByTestId('zero').className);
  });

  it('shows a decorative flag when asked, and keeps the amount left to right inside Arabic text', async () => {
    const { container } = render(<Money amount={100n} currency="AED" flag />);
    // The flag's own module loads on first use.
    await waitFor(() => expect(container.querySelector('img')).toHaveAttribute('alt', ''));
    expect(container.querySelector('[class*="amount"]')).toHaveTextContent('AED 1.00');
  });

  it('shows a dash and warns, instead of crashing, when given a float', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // @ts-expect-error — a number is refused by the type too.
    render(<Money data-testid="bad" amount={12.5} currency="USD" />);
    expect(screen.getByTestId('bad')).toHaveTextContent('—');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[@bank/ui] Money'));
    error.mockRestore();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        Balance <Money amount={123450n} currency="USD" flag size="xl" /> and{' '}
        <Money amount={-5n} currency="KWD" tone="signed" />
      </p>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('masks the figure: the bullets are hidden from screen readers, who hear "Balance hidden"', () => {
    render(
      <div>
        <Money data-testid="masked" amount={123450n} currency="AED" masked />
        <Money
          data-testid="named"
          amount={-2500n}
          currency="USD"
          tone="signed"
          masked
          label="Available balance"
        />
      </div>,
    );
    const masked = screen.getByTestId('masked');
    expect(masked).toHaveTextContent('•••• AED');
    expect(masked).not.toHaveTextContent('1,234.50');
    expect(masked.querySelector('[aria-hidden="true"]')).toHaveTextContent('•••• AED');
    expect(masked).toHaveTextContent('Balance hidden');
    const named = screen.getByTestId('named');
    expect(named).toHaveTextContent('Available balance hidden');
    // A masked debit does not give its sign away through colour.
    expect(named.className).toBe(screen.getByTestId('masked').className);
  });

  it('reads an optional label before the amount, in Arabic too, with Western digits and en-US grouping', () => {
    render(
      <UiProvider locale="ar">
        <Money data-testid="ar" amount={123456789n} currency="AED" label="الرصيد المتاح" />
        <Money data-testid="ar-masked" amount={1n} currency="AED" masked />
      </UiProvider>,
    );
    expect(screen.getByTestId('ar')).toHaveTextContent('الرصيد المتاح: AED 1,234,567.89');
    expect(screen.getByTestId('ar-masked')).toHaveTextContent('الرصيد مخفي');
  });

  it('gives its text as a string for accessible names', () => {
    expect(formatSignedMoney(-25000n, 'AED').text).toBe('\u2212AED\u00a0250.00');
    expect(formatSignedMoney('1200', 'USD', { signed: true })).toEqual({
      text: '+$12.00',
      sign: 1,
    });
    expect(formatSignedMoney(0n, 'USD', { signed: true })).toEqual({ text: '$0.00', sign: 0 });
  });

  it('has no axe violations when masked or labelled', async () => {
    const { container } = render(
      <p>
        <Money amount={123450n} currency="USD" masked flag size="xl" />{' '}
        <Money amount={5n} currency="KWD" label="On hold" />
      </p>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
