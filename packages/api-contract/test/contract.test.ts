import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AMOUNT_NUMBER_MESSAGE,
  minorAmountInputSchema,
  idempotencyKeySchema,
  moneySchema,
  callList,
  calls,
  ERROR_STATUS,
  errorBodySchema,
  FIAT_BASE_PATH,
  fullPath,
  loginWithAuth0,
  openApiDocument,
  type RequestBody,
  type ResponseBody,
} from '../src/index';

describe('the contract', () => {
  it("keeps the spec's paths", () => {
    const byId = Object.fromEntries(callList.map((c) => [c.id, `${c.method} ${c.path}`]));
    expect(byId.loginWithAuth0).toBe('POST /auth0/login_with_auth0');
    expect(byId.confirmMfa).toBe('POST /auth0/mfa/confirm_auth0');
    expect(byId.refreshToken).toBe('POST /customer/refresh');
    expect(byId.getCustomerDetails).toBe('GET /customer/get_customer_details_by_id');
    expect(byId.logout).toBe('DELETE /customer/logout');
    expect(byId.isAuthorised).toBe('POST /customer/isauthorised');
    expect(byId.getLoginActivity).toBe('GET /security/login-activity');
    expect(fullPath(calls.isAuthorised)).toBe(`${FIAT_BASE_PATH}/customer/isauthorised`);
  });

  it('has unique ids and unique method+path pairs', () => {
    expect(new Set(callList.map((c) => c.id)).size).toBe(callList.length);
    expect(new Set(callList.map((c) => `${c.method} ${c.path}`)).size).toBe(callList.length);
  });

  it("keeps the spec's login payload fields", () => {
    const parsed = loginWithAuth0.body.safeParse({
      grant_type: 'password',
      redirect_uri: 'https://bank.example/login',
      email: 'a@b.co',
      password: 'x',
      tokenV3: 'payload',
    });
    expect(parsed.success).toBe(true);
    expect(loginWithAuth0.body.safeParse({ email: 'a@b.co' }).success).toBe(false);
  });

  it('reads refresh, isauthorised and login activity where the spec reads them', () => {
    const refresh = calls.refreshToken.response.parse({
      new_jwt_tokens: { tokens: { access_token: 'jwt', token_type: 'Bearer', expires_in: 600 } },
    });
    expect(refresh.new_jwt_tokens.tokens.access_token).toBe('jwt');
    const id = '6f1f0a52-8a5e-4d43-9d4e-8d9f5b7c2a11';
    expect(
      calls.isAuthorised.response.parse({
        data: { customer_id: id, user_type: 'individual', customer_type: null },
      }).data.customer_id,
    ).toBe(id);
    const activity = calls.getLoginActivity.response.parse({
      data: {
        last_successful_login: {
          ip_address: '127.0.0.1',
          city: 'Local',
          country: 'Local',
          created_at: '2026-01-01T10:00:00.000Z',
        },
        last_failed_login: null,
        recent_login_history: [],
      },
    });
    expect(activity.data.last_successful_login?.city).toBe('Local');
  });

  it('has one error body whose codes all map to 4xx or 5xx', () => {
    for (const status of Object.values(ERROR_STATUS)) expect(status).toBeGreaterThanOrEqual(400);
    expect(
      errorBodySchema.safeParse({
        error: { code: 'validation_error', message: 'x', fields: { email: 'bad' } },
      }).success,
    ).toBe(true);
    expect(errorBodySchema.safeParse({ error: { code: 'nope', message: 'x' } }).success).toBe(
      false,
    );
  });

  it('generates an OpenAPI 3.1 document covering every public call', () => {
    const doc = openApiDocument();
    expect(doc.openapi).toBe('3.1.0');
    const ops = Object.values(doc.paths).flatMap((p) => Object.values(p)) as {
      operationId: string;
    }[];
    expect(ops.map((o) => o.operationId).sort()).toEqual(
      callList
        .filter((c) => !c.devOnly)
        .map((c) => c.id)
        .sort(),
    );
    const login = doc.paths[`${FIAT_BASE_PATH}/auth0/login_with_auth0`]?.post as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
      responses: Record<string, unknown>;
    };
    expect(login.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['grant_type', 'redirect_uri', 'email', 'password', 'tokenV3']),
    );
    expect(Object.keys(login.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '429']),
    );
    expect(doc.paths[`${FIAT_BASE_PATH}/security/sessions/{session_id}`]).toBeDefined();
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });
});

