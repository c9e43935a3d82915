import { describe, expect, it } from 'vitest';
import {
  checkSif,
  monthPeriod,
  routingMatchesIban,
  sifFileName,
  writeSif,
  type SifEmployee,
} from '../src/wps';

const header = {
  employerId: '1000000012345',
  routingCode: '809000101',
  month: '2026-11',
  createdAt: new Date('2026-11-27T06:30:00Z'),
  reference: 'Salaries November',
};
const employees: SifEmployee[] = [
  {
    personId: '10001016594125',
    routingCode: '703420114',
    iban: 'AE700340000221234567001',
    fixed: 850000n,
    variable: 12550n,
    leaveDays: 0,
  },
  {
    personId: '30305106000500',
    routingCode: '809000101',
    iban: 'AE370901234567890123456',
    fixed: 420000n,
    variable: 0n,
    leaveDays: 2,
  },
];

describe('the WPS salary information file', () => {
  it('writes an EDR per employee and the SCR last, named by the employer and Dubai time', () => {
    const sif = writeSif(header, employees);
    expect(sif.split('\r\n')).toEqual([
      'EDR,10001016594125,703420114,AE700340000221234567001,2026-11-01,2026-11-30,30,8500.00,125.50,0',
      'EDR,30305106000500,809000101,AE370901234567890123456,2026-11-01,2026-11-30,30,4200.00,0.00,2',
      'SCR,1000000012345,809000101,2026-11-27,1030,112026,2,12825.50,AED,Salaries November',
      '',
    ]);
    expect(sifFileName(header)).toBe('1000000012345261127103000.SIF');
    expect(monthPeriod('2028-02')).toEqual({ start: '2028-02-01', end: '2028-02-29', days: 29 });
  });

  it('accepts the file it writes', () => {
    const check = checkSif(writeSif(header, employees));
    expect(check.problems).toEqual([]);
    expect(check).toMatchObject({
      ok: true,
      summary: { employerId: '1000000012345', month: '2026-11', employees: 2, total: '12825.50' },
    });
  });

  it('refuses what agents reject, each with its line and why', () => {
    const good = writeSif(header, employees).split('\r\n');
    const edit = (i: number, field: number, value: string) => {
      const lines = [...good];
      const f = lines[i]!.split(',');
      f[field] = value;
      lines[i] = f.join(',');
      return checkSif(lines.join('\r\n'));
    };
    const codes = (c: ReturnType<typeof checkSif>) => c.problems.map((p) => `${p.line}:${p.code}`);
    expect(codes(edit(2, 7, '12825.49'))).toEqual(['3:total_mismatch']);
    expect(edit(2, 7, '12825.49').problems[0]!.message).toBe(
      "The SCR's total is 12825.49; the EDRs add up to 12825.50.",
    );
    expect(codes(edit(2, 6, '3'))).toEqual(['3:count_mismatch']);
    expect(codes(edit(0, 2, '302620122'))).toEqual(['1:routing_iban_mismatch']);
    expect(codes(edit(0, 1, '1000101659412'))).toEqual(['1:employee_id']);
    expect(codes(edit(1, 1, '10001016594125'))).toEqual(['2:employee_twice']);
    expect(codes(edit(0, 6, '31'))).toEqual(['1:days']);
    expect(codes(edit(0, 9, '31'))).toEqual(['1:leave_days']);
    expect(codes(edit(0, 3, 'AE700340000221234567002'))).toEqual(['1:iban']);
    expect(codes(edit(2, 5, '102026'))).toEqual([
      '1:period_outside_month',
      '2:period_outside_month',
    ]);
    expect(codes(edit(2, 1, '123'))).toEqual(['3:employer_id']);
    expect(codes(edit(2, 8, 'USD'))).toEqual(['3:currency']);
    expect(codes(checkSif(good.slice(0, 2).join('\r\n')))).toEqual(['2:no_scr']);
    expect(codes(checkSif([good[2], good[0], good[1]].join('\r\n')))).toContain('1:scr_not_last');
    expect(codes(checkSif(''))).toEqual(['1:empty']);
    expect(codes(edit(0, 0, 'EVP'))).toContain('1:record_type');
  });

  it('matches a routing code with the bank inside a UAE IBAN', () => {
    expect(routingMatchesIban('703420114', 'AE700340000221234567001')).toBe(true);
    expect(routingMatchesIban('302620122', 'AE700340000221234567001')).toBe(false);
    expect(routingMatchesIban('70342011', 'AE700340000221234567001')).toBe(false);
  });
});

