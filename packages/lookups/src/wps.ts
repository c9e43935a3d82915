// The UAE's Wage Protection System (issue 28): the Salary Information File (SIF) an employer's bank
// sends to a WPS agent, written and checked here, in the browser and on the server alike.
//
// The format (Central Bank of the UAE, "Wages Protection System — File formats", v1.1; the banks'
// SIF creation guides repeat it): ASCII, comma-separated, one Employee Detail Record per employee
// and one Salary Control Record, the last line. The file is named <employer id><YYMMDDHHMMSS>.SIF.
//
//   EDR, employee id (the 14-digit person id on the labour card, MOHRE's, zero-padded),
//        agent id (the 9-digit routing code of the employee's bank), the employee's account (IBAN),
//        pay start (YYYY-MM-DD), pay end, days in period, income fixed, income variable (2 decimals),
//        days on leave without pay in the period
//   SCR, employer id (the 13-digit MOHRE establishment id), routing code of the employer's bank,
//        file creation date (YYYY-MM-DD), creation time (HHMM), salary month (MMYYYY),
//        number of EDRs, total salary (fixed + variable of every EDR), currency (AED), employer reference
//
// Agents reject a whole file for any of: a malformed record, an id of the wrong length, a routing
// code that is not the IBAN's bank (the routing code's digits 2–4 are the bank identifier inside a
// UAE IBAN, its characters 5–7), an employee twice, a period not within the salary month, days that
// do not add up, a total or a count in the SCR that is not the EDRs'. A period that overlaps one
// already paid is refused by the bank before the file is made (it needs the company's history).
import { validateIBAN } from 'ibantools';

export interface SifEmployee {
  /** The 14-digit person id (fewer digits are padded with zeros). */
  personId: string;
  routingCode: string;
  iban: string;
  /** AED fils. */
  fixed: bigint;
  variable: bigint;
  leaveDays: number;
}

