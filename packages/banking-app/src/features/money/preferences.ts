// Two choices remembered on this device (localStorage), for every screen showing money: whether
// balances are hidden (someone looking over the shoulder), and the currency of the home's total.
// Other tabs follow through the storage event; this tab's screens through a listener set.
import { useCallback, useSyncExternalStore } from 'react';
import { isCurrencyCode, type CurrencyCode } from '@bank/lookups/currencies';

export const HIDE_BALANCES_KEY = 'sadu.hideBalances';
const DISPLAY_CURRENCY_KEY = 'sadu.displayCurrency';
/** A UAE bank's customers count in dirhams unless they choose otherwise. */
const DEFAULT_DISPLAY_CURRENCY: CurrencyCode = 'AED';

const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // No storage: the choice lasts while the page is open.
    memory.set(key, value);
  }
  listeners.forEach((l) => l());
}

const memory = new Map<string, string | null>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === HIDE_BALANCES_KEY || event.key === DISPLAY_CURRENCY_KEY || event.key === null)
      listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const current = (key: string) => (memory.has(key) ? memory.get(key)! : read(key));

/** Whether balances are hidden on this device, and a switch. */
export function useHiddenBalances(): [boolean, (hidden: boolean) => void] {
  const hidden = useSyncExternalStore(
    subscribe,
    () => current(HIDE_BALANCES_KEY) === '1',
    () => false,
  );
  const set = useCallback((value: boolean) => write(HIDE_BALANCES_KEY, value ? '1' : null), []);
  return [hidden, set];
}

const displayOf = (stored: string | null): CurrencyCode =>
  isCurrencyCode(stored) ? stored : DEFAULT_DISPLAY_CURRENCY;

/** The currency of the home's total on this device, read once (the home's loader asks its rates). */
export function displayCurrency(): CurrencyCode {
  return displayOf(current(DISPLAY_CURRENCY_KEY));
}

/** The currency of the home's total on this device (AED until chosen). */
export function useDisplayCurrency(): [CurrencyCode, (code: CurrencyCode) => void] {
  const stored = useSyncExternalStore(
    subscribe,
    () => current(DISPLAY_CURRENCY_KEY),
    () => null,
  );
  const set = useCallback((code: CurrencyCode) => write(DISPLAY_CURRENCY_KEY, code), []);
  return [displayOf(stored), set];
}
