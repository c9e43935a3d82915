// Payroll through the UAE's Wage Protection System (issue 28): the company keeps its employees
// (name, the 14-digit person id of the labour card, IBAN, the 9-digit routing code of their bank,
// the fixed monthly salary), its establishment id at the Ministry of Human Resources and
// Emiratisation (the SIF's employer id), and runs a payroll month: each employee's fixed and
// variable pay and days on leave. The month is checked as WPS agents check a Salary Information
// File (@bank/lookups/wps) and against the company's earlier months (a period paid twice is
// refused), then paid from the AED wallet as a batch of kind payroll (the bulk payments' batch,
// approval rules and sending). The SIF is downloaded; any SIF can be checked before it is sent.
import { z } from 'zod';
import { defineCall, envelope, isoDateTime, rawText, text, uuidSchema } from './common';
import { bulkBatchSchema } from './bulk-payments';
import { minorAmountInputSchema, moneySchema } from './money';
import { MORE_PATHS as API_PATHS } from './paths-more';

export const employeeInputSchema = z.object({
  name: text().min(1, "Enter the employee's name.").max(70),
  person_id: text().regex(/^\d{1,14}$/, 'The person id on the labour card has up to 14 digits.'),
  iban: text().max(34),
  routing_code: text().regex(/^\d{9}$/, "The routing code of the employee's bank has 9 digits."),
  /** The fixed monthly salary, AED fils. */
  fixed_salary_minor: minorAmountInputSchema,
});

export const employeeSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  /** 14 digits, zero-padded. */
  person_id: z.string(),
  iban: z.string(),
  routing_code: z.string(),
  fixed_salary: moneySchema,
  active: z.boolean(),
  created_at: isoDateTime,
});
export type Employee = z.infer<typeof employeeSchema>;

export const payrollSettingsSchema = z.object({
  /** The establishment's 13-digit id at the Ministry of Human Resources and Emiratisation; null: not given yet. */
  employer_id: z.string().nullable(),
  /** This bank's routing code (the SIF's employer bank). */
  bank_routing_code: z.string(),
});

export const payrollLineInputSchema = z.object({
  employee_id: uuidSchema,
  fixed_minor: rawText().regex(/^\d{1,13}$/, 'Write the amount in fils as digits.'),
  variable_minor: rawText().regex(/^\d{1,13}$/, 'Write the amount in fils as digits.'),
  leave_days: z.number().int().min(0).max(31),
});

export const payrollLineSchema = z.object({
  employee: employeeSchema,
  fixed: moneySchema,
  variable: moneySchema,
  leave_days: z.number().int(),
  net: moneySchema,
  /** The batch's row paying it. */
  line: z.number().int(),
});

export const payrollRunSchema = z.object({
  id: uuidSchema,
  /** YYYY-MM. */
  month: z.string(),
  pay_start: z.string(),
  pay_end: z.string(),
  total: moneySchema,
  lines: z.array(payrollLineSchema),
  /** The batch that pays it (status, approvals, each row's outcome). */
  batch: bulkBatchSchema,
  created_at: isoDateTime,
});
export type PayrollRun = z.infer<typeof payrollRunSchema>;

export const sifProblemSchema = z.object({
  line: z.number().int(),
  code: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
});

export const sifCheckSchema = z.object({
  ok: z.boolean(),
  problems: z.array(sifProblemSchema),
  summary: z
    .object({
      employer_id: z.string(),
      month: z.string(),
      employees: z.number().int(),
      total: z.string(),
    })
    .nullable(),
});

const byEmployee = z.object({ employee_id: uuidSchema });
const byRun = z.object({ run_id: uuidSchema });

export const listEmployees = defineCall({
  id: 'listEmployees',
  area: 'payroll',
  method: API_PATHS.listEmployees.method,
  path: API_PATHS.listEmployees.path,
  summary: "The company's employees (active first) and its WPS settings",
  auth: 'bearer',
  status: 200,
  response: envelope(
    z.object({ employees: z.array(employeeSchema), settings: payrollSettingsSchema }),
  ),
  errors: ['forbidden'],
});

export const addEmployee = defineCall({
  id: 'addEmployee',
  area: 'payroll',
  method: API_PATHS.addEmployee.method,
  path: API_PATHS.addEmployee.path,
  summary: 'Add an employee (approvers and administrators)',
  description:
    'The IBAN must be a valid UAE IBAN and the routing code of its bank (the routing code’s digits 2–4 are the bank ' +
    'identifier inside the IBAN); a person id already on the payroll is refused.',
  auth: 'bearer',
  body: employeeInputSchema,
  status: 201,
  response: envelope(employeeSchema),
  errors: ['forbidden', 'invalid_state'],
});

