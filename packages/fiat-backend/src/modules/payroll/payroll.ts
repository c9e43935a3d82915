// Payroll through the UAE's Wage Protection System (issue 28): the company's employees and its
// employer id, a payroll month checked as WPS agents check a SIF (ids, IBANs and routing codes that
// match, days and totals that add up) and against the months already paid (one live month each),
// then paid as a bulk batch of kind payroll (its approval rules and sending are the batches'); the
// SIF written from the month's lines as they were, and any SIF checked (@bank/lookups/wps).
import {
  checkSif,
  monthPeriod,
  routingMatchesIban,
  sifFileName,
  writeSif,
} from '@bank/lookups/wps';
import type {
  Employee,
  PayrollRun,
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
import { validateIBAN } from 'ibantools';
import type { FastifyReply } from 'fastify';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import type { EmployeesTable, PayrollRunsTable } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { CallInput } from '../../http/route';
import {
  actorOf,
  requireAdmin,
  requireBeneficiaryManager,
  requireMover,
  type Actor,
} from '../../money/actor';
import { money, parseMinor, requireAsset } from '../../money/assets';
import type { Db } from '../../money/ledger';
import { batchOf, newDraft, presentBatch } from '../bulk/batches';

/** This bank's routing code (the SIF's employer bank): its digits 2–4 are the bank id in our IBANs. */
const BANK_ROUTING_CODE = '809000101';

type EmployeeRow = Selectable<EmployeesTable>;
type RunRow = Selectable<PayrollRunsTable>;

function requireCorporate(actor: Actor): void {
  if (actor.userType !== 'corporate')
    throw new ApiError('forbidden', 'Payroll is for business accounts.');
}

function presentEmployee(e: EmployeeRow): Employee {
  return {
    id: e.id,
    name: e.name,
    person_id: e.person_id,
    iban: e.iban,
    routing_code: e.routing_code,
    fixed_salary: money(e.fixed_salary, 'AED'),
    active: e.active,
    created_at: e.created_at.toISOString(),
  };
}

async function settingsOf(db: Db, companyId: string) {
  const c = await db
    .selectFrom('companies')
    .select('wps_employer_id')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return { employer_id: c?.wps_employer_id ?? null, bank_routing_code: BANK_ROUTING_CODE };
}

export async function employees(ctx: AppContext, { auth }: CallInput<typeof listEmployees>) {
  const actor = actorOf(auth);
  requireCorporate(actor);
  const rows = await ctx.db
    .selectFrom('employees')
    .selectAll()
    .where('company_id', '=', actor.ownerId)
    .orderBy('active', 'desc')
    .orderBy('name')
    .execute();
  return {
    data: {
      employees: rows.map(presentEmployee),
      settings: await settingsOf(ctx.db, actor.ownerId),
    },
  };
}

type EmployeeBody = CallInput<typeof addEmployee>['body'];

/** An employee's details as WPS needs them: a UAE IBAN, and the routing code of its bank. */
function employeeValues(body: EmployeeBody) {
  const iban = body.iban.replace(/[\s-]/g, '').toUpperCase();
  const fields: Record<string, string> = {};
  if (!validateIBAN(iban).valid || !iban.startsWith('AE'))
    fields.iban =
      'Enter a valid UAE IBAN (AE and 21 digits): WPS pays salaries to accounts in the UAE.';
  else if (!routingMatchesIban(body.routing_code, iban))
    fields.routing_code = `This routing code is of bank ${body.routing_code.slice(1, 4)}, and the IBAN of an account at bank ${iban.slice(4, 7)}: use the routing code of the employee's bank.`;
  const first = Object.values(fields)[0];
  if (first) throw new ApiError('validation_error', first, { fields });
  return {
    name: body.name.trim(),
    person_id: body.person_id.padStart(14, '0'),
    iban,
    routing_code: body.routing_code,
    fixed_salary: parseMinor(body.fixed_salary_minor, requireAsset('AED'), 'fixed_salary_minor'),
  };
}

const personTaken = () =>
  new ApiError('invalid_state', 'An employee with this person id is already on your payroll.', {
    fields: { person_id: 'Already on your payroll.' },
  });

export async function add(ctx: AppContext, { auth, body }: CallInput<typeof addEmployee>) {
  const actor = actorOf(auth);
  requireCorporate(actor);
  requireBeneficiaryManager(actor);
  const now = ctx.clock.now();
  const values = employeeValues(body);
  // Someone taken off the payroll and added again: their latest record comes back, with today's details.
  const taken = await ctx.db
    .selectFrom('employees')
    .select('id')
    .where('company_id', '=', actor.ownerId)
    .where('person_id', '=', values.person_id)
    .where('active', '=', false)
    .orderBy('updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const former = taken
    ? await ctx.db
        .updateTable('employees')
        .set({ ...values, active: true, updated_at: now })
        .where('id', '=', taken.id)
        .returningAll()
        .executeTakeFirst()
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw personTaken();
          throw error;
        })
    : undefined;
  if (former) return { data: presentEmployee(former) };
  try {
    const row = await ctx.db
      .insertInto('employees')
      .values({
        id: crypto.randomUUID(),
        company_id: actor.ownerId,
        ...values,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { data: presentEmployee(row) };
  } catch (error) {
    if (isUniqueViolation(error)) throw personTaken();
    throw error;
  }
}

async function employeeOf(db: Db, actor: Actor, id: string): Promise<EmployeeRow> {
  const row = await db
    .selectFrom('employees')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', actor.ownerId)
    .executeTakeFirst();
  if (!row) throw new ApiError('not_found', 'This employee is not on your payroll.');
  return row;
}

export async function update(
  ctx: AppContext,
  { auth, params, body }: CallInput<typeof updateEmployee>,
) {
  const actor = actorOf(auth);
  requireCorporate(actor);
  requireBeneficiaryManager(actor);
  await employeeOf(ctx.db, actor, params.employee_id);
  try {
    const row = await ctx.db
      .updateTable('employees')
      .set({ ...employeeValues(body), updated_at: ctx.clock.now() })
      .where('id', '=', params.employee_id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { data: presentEmployee(row) };
  } catch (error) {
    if (isUniqueViolation(error)) throw personTaken();
    throw error;
  }
}

export async function remove(ctx: AppContext, { auth, params }: CallInput<typeof removeEmployee>) {
  const actor = actorOf(auth);
  requireCorporate(actor);
  requireBeneficiaryManager(actor);
  await employeeOf(ctx.db, actor, params.employee_id);
  const row = await ctx.db
    .updateTable('employees')
    .set({ active: false, updated_at: ctx.clock.now() })
    .where('id', '=', params.employee_id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { data: presentEmployee(row) };
}

export async function saveSettings(
  ctx: AppContext,
  { auth, body }: CallInput<typeof updatePayrollSettings>,
) {
  const actor = actorOf(auth);
  requireAdmin(actor);
  await ctx.db
    .updateTable('companies')
    .set({ wps_employer_id: body.employer_id })
    .where('id', '=', actor.ownerId)
    .execute();
  return { data: await settingsOf(ctx.db, actor.ownerId) };
}

const fils = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
const monthWords = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

export async function createRun(
  ctx: AppContext,
  { auth, body }: CallInput<typeof createPayrollRun>,
) {
  const actor = actorOf(auth);
  requireCorporate(actor);
  requireMover(actor);
  const settings = await settingsOf(ctx.db, actor.ownerId);
  if (!settings.employer_id)
    throw new ApiError(
      'invalid_state',
      "Give your establishment's employer id (13 digits, from the Ministry of Human Resources and Emiratisation) in the payroll settings first: every SIF carries it.",
    );
  const ids = body.lines.map((l) => l.employee_id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice)
    throw new ApiError('validation_error', 'An employee is on this month twice.', {
      fields: { lines: 'An employee twice.' },
    });
  const staff = await ctx.db
    .selectFrom('employees')
    .selectAll()
    .where('company_id', '=', actor.ownerId)
    .where('id', 'in', ids)
    .execute();
  const period = monthPeriod(body.month);
  const fields: Record<string, string> = {};
  const lines = body.lines.map((l, i) => {
    const e = staff.find((s) => s.id === l.employee_id);
    if (!e || !e.active) {
      fields[`lines.${i}.employee_id`] = 'This employee is not on your payroll.';
      return null;
    }
    const fixed = BigInt(l.fixed_minor);
    const variable = BigInt(l.variable_minor);
    if (fixed + variable === 0n)
      fields[`lines.${i}.fixed_minor`] = `${e.name}: there is nothing to pay.`;
    if (l.leave_days > period.days)
      fields[`lines.${i}.leave_days`] =
        `${e.name}: ${monthWords(body.month)} has ${period.days} days.`;
    if (!routingMatchesIban(e.routing_code, e.iban))
      fields[`lines.${i}.employee_id`] =
        `${e.name}: the routing code is not of the bank of the IBAN; correct the employee's details.`;
    return { employee: e, fixed, variable, leaveDays: l.leave_days };
  });
  const first = Object.values(fields)[0];
  if (first) throw new ApiError('validation_error', first, { fields });
  const paid = lines.filter((l): l is NonNullable<typeof l> => l !== null);
  const now = ctx.clock.now();
  const rates = await ctx.rates.table();
  const run = await ctx.db.transaction().execute(async (tx) => {
    // One live month each: the company's row held while its months are read and this one written.
    await tx
      .selectFrom('companies')
      .select('id')
      .where('id', '=', actor.ownerId)
      .forUpdate()
      .execute();
    const earlier = await tx
      .selectFrom('payroll_runs')
      .innerJoin('bulk_batches', 'bulk_batches.id', 'payroll_runs.batch_id')
      .select(['payroll_runs.id', 'bulk_batches.status'])
      .where('payroll_runs.company_id', '=', actor.ownerId)
      .where('payroll_runs.month', '=', body.month)
      .where('bulk_batches.status', 'not in', ['rejected', 'cancelled'])
      .executeTakeFirst();
    if (earlier)
      throw new ApiError(
        'invalid_state',
        `${monthWords(body.month)} is already on a payroll (${earlier.status.replace(/_/g, ' ')}): a pay period cannot be paid twice. Cancel that one first if it is still a draft.`,
        { fields: { month: 'Already on a payroll.' } },
      );
    const batch = await newDraft(
      ctx,
      actor,
      { kind: 'payroll', name: `Salaries ${monthWords(body.month)}`, fileName: null },
      paid.map((l, i) => ({
        line: i + 1,
        name: l.employee.name,
        iban: l.employee.iban,
        bic: '',
        amount: fils(l.fixed + l.variable),
        currency: 'AED',
        purpose_code: 'SAL',
        reference: `Salary ${body.month}`,
      })),
      { tx, rates },
    );
    const invalid = batch.rows.find((r) => r.status === 'invalid');
    if (invalid) {
      const who = paid[invalid.line - 1]?.employee.name ?? `Line ${invalid.line}`;
      throw new ApiError(
        'validation_error',
        `${who}: ${invalid.problems[0]?.message ?? 'cannot be paid.'}`,
        {
          fields: {
            [`lines.${invalid.line - 1}.employee_id`]:
              invalid.problems[0]?.message ?? 'Cannot be paid.',
          },
        },
      );
    }
    const row = await tx
      .insertInto('payroll_runs')
      .values({
        id: crypto.randomUUID(),
        company_id: actor.ownerId,
        month: body.month,
        batch_id: batch.id,
        created_by: actor.customerId,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('payroll_lines')
      .values(
        paid.map((l, i) => ({
          run_id: row.id,
          employee_id: l.employee.id,
          line: i + 1,
          name: l.employee.name,
          person_id: l.employee.person_id,
          iban: l.employee.iban,
          routing_code: l.employee.routing_code,
          fixed: l.fixed,
          variable: l.variable,
          leave_days: l.leaveDays,
        })),
      )
      .execute();
    return row;
  });
  return { data: await presentRun(ctx, actor, run) };
}

async function runOf(db: Db, actor: Actor, id: string): Promise<RunRow> {
  const row = await db
    .selectFrom('payroll_runs')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', actor.ownerId)
    .executeTakeFirst();
  if (!row || actor.userType !== 'corporate')
    throw new ApiError('not_found', 'This payroll month does not exist.');
  return row;
}

function linesOf(db: Db, runId: string) {
  return db
    .selectFrom('payroll_lines')
    .selectAll()
    .where('run_id', '=', runId)
    .orderBy('line')
    .execute();
}

async function presentRun(
  ctx: AppContext,
  actor: Actor,
  run: RunRow,
  withLines = true,
): Promise<PayrollRun> {
  const [lines, batch, staff] = await Promise.all([
    linesOf(ctx.db, run.id),
    batchOf(ctx.db, actor, run.batch_id),
    ctx.db.selectFrom('employees').selectAll().where('company_id', '=', actor.ownerId).execute(),
  ]);
  const { rows: _rows, ...shown } = await presentBatch(ctx, ctx.db, actor, batch, {
    withRows: false,
  });
  const period = monthPeriod(run.month);
  return {
    id: run.id,
    month: run.month,
    pay_start: period.start,
    pay_end: period.end,
    total: money(
      lines.reduce((s, l) => s + l.fixed + l.variable, 0n),
      'AED',
    ),
    lines: withLines
      ? lines.map((l) => {
          const e = staff.find((s) => s.id === l.employee_id);
          return {
            // The employee as paid that month (their details then), with their record's id and state.
            employee: presentEmployee({
              ...(e as EmployeeRow),
              name: l.name,
              person_id: l.person_id,
              iban: l.iban,
              routing_code: l.routing_code,
            }),
            fixed: money(l.fixed, 'AED'),
            variable: money(l.variable, 'AED'),
            leave_days: l.leave_days,
            net: money(l.fixed + l.variable, 'AED'),
            line: l.line,
          };
        })
      : [],
    batch: shown,
    created_at: run.created_at.toISOString(),
  };
}

export async function runs(ctx: AppContext, { auth }: CallInput<typeof listPayrollRuns>) {
  const actor = actorOf(auth);
  requireCorporate(actor);
  const rows = await ctx.db
    .selectFrom('payroll_runs')
    .selectAll()
    .where('company_id', '=', actor.ownerId)
    .orderBy('month', 'desc')
    .orderBy('created_at', 'desc')
    .limit(60)
    .execute();
  const shown = [];
  for (const r of rows) {
    const { lines: _lines, ...run } = await presentRun(ctx, actor, r, false);
    shown.push(run);
  }
  return { data: shown };
}

export async function run(ctx: AppContext, { auth, params }: CallInput<typeof getPayrollRun>) {
  const actor = actorOf(auth);
  return { data: await presentRun(ctx, actor, await runOf(ctx.db, actor, params.run_id)) };
}

/** The month's SIF, written from its lines as they were paid, dated when the month was prepared. */
export async function sif(
  ctx: AppContext,
  { auth, params }: CallInput<typeof downloadPayrollSif>,
  reply: FastifyReply,
) {
  const actor = actorOf(auth);
  const r = await runOf(ctx.db, actor, params.run_id);
  const [lines, settings] = await Promise.all([
    linesOf(ctx.db, r.id),
    settingsOf(ctx.db, actor.ownerId),
  ]);
  const header = {
    employerId: settings.employer_id ?? '',
    routingCode: BANK_ROUTING_CODE,
    month: r.month,
    createdAt: r.created_at,
    reference: `Payroll ${r.month}`,
  };
  const text = writeSif(
    header,
    lines.map((l) => ({
      personId: l.person_id,
      routingCode: l.routing_code,
      iban: l.iban,
      fixed: l.fixed,
      variable: l.variable,
      leaveDays: l.leave_days,
    })),
  );
  return reply
    .type('text/plain; charset=us-ascii')
    .header('content-disposition', `attachment; filename="${sifFileName(header)}"`)
    .header('cache-control', 'no-store')
    .send(text);
}

export async function checkFile(
  ctx: AppContext,
  { auth, file }: CallInput<typeof checkSifFile> & { file: Buffer },
) {
  requireCorporate(actorOf(auth));
  const check = checkSif(file.toString('latin1'));
  return {
    data: {
      ok: check.ok,
      problems: check.problems,
      summary: check.summary
        ? {
            employer_id: check.summary.employerId,
            month: check.summary.month,
            employees: check.summary.employees,
            total: check.summary.total,
          }
        : null,
    },
  };
}