describe('the SIF checker, line by line', () => {
  const good = () => writeSif(header, employees).split('\r\n').filter(Boolean);
  const codes = (text: string) => checkSif(text).problems.map((p) => `${p.line}:${p.code}`);
  const withLine = (i: number, line: string) => {
    const lines = good();
    lines[i] = line;
    return lines.join('\n');
  };

  it('reads amounts without decimals or with one, a BOM, LF line ends and blank lines at the end', () => {
    const lines = good();
    lines[0] = lines[0]!.replace(',8500.00,125.50,', ',8500,125.5,');
    expect(checkSif(`\uFEFF${lines.join('\n')}\n\n`).problems).toEqual([]);
  });

  it('names what is wrong in an EDR', () => {
    expect(codes(withLine(0, 'EDR,1,2,3'))).toEqual(['1:field_count', '3:total_mismatch']);
    expect(codes(withLine(0, good()[0]!.replace(',703420114,', ',70342011,')))).toEqual([
      '1:routing_code',
    ]);
    expect(codes(withLine(0, good()[0]!.replace(',2026-11-30,', ',2026-10-30,')))).toEqual(
      ['1:date', '3:total_mismatch'].slice(0, 1),
    );
    expect(codes(withLine(0, good()[0]!.replace(',2026-11-01,', ',01-11-2026,')))).toContain(
      '1:date',
    );
    expect(codes(withLine(0, good()[0]!.replace(',30,8500.00,', ',thirty,8500.00,')))).toEqual([
      '1:days',
    ]);
    expect(codes(withLine(0, good()[0]!.replace(/,0$/, ',x')))).toEqual(['1:leave_days']);
    expect(codes(withLine(0, good()[0]!.replace(',8500.00,', ',8500.005,')))).toEqual([
      '1:amount',
      '3:total_mismatch',
    ]);
    expect(codes(withLine(0, good()[0]!.replace(',125.50,', ',-1,')))).toEqual([
      '1:amount',
      '3:total_mismatch',
    ]);
    expect(
      codes(withLine(0, good()[0]!.replace('AE700340000221234567001', 'GB82WEST12345698765432'))),
    ).toEqual(['1:iban']);
    expect(codes(withLine(0, good()[0]!.replace('EDR', 'Edr')))).toContain('1:record_type');
  });

  it('names what is wrong in the SCR', () => {
    const scr = () => good()[2]!;
    expect(codes(withLine(2, 'SCR,1,2'))).toEqual(['3:field_count']);
    expect(codes(withLine(2, scr().replace(',809000101,', ',80900010,')))).toEqual([
      '3:routing_code',
    ]);
    expect(codes(withLine(2, scr().replace(',2026-11-27,', ',27-11-2026,')))).toEqual(['3:date']);
    expect(codes(withLine(2, scr().replace(',1030,', ',10:30,')))).toEqual(['3:date']);
    expect(codes(withLine(2, scr().replace(',112026,', ',132026,')))).toEqual(['3:month']);
    expect(checkSif(withLine(2, scr().replace(',112026,', ',132026,'))).summary).toBeNull();
    expect(codes(withLine(2, scr().replace(',12825.50,', ',12825.5x,')))).toEqual([
      '3:total_mismatch',
    ]);
    // Two control records: the first is not last, and there is one too many.
    const lines = good();
    expect(codes([lines[0], lines[2], lines[1], lines[2]].join('\n'))).toEqual([
      '2:scr_not_last',
      '4:scr_not_last',
    ]);
  });

  it('holds plain ASCII only', () => {
    const lines = good();
    lines[0] = lines[0]!.replace('EDR,', 'EDR,');
    expect(codes(lines.join('\n').replace('Salaries', 'Salariés'))).toEqual(['1:not_ascii']);
  });
});
