import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_PATHS, callPath } from '../src/paths';
import { MORE_PATHS } from '../src/paths-more';
import { calls } from '../src/index';

describe('the call paths (@bank/api-contract/paths)', () => {
  it('hold the method and path of every call of the contract, under its id, once, and nothing else', () => {
    const all: Record<string, unknown> = { ...API_PATHS, ...MORE_PATHS };
    expect(Object.keys(API_PATHS).filter((id) => id in MORE_PATHS)).toEqual([]);
    expect(Object.keys(all).sort()).toEqual(Object.keys(calls).sort());
    for (const [id, call] of Object.entries(calls)) {
      expect(call.id, id).toBe(id);
      expect(all[id], id).toEqual({
        method: call.method,
        path: call.path,
      });
    }
  });

  it('fill path parameters, each value encoded as one segment', () => {
    expect(callPath('isAuthorised')).toBe('/customer/isauthorised');
    expect(callPath('revokeSession', { session_id: '3f1c2b9e' })).toBe(
      '/security/sessions/3f1c2b9e',
    );
    expect(
      callPath('approveReview', { transaction_type: 'external_transfer', transaction_id: 'a/b' }),
    ).toBe('/review/external_transfer/a%2Fb/approve');
    expect(() => callPath('getWallet')).toThrow(
      'getWallet (/wallet/:wallet_id): no value for :wallet_id.',
    );
    // A call of the second table: its path from that table.
    expect(callPath('getBulkPayment', { batch_id: 'b1' }, MORE_PATHS)).toBe('/bulk_payments/b1');
    expect(() => callPath('getBulkPayment', { batch_id: 'b1' })).toThrow(/second table/);
  });

  it('import no zod: the app loads these modules at run time', () => {
    for (const file of ['../src/paths.ts', '../src/paths-more.ts']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      expect(source).not.toMatch(/from\s+['"](zod|\.\/(?!paths)[^'"]+)['"]/);
    }
  });
});
