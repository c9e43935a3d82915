// An individual's identity verification over real HTTP on PGlite and PostgreSQL: every transition of
// the state machine (allowed and refused) with who and when, a rejection with a reason per document
// and the resubmission of that document alone, the customers' status following each outcome, files
// refused by content, files served to their owner only, the review command and the sandbox review.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, call, expectError, startServer, type TestServer } from './helpers';
import { jpegFile, PERSONAL, pdfFile, pngFile, svgFile, upload } from './kyc-fixtures';
import { apiFor, newCustomer, type Api, type Customer } from './money-helpers';
import { SANDBOX_REJECTED_DOCUMENT_NUMBER } from '../src/modules/kyc/review';

const run = promisify(execFile);
const packageDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

async function statusOf(server: TestServer, customerId: string) {
  return (
    await server.ctx.db
      .selectFrom('customers')
      .select('kyc_status')
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow()
  ).kyc_status;
}

/** Everything an individual needs, uploaded and saved (an Emirates ID). */
async function completeDraft(server: TestServer, c: Customer, api: Api) {
  expect((await api('PUT', '/kyc/personal_details', PERSONAL)).status).toBe(200);
  for (const [type, file, mime] of [
    ['identity_front', jpegFile(), 'image/jpeg'],
    ['identity_back', pngFile(), 'image/png'],
    ['selfie', jpegFile(480, 640), 'image/jpeg'],
    ['proof_of_address', pdfFile(), 'application/pdf'],
  ] as const) {
    const sent = await upload(
      server.api,
      c.token,
      `/kyc/documents/${type}`,
      file,
      mime,
      `${type}.file`,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  }
}

const review = (
  server: TestServer,
  email: string,
  decision: string,
  reasons?: Record<string, string>,
) =>
  call(server, 'POST', '/dev/kyc/review', {
    body: { email, decision, ...(reasons ? { reasons } : {}), reviewer: 'Test Reviewer' },
  });

for (const engine of ENGINES) {
  describe(`KYC of an individual on ${engine}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(engine);
    });
    afterAll(async () => {
      await server?.close();
    });

    it('goes from not started through drafts, submission, review and a rejection of one document to its resubmission and approval, each transition recorded', async () => {
      const c = await newCustomer(server, { kyc: 'not_started' });
      const api = apiFor(server, c.token);
      const start = (await api('GET', '/kyc')).body.data;
      expect(start).toMatchObject({
        submission_id: null,
        state: 'not_started',
        kyc_status: 'not_started',
        can_edit: true,
        next_step: 'personal_details',
      });
      expect(start.personal_details).toMatchObject({ first_name: 'Test', nationality: 'AE' });
      expect(start.items.map((i: { item: string }) => i.item)).toEqual([
        'personal_details',
        'identity_front',
        'identity_back',
        'selfie',
        'proof_of_address',
      ]);
      expectError(await api('POST', '/kyc/submit'), 409, 'invalid_state');

      // A draft: part of the details; the submission starts (not_started → in_progress).
      const draft = (
        await api('PUT', '/kyc/personal_details', { first_name: 'Noor', occupation: 'Engineer' })
      ).body.data;
      expect(draft).toMatchObject({
        state: 'in_progress',
        kyc_status: 'not_started',
        can_submit: false,
      });
      expect(draft.personal_details).toMatchObject({ first_name: 'Noor', occupation: 'Engineer' });
      expect(draft.history).toEqual([
        expect.objectContaining({
          from_state: 'not_started',
          to_state: 'in_progress',
          actor_type: 'customer',
          actor_name: expect.stringContaining('Test'),
        }),
      ]);
      const incomplete = await api('POST', '/kyc/submit');
      expectError(incomplete, 400, 'validation_error');
      expect(Object.keys(incomplete.body.error.fields)).toEqual([
        'personal_details',
        'identity_front',
        'identity_back',
        'selfie',
        'proof_of_address',
      ]);

      await completeDraft(server, c, api);
      const ready = (await api('GET', '/kyc')).body.data;
      expect(ready).toMatchObject({ can_submit: true, next_step: 'submit' });
      expect(
        ready.documents.map(
          (d: { document_type: string; status: string }) => `${d.document_type}:${d.status}`,
        ),
      ).toEqual([
        'identity_front:provided',
        'identity_back:provided',
        'selfie:provided',
        'proof_of_address:provided',
      ]);
      expect(ready.personal_details.identity_document_number).toBe('784-1991-1234567-1');

      const submitted = (await api('POST', '/kyc/submit')).body.data;
      expect(submitted).toMatchObject({
        state: 'submitted',
        kyc_status: 'pending',
        can_edit: false,
        next_step: 'wait',
      });
      expect(await statusOf(server, c.customerId)).toBe('pending');
      // Nothing changes while it is reviewed.
      expectError(
        await api('PUT', '/kyc/personal_details', { occupation: 'Pilot' }),
        409,
        'invalid_state',
      );
      expect((await upload(server.api, c.token, '/kyc/documents/selfie', jpegFile())).status).toBe(
        409,
      );
      expectError(await api('POST', '/kyc/submit'), 409, 'invalid_state');

      expect((await review(server, c.email, 'review')).body.data.state).toBe('under_review');
      expectError(await review(server, c.email, 'review'), 409, 'invalid_state');
      expectError(await review(server, c.email, 'reject'), 400, 'validation_error');
      const unknownItem = await review(server, c.email, 'reject', { passport: 'x' });
      expectError(unknownItem, 400, 'validation_error');
      expect(unknownItem.body.error.message).toMatch(
        /Not an item of this submission: passport\. Its items are personal_details, identity_front/,
      );

      const before = server.messages.length;
      const rejected = (
        await review(server, c.email, 'reject', {
          selfie: 'Your face is not visible: take it again in good light.',
        })
      ).body.data;
      expect(rejected).toMatchObject({
        state: 'rejected',
        kyc_status: 'rejected',
        rejection_reasons: [
          { item: 'selfie', reason: 'Your face is not visible: take it again in good light.' },
        ],
      });
      expect(await statusOf(server, c.customerId)).toBe('rejected');
      expect(server.messages.slice(before)).toEqual([
        expect.objectContaining({
          to: c.email,
          subject: 'Your verification needs attention',
          text: expect.stringContaining('selfie: Your face is not visible'),
        }),
      ]);
      const seen = (await api('GET', '/kyc')).body.data;
      expect(seen).toMatchObject({ can_edit: true, can_submit: false, next_step: 'selfie' });
      expect(seen.items.find((i: { item: string }) => i.item === 'selfie')).toEqual({
        item: 'selfie',
        status: 'rejected',
        rejection_reason: 'Your face is not visible: take it again in good light.',
      });
      expect(seen.items.filter((i: { status: string }) => i.status === 'accepted')).toHaveLength(4);

      // Only what was rejected may change; submitting again needs it replaced.
      const notRejected = await upload(
        server.api,
        c.token,
        '/kyc/documents/proof_of_address',
        pdfFile(),
        'application/pdf',
      );
      expect(notRejected.status).toBe(409);
      expect(notRejected.body.error.message).toBe('Only what was rejected can change now: selfie.');
      expectError(
        await api('PUT', '/kyc/personal_details', { occupation: 'Pilot' }),
        409,
        'invalid_state',
      );
      const unchanged = await api('POST', '/kyc/submit');
      expectError(unchanged, 400, 'validation_error');
      expect(unchanged.body.error.fields).toEqual({
        selfie: 'Replace what was rejected before submitting again.',
      });

      const resubmission = (
        await upload(server.api, c.token, '/kyc/documents/selfie', jpegFile(600, 800), 'image/jpeg')
      ).body.data;
      expect(resubmission).toMatchObject({
        state: 'resubmission',
        round: 2,
        kyc_status: 'rejected',
        can_submit: true,
      });
      expect(resubmission.items.find((i: { item: string }) => i.item === 'selfie').status).toBe(
        'provided',
      );
      expect((await api('POST', '/kyc/submit')).body.data.state).toBe('submitted');

      const approved = (await review(server, c.email, 'approve')).body.data;
      expect(approved).toMatchObject({
        state: 'approved',
        kyc_status: 'approved',
        next_step: 'done',
        can_edit: false,
        rejection_reasons: [],
      });
      expect(await statusOf(server, c.customerId)).toBe('approved');
      expect(
        approved.history.map(
          (e: { from_state: string; to_state: string; actor_type: string }) =>
            `${e.from_state}→${e.to_state} (${e.actor_type})`,
        ),
      ).toEqual([
        'not_started→in_progress (customer)',
        'in_progress→submitted (customer)',
        'submitted→under_review (operations)',
        'under_review→rejected (operations)',
        'rejected→resubmission (customer)',
        'resubmission→submitted (customer)',
        'submitted→under_review (operations)',
        'under_review→approved (operations)',
      ]);
      expect(
        approved.history.every(
          (e: { created_at: string; actor_name: string }) => e.created_at && e.actor_name,
        ),
      ).toBe(true);
      expect(approved.history.at(-1)).toMatchObject({ actor_name: 'Test Reviewer' });
      // The confirmed details are now the profile.
      const profile = (await api('GET', '/customer/get_customer_details_by_id')).body.data;
      expect(profile).toMatchObject({
        first_name: 'Noor',
        last_name: 'Al Mansoori',
        date_of_birth: '1991-05-20',
      });
      expectError(await review(server, c.email, 'approve'), 409, 'invalid_state');
      expectError(
        await api('PUT', '/kyc/personal_details', { occupation: 'Pilot' }),
        409,
        'invalid_state',
      );
      expectError(await review(server, 'nobody@test.bank', 'approve'), 404, 'not_found');
    });

    it('refuses files by their content, over the size limit, damaged, active or empty', async () => {
      const c = await newCustomer(server, { kyc: 'not_started' });
      const put = (type: string, file: Buffer, mime: string) =>
        upload(server.api, c.token, `/kyc/documents/${type}`, file, mime, 'photo.png');
      const svg = await put('identity_front', svgFile(), 'image/png');
      expect(svg).toMatchObject({
        status: 415,
        body: {
          error: { code: 'unsupported_media_type', message: expect.stringMatching(/SVG image/) },
        },
      });
      expect(
        (await put('identity_front', Buffer.from('MZ\x90\x00 not really a jpeg'), 'image/jpeg'))
          .status,
      ).toBe(415);
      expect((await put('selfie', pdfFile(), 'application/pdf')).body.error.message).toBe(
        'This file is a PDF file, whatever its name says. Send a JPEG or PNG.',
      );
      const big = Buffer.concat([jpegFile(), Buffer.alloc(5 * 1024 * 1024)]);
      expect(await put('identity_front', big, 'image/jpeg')).toMatchObject({
        status: 413,
        body: {
          error: {
            code: 'payload_too_large',
            message: expect.stringMatching(/the limit is 5\.0 MB/),
          },
        },
      });
      expect(
        (await put('identity_front', jpegFile().subarray(0, 300), 'image/jpeg')).body.error.code,
      ).toBe('document_invalid');
      expect(
        (await put('proof_of_address', pdfFile('plain'), 'application/pdf')).body.error,
      ).toMatchObject({
        code: 'document_invalid',
        message: expect.stringMatching(/active content/),
      });
      expect((await put('identity_front', Buffer.alloc(0), 'image/jpeg')).status).toBe(400);
      // A JSON body is not a file.
      const json = await call(server, 'PUT', '/kyc/documents/identity_front', {
        token: c.token,
        body: { file: 'x' },
      });
      expect(json.status).toBe(415);
      // Refusals start nothing: the submission is still not started.
      expect((await apiFor(server, c.token)('GET', '/kyc')).body.data.state).toBe('not_started');
    });

    it("serves a document to its owner only, as cleaned; another customer's is not found", async () => {
      const owner = await newCustomer(server, { kyc: 'not_started' });
      const other = await newCustomer(server, { kyc: 'not_started' });
      const sent = await upload(
        server.api,
        owner.token,
        '/kyc/documents/identity_front',
        jpegFile(640, 400, { exif: true, trailing: '<script>x</script>' }),
        'image/jpeg',
        'id.jpg',
      );
      const doc = sent.body.data.documents[0];
      expect(doc).toMatchObject({
        document_type: 'identity_front',
        content_type: 'image/jpeg',
        width: 640,
        height: 400,
        file_name: 'id.jpg',
      });
      const mine = await fetch(`${server.api}/kyc/files/${doc.document_id}`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(mine.status).toBe(200);
      expect(mine.headers.get('content-type')).toBe('image/jpeg');
      expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
      expect(mine.headers.get('content-security-policy')).toContain('sandbox');
      const bytes = Buffer.from(await mine.arrayBuffer());
      expect(bytes.length).toBe(doc.size_bytes);
      expect(bytes.toString('latin1')).not.toMatch(/script|GPS/);
      expectError(
        await call(server, 'GET', `/kyc/files/${doc.document_id}`, { token: other.token }),
        404,
        'not_found',
      );
      expectError(await call(server, 'GET', `/kyc/files/${doc.document_id}`), 401, 'unauthorized');
      expectError(
        await call(server, 'GET', `/kyc/files/${crypto.randomUUID()}`, { token: owner.token }),
        404,
        'not_found',
      );
      // Replaced: the old file is no longer served, the new one is.
      const again = await upload(
        server.api,
        owner.token,
        '/kyc/documents/identity_front',
        pngFile(),
        'image/png',
      );
      expectError(
        await call(server, 'GET', `/kyc/files/${doc.document_id}`, { token: owner.token }),
        404,
        'not_found',
      );
      expect(
        (
          await fetch(`${server.api}/kyc/files/${again.body.data.documents[0].document_id}`, {
            headers: { authorization: `Bearer ${owner.token}` },
          })
        ).headers.get('content-type'),
      ).toBe('image/png');
    });

    it("checks the personal details: an adult, real countries, the document number's format and a valid document", async () => {
      const c = await newCustomer(server, { kyc: 'not_started' });
      const api = apiFor(server, c.token);
      const bad = await api('PUT', '/kyc/personal_details', {
        date_of_birth: '2015-01-01',
        nationality: 'XX',
        identity_document_type: 'emirates_id',
        identity_document_number: '123456789',
        identity_document_expiry: '2020-01-01',
      });
      expectError(bad, 400, 'validation_error');
      expect(bad.body.error.fields).toEqual({
        date_of_birth: 'You must be at least 18 years old.',
        nationality: 'Not a country we know: use its ISO code, e.g. AE.',
        identity_document_expiry: 'This document has expired: use a valid one.',
        identity_document_number: 'An Emirates ID number has 15 digits: 784-YYYY-NNNNNNN-C.',
      });
      const control = await api('PUT', '/kyc/personal_details', { occupation: 'Eng\u202Eineer' });
      expectError(control, 400, 'validation_error');
      expect(control.body.error.fields).toHaveProperty('occupation');
      const passport = (
        await api('PUT', '/kyc/personal_details', {
          ...PERSONAL,
          identity_document_type: 'passport',
          identity_document_number: 'n1234567',
        })
      ).body.data;
      expect(passport.items.map((i: { item: string }) => i.item)).toEqual([
        'personal_details',
        'passport',
        'selfie',
        'proof_of_address',
      ]);
      expect(passport.personal_details.identity_document_number).toBe('N1234567');
      // Company calls are for business accounts.
      expectError(await api('PUT', '/kyc/company_details', { legal_name: 'X' }), 403, 'forbidden');
      expect(
        (
          await upload(
            server.api,
            c.token,
            '/kyc/documents/trade_licence',
            pdfFile(),
            'application/pdf',
          )
        ).status,
      ).toBe(403);
    });

    it("decides through the review command: over the running server's call, or in the database itself (--direct)", async () => {
      const c = await newCustomer(server, { kyc: 'not_started' });
      await completeDraft(server, c, apiFor(server, c.token));
      await apiFor(server, c.token)('POST', '/kyc/submit');
      // PGlite lives in the server's process: the command goes through the server. PostgreSQL: straight to the database.
      const direct = engine === 'postgres' && server.databaseUrl;
      const env = {
        ...process.env,
        API_URL: server.api,
        ...(direct
          ? { DATABASE_URL: server.databaseUrl, NODE_ENV: 'test', LOG_LEVEL: 'silent' }
          : {}),
      };
      const args = [
        '--import',
        'tsx',
        'src/cli.ts',
        'kyc:review',
        c.email,
        'reject',
        '--reason',
        'proof_of_address=Older than three months',
        '--by',
        'Ops Tester',
        ...(direct ? ['--direct'] : []),
      ];
      const rejected = await run('node', args, { cwd: packageDir, env });
      expect(rejected.stdout).toContain(`${c.email}: rejected (kyc_status rejected)`);
      expect(rejected.stdout).toContain('proof_of_address: Older than three months');
      const history = (await apiFor(server, c.token)('GET', '/kyc')).body.data.history;
      expect(history.at(-1)).toMatchObject({
        to_state: 'rejected',
        actor_type: 'operations',
        actor_name: 'Ops Tester',
        reasons: [{ item: 'proof_of_address', reason: 'Older than three months' }],
      });
      expect(await statusOf(server, c.customerId)).toBe('rejected');
      // The customer is told, by the server's notifier or the command's own (the outbox here).
      const told = await server.ctx.db
        .selectFrom('outbox')
        .select('subject')
        .where('recipient', '=', c.email)
        .execute();
      expect(told.map((m) => m.subject)).toContain('Your verification needs attention');
      const refused = await review(server, c.email, 'approve');
      expectError(refused, 409, 'invalid_state');
      expect(refused.body.error.message).toBe(
        'This verification is rejected: only a submitted one can be reviewed.',
      );
    }, 60_000);

    for (const mode of ['approve', 'reject'] as const) {
      it(`decides at once with the sandbox review KYC_AUTO_REVIEW=${mode}, recorded as the sandbox`, async () => {
        server.ctx.config.kyc.autoReview = mode;
        try {
          const c = await newCustomer(server, { kyc: 'not_started' });
          await completeDraft(server, c, apiFor(server, c.token));
          const done = (await apiFor(server, c.token)('POST', '/kyc/submit')).body.data;
          expect(done.state).toBe(mode === 'approve' ? 'approved' : 'rejected');
          expect(
            done.history
              .slice(-2)
              .map(
                (e: { actor_type: string; actor_name: string }) =>
                  `${e.actor_type}:${e.actor_name}`,
              ),
          ).toEqual(['auto_review:Sandbox auto-review', 'auto_review:Sandbox auto-review']);
          if (mode === 'reject')
            expect(done.rejection_reasons).toEqual([
              { item: 'selfie', reason: expect.stringMatching(/^Sandbox review/) },
            ]);
          expect(await statusOf(server, c.customerId)).toBe(
            mode === 'approve' ? 'approved' : 'rejected',
          );
        } finally {
          server.ctx.config.kyc.autoReview = 'off';
        }
      });
    }

    it('the sandbox test identity document is rejected on its first submission (the selfie) even when the sandbox approves, and its resubmission approved', async () => {
      server.ctx.config.kyc.autoReview = 'approve';
      try {
        const c = await newCustomer(server, { kyc: 'not_started' });
        const api = apiFor(server, c.token);
        await completeDraft(server, c, api);
        expect(
          (
            await api('PUT', '/kyc/personal_details', {
              ...PERSONAL,
              identity_document_number: SANDBOX_REJECTED_DOCUMENT_NUMBER,
            })
          ).status,
        ).toBe(200);
        const rejected = (await api('POST', '/kyc/submit')).body.data;
        expect(rejected.state).toBe('rejected');
        expect(rejected.rejection_reasons).toEqual([
          { item: 'selfie', reason: expect.stringMatching(/^Sandbox review/) },
        ]);
        expect(
          (
            await upload(
              server.api,
              c.token,
              '/kyc/documents/selfie',
              jpegFile(480, 640),
              'image/jpeg',
              'selfie-2.jpg',
            )
          ).status,
        ).toBe(201);
        const approved = (await api('POST', '/kyc/submit')).body.data;
        expect(approved).toMatchObject({ state: 'approved', round: 2 });
        expect(await statusOf(server, c.customerId)).toBe('approved');
      } finally {
        server.ctx.config.kyc.autoReview = 'off';
      }
    });
  });
}
