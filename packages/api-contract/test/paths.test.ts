import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_PATHS, callPath } from '../src/paths';
import { calls } from '../src/index';

describe('the call paths (@bank/api-contract/paths)', () => {
  it('hold the method and path of every call of the contract, under its id, and nothing else', () => {
    expect(Object.keys(API_PATHS).sort()).toEqual(Object.keys(calls).sort());
    for (const [id, call] of Object.entries(calls)) {
      expect(call.id, id).toBe(id);
      expect(API_PATHS[id as keyof typeof API_PATHS], id).toEqual({
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
  });

  it('import no zod: the app loads this module at run time', () => {
    const source = readFileSync(new URL('../src/paths.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/from\s+['"](zod|\.\/(?!paths)[^'"]+)['"]/);
  });
});
