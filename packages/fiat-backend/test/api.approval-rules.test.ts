// A company's approval rules (issue 28) over real HTTP on PGlite and PostgreSQL: a change proposed
// by one administrator needs another's one-time code (or is rejected, withdrawn, refused when stale,
// overlapping or naming a preparer), and every proposal is kept; then each rule shape on payments:
// the default, a band asking for none, one by role, two in order (a role, then a person by name),
// an approver's limit per payment and per day, an approver's own small payment approving itself,
// a path no one can complete refused up front, and a standing order's mandate following its path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer as newCustomerRow } from '../src/modules/customers/customers';
import { dubaiDate } from '../src/modules/standing/dates';
import { ENGINES, expectError, startServer, type TestServer } from './helpers';
import {
  apiFor,
  approvalCode,
  expectLedgerBalanced,
  fund,
  key,
  lastCode,
  newCustomer,
  openWallet,
  phoneOf,
  tokenFor,
  type Api,
} from './money-helpers';

const aed = (major: number) => String(major * 100);

for (const engine of ENGINES) {
  describe(`approval rules on ${engine}`, () => {
    let server: TestServer;
    const ids: Record<string, string> = {};
    const as: Record<string, Api> = {};
    let wallet: { wallet_id: string; account_number: string; iban: string | null };
    let payee: { account_number: string };
    let counter = 0;

    /** A further user of Falcon Trading, active, with a session. */
    async function companyUser(role: 'approver' | 'admin', first: string) {
      const adam = await server.ctx.db
        .selectFrom('customers')
        .select(['company_id'])
        .where('email_normalized', '=', 'admin@falcon-trading.demo.bank')
        .executeTakeFirstOrThrow();
      const id = crypto.randomUUID();
      const now = server.ctx.clock.now();
      await server.ctx.db
        .insertInto('customers')
        .values(
          newCustomerRow(
            {
              id,
              email: `${first.toLowerCase()}-${id.slice(0, 6)}@falcon-trading.test`,
              email_verified_at: now,
              password_hash: 'not-a-hash',
              user_type: 'corporate',
              customer_type: role,
              company_id: adam.company_id,
              first_name: first,
              last_name: 'Falcon',
              phone: `+97150${String(2_000_000 + ++counter).slice(-7)}`,
              phone_verified_at: now,
              otp_channel: 'sms',
              kyc_status: 'approved',
            },
            now,
          ),
        )
        .execute();
      return id;
    }

    const idOf = async (email: string) =>
      (
        await server.ctx.db
          .selectFrom('customers')
          .select('id')
          .where('email_normalized', '=', email)
          .executeTakeFirstOrThrow()
      ).id;

    /** Proposes the policy as `by`, approved by `second` with their code. */
    async function applyPolicy(by: string, second: string, policy: unknown) {
      const rules = (await as[by]!('GET', '/approval_rules')).body.data;
      const proposed = await as[by]!('POST', '/approval_rules/changes', {
        base_version: rules.version,
        policy,
      });
      expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
      const id = proposed.body.data.id as string;
      expect((await as[second]!('POST', `/approval_rules/changes/${id}/otp`, {})).status).toBe(202);
      const code = lastCode(server, await phoneOf(server, ids[second]!));
      const approved = await as[second]!('POST', `/approval_rules/changes/${id}/approve`, {
        otp_code: code,
      });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      return approved.body.data;
    }

    const pay = (who: string, major: number) =>
      as[who]!('POST', '/transfer/internal', {
        idempotency_key: key(),
        from_wallet_id: wallet.wallet_id,
        to_account_number: payee.account_number,
        amount_minor: aed(major),
      });

    async function approve(who: string, id: string) {
      const code = await approvalCode(server, as[who]!, 'internal_transfer', id);
      return as[who]!('POST', `/review/internal_transfer/${id}/approve`, {
        idempotency_key: key(),
        otp_code: code,
      });
    }

    beforeAll(async () => {
      server = await startServer(engine);
      for (const role of ['preparer', 'approver', 'admin'] as const)
        ids[role] = await idOf(`${role}@falcon-trading.demo.bank`);
      ids.bea = await companyUser('admin', 'Bea');
      ids.carl = await companyUser('approver', 'Carl');
      for (const [name, id] of Object.entries(ids))
        as[name] = apiFor(server, await tokenFor(server, id));
      const adminToken = await tokenFor(server, ids.admin!);
      wallet = await openWallet(server, adminToken, 'AED');
      await fund(server, wallet, aed(1_000_000), 'AED');
      const other = await newCustomer(server);
      payee = await openWallet(server, other.token, 'AED');
    });
    afterAll(async () => {
      await server?.close();
    });

    it("the bank's default: a preparer's payment needs one approver or administrator, an approver's goes at once; the path says so before", async () => {
      const rules = (await as.preparer!('GET', '/approval_rules')).body.data;
      expect(rules).toMatchObject({
        version: 0,
        is_default: true,
        pending_change: null,
        active_admins: 2,
      });
      const path = await as.preparer!('POST', '/approval_path', {
        kind: 'internal_transfer',
        currency: 'AED',
        amount_minor: aed(300),
      });
      expect(path.status).toBe(200);
      expect(path.body.data).toMatchObject({
        required: true,
        rule: null,
        aed_value: { amount: '300.00' },
        steps: [{ step: 1, label: 'An approver or administrator', status: 'waiting' }],
      });
      const names = path.body.data.steps[0].approvers.map((a: { name: string }) => a.name).sort();
      expect(names).toEqual(['Adam Falcon', 'Amal Falcon', 'Bea Falcon', 'Carl Falcon']);
      const mine = await as.approver!('POST', '/approval_path', {
        kind: 'internal_transfer',
        currency: 'AED',
        amount_minor: aed(300),
      });
      expect(mine.body.data).toMatchObject({ required: false, steps: [] });
      // An individual has no rules, and needs no approval.
      const person = apiFor(server, (await newCustomer(server)).token);
      expectError(await person('GET', '/approval_rules'), 403, 'forbidden');
      const personal = await person('POST', '/approval_path', {
        kind: 'external_transfer',
        currency: 'USD',
        amount_minor: '100',
      });
      expect(personal.body.data.required).toBe(false);
      expectError(
        await as.preparer!('POST', '/approval_path', {
          kind: 'payroll',
          currency: 'AED',
          amount_minor: 12,
        }),
        400,
        'validation_error',
      );
    });

    it('a change needs a second administrator: proposed, refused to its author, one at a time, approved with the code, kept in the trail', async () => {
      const policy = {
        rules: [
          {
            name: 'Everyday',
            kinds: ['internal_transfer'],
            min_amount_minor: '0',
            max_amount_minor: aed(1_000),
            steps: [],
          },
        ],
        approver_limits: [],
        self_approval_below_minor: null,
      };
      expectError(
        await as.approver!('POST', '/approval_rules/changes', { base_version: 0, policy }),
        403,
        'forbidden',
      );
      const proposed = await as.admin!('POST', '/approval_rules/changes', {
        base_version: 0,
        policy,
      });
      expect(proposed.status).toBe(201);
      expect(proposed.body.data).toMatchObject({
        status: 'pending',
        proposed_by: { name: 'Adam Falcon' },
        summary: [
          expect.stringContaining(
            'Rule 1 added, “Everyday”: transfers within the bank below AED 1,000.00: no approval',
          ),
        ],
      });
      const id = proposed.body.data.id;
      // Its author can neither ask for a code nor approve it; a second proposal waits for this one.
      expectError(
        await as.admin!('POST', `/approval_rules/changes/${id}/otp`, {}),
        403,
        'forbidden',
      );
      expectError(
        await as.admin!('POST', `/approval_rules/changes/${id}/approve`, { otp_code: '123456' }),
        403,
        'forbidden',
      );
      expectError(
        await as.bea!('POST', '/approval_rules/changes', { base_version: 0, policy }),
        409,
        'invalid_state',
      );
      // A wrong code approves nothing; Bea's own code does.
      expect((await as.bea!('POST', `/approval_rules/changes/${id}/otp`, {})).status).toBe(202);
      const code = lastCode(server, await phoneOf(server, ids.bea!));
      expectError(
        await as.bea!('POST', `/approval_rules/changes/${id}/approve`, {
          otp_code: code === '000000' ? '111111' : '000000',
        }),
        400,
        'invalid_code',
      );
      const applied = await as.bea!('POST', `/approval_rules/changes/${id}/approve`, {
        otp_code: code,
      });
      expect(applied.body.data).toMatchObject({
        status: 'applied',
        decided_by: { name: 'Bea Falcon' },
      });
      const rules = (await as.preparer!('GET', '/approval_rules')).body.data;
      expect(rules).toMatchObject({
        version: 1,
        is_default: false,
        updated_by: { name: 'Bea Falcon' },
        pending_change: null,
      });
      expect(rules.policy.rules[0].name).toBe('Everyday');

      // A proposal on an older version, and a stale one, are refused; a rejection and a withdrawal are kept.
      expectError(
        await as.bea!('POST', '/approval_rules/changes', { base_version: 0, policy }),
        409,
        'invalid_state',
      );
      server.clock.advance(60);
      const second = await as.bea!('POST', '/approval_rules/changes', { base_version: 1, policy });
      const rejected = await as.admin!(
        'POST',
        `/approval_rules/changes/${second.body.data.id}/reject`,
        {
          reason: 'Nothing changes.',
        },
      );
      expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: 'Nothing changes.' });
      server.clock.advance(60);
      const third = await as.admin!('POST', '/approval_rules/changes', { base_version: 1, policy });
      expectError(
        await as.bea!('POST', `/approval_rules/changes/${third.body.data.id}/withdraw`),
        403,
        'forbidden',
      );
      expect(
        (await as.admin!('POST', `/approval_rules/changes/${third.body.data.id}/withdraw`)).body
          .data.status,
      ).toBe('withdrawn');
      const trail = (await as.approver!('GET', '/approval_rules/changes')).body.data;
      expect(trail.map((c: { status: string }) => c.status)).toEqual([
        'withdrawn',
        'rejected',
        'applied',
      ]);
      expect(trail[2].proposed_by.name).toBe('Adam Falcon');
      const event = await server.ctx.db
        .selectFrom('audit_log')
        .selectAll()
        .where('event', '=', 'approval_rules_changed')
        .executeTakeFirst();
      expect(event?.customer_id).toBe(ids.bea);
    });

    it('refuses a policy whose bands overlap or that names someone who cannot approve, and a change with one administrator', async () => {
      const rule = (name: string, min: number, max: number | null, steps: unknown[] = []) => ({
        name,
        kinds: ['internal_transfer'],
        min_amount_minor: aed(min),
        max_amount_minor: max === null ? null : aed(max),
        steps,
      });
      const overlap = await as.admin!('POST', '/approval_rules/changes', {
        base_version: 1,
        policy: {
          rules: [rule('A', 0, 5_000), rule('B', 4_000, null)],
          approver_limits: [],
          self_approval_below_minor: null,
        },
      });
      expectError(overlap, 400, 'validation_error');
      expect(overlap.body.error.fields['policy.rules.1.min_amount_minor']).toMatch(
        /overlaps rule 1/,
      );
      const preparer = await as.admin!('POST', '/approval_rules/changes', {
        base_version: 1,
        policy: {
          rules: [rule('A', 0, null, [{ customer_ids: [ids.preparer] }])],
          approver_limits: [
            { customer_id: ids.preparer, per_payment_minor: '100', daily_minor: null },
          ],
          self_approval_below_minor: null,
        },
      });
      expectError(preparer, 400, 'validation_error');
      expect(Object.keys(preparer.body.error.fields)).toEqual([
        'policy.rules.0.steps.0.customer_ids',
        'policy.approver_limits.0.customer_id',
      ]);
      const inverted = await as.admin!('POST', '/approval_rules/changes', {
        base_version: 1,
        policy: { rules: [rule('A', 10, 5)], approver_limits: [], self_approval_below_minor: null },
      });
      expectError(inverted, 400, 'validation_error');
      // With Bea disabled, Adam is the only administrator: no one could approve his change.
      await server.ctx.db
        .updateTable('customers')
        .set({ disabled_at: new Date() })
        .where('id', '=', ids.bea!)
        .execute();
      try {
        const alone = await as.admin!('POST', '/approval_rules/changes', {
          base_version: 1,
          policy: { rules: [], approver_limits: [], self_approval_below_minor: null },
        });
        expectError(alone, 409, 'invalid_state');
        expect(alone.body.error.message).toMatch(/only active administrator/);
      } finally {
        await server.ctx.db
          .updateTable('customers')
          .set({ disabled_at: null })
          .where('id', '=', ids.bea!)
          .execute();
      }
    });

    it('applies each rule shape to payments: none, one by role, two in order, limits per payment and per day, self-approval', async () => {
      await applyPolicy('bea', 'admin', {
        rules: [
          {
            name: 'Everyday',
            kinds: ['internal_transfer'],
            min_amount_minor: '0',
            max_amount_minor: aed(1_000),
            steps: [],
          },
          {
            name: 'Suppliers',
            kinds: ['internal_transfer', 'conversion'],
            min_amount_minor: aed(1_000),
            max_amount_minor: aed(50_000),
            steps: [{ roles: ['approver', 'admin'] }],
          },
          {
            name: 'Large',
            kinds: ['internal_transfer', 'external_transfer'],
            min_amount_minor: aed(50_000),
            max_amount_minor: null,
            steps: [{ roles: ['approver'] }, { customer_ids: [ids.admin] }],
          },
        ],
        approver_limits: [
          { customer_id: ids.approver, per_payment_minor: aed(20_000), daily_minor: aed(30_000) },
        ],
        self_approval_below_minor: aed(2_000),
      });

      // "Everyday" asks for none, but a preparer's payment always needs one.
      const small = await pay('preparer', 300);
      expect(small.body.data.status).toBe('awaiting_approval');
      const smallReview = (
        await as.approver!('GET', `/review/internal_transfer/${small.body.data.transaction_id}`)
      ).body.data;
      expect(smallReview.approval).toMatchObject({
        rule: { index: 0, name: 'Everyday' },
        reason: expect.stringMatching(/always needs one/),
        current_step: 1,
        you: { can_approve: true, reason: null },
      });
      expect((await approve('approver', small.body.data.transaction_id)).body.data.status).toBe(
        'completed',
      );
      expect((await pay('approver', 300)).body.data.status).toBe('completed');

      // Below AED 2,000 an approver's own payment approves itself; above, another approver is needed.
      expect((await pay('approver', 1_500)).body.data.status).toBe('completed');
      const own = await pay('approver', 2_500);
      expect(own.body.data.status).toBe('awaiting_approval');
      const ownId = own.body.data.transaction_id;
      expectError(
        await as.approver!('POST', `/review/internal_transfer/${ownId}/approve/otp`, {}),
        403,
        'forbidden',
      );
      expect((await approve('carl', ownId)).body.data).toMatchObject({
        status: 'completed',
        approved_by: { name: 'Carl Falcon' },
      });

      // "Large": an approver first, then Adam by name, each once; Amal's limit is below the amount.
      const preview = await as.preparer!('POST', '/approval_path', {
        kind: 'internal_transfer',
        currency: 'AED',
        amount_minor: aed(60_000),
      });
      expect(preview.body.data).toMatchObject({
        required: true,
        rule: { index: 2, name: 'Large' },
        steps: [
          { step: 1, label: 'An approver', roles: ['approver'] },
          { step: 2, label: 'Adam Falcon', approvers: [{ name: 'Adam Falcon' }] },
        ],
      });
      const large = await pay('preparer', 60_000);
      const id = large.body.data.transaction_id;
      expect(large.body.data.status).toBe('awaiting_approval');
      const adamFirst = await as.admin!('POST', `/review/internal_transfer/${id}/approve/otp`, {});
      expectError(adamFirst, 403, 'forbidden');
      expect(adamFirst.body.error.message).toBe('Approval 1 of 2 is for an approver.');
      const amal = await as.approver!('POST', `/review/internal_transfer/${id}/approve/otp`, {});
      expectError(amal, 403, 'approval_limit_exceeded');
      expect(amal.body.error.message).toMatch(
        /over your approval limit of AED 20,000\.00 per payment/,
      );
      const amalView = (await as.approver!('GET', '/review/list')).body.data.find(
        (t: { transaction_id: string }) => t.transaction_id === id,
      );
      expect(amalView.approval.you).toMatchObject({ can_approve: false, reason: 'over_limit' });
      const first = await approve('carl', id);
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({
        status: 'awaiting_approval',
        approval: {
          current_step: 2,
          steps: [
            { status: 'approved', approved_by: { name: 'Carl Falcon' } },
            { status: 'waiting' },
          ],
          you: { can_approve: false, reason: 'already_approved' },
        },
      });
      expectError(
        await as.bea!('POST', `/review/internal_transfer/${id}/approve/otp`, {}),
        403,
        'forbidden',
      );
      const done = await approve('admin', id);
      expect(done.body.data).toMatchObject({
        status: 'completed',
        approved_by: { name: 'Adam Falcon' },
      });

      // Amal's day: AED 15,300 approved (with the 300 above), then 16,000 would pass her AED 30,000 a day.
      const a = await pay('preparer', 15_000);
      expect((await approve('approver', a.body.data.transaction_id)).body.data.status).toBe(
        'completed',
      );
      const b = await pay('preparer', 16_000);
      const over = await as.approver!(
        'POST',
        `/review/internal_transfer/${b.body.data.transaction_id}/approve/otp`,
        {},
      );
      expectError(over, 403, 'approval_limit_exceeded');
      expect(over.body.error.message).toMatch(
        /AED 30,000\.00 a day: you have approved AED 15,300\.00 today/,
      );
      expect((await approve('carl', b.body.data.transaction_id)).body.data.status).toBe(
        'completed',
      );

      // Adam's own large payment: its second approval could only be his: refused before anything is made.
      const unreachable = await pay('admin', 60_000);
      expectError(unreachable, 409, 'invalid_state');
      expect(unreachable.body.error.message).toMatch(/No one at your company can give approval 2/);
      await expectLedgerBalanced(server);
    });

    it("a standing order's mandate follows its path: two approvals in order before its runs start", async () => {
      const today = dubaiDate(server.ctx.clock.now());
      const created = await as.preparer!('POST', '/standing_orders', {
        kind: 'internal',
        from_wallet_id: wallet.wallet_id,
        to_account_number: payee.account_number,
        amount_minor: aed(70_000),
        frequency: 'monthly',
        start_date: today,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.data.status).toBe('awaiting_approval');
      const id = created.body.data.id;
      // Each approval with the approver's own code; Adam's turn is second.
      expectError(
        await as.admin!('POST', `/standing_orders/${id}/approve/otp`, {}),
        403,
        'forbidden',
      );
      const approveOrder = async (who: string) => {
        expect((await as[who]!('POST', `/standing_orders/${id}/approve/otp`, {})).status).toBe(202);
        return as[who]!('POST', `/standing_orders/${id}/approve`, {
          otp_code: lastCode(server, await phoneOf(server, ids[who]!)),
        });
      };
      expect((await approveOrder('carl')).body.data.status).toBe('awaiting_approval');
      expect((await approveOrder('admin')).body.data.status).toBe('active');
    });
  });
}
