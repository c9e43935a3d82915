// The bank a BIC names, asked of the backend's directory once the BIC is complete and well formed:
// found (its name and address are shown and sent), unknown or not reachable (the customer types them).
import { useEffect, useRef, useState } from 'react';
import type { Bank } from '@bank/api-contract';
import { lookUpBank } from './lookUpBank';
import { checkBic, compactBic } from './accountRules';

export type BankLookup =
  | { status: 'idle' }
  | { status: 'looking'; bic: string }
  | { status: 'found'; bic: string; bank: Bank }
  | { status: 'unknown'; bic: string }
  | { status: 'failed'; bic: string };

export function useBankLookup(bicText: string): BankLookup {
  const bic = checkBic(bicText) ? '' : compactBic(bicText);
  const known = useRef(new Map<string, BankLookup>());
  const [result, setResult] = useState<BankLookup>({ status: 'idle' });

  useEffect(() => {
    if (!bic) return;
    const cached = known.current.get(bic);
    if (cached) {
      setResult(cached);
      return;
    }
    let live = true;
    setResult({ status: 'looking', bic });
    void lookUpBank(bic).then((res) => {
      const next: BankLookup = res.data
        ? { status: 'found', bic, bank: res.data.data }
        : res.status === 404
          ? { status: 'unknown', bic }
          : { status: 'failed', bic };
      // A failure may pass: ask again next time rather than remember it.
      if (next.status !== 'failed') known.current.set(bic, next);
      if (live) setResult(next);
    });
    return () => {
      live = false;
    };
  }, [bic]);

  return bic && result.status !== 'idle' && result.bic === bic
    ? result
    : bic
      ? { status: 'looking', bic }
      : { status: 'idle' };
}
