import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { flagAED } from '@bank/lookups';
import type * as Lookups from '@bank/lookups';
import { CurrencyFlag } from './CurrencyFlag';

// The first fetch of the dirham's flag fails (a network blip); the next one works.
const load = vi.hoisted(() => vi.fn());
vi.mock('@bank/lookups', async (original) => {
  const lookups = await original<typeof Lookups>();
  load
    .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
    .mockImplementation(lookups.loadCurrencyFlag);
  return { ...lookups, loadCurrencyFlag: load };
});

describe('CurrencyFlag: its module cannot load', () => {
  it('keeps the quiet box in the flag’s place, and the next flag drawn tries again', async () => {
    const first = render(<CurrencyFlag code="AED" />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // The load has failed: no flag, and the box still holds the place.
    expect(first.container.querySelector('img')).toBeNull();
    expect(first.container.querySelector('span[aria-hidden="true"]')).toBeInTheDocument();
    first.unmount();

    const second = render(<CurrencyFlag code="AED" />);
    await waitFor(() => expect(second.container.querySelector('img')).toBeInTheDocument());
    expect(load).toHaveBeenCalledTimes(2);
    expect(
      decodeURIComponent(second.container.querySelector('img')!.getAttribute('src')!),
    ).toContain(flagAED.slice(0, 40));
  });
});
