import { describe, expect, it } from 'vitest';
import {
  checkPurposeCode,
  getPurposeCode,
  getPurposeCodeGroups,
  isWithdrawnPurposeCode,
  purposeCodes,
  withdrawnPurposeCodes,
} from '../src/purpose-codes';

describe('purpose codes', () => {
  it('has the 112 active codes, each three capital letters, sorted and unique', () => {
    expect(purposeCodes).toHaveLength(112);
    const codes = purposeCodes.map((p) => p.code);
    expect(codes.every((c) => /^[A-Z]{3}$/.test(c))).toBe(true);
    expect(codes).toEqual([...codes].sort());
    expect(new Set(codes).size).toBe(112);
    expect(purposeCodes.every((p) => p.description.length > 3)).toBe(true);
  });

  it('covers the spec’s examples', () => {
    const examples = {
      SAL: /salary/i,
      FAM: /family/i,
      RNT: /rent/i,
      EDU: /education/i,
      GDI: /goods/i,
      LND: /loan/i,
      PIN: /investment/i,
      UTL: /utility/i,
      OAT: /own account/i,
    };
    for (const [code, description] of Object.entries(examples)) {
      expect(getPurposeCode(code)?.description, code).toMatch(description);
    }
  });

  it('flags the three codes seen in a single source', () => {
    expect(purposeCodes.filter((p) => p.singleSource).map((p) => p.code)).toEqual([
      'TAX',
      'UFP',
      'XAT',
    ]);
  });

  it('keeps the 6 withdrawn codes apart from the active ones', () => {
    expect(withdrawnPurposeCodes.map((w) => w.code)).toEqual([
      'GDS',
      'REM',
      'MIS',
      'RBC',
      'ROC',
      'INV',
    ]);
    for (const w of withdrawnPurposeCodes) {
      expect(getPurposeCode(w.code)).toBeUndefined();
      expect(w.withdrawnOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const r of w.replacedBy) expect(getPurposeCode(r)).toBeDefined();
    }
  });

  it('groups every active code exactly once, most common groups first', () => {
    const groups = getPurposeCodeGroups();
    expect(groups).toHaveLength(13);
    expect(groups[0]?.id).toBe('personal');
    expect(
      groups.every(
        (g) => g.codes.length > 0 && g.label.length > 0 && !/\((BOP|domestic)\)/.test(g.label),
      ),
    ).toBe(true);
    expect(groups.flatMap((g) => g.codes.map((c) => c.code)).sort()).toEqual(
      purposeCodes.map((p) => p.code),
    );
    for (const g of groups) expect(g.codes.every((c) => c.group === g.id)).toBe(true);
    expect(groups.find((g) => g.id === 'goods')).toMatchObject({ label: 'Goods', kind: 'bop' });
    expect(groups.find((g) => g.id === 'personal')?.kind).toBe('domestic');
  });

  it('finds active codes in any case and nothing else', () => {
    expect(getPurposeCode('sal')?.code).toBe('SAL');
    expect(getPurposeCode(' OAT ')?.description).toBe('Own account transfer');
    expect(getPurposeCode('GDS')).toBeUndefined();
    expect(getPurposeCode('XYZ')).toBeUndefined();
  });

  it('tells a withdrawn code', () => {
    expect(isWithdrawnPurposeCode('GDS')).toBe(true);
    expect(isWithdrawnPurposeCode('rem')).toBe(true);
    expect(isWithdrawnPurposeCode('SAL')).toBe(false);
    expect(isWithdrawnPurposeCode('XYZ')).toBe(false);
  });

  it('accepts an active code', () => {
    expect(checkPurposeCode('fam')).toEqual({ ok: true, purpose: getPurposeCode('FAM') });
  });

  it('refuses a withdrawn code with a specific message naming its replacements', () => {
    const gds = checkPurposeCode('GDS');
    expect(gds).toMatchObject({
      ok: false,
      reason: 'withdrawn',
      code: 'GDS',
      replacedBy: ['GDE', 'GDI'],
    });
    expect(!gds.ok && gds.message).toBe(
      'Purpose code GDS was withdrawn by the UAE Central Bank on 2018-12-01 and can no longer be used: use GDE or GDI instead.',
    );
    const rem = checkPurposeCode('rem');
    expect(rem).toMatchObject({ ok: false, reason: 'withdrawn', code: 'REM', replacedBy: [] });
    expect(!rem.ok && rem.message).toBe(
      'Purpose code REM was withdrawn by the UAE Central Bank on 2017-09-10 and can no longer be used: choose another purpose of payment.',
    );
  });

  it('refuses an unknown code', () => {
    expect(checkPurposeCode('xyz')).toEqual({
      ok: false,
      reason: 'unknown',
      code: 'XYZ',
      message: '"XYZ" is not a UAE purpose-of-payment code.',
    });
  });
});
