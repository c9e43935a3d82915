import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flagJPY, flagUSD, svgDataUrl } from '@bank/lookups';
import { CurrencyFlag, preloadCurrencyFlags } from './CurrencyFlag';
import { axeViolations } from '../../test/axe';

describe('CurrencyFlag', () => {
  it('holds the place with a box of the same size until the flag has loaded, then shows it', async () => {
    const { container } = render(<CurrencyFlag code="USD" />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.tagName).toBe('SPAN');
    expect(box).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() =>
      expect(container.querySelector('img')).toHaveAttribute('src', svgDataUrl(flagUSD)),
    );
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('draws a flag already loaded at once, and follows a new currency', async () => {
    await preloadCurrencyFlags(['JPY']);
    const { container, rerender } = render(<CurrencyFlag code="JPY" />);
    expect(container.querySelector('img')).toHaveAttribute('src', svgDataUrl(flagJPY));
    rerender(<CurrencyFlag code="UGX" />);
    await waitFor(() =>
      expect(container.querySelector('img')?.getAttribute('src')).not.toBe(svgDataUrl(flagJPY)),
    );
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });
});
