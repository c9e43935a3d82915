// Payroll through the Wage Protection System (issue 28): employees, settings, months, the SIF.
import { SIF_MAX_BYTES } from '@bank/api-contract/constants';
import {
  addEmployee,
  checkSifFile,
  createPayrollRun,
  downloadPayrollSif,
  getPayrollRun,
  listEmployees,
  listPayrollRuns,
  removeEmployee,
  updateEmployee,
  updatePayrollSettings,
} from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { registerCall, registerFileCall, registerUploadCall } from '../../http/route';
import {
  add,
  checkFile,
  createRun,
  employees,
  remove,
  run,
  runs,
  saveSettings,
  sif,
  update,
} from './payroll';

export function payrollRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx.sessions, listEmployees, (input) => employees(ctx, input));
  registerCall(app, ctx.sessions, addEmployee, (input) => add(ctx, input));
  registerCall(app, ctx.sessions, updateEmployee, (input) => update(ctx, input));
  registerCall(app, ctx.sessions, removeEmployee, (input) => remove(ctx, input));
  registerCall(app, ctx.sessions, updatePayrollSettings, (input) => saveSettings(ctx, input));
  registerCall(app, ctx.sessions, createPayrollRun, (input) => createRun(ctx, input));
  registerCall(app, ctx.sessions, listPayrollRuns, (input) => runs(ctx, input));
  registerCall(app, ctx.sessions, getPayrollRun, (input) => run(ctx, input));
  registerFileCall(app, ctx.sessions, downloadPayrollSif, (input) => sif(ctx, input, input.reply));
  registerUploadCall(
    app,
    ctx.sessions,
    checkSifFile,
    {
      maxBytes: SIF_MAX_BYTES,
      tooLarge: (size) =>
        new ApiError(
          'payload_too_large',
          `The file is ${Math.ceil(size / 1024)} KB: a SIF is at most 512 KB.`,
        ),
    },
    (input) => checkFile(ctx, input),
  );
}