describe('inferred types', () => {
  it('infer request and response types from the schemas', () => {
    const body: RequestBody<typeof loginWithAuth0> = {
      grant_type: 'password',
      redirect_uri: 'http://127.0.0.1:8080/login',
      email: 'a@b.co',
      password: 'pw',
      tokenV3: 't',
    };
    const answer: ResponseBody<typeof calls.isAuthorised> = {
      data: {
        customer_id: '6f1f0a52-8a5e-4d43-9d4e-8d9f5b7c2a11',
        user_type: 'corporate',
        customer_type: 'viewer',
      },
    };
    expect(loginWithAuth0.body.parse(body).email).toBe('a@b.co');
    expect(calls.isAuthorised.response.parse(answer).data.customer_type).toBe('viewer');
  });
});

describe('money in the contract', () => {
  it('takes amounts as integer minor units in a string and refuses anything else with a specific message', () => {
    expect(minorAmountInputSchema.parse(' 123450 ')).toBe('123450');
    const message = (value: unknown) =>
      minorAmountInputSchema.safeParse(value).error?.issues[0]?.message;
    expect(message('1234.50')).toBe(
      'Send the amount in minor units as a whole number: "123450" for 1,234.50 in a currency with 2 decimals.',
    );
    expect(message(123450)).toBe(AMOUNT_NUMBER_MESSAGE);
    expect(message(123450)).toMatch(/not a JSON number/);
    expect(message('0')).toBe('The amount must be greater than zero.');
    expect(message('-1')).toMatch(/negative amounts are not allowed/);
    expect(message('9'.repeat(30))).toBe('The amount is too large.');
    expect(message('1,000')).toMatch(/as a string of digits: "123450"/);
    expect(message(undefined)).toMatch(/as a string of digits: "123450"/);
    expect(moneySchema.safeParse({ currency: 'USD', amount: '1.00', minor: '100' }).success).toBe(
      true,
    );
    expect(moneySchema.safeParse({ currency: 'USD', amount: '1.00', minor: 100 }).success).toBe(
      false,
    );
  });

  it('names amount_minor when a request still sends amount or buy_amount (bodies are not strict)', () => {
    const wallet = '6f1f0a52-8a5e-4d43-9d4e-8d9f5b7c2a11';
    const issues = (schema: z.ZodType, body: unknown) =>
      Object.fromEntries(
        (schema.safeParse(body).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
      );
    const old = issues(calls.cardTopupQuote.body, { wallet_id: wallet, amount: '100.00' });
    expect(old.amount).toMatch(/^amount is no longer read: send amount_minor/);
    expect(old.amount_minor).toMatch(/minor units/);
    expect(
      issues(calls.fxQuote.body, { from_currency: 'AED', to_currency: 'USD', buy_amount: '1' })
        .buy_amount,
    ).toMatch(/^buy_amount is no longer read: send buy_amount_minor/);
    for (const call of [
      calls.internalTransfer,
      calls.externalTransferQuote,
      calls.createExternalTransfer,
      calls.simulateIncomingTransfer,
      calls.simulateCryptoDeposit,
    ])
      expect(issues(call.body, { amount: '1.00' }).amount, call.id).toMatch(/send amount_minor/);
    expect(
      calls.fxQuote.body.parse({
        from_currency: 'AED',
        to_currency: 'BTC',
        buy_amount_minor: '100000',
      }),
    ).toEqual({ from_currency: 'AED', to_currency: 'BTC', buy_amount_minor: '100000' });
  });

  it("names an external transfer's amount on one side: amount_minor sent or buy_amount_minor received", () => {
    const target = {
      from_wallet_id: '6f1f0a52-8a5e-4d43-9d4e-8d9f5b7c2a11',
      beneficiary_id: '7a1f0a52-8a5e-4d43-9d4e-8d9f5b7c2a12',
      charges: 'SHA',
    };
    const create = { ...target, idempotency_key: '8b1f0a52-8a5e-4d43-9d4e-8d9f5b7c2a13' };
    for (const [call, base] of [
      [calls.externalTransferQuote, target],
      [calls.createExternalTransfer, create],
    ] as const) {
      expect(call.body.parse({ ...base, buy_amount_minor: '1200000' }), call.id).toEqual({
        ...base,
        buy_amount_minor: '1200000',
      });
      expect(call.body.parse({ ...base, amount_minor: '1200000' }), call.id).toEqual({
        ...base,
        amount_minor: '1200000',
      });
      for (const body of [base, { ...base, amount_minor: '1', buy_amount_minor: '1' }]) {
        const issues = call.body.safeParse(body).error?.issues ?? [];
        expect(
          issues.map((i) => [i.path.join('.'), i.message]),
          call.id,
        ).toEqual([
          [
            'amount_minor',
            "Give amount_minor (the amount sent) or buy_amount_minor (what the beneficiary's bank should receive): one of them, in minor units.",
          ],
        ]);
      }
      expect(
        call.body.safeParse({ ...base, buy_amount_minor: '12000.00' }).error?.issues[0]?.path,
      ).toEqual(['buy_amount_minor']);
      expect(
        call.body.safeParse({ ...base, buy_amount: '12000.00' }).error?.issues[0]?.message,
      ).toMatch(/^buy_amount is no longer read: send buy_amount_minor/);
    }
    const doc = openApiDocument();
    const quote = doc.paths[`${FIAT_BASE_PATH}/transfer/external/quote`]?.post as {
      description?: string;
      requestBody: { content: Record<string, { schema: { properties: object } }> };
    };
    expect(Object.keys(quote.requestBody.content['application/json']!.schema.properties)).toEqual(
      expect.arrayContaining(['amount_minor', 'buy_amount_minor']),
    );
    expect(quote.description).toMatch(/buy_amount_minor is what the beneficiary's bank should/);
  });

  it('documents the amounts of requests in minor units in the OpenAPI document', () => {
    const doc = openApiDocument();
    const body = (path: string) =>
      (
        doc.paths[FIAT_BASE_PATH + path]?.post as {
          requestBody: { content: Record<string, { schema: unknown }> };
        }
      ).requestBody.content['application/json']?.schema as {
        properties: Record<string, { type?: string; deprecated?: boolean; description?: string }>;
        required?: string[];
      };
    const topup = body('/topup/card/quote');
    expect(topup.required).toContain('amount_minor');
    expect(topup.properties.amount_minor?.description).toMatch(/minor units as a string of digits/);
    expect(topup.properties.amount?.deprecated).toBe(true);
    expect(Object.keys(body('/fx/quote').properties)).toEqual(
      expect.arrayContaining(['amount_minor', 'buy_amount_minor']),
    );
  });

  it('requires an idempotency key on every money-moving call', () => {
    const doc = openApiDocument();
    const moving: [string, string][] = [
      ['/transfer/internal', 'post'],
      ['/transfer/external', 'post'],
      ['/transfer/external/{transaction_id}/confirm', 'post'],
      ['/fx/conversion', 'post'],
      ['/topup/card/confirm', 'post'],
      ['/review/{transaction_type}/{transaction_id}/approve', 'post'],
    ];
    for (const [path, method] of moving) {
      const op = (
        doc.paths[`${FIAT_BASE_PATH}${path}`] as Record<
          string,
          {
            requestBody: {
              content: {
                'application/json': {
                  schema: { required?: string[]; allOf?: { required?: string[] }[] };
                };
              };
            };
          }
        >
      )[method];
      const schema = op?.requestBody.content['application/json'].schema;
      const required = [
        ...(schema?.required ?? []),
        ...(schema?.allOf ?? []).flatMap((s) => s.required ?? []),
      ];
      expect(`${path}: ${required.includes('idempotency_key')}`).toBe(`${path}: true`);
    }
    expect(idempotencyKeySchema.safeParse('short').success).toBe(false);
    expect(idempotencyKeySchema.safeParse(crypto.randomUUID()).success).toBe(true);
  });

  it("keeps the spec's route names for review and the statements", () => {
    const byId = Object.fromEntries(callList.map((c) => [c.id, `${c.method} ${c.path}`]));
    expect(byId.getReview).toBe('GET /review/:transaction_type/:transaction_id');
    expect(byId.downloadTransactionSummary).toBe('GET /transaction/statement');
    expect(byId.publicFees).toBe('GET /public/fees');
    expect(calls.publicFees.auth).toBe('none');
  });
});
