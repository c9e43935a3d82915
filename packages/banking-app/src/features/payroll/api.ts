// Payroll's calls (issue 28): the company's employees with its WPS settings, an employee added,
// changed or taken off the payroll, the employer id, the payroll months, a month prepared (a
// payroll batch), one month with its lines and batch, the month's SIF as a file, and a SIF checked
// by the bank (the file itself as the body). A month's rows' outcome is its batch's
// (getBulkPayment, shared with the bulk payments' page).
import type {
  Employee,
  PayrollRun,
  RequestBody,
  ResponseBody,
  addEmployee,
  checkSifFile,
  createPayrollRun,
  listEmployees,
  listPayrollRuns,
} from '@bank/api-contract';
import { api } from '@/api/api';
import { getBulkPayment } from '@/api/calls/getBulkPayment';

export type { Employee, PayrollRun };
export type EmployeeInput = RequestBody<typeof addEmployee>;
export type Staff = ResponseBody<typeof listEmployees>['data'];
export type PayrollSettings = Staff['settings'];
export type PayrollMonth = ResponseBody<typeof listPayrollRuns>['data'][number];
export type RunInput = RequestBody<typeof createPayrollRun>;
export type RunLineInput = RunInput['lines'][number];
export type PayrollLine = PayrollRun['lines'][number];
export type SifCheck = ResponseBody<typeof checkSifFile>['data'];
export type SifProblem = SifCheck['problems'][number];

/** GET /payroll/employees: the employees (active first) and the employer id. */
export const fetchStaff = () => api().call('listEmployees');

/** GET /payroll/runs: the payroll months, newest first. */
export const fetchMonths = () => api().call('listPayrollRuns');

/** GET /payroll/runs/:run_id: one month with its lines and its batch. */
export const fetchMonth = (run_id: string) => api().call('getPayrollRun', { params: { run_id } });

export const saveNewEmployee = (json: EmployeeInput) => api().call('addEmployee', { json });

export const saveEmployee = (employee_id: string, json: EmployeeInput) =>
  api().call('updateEmployee', { params: { employee_id }, json });

/** DELETE …/:employee_id: off the payroll (kept for the months already paid). */
export const takeOffPayroll = (employee_id: string) =>
  api().call('removeEmployee', { params: { employee_id } });

export const saveEmployerId = (employer_id: string) =>
  api().call('updatePayrollSettings', { json: { employer_id } });

/** POST /payroll/runs: the month checked and its payroll batch made (a draft to submit). */
export const prepareMonth = (json: RunInput) => api().call('createPayrollRun', { json });

/** GET …/sif: the month's Salary Information File, named by the bank (Content-Disposition). */
export const downloadSif = (run_id: string) =>
  api().call('downloadPayrollSif', { params: { run_id }, responseType: 'blob' });

/** POST /payroll/sif/check: the file itself as the body (plain text, whatever its extension); progress 0 to 1. */
export const checkSifWithBank = (file: Blob, onProgress: (fraction: number) => void) =>
  api().call('checkSifFile', {
    body: new Blob([file], { type: 'text/plain' }),
    onUploadProgress: onProgress,
  });

/** The month's batch with its rows: each one's outcome, for the report. */
export const fetchBatchRows = (batchId: string) => getBulkPayment(batchId);
