// Codes go to mobile numbers only, over real HTTP on PGlite and PostgreSQL: a Dubai landline
// (+97141234567) is refused at sign-up, at /update_info and in an invitation with a message saying
// a mobile number is needed, and a landline kept from earlier gets no login or transfer code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mobileNumber } from '../src/modules/customers/phones';
import {
  call,
  captchaToken,
  ENGINES,
  expectError,
  loginRequest,
  startServer,
  type TestServer,
} from './helpers';
import { apiFor, tokenFor } from './money-helpers';

const LANDLINE = '+97141234567';
const MESSAGE = 'Give a mobile number: codes are sent to it by SMS or WhatsApp.';

describe('mobileNumber', () => {
  it('tells UAE mobiles from landlines, and accepts numbers whose plan cannot tell (US)', () => {
    expect(mobileNumber('+971501234567')).toBe('+971501234567');
    expect(mobileNumber('+971 55 987 6543')).toBe('+971559876543');
    expect(mobileNumber(LANDLINE)).toBeUndefined();
    expect(mobileNumber('+97126123456')).toBeUndefined(); // Abu Dhabi landline
    expect(mobileNumber('041234567')).toBeUndefined(); // no country: not a number the bank can reach
    expect(mobileNumber('+12015550123')).toBe('+12015550123');
    expect(mobileNumber('+44 20 7946 0958')).toBeUndefined(); // London landline
  });
});

for (const engine of ENGINES) {
  describe(`mobile numbers only on ${engine}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(engine);
    });
    afterAll(async () => {
      await server?.close();
    });
    const post = (path: string, body: unknown) => call(server, 'POST', path, { body });
    const sentTo = (to: string) => server.messages.filter((m) => m.to === to).length;

    it('refuses a landline at sign-up, and sends no code to it', async () => {
      const start = await post('/registration/start', {
        user_type: 'individual',
        email: 'landline@example.com',
        tokenV3: await captchaToken(server),
      });
      const registration_token = start.body.data.registration_token as string;
      await post('/registration/password', {
        registration_token,
        password: 'correct horse battery staple 42',
      });
      const details = {
        registration_token,
        first_name: 'Noor',
        last_name: 'Ali',
        date_of_birth: '1990-02-28',
        nationality: 'AE',
        country_of_residence: 'AE',
      };
      const landline = await post('/registration/personal_details', {
        ...details,
        phone: LANDLINE,
      });
      expectError(landline, 400, 'validation_error');
      expect(landline.body.error).toMatchObject({
        message: MESSAGE,
        fields: { phone: 'Give a mobile number, e.g. +971501234567.' },
      });
      expectError(
        await post('/registration/otp/generate', { registration_token, channel: 'sms' }),
        400,
        'registration_step',
      );
      expect(sentTo(LANDLINE)).toBe(0);
      expect(
        (await post('/registration/personal_details', { ...details, phone: '+971509990055' })).body
          .data.next_step,
      ).toBe('generate_otp');
    });

    it('refuses a landline at /update_info', async () => {
      await server.ctx.db
        .updateTable('customers')
        .set({ phone: null })
        .where('email_normalized', '=', 'aisha@demo.bank')
        .execute();
      const token = (await loginRequest(server, 'aisha@demo.bank')).body.data
        .update_token as string;
      const landline = await post('/customer/update_info', {
        update_token: token,
        phone: LANDLINE,
      });
      expectError(landline, 400, 'validation_error');
      expect(landline.body.error.message).toBe(MESSAGE);
      expect(
        (await post('/customer/update_info', { update_token: token, phone: '+971501110001' }))
          .status,
      ).toBe(200);
    });

    it('refuses a landline in an invitation', async () => {
      const admin = apiFor(server, await tokenFor(server, 'admin@falcon-trading.demo.bank'));
      const invited = await admin('POST', '/subaccount/invite', {
        email: 'desk@falcon-trading.demo.bank',
        first_name: 'Desk',
        last_name: 'Phone',
        customer_type: 'viewer',
        phone: LANDLINE,
      });
      expectError(invited, 400, 'validation_error');
      expect(invited.body.error.fields).toEqual({
        phone: 'Give a mobile number, e.g. +971501234567.',
      });
    });

    it('sends no login code to a landline kept from earlier', async () => {
      await server.ctx.db
        .updateTable('customers')
        .set({ phone: LANDLINE })
        .where('email_normalized', '=', 'layla@demo.bank')
        .execute();
      const t = await loginRequest(server, 'layla@demo.bank');
      const refused = await post('/auth0/mfa/send_otp', {
        mfa_token: t.body.data.mfa_token,
        channel: 'sms',
      });
      expectError(refused, 400, 'validation_error');
      expect(refused.body.error.message).toMatch(
        /^Codes by SMS or WhatsApp go to a mobile number, and \+9714•+67 is not one/,
      );
      expect(sentTo(LANDLINE)).toBe(0);
    });
  });
}
