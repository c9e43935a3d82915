// Passkeys: adding, listing, renaming and removing them; logging in with one as the second step and
// on its own; approving an external transfer with a signature bound to its amount and payee. The
// browser is a software authenticator (test/soft-authenticator.ts) producing real WebAuthn bytes,
// verified by @simplewebauthn/server: a replayed assertion, a counter that goes back, another
// origin, a missing user verification and an approval for another transfer are all refused.
import { calls, GRANT_MFA_OOB } from '@bank/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  ENGINES,
  expectError,
  loginRequest,
  PASSWORD,
  sessionOf,
  startServer,
  type TestServer,
} from './helpers';
import {
  apiFor,
  fund,
  key,
  lastCode,
  newCustomer,
  openWallet,
  phoneOf,
  tokenFor,
} from './money-helpers';
import { SoftAuthenticator } from './soft-authenticator';

const ORIGIN = 'http://localhost:5173';

for (const engine of ENGINES) {
  describe(`passkeys on ${engine}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(engine);
    });
    afterAll(async () => {
      await server?.close();
    });

    const api = (token: string) => apiFor(server, token);

    /** Adds a passkey made by `device` to the customer of `token`; answers the passkey. */
    async function addPasskey(token: string, device: SoftAuthenticator, name = 'My phone') {
      const started = await api(token)('POST', '/security/passkeys/options');
      expect(started.status).toBe(200);
      expect(calls.passkeyRegistrationOptions.response.safeParse(started.body).success).toBe(true);
      const { challenge_id, options } = started.body.data;
      const added = await api(token)('POST', '/security/passkeys', {
        challenge_id,
        name,
        credential: device.create(options),
      });
      expect(added.status).toBe(201);
      expect(calls.registerPasskey.response.safeParse(added.body).success).toBe(true);
      return added.body.data as { id: string; name: string };
    }

    async function mfaToken(email: string): Promise<string> {
      const answer = await loginRequest(server, email);
      expect(answer.body.data.status).toBe('mfa_required');
      return answer.body.data.mfa_token;
    }

    /** Confirms `action` within the session of `token` with the passkey on `device`. */
    async function stepUpWith(
      token: string,
      action: string,
      device: SoftAuthenticator,
      beneficiary?: unknown,
    ) {
      const started = await api(token)('POST', '/security/step_up/passkey', {
        action,
        beneficiary,
      });
      expect(started.status).toBe(200);
      expect(calls.stepUpOptions.response.safeParse(started.body).success).toBe(true);
      const done = await api(token)('POST', '/security/step_up', {
        action,
        beneficiary,
        passkey: {
          challenge_id: started.body.data.challenge_id,
          credential: device.get(started.body.data.options),
        },
      });
      expect(done.status).toBe(200);
      expect(calls.stepUp.response.safeParse(done.body).success).toBe(true);
    }

    const passkeyLogin = (body: unknown) => call(server, 'POST', '/auth0/passkey/login', { body });

    it('adds a passkey with user verification: listed, named, the customer told by e-mail, offered at the next login', async () => {
      const token = await tokenFor(server, 'layla@demo.bank');
      const device = new SoftAuthenticator(ORIGIN);
      const options = (await api(token)('POST', '/security/passkeys/options')).body.data.options;
      // A discoverable credential, user verification required, no attestation asked of the device.
      expect(options).toMatchObject({
        rp: { id: 'localhost' },
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        attestation: 'none',
      });
      expect(options.user.name).toBe('layla@demo.bank');
      const passkey = await addPasskey(token, device, 'Layla’s laptop');
      const list = await api(token)('GET', '/security/passkeys');
      expect(calls.listPasskeys.response.safeParse(list.body).success).toBe(true);
      expect(list.body.data).toEqual([
        expect.objectContaining({
          id: passkey.id,
          name: 'Layla’s laptop',
          last_used_at: null,
          synced: true,
        }),
      ]);
      const told = server.messages.filter((m) => m.to === 'layla@demo.bank').at(-1);
      expect(told?.subject).toMatch(/A passkey was added/);
      expect(told?.text).toContain('Layla’s laptop');

      const renamed = await api(token)('PATCH', `/security/passkeys/${passkey.id}`, {
        name: 'Work laptop',
      });
      expect(renamed.body.data.name).toBe('Work laptop');

      const login = await loginRequest(server, 'layla@demo.bank');
      expect(login.body.data.mfa_methods[0]).toBe('passkey');
      expect(login.body.data.mfa_methods).toEqual(expect.arrayContaining(['sms', 'whatsapp']));
    });

    it('refuses a new passkey without user verification, for another site, or for a used challenge', async () => {
      const c = await newCustomer(server);
      const device = new SoftAuthenticator(ORIGIN);
      for (const tamper of [{ userVerified: false }, { origin: 'https://phish.example' }]) {
        const { challenge_id, options } = (await api(c.token)('POST', '/security/passkeys/options'))
          .body.data;
        const refused = await api(c.token)('POST', '/security/passkeys', {
          challenge_id,
          name: 'Phone',
          credential: device.create(options, tamper),
        });
        expectError(refused, 400, 'passkey_rejected');
        // The challenge went with the attempt: the right answer to it is refused too.
        const again = await api(c.token)('POST', '/security/passkeys', {
          challenge_id,
          name: 'Phone',
          credential: device.create(options),
        });
        expectError(again, 400, 'passkey_rejected');
      }
      // Another customer's challenge is not this customer's.
      const other = await newCustomer(server);
      const theirs = (await api(other.token)('POST', '/security/passkeys/options')).body.data;
      const stolen = await api(c.token)('POST', '/security/passkeys', {
        challenge_id: theirs.challenge_id,
        name: 'Phone',
        credential: device.create(theirs.options),
      });
      expectError(stolen, 400, 'passkey_rejected');
      expect((await api(c.token)('GET', '/security/passkeys')).body.data).toEqual([]);
      // A name is required, and short.
      const unnamed = await api(c.token)('POST', '/security/passkeys', {
        challenge_id: theirs.challenge_id,
        name: '',
        credential: device.create(theirs.options),
      });
      expectError(unnamed, 400, 'validation_error');
    });

    it('logs in with a passkey as the second step: the same tokens and cookie as a code, marked passkey in the activity; never twice', async () => {
      const session = await tokenFor(server, 'aisha@demo.bank');
      // Aisha has no code factor: a passkey is her second step from now on.
      const device = new SoftAuthenticator(ORIGIN);
      await addPasskey(session, device, 'Phone');
      const token = await mfaToken('aisha@demo.bank');
      const started = await call(server, 'POST', '/auth0/passkey/options', {
        body: { mfa_token: token },
      });
      expect(calls.passkeyLoginOptions.response.safeParse(started.body).success).toBe(true);
      const { challenge_id, options } = started.body.data;
      expect(options.allowCredentials).toHaveLength(1);
      expect(options.userVerification).toBe('required');
      const assertion = device.get(options);
      const done = await passkeyLogin({ challenge_id, credential: assertion });
      expect(calls.loginWithPasskey.response.safeParse(done.body).success).toBe(true);
      const s = sessionOf(done);
      expect(s.token).toBeTruthy();
      const activity = await call(server, 'GET', '/security/login-activity', { token: s.token });
      expect(activity.body.data.recent_login_history[0]).toMatchObject({
        success: true,
        method: 'passkey',
      });

      // The same assertion again (a replay): refused, and so is the used password step.
      expectError(
        await passkeyLogin({ challenge_id, credential: assertion }),
        400,
        'passkey_rejected',
      );
      const again = await call(server, 'POST', '/auth0/passkey/options', {
        body: { mfa_token: token },
      });
      expectError(again, 401, 'mfa_token_invalid');
    });

    it('signs in with a passkey alone (discoverable), and refuses a counter that goes back, another origin, and no user verification', async () => {
      const c = await newCustomer(server);
      const device = new SoftAuthenticator(ORIGIN);
      await addPasskey(c.token, device);
      const start = async () =>
        (await call(server, 'POST', '/auth0/passkey/options', { body: {} })).body.data;

      const first = await start();
      expect(first.options.allowCredentials ?? []).toEqual([]);
      const signedIn = await passkeyLogin({
        challenge_id: first.challenge_id,
        credential: device.get(first.options),
      });
      expect(sessionOf(signedIn).customerId).toBe(c.customerId);

      // The device's counter is now 1: an assertion claiming 1 again is a cloned authenticator's.
      const cloned = await start();
      expectError(
        await passkeyLogin({
          challenge_id: cloned.challenge_id,
          credential: device.get(cloned.options, { counter: 1 }),
        }),
        400,
        'passkey_rejected',
      );
      const phished = await start();
      expectError(
        await passkeyLogin({
          challenge_id: phished.challenge_id,
          credential: device.get(phished.options, { origin: 'https://bank-login.example' }),
        }),
        400,
        'passkey_rejected',
      );
      const unverified = await start();
      expectError(
        await passkeyLogin({
          challenge_id: unverified.challenge_id,
          credential: device.get(unverified.options, { userVerified: false }),
        }),
        400,
        'passkey_rejected',
      );
      // A passkey the bank never registered.
      const stranger = new SoftAuthenticator(ORIGIN);
      stranger.create({ challenge: 'x', user: { id: 'AAAA' } });
      const unknown = await start();
      expectError(
        await passkeyLogin({
          challenge_id: unknown.challenge_id,
          credential: stranger.get(unknown.options),
        }),
        400,
        'passkey_rejected',
      );
      // A bad body is a 400 with fields, never a 500.
      expectError(
        await passkeyLogin({ challenge_id: 'nope', credential: {} }),
        400,
        'validation_error',
      );
    });

    it('confirms an external transfer with a passkey bound to its amount and payee; an approval of one transfer is refused for another', async () => {
      // A sender in the UK, so that no purpose code is asked of a transfer in pounds.
      const c = await newCustomer(server, { country: 'GB' });
      const device = new SoftAuthenticator(ORIGIN);
      await addPasskey(c.token, device);
      const gbp = await openWallet(server, c.token, 'GBP');
      await fund(server, gbp, '500000', 'GBP');
      const johnSmith = {
        kind: 'external',
        name: 'John Smith',
        iban: 'GB29 NWBK 6016 1331 9268 19',
        bic: 'NWBKGB2L',
        bank_name: 'NatWest',
        bank_address: '250 Bishopsgate, London',
        country: 'GB',
        currency: 'GBP',
      };
      await stepUpWith(c.token, 'add_beneficiary', device, johnSmith);
      const payee = (await api(c.token)('POST', '/beneficiary/add', johnSmith)).body.data;
      const transfer = async (amount: string) => {
        const created = await api(c.token)('POST', '/transfer/external', {
          idempotency_key: key(),
          from_wallet_id: gbp.wallet_id,
          beneficiary_id: payee.beneficiary_id,
          amount_minor: amount,
          charges: 'OUR',
          reference: 'Invoice 7',
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        return created.body.data as { transaction_id: string };
      };
      const a = await transfer('10000');
      const b = await transfer('90000');

      const started = await api(c.token)('POST', '/security/passkeys/approval', {
        action: 'confirm_external_transfer',
        subject_id: a.transaction_id,
      });
      expect(calls.passkeyApprovalOptions.response.safeParse(started.body).success).toBe(true);
      // What the screen shows before the prompt: the debit with the fee, the payee in full.
      expect(started.body.data.statement).toMatchObject({
        subject_id: a.transaction_id,
        currency: 'GBP',
        payee_name: 'John Smith',
        payee_account: 'GB29NWBK60161331926819',
      });
      expect(BigInt(started.body.data.statement.amount_minor)).toBeGreaterThan(10000n);
      const signed = {
        challenge_id: started.body.data.challenge_id,
        credential: device.get(started.body.data.options),
      };

      // The signature for A, presented for B (a larger amount): refused, and B stays unconfirmed.
      const forB = await api(c.token)('POST', `/transfer/external/${b.transaction_id}/confirm`, {
        idempotency_key: key(),
        passkey: signed,
      });
      expectError(forB, 400, 'passkey_rejected');
      // B's own challenge answered by a signature over A's: refused by the library's challenge check.
      const bStart = (
        await api(c.token)('POST', '/security/passkeys/approval', {
          action: 'confirm_external_transfer',
          subject_id: b.transaction_id,
        })
      ).body.data;
      const crossed = await api(c.token)('POST', `/transfer/external/${b.transaction_id}/confirm`, {
        idempotency_key: key(),
        passkey: {
          challenge_id: bStart.challenge_id,
          credential: device.get(bStart.options, {
            challenge: started.body.data.options.challenge,
          }),
        },
      });
      expectError(crossed, 400, 'passkey_rejected');

      // A fresh approval of A confirms A.
      const fresh = (
        await api(c.token)('POST', '/security/passkeys/approval', {
          action: 'confirm_external_transfer',
          subject_id: a.transaction_id,
        })
      ).body.data;
      const confirmed = await api(c.token)(
        'POST',
        `/transfer/external/${a.transaction_id}/confirm`,
        {
          idempotency_key: key(),
          passkey: { challenge_id: fresh.challenge_id, credential: device.get(fresh.options) },
        },
      );
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data.status).not.toBe('awaiting_confirmation');
      // Neither a code nor a passkey, or both: a clear 400.
      const neither = await api(c.token)('POST', `/transfer/external/${b.transaction_id}/confirm`, {
        idempotency_key: key(),
      });
      expectError(neither, 400, 'validation_error');
      // The code still works for a customer on a device without their passkey.
      await api(c.token)('POST', `/transfer/external/${b.transaction_id}/otp`, { channel: 'sms' });
      const byCode = await api(c.token)('POST', `/transfer/external/${b.transaction_id}/confirm`, {
        idempotency_key: key(),
        otp_code: lastCode(server, await phoneOf(server, c.customerId)),
      });
      expect(byCode.status).toBe(200);
      // No approval of a transfer that is no longer waiting for one.
      const late = await api(c.token)('POST', '/security/passkeys/approval', {
        action: 'confirm_external_transfer',
        subject_id: a.transaction_id,
      });
      expectError(late, 409, 'invalid_state');

      // A transfer to a new beneficiary (typed in, not saved): the passkey signs the new payee's
      // name and full account, and the same signature is no use once the payee differs.
      const toNew = await api(c.token)('POST', '/transfer/external', {
        idempotency_key: key(),
        from_wallet_id: gbp.wallet_id,
        beneficiary: {
          name: 'Sarah Jones',
          iban: 'GB33BUKB20201555555555',
          bic: 'BUKBGB22',
          bank_name: 'Barclays',
          bank_address: '1 Churchill Place, London',
          country: 'GB',
          currency: 'GBP',
        },
        amount_minor: '2500',
        charges: 'OUR',
        reference: 'First payment',
      });
      expect(toNew.status, JSON.stringify(toNew.body)).toBe(201);
      const newId = toNew.body.data.transaction_id as string;
      const newStart = (
        await api(c.token)('POST', '/security/passkeys/approval', {
          action: 'confirm_external_transfer',
          subject_id: newId,
        })
      ).body.data;
      expect(newStart.statement).toMatchObject({
        payee_name: 'Sarah Jones',
        payee_account: 'GB33BUKB20201555555555',
      });
      const toNewConfirmed = await api(c.token)('POST', `/transfer/external/${newId}/confirm`, {
        idempotency_key: key(),
        passkey: { challenge_id: newStart.challenge_id, credential: device.get(newStart.options) },
      });
      expect(toNewConfirmed.status).toBe(200);
    });

    it('an approver approves a prepared transfer with a passkey signed for that review; not for another, never their own', async () => {
      const adminToken = await tokenFor(server, 'admin@falcon-trading.demo.bank');
      const preparer = api(await tokenFor(server, 'preparer@falcon-trading.demo.bank'));
      const approverToken = await tokenFor(server, 'approver@falcon-trading.demo.bank');
      const approver = api(approverToken);
      const device = new SoftAuthenticator(ORIGIN);
      await addPasskey(approverToken, device, 'Approver phone');
      const aed = await openWallet(server, adminToken, 'AED');
      await fund(server, aed, '1000000', 'AED');
      const other = await newCustomer(server);
      const payee = await openWallet(server, other.token, 'AED');
      const prepare = async (amount: string) => {
        const res = await preparer('POST', '/transfer/internal', {
          idempotency_key: key(),
          from_wallet_id: aed.wallet_id,
          to_account_number: payee.account_number,
          amount_minor: amount,
        });
        expect(res.body.data.status).toBe('awaiting_approval');
        return res.body.data.transaction_id as string;
      };
      const first = await prepare('30000');
      const second = await prepare('70000');
      const begin = (id: string) =>
        approver('POST', '/security/passkeys/approval', {
          action: 'approve_review',
          subject_id: id,
          transaction_type: 'internal_transfer',
        });
      const started = await begin(first);
      expect(started.status).toBe(200);
      expect(started.body.data.statement).toMatchObject({
        action: 'approve_review',
        subject_id: first,
        currency: 'AED',
        payee_account: payee.account_number,
      });
      const proof = {
        challenge_id: started.body.data.challenge_id,
        credential: device.get(started.body.data.options),
      };
      // Signed for the first review, presented for the second: refused; the second waits on.
      const crossed = await approver('POST', `/review/internal_transfer/${second}/approve`, {
        idempotency_key: key(),
        passkey: proof,
      });
      expectError(crossed, 400, 'passkey_rejected');
      const fresh = (await begin(first)).body.data;
      const approved = await approver('POST', `/review/internal_transfer/${first}/approve`, {
        idempotency_key: key(),
        passkey: { challenge_id: fresh.challenge_id, credential: device.get(fresh.options) },
      });
      expect(approved.status).toBe(200);
      expect(approved.body.data.status).toBe('completed');
      expect((await approver('GET', `/review/internal_transfer/${second}`)).body.data.status).toBe(
        'awaiting_approval',
      );
      // The review's type is named; a preparer cannot approve (not even their own), nor start one.
      expectError(
        await approver('POST', '/security/passkeys/approval', {
          action: 'approve_review',
          subject_id: second,
        }),
        400,
        'validation_error',
      );
      expectError(
        await preparer('POST', '/security/passkeys/approval', {
          action: 'approve_review',
          subject_id: second,
          transaction_type: 'internal_transfer',
        }),
        403,
        'forbidden',
      );
    });

    it('an approver approves a batch of payments with a passkey signed for that batch (its total and count), not another', async () => {
      const adminToken = await tokenFor(server, 'admin@falcon-trading.demo.bank');
      const preparerToken = await tokenFor(server, 'preparer@falcon-trading.demo.bank');
      const preparer = api(preparerToken);
      // The administrator approves here (the approver's passkey is the previous test's).
      const approverToken = adminToken;
      const approver = api(approverToken);
      const device = new SoftAuthenticator(ORIGIN);
      await addPasskey(approverToken, device, 'Administrator laptop');
      // Falcon's AED wallet: the previous test's (AED 10,000.00).
      const preparerId = (
        await server.ctx.db
          .selectFrom('customers')
          .select('id')
          .where('email_normalized', '=', 'preparer@falcon-trading.demo.bank')
          .executeTakeFirstOrThrow()
      ).id;
      const batch = async (reference: string) => {
        const uploaded = await call(server, 'POST', '/bulk_payments?name=Suppliers', {
          token: preparerToken,
          rawBody: `name,iban,bic,amount,currency,purpose_code,reference\nGulf Office Supplies LLC,AE070331234567890123456,EBILAEAD,100.00,AED,GDI,${reference}\n`,
          headers: { 'content-type': 'text/csv' },
        });
        const id = uploaded.body.data.id as string;
        await preparer('POST', `/bulk_payments/${id}/submit/otp`, {});
        const submitted = await preparer('POST', `/bulk_payments/${id}/submit`, {
          idempotency_key: key(),
          otp_code: lastCode(server, await phoneOf(server, preparerId)),
        });
        expect(submitted.body.data.status).toBe('awaiting_approval');
        return id;
      };
      const first = await batch('INV-P1');
      const second = await batch('INV-P2');
      const begin = (id: string) =>
        approver('POST', '/security/passkeys/approval', {
          action: 'approve_batch',
          subject_id: id,
        });
      const started = (await begin(first)).body.data;
      // AED 100.00 and our fee of AED 20.00, one payment.
      expect(started.statement).toMatchObject({
        action: 'approve_batch',
        subject_id: first,
        amount_minor: '12000',
        currency: 'AED',
        payee_name: 'Suppliers: 1 payment',
      });
      const crossed = await approver('POST', `/bulk_payments/${second}/approve`, {
        idempotency_key: key(),
        passkey: { challenge_id: started.challenge_id, credential: device.get(started.options) },
      });
      expectError(crossed, 400, 'passkey_rejected');
      const fresh = (await begin(first)).body.data;
      const approved = await approver('POST', `/bulk_payments/${first}/approve`, {
        idempotency_key: key(),
        passkey: { challenge_id: fresh.challenge_id, credential: device.get(fresh.options) },
      });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect(approved.body.data.status).toMatch(/processing|done/);
      expectError(
        await preparer('POST', '/security/passkeys/approval', {
          action: 'approve_batch',
          subject_id: second,
        }),
        403,
        'forbidden',
      );
    });

    it('asks a customer with a passkey to confirm risky changes again within the session: by passkey or code, per session and action', async () => {
      const c = await newCustomer(server);
      const phone = await phoneOf(server, c.customerId);
      const me = api(c.token);
      // Without a passkey the spec's confirmations stand: the change starts at once.
      const before = await me('POST', '/customer/email/change', {
        new_email: `new-${c.customerId.slice(0, 8)}@test.bank`,
      });
      expect(before.status).toBe(202);
      const device = new SoftAuthenticator(ORIGIN);
      await addPasskey(c.token, device);

      // With one, each risky change asks again, naming what it is for.
      const asked = [
        [
          'POST',
          '/customer/email/change',
          { new_email: `x-${c.customerId.slice(0, 8)}@test.bank` },
          'change_email',
        ],
        [
          'POST',
          '/customer/phone/change',
          { phone: '+971501239876', channel: 'sms' },
          'change_phone',
        ],
        [
          'POST',
          '/security/password',
          { current_password: 'not checked yet', new_password: 'A-brand-new-Passw0rd-26' },
          'change_password',
        ],
        ['PUT', '/security/mfa/otp_channel', { otp_channel: null }, 'change_second_factor'],
        ['POST', '/security/mfa/totp/setup', undefined, 'change_second_factor'],
        ['POST', '/security/passkeys/options', undefined, 'change_second_factor'],
      ] as const;
      for (const [method, path, body, action] of asked) {
        const answer = await me(method, path, body);
        expectError(answer, 403, 'step_up_required');
        expect(answer.body.error.step_up_action).toBe(action);
      }

      // The passkey confirms the e-mail change for this session only, and for nothing else.
      await stepUpWith(c.token, 'change_email', device);
      expect(
        (
          await me('POST', '/customer/email/change', {
            new_email: `y-${c.customerId.slice(0, 8)}@test.bank`,
          })
        ).status,
      ).toBe(202);
      expectError(
        await me('POST', '/customer/phone/change', { phone: '+971501239876', channel: 'sms' }),
        403,
        'step_up_required',
      );
      const otherSession = await tokenFor(server, c.customerId);
      expectError(
        await api(otherSession)('POST', '/customer/email/change', {
          new_email: `z-${c.customerId.slice(0, 8)}@test.bank`,
        }),
        403,
        'step_up_required',
      );

      // A passkey confirmation given for one action, or another session, is refused for another.
      const forEmail = (await me('POST', '/security/step_up/passkey', { action: 'change_email' }))
        .body.data;
      expectError(
        await me('POST', '/security/step_up', {
          action: 'change_phone',
          passkey: {
            challenge_id: forEmail.challenge_id,
            credential: device.get(forEmail.options),
          },
        }),
        400,
        'passkey_rejected',
      );
      const mine = (await me('POST', '/security/step_up/passkey', { action: 'change_phone' })).body
        .data;
      expectError(
        await api(otherSession)('POST', '/security/step_up', {
          action: 'change_phone',
          passkey: { challenge_id: mine.challenge_id, credential: device.get(mine.options) },
        }),
        400,
        'passkey_rejected',
      );

      // A code works as well: a wrong one is refused, the one sent for the action grants it.
      expectError(
        await me('POST', '/security/step_up', {
          action: 'change_second_factor',
          otp_code: '12345',
        }),
        400,
        'validation_error',
      );
      expect(
        (await me('POST', '/security/step_up/code', { action: 'change_second_factor' })).status,
      ).toBe(202);
      const sms = server.messages.filter((m) => m.to === phone).at(-1);
      expect(sms?.text).toMatch(/code to change how you confirm your logins is \d{6}/);
      const code = lastCode(server, phone);
      expectError(
        await me('POST', '/security/step_up', {
          action: 'change_second_factor',
          otp_code: code === '000000' ? '111111' : '000000',
        }),
        400,
        'invalid_code',
      );
      expect(
        (await me('POST', '/security/step_up', { action: 'change_second_factor', otp_code: code }))
          .status,
      ).toBe(200);
      expect(
        (await me('PUT', '/security/mfa/otp_channel', { otp_channel: 'whatsapp' })).status,
      ).toBe(200);
      // Removing one of two passkeys is such a change too; the grant covers it.
      const spare = await addPasskey(c.token, new SoftAuthenticator(ORIGIN), 'Spare');
      expect((await me('POST', `/security/passkeys/${spare.id}/remove`, {})).status).toBe(200);

      // The grant lasts 5 minutes.
      server.clock.advance(5 * 60 + 1);
      expectError(
        await me('PUT', '/security/mfa/otp_channel', { otp_channel: 'sms' }),
        403,
        'step_up_required',
      );
    });

    it('adds a beneficiary only once the customer with a passkey confirmed that payee: signed for one, refused for another; used once; a code works too', async () => {
      const c = await newCustomer(server, { country: 'GB' });
      const phone = await phoneOf(server, c.customerId);
      const me = api(c.token);
      const john = {
        kind: 'external',
        name: 'John Smith',
        iban: 'GB29 NWBK 6016 1331 9268 19',
        bic: 'NWBKGB2L',
        bank_name: 'NatWest',
        bank_address: '250 Bishopsgate, London',
        country: 'GB',
        currency: 'GBP',
      };
      // The same name, another account: what malware swapping the IBAN would send.
      const swapped = {
        ...john,
        iban: 'GB33BUKB20201555555555',
        bic: 'BUKBGB22',
        bank_name: 'Barclays',
      };
      // Without a passkey a beneficiary is added at once (the spec's call).
      const plain = await newCustomer(server, { country: 'GB' });
      expect((await api(plain.token)('POST', '/beneficiary/add', john)).status).toBe(201);

      const device = new SoftAuthenticator(ORIGIN);
      await addPasskey(c.token, device);
      const asked = await me('POST', '/beneficiary/add', john);
      expectError(asked, 403, 'step_up_required');
      expect(asked.body.error.step_up_action).toBe('add_beneficiary');
      expectError(
        await me('POST', '/security/step_up/passkey', { action: 'add_beneficiary' }),
        400,
        'validation_error',
      );
      const started = await me('POST', '/security/step_up/passkey', {
        action: 'add_beneficiary',
        beneficiary: john,
      });
      expect(calls.stepUpOptions.response.safeParse(started.body).success).toBe(true);
      // What the screen shows before the prompt: the payee's name, full account and currency.
      expect(started.body.data.statement).toEqual({
        action: 'add_beneficiary',
        subject_id: c.customerId,
        amount_minor: '0',
        currency: 'GBP',
        payee_name: 'John Smith',
        payee_account: 'GB29NWBK60161331926819',
      });
      const signedForJohn = {
        challenge_id: started.body.data.challenge_id,
        credential: device.get(started.body.data.options),
      };
      expectError(
        await me('POST', '/security/step_up', {
          action: 'add_beneficiary',
          beneficiary: swapped,
          passkey: signedForJohn,
        }),
        400,
        'passkey_rejected',
      );
      const again = (
        await me('POST', '/security/step_up/passkey', {
          action: 'add_beneficiary',
          beneficiary: john,
        })
      ).body.data;
      const confirmed = await me('POST', '/security/step_up', {
        action: 'add_beneficiary',
        beneficiary: john,
        passkey: { challenge_id: again.challenge_id, credential: device.get(again.options) },
      });
      expect(confirmed.status).toBe(200);
      // The confirmation is for John's account only, and for one addition.
      expectError(await me('POST', '/beneficiary/add', swapped), 403, 'step_up_required');
      expect((await me('POST', '/beneficiary/add', john)).status).toBe(201);
      expectError(
        await me('POST', '/beneficiary/add', { ...john, currency: 'EUR' }),
        403,
        'step_up_required',
      );

      // A code (sent for this kind of change) confirms a payee as well, and that payee only.
      expect(
        (await me('POST', '/security/step_up/code', { action: 'add_beneficiary' })).status,
      ).toBe(202);
      const byCode = await me('POST', '/security/step_up', {
        action: 'add_beneficiary',
        beneficiary: swapped,
        otp_code: lastCode(server, phone),
      });
      expect(byCode.status).toBe(200);
      expectError(await me('POST', '/beneficiary/add', john), 403, 'step_up_required');
      expect((await me('POST', '/beneficiary/add', swapped)).status).toBe(201);
    });

    it('removes a passkey; the last one only with the password and a code', async () => {
      const s = sessionOf(
        await (async () => {
          const token = await mfaToken('layla@demo.bank');
          await call(server, 'POST', '/auth0/mfa/send_otp', {
            body: { mfa_token: token, channel: 'sms' },
          });
          return call(server, 'POST', '/auth0/mfa/confirm_auth0', {
            body: {
              grant_type: GRANT_MFA_OOB,
              mfa_token: token,
              otp_code: lastCode(server, '+971501110003'),
              email: 'layla@demo.bank',
              password: PASSWORD,
            },
          });
        })(),
      );
      // Layla has a passkey already: a second one is a change of second factor, confirmed again in
      // this session (here with a code sent by SMS for it).
      await api(s.token)('POST', '/security/step_up/code', { action: 'change_second_factor' });
      const confirmed = await api(s.token)('POST', '/security/step_up', {
        action: 'change_second_factor',
        otp_code: lastCode(server, '+971501110003'),
      });
      expect(confirmed.status).toBe(200);
      const phone = new SoftAuthenticator(ORIGIN);
      const second = await addPasskey(s.token, phone, 'Second');
      const list = (await api(s.token)('GET', '/security/passkeys')).body.data as { id: string }[];
      expect(list.length).toBeGreaterThanOrEqual(2);
      for (const p of list.filter((p) => p.id !== second.id))
        expect((await api(s.token)('POST', `/security/passkeys/${p.id}/remove`, {})).status).toBe(
          200,
        );

      const bare = await api(s.token)('POST', `/security/passkeys/${second.id}/remove`, {});
      expectError(bare, 400, 'validation_error');
      expect(Object.keys(bare.body.error.fields)).toEqual(['password', 'otp_code']);
      const wrongPassword = await api(s.token)('POST', `/security/passkeys/${second.id}/remove`, {
        password: 'not my password',
        otp_code: '123456',
      });
      expectError(wrongPassword, 400, 'password_incorrect');
      const sent = await api(s.token)('POST', '/security/step_up/code', {
        action: 'remove_passkey',
      });
      expect(sent.status).toBe(202);
      expect(calls.sendStepUpCode.response.safeParse(sent.body).success).toBe(true);
      const code = lastCode(server, '+971501110003');
      const wrongCode = await api(s.token)('POST', `/security/passkeys/${second.id}/remove`, {
        password: PASSWORD,
        otp_code: code === '000000' ? '111111' : '000000',
      });
      expectError(wrongCode, 400, 'invalid_code');
      const removed = await api(s.token)('POST', `/security/passkeys/${second.id}/remove`, {
        password: PASSWORD,
        otp_code: code,
      });
      expect(removed.status).toBe(200);
      expect(removed.body.data).toEqual({ remaining: 0 });
      const told = server.messages.filter((m) => m.to === 'layla@demo.bank').at(-1);
      expect(told?.subject).toMatch(/A passkey was removed/);
      // Without a passkey the login offers the codes again, and the passkey step is refused.
      const token = await mfaToken('layla@demo.bank');
      expect((await loginRequest(server, 'layla@demo.bank')).body.data.mfa_methods).not.toContain(
        'passkey',
      );
      expectError(
        await call(server, 'POST', '/auth0/passkey/options', { body: { mfa_token: token } }),
        403,
        'forbidden',
      );
      // A customer with no code factor removes their last passkey with the password alone.
      // (Aisha's one passkey, added above, is her last: the password alone removes it.)
      const aisha = await tokenFor(server, 'aisha@demo.bank');
      for (const p of (await api(aisha)('GET', '/security/passkeys')).body.data as { id: string }[])
        await api(aisha)('POST', `/security/passkeys/${p.id}/remove`, { password: PASSWORD });
      expect((await api(aisha)('GET', '/security/passkeys')).body.data).toEqual([]);
      const only = await addPasskey(aisha, new SoftAuthenticator(ORIGIN), 'Only one');
      expectError(
        await api(aisha)('POST', `/security/passkeys/${only.id}/remove`, { password: 'wrong one' }),
        400,
        'password_incorrect',
      );
      const gone = await api(aisha)('POST', `/security/passkeys/${only.id}/remove`, {
        password: PASSWORD,
      });
      expect(gone.body.data).toEqual({ remaining: 0 });
      // Another customer's passkey is not found.
      const other = await newCustomer(server);
      const theirs = await addPasskey(other.token, new SoftAuthenticator(ORIGIN));
      expectError(
        await api(s.token)('POST', `/security/passkeys/${theirs.id}/remove`, {}),
        404,
        'not_found',
      );
    });
  });
}