export const updateEmployee = defineCall({
  id: 'updateEmployee',
  area: 'payroll',
  method: API_PATHS.updateEmployee.method,
  path: API_PATHS.updateEmployee.path,
  summary: 'Change an employee’s details (approvers and administrators)',
  auth: 'bearer',
  params: byEmployee,
  body: employeeInputSchema,
  status: 200,
  response: envelope(employeeSchema),
  errors: ['not_found', 'forbidden', 'invalid_state'],
});

export const removeEmployee = defineCall({
  id: 'removeEmployee',
  area: 'payroll',
  method: API_PATHS.removeEmployee.method,
  path: API_PATHS.removeEmployee.path,
  summary: 'Take an employee off the payroll (kept for the months already paid)',
  auth: 'bearer',
  params: byEmployee,
  status: 200,
  response: envelope(employeeSchema),
  errors: ['not_found', 'forbidden'],
});

export const updatePayrollSettings = defineCall({
  id: 'updatePayrollSettings',
  area: 'payroll',
  method: API_PATHS.updatePayrollSettings.method,
  path: API_PATHS.updatePayrollSettings.path,
  summary: "Set the establishment's employer id (administrators)",
  auth: 'bearer',
  body: z.object({
    employer_id: text().regex(/^\d{13}$/, 'The employer id of the establishment has 13 digits.'),
  }),
  status: 200,
  response: envelope(payrollSettingsSchema),
  errors: ['forbidden'],
});

export const createPayrollRun = defineCall({
  id: 'createPayrollRun',
  area: 'payroll',
  method: API_PATHS.createPayrollRun.method,
  path: API_PATHS.createPayrollRun.path,
  summary: 'Prepare a payroll month: checked, and a payroll batch to submit',
  description:
    'A month already paid (or waiting) is refused (409 invalid_state, naming it), as is a month without the employer ' +
    'id, an employee twice, or off the payroll. Each line: fixed and variable pay in fils, days on leave without pay.',
  auth: 'bearer',
  body: z.object({
    month: rawText().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose the month (YYYY-MM).'),
    lines: z.array(payrollLineInputSchema).min(1, 'Add at least one employee.').max(1000),
  }),
  status: 201,
  response: envelope(payrollRunSchema),
  errors: ['forbidden', 'invalid_state', 'not_found'],
});

export const listPayrollRuns = defineCall({
  id: 'listPayrollRuns',
  area: 'payroll',
  method: API_PATHS.listPayrollRuns.method,
  path: API_PATHS.listPayrollRuns.path,
  summary: "The company's payroll months, newest first",
  auth: 'bearer',
  status: 200,
  response: envelope(z.array(payrollRunSchema.omit({ lines: true }))),
  errors: ['forbidden'],
});

export const getPayrollRun = defineCall({
  id: 'getPayrollRun',
  area: 'payroll',
  method: API_PATHS.getPayrollRun.method,
  path: API_PATHS.getPayrollRun.path,
  summary: 'One payroll month with its lines and its batch',
  auth: 'bearer',
  params: byRun,
  status: 200,
  response: envelope(payrollRunSchema),
  errors: ['not_found'],
});

/** Answers the file (text/plain), not JSON. */
export const downloadPayrollSif = defineCall({
  id: 'downloadPayrollSif',
  area: 'payroll',
  method: API_PATHS.downloadPayrollSif.method,
  path: API_PATHS.downloadPayrollSif.path,
  summary: "The month's Salary Information File (SIF), named <employer id><YYMMDDHHMMSS>.SIF",
  auth: 'bearer',
  params: byRun,
  status: 200,
  response: z.string(),
  errors: ['not_found'],
});

export const checkSifFile = defineCall({
  id: 'checkSifFile',
  area: 'payroll',
  method: API_PATHS.checkSifFile.method,
  path: API_PATHS.checkSifFile.path,
  summary: 'Check a Salary Information File as a WPS agent would, before sending it',
  description: 'The body is the SIF itself (text). Every problem with its line, in words.',
  auth: 'bearer',
  rawBody: { contentTypes: ['text/plain', 'text/csv', 'application/octet-stream'] },
  status: 200,
  response: envelope(sifCheckSchema),
  errors: ['payload_too_large'],
});