export interface SifHeader {
  employerId: string;
  /** The employer's bank's routing code. */
  routingCode: string;
  /** The salary month, YYYY-MM. */
  month: string;
  createdAt: Date;
  reference: string;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const fils = (minor: bigint) => `${minor / 100n}.${pad2(Number(minor % 100n))}`;

/** The month's first and last days (YYYY-MM-DD) and its number of days. */
export function monthPeriod(month: string): { start: string; end: string; days: number } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${pad2(days)}`, days };
}

/** Dubai's date and time of `at` (UTC+4): the SIF's creation fields. */
function dubai(at: Date) {
  const local = new Date(at.getTime() + 4 * 3600 * 1000).toISOString();
  return {
    date: local.slice(0, 10),
    hhmm: local.slice(11, 13) + local.slice(14, 16),
    stamp: local.slice(2, 19).replace(/\D/g, ''),
  };
}

/** The SIF's file name: <employer id><YYMMDDHHMMSS>.SIF, Dubai time. */
export function sifFileName(header: Pick<SifHeader, 'employerId' | 'createdAt'>): string {
  return `${header.employerId}${dubai(header.createdAt).stamp}.SIF`;
}

/** The SIF of a salary month: an EDR per employee, then the SCR. */
export function writeSif(header: SifHeader, employees: readonly SifEmployee[]): string {
  const { start, end, days } = monthPeriod(header.month);
  const lines = employees.map((e) =>
    [
      'EDR',
      e.personId.padStart(14, '0'),
      e.routingCode,
      e.iban,
      start,
      end,
      String(days),
      fils(e.fixed),
      fils(e.variable),
      String(e.leaveDays),
    ].join(','),
  );
  const total = employees.reduce((sum, e) => sum + e.fixed + e.variable, 0n);
  const created = dubai(header.createdAt);
  const [y, m] = header.month.split('-');
  lines.push(
    [
      'SCR',
      header.employerId,
      header.routingCode,
      created.date,
      created.hhmm,
      `${m}${y}`,
      String(employees.length),
      fils(total),
      'AED',
      header.reference.replace(/[^A-Za-z0-9 ]/g, '').slice(0, 35),
    ].join(','),
  );
  return `${lines.join('\r\n')}\r\n`;
}

export type SifProblemCode =
  | 'empty'
  | 'not_ascii'
  | 'record_type'
  | 'field_count'
  | 'no_scr'
  | 'scr_not_last'
  | 'employee_id'
  | 'employee_twice'
  | 'routing_code'
  | 'iban'
  | 'routing_iban_mismatch'
  | 'date'
  | 'period_outside_month'
  | 'days'
  | 'leave_days'
  | 'amount'
  | 'employer_id'
  | 'month'
  | 'count_mismatch'
  | 'total_mismatch'
  | 'currency';

export interface SifProblem {
  /** The file's line (1-based). */
  line: number;
  code: SifProblemCode;
  values: Record<string, string | number>;
  message: string;
}

export interface SifCheck {
  ok: boolean;
  problems: SifProblem[];
  /** What the file says, when its SCR reads. */
  summary: { employerId: string; month: string; employees: number; total: string } | null;
}

/** A record's fields as split (at least N of them, each text). */
type Fields<N extends number, T extends string[] = []> = T['length'] extends N
  ? T
  : Fields<N, [...T, string]>;

const DIGITS = (n: number) => new RegExp(`^\\d{${n}}$`);
const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** An amount the AMOUNT pattern accepted ("8500", "8500.5", "8500.50") in fils. */
const toFils = (text: string) => {
  const [int, frac] = text.split('.') as [string, string?];
  return BigInt(int) * 100n + BigInt((frac ?? '').padEnd(2, '0'));
};
const dayNumber = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) /
  86_400_000;

/** Checks a SIF as a WPS agent would: every problem, with its line, in words. */
export function checkSif(text: string): SifCheck {
  const problems: SifProblem[] = [];
  const add = (
    line: number,
    code: SifProblemCode,
    message: string,
    values: SifProblem['values'] = {},
  ) => problems.push({ line, code, values, message });
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  while (lines.length > 0 && (lines[lines.length - 1] as string).trim() === '') lines.pop();
  if (lines.length === 0) {
    add(1, 'empty', 'The file is empty.');
    return { ok: false, problems, summary: null };
  }
  if (/[^\x20-\x7E\r\n]/.test(text.replace(/^\uFEFF/, '')))
    add(
      1,
      'not_ascii',
      'A SIF holds plain ASCII only: remove accents, Arabic letters and symbols.',
    );
  const seen = new Map<string, number>();
  let count = 0;
  let total = 0n;
  let scr: { line: number; fields: string[] } | null = null;
  const periods: { line: number; start: string; end: string }[] = [];
  lines.forEach((raw, i) => {
    const line = i + 1;
    const f = raw.split(',').map((x) => x.trim());
    const type = f[0] as string;
    if (type === 'SCR') {
      if (scr) add(line, 'scr_not_last', 'A SIF has one Salary Control Record (SCR).');
      scr = { line, fields: f };
      if (line !== lines.length)
        add(line, 'scr_not_last', 'The SCR must be the last line of the file.');
      return;
    }
    if (type !== 'EDR') {
      add(
        line,
        'record_type',
        `A line starts with EDR (an employee) or SCR (the control record), not “${type}”.`,
        { type },
      );
      return;
    }
    count += 1;
    if (f.length !== 10) {
      add(line, 'field_count', `An EDR has 10 fields; this one has ${f.length}.`, {
        count: f.length,
      });
      return;
    }
    // Ten fields, counted above.
    const [, id, routing, iban, start, end, days, fixed, variable, leave] = f as Fields<10>;
    const first = seen.get(id);
    if (!DIGITS(14).test(id))
      add(
        line,
        'employee_id',
        `The employee id is the 14-digit person id of the labour card (padded with zeros); “${id}” is not.`,
        { id },
      );
    else if (first !== undefined)
      add(
        line,
        'employee_twice',
        `Employee ${id} is already on line ${first}: one EDR per employee.`,
        { id, first },
      );
    else seen.set(id, line);
    if (!DIGITS(9).test(routing))
      add(
        line,
        'routing_code',
        `The agent id is the 9-digit routing code of the employee's bank; “${routing}” is not.`,
        { routing },
      );
    if (!validateIBAN(iban).valid || !iban.startsWith('AE'))
      add(line, 'iban', `“${iban}” is not a valid UAE IBAN.`, { iban });
    else if (DIGITS(9).test(routing) && routing.slice(1, 4) !== iban.slice(4, 7))
      add(
        line,
        'routing_iban_mismatch',
        `The routing code ${routing} is of bank ${routing.slice(1, 4)}, and the IBAN of an account at bank ${iban.slice(4, 7)}.`,
        {
          routing,
          routing_bank: routing.slice(1, 4),
          iban_bank: iban.slice(4, 7),
        },
      );
    if (!DATE.test(start) || !DATE.test(end) || end < start) {
      add(
        line,
        'date',
        'The pay start and end dates are written YYYY-MM-DD, the end on or after the start.',
      );
    } else {
      periods.push({ line, start, end });
      const span = dayNumber(end) - dayNumber(start) + 1;
      if (!/^\d{1,3}$/.test(days) || Number(days) !== span)
        add(line, 'days', `From ${start} to ${end} is ${span} days; the record says ${days}.`, {
          span,
          days,
        });
      if (!/^\d{1,3}$/.test(leave) || Number(leave) > span)
        add(
          line,
          'leave_days',
          `The days on leave (${leave}) must be a number of days within the period (${span}).`,
          { leave, span },
        );
    }
    if (!AMOUNT.test(fixed) || !AMOUNT.test(variable))
      add(
        line,
        'amount',
        'The fixed and variable income are amounts with at most 2 decimals, such as 8500.00 (0.00 when none).',
      );
    else total += toFils(fixed) + toFils(variable);
  });
  const control = scr as { line: number; fields: string[] } | null;
  if (!control) {
    add(
      lines.length,
      'no_scr',
      'The file has no Salary Control Record (SCR): it must be the last line.',
    );
    return { ok: false, problems, summary: null };
  }
  const c = control.fields;
  const at = control.line;
  if (c.length < 9 || c.length > 10) {
    add(at, 'field_count', `The SCR has 9 or 10 fields; this one has ${c.length}.`, {
      count: c.length,
    });
    return { ok: false, problems, summary: null };
  }
  // Nine fields at least, counted above (the tenth, the employer's reference, is free).
  const [, employer, routing, date, time, month, edrs, sum, currency] = c as Fields<9>;
  if (!DIGITS(13).test(employer))
    add(
      at,
      'employer_id',
      `The employer id is the establishment's 13-digit id at the Ministry of Human Resources and Emiratisation; “${employer}” is not.`,
      { employer },
    );
  if (!DIGITS(9).test(routing))
    add(
      at,
      'routing_code',
      `The employer's bank routing code has 9 digits; “${routing}” does not.`,
      { routing },
    );
  if (!DATE.test(date) || !/^\d{4}$/.test(time))
    add(at, 'date', 'The file creation date and time are written YYYY-MM-DD and HHMM.');
  const monthOk = /^(0[1-9]|1[0-2])\d{4}$/.test(month);
  if (!monthOk)
    add(
      at,
      'month',
      `The salary month is written MMYYYY (112026 for November 2026); “${month}” is not.`,
      { month },
    );
  else {
    const ym = `${month.slice(2)}-${month.slice(0, 2)}`;
    for (const p of periods)
      if (p.start.slice(0, 7) !== ym || p.end.slice(0, 7) !== ym)
        add(
          p.line,
          'period_outside_month',
          `The pay period ${p.start} to ${p.end} is not within the salary month ${ym}.`,
          { month: ym },
        );
  }
  if (edrs !== String(count))
    add(at, 'count_mismatch', `The SCR counts ${edrs} employees; the file has ${count} EDRs.`, {
      said: edrs,
      count,
    });
  if (!AMOUNT.test(sum) || toFils(sum) !== total)
    add(at, 'total_mismatch', `The SCR's total is ${sum}; the EDRs add up to ${fils(total)}.`, {
      said: sum,
      total: fils(total),
    });
  if (currency !== 'AED')
    add(at, 'currency', `Salaries are paid in AED; the SCR says “${currency}”.`, { currency });
  return {
    ok: problems.length === 0,
    problems,
    summary: monthOk
      ? {
          employerId: employer,
          month: `${month.slice(2)}-${month.slice(0, 2)}`,
          employees: count,
          total: sum,
        }
      : null,
  };
}

/** A UAE routing code is of the bank inside the IBAN (its digits 2–4, the IBAN's characters 5–7). */
export function routingMatchesIban(routingCode: string, iban: string): boolean {
  return (
    /^\d{9}$/.test(routingCode) &&
    iban.startsWith('AE') &&
    routingCode.slice(1, 4) === iban.slice(4, 7)
  );
}
