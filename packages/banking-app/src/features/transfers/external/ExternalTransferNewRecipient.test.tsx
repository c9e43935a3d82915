import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations } from '@/lib/testing/axe';
import {
  fakeApi,
  refusal,
  renderPage,
  reply,
  screenUnderTest,
  setupI18n,
} from '@/lib/testing/pageHarness';
import { PATHS } from '@/access/paths';
import { setToken } from '@/session/storage';
import { details } from '@/lib/testing/money';
import { externalStore } from './draft';

const NewRecipient = screenUnderTest(() => import('./ExternalTransferNewRecipient'));
const user = () => userEvent.setup({ delay: null });
const NATWEST = {
  bic: 'NWBKGB2L',
  bank_name: 'National Westminster Bank plc (NatWest)',
  bank_address: '250 Bishopsgate, London EC2M 4AA',
  country: 'GB',
};
const banks = {
  'GET /customer/get_customer_details_by_id': reply(200, details()),
  'GET /bank/NWBKGB2L': reply(200, { data: NATWEST }),
  'GET /bank/ZZZZGB2L': refusal(404, 'not_found'),
};
const fieldError = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

beforeEach(async () => {
  sessionStorage.clear();
  await setToken('access-external-new');
});

describe('A new recipient at another bank (/dashboard/external_step1N)', () => {
  it('tells a customer whose identity check is pending, before any form, that other banks wait for it and what they can do now', async () => {
    fakeApi({
      ...banks,
      'GET /customer/get_customer_details_by_id': reply(200, details({ kyc_status: 'pending' })),
    });
    const { container } = renderPage(NewRecipient(), PATHS.externalStep1N);
    expect(
      await screen.findByText('Sending to other banks opens after your identity check'),
    ).toBeInTheDocument();
    expect(screen.getByText(/We are checking your documents/)).toBeInTheDocument();
    expect(screen.getByText(/Meanwhile you can add money by card/)).toHaveTextContent(
      'send money to Sadu Bank customers',
    );
    expect(screen.getByRole('link', { name: 'Send to a Sadu Bank customer' })).toHaveAttribute(
      'href',
      PATHS.internalStep1,
    );
    // Nothing to fill in that could not be sent; pending: no way to send documents again.
    expect(screen.queryByRole('textbox', { name: /^IBAN/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Verify your identity' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('leads a customer who has not started the check to it', async () => {
    fakeApi({
      ...banks,
      'GET /customer/get_customer_details_by_id': reply(
        200,
        details({ kyc_status: 'not_started' }),
      ),
    });
    renderPage(NewRecipient(), PATHS.externalStep1N);
    expect(await screen.findByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      PATHS.verifyKyc,
    );
  });

  it('checks the IBAN as it is typed, names the bank from its BIC, and carries the recipient to step 2', async () => {
    const api = fakeApi(banks);
    const u = user();
    const { container } = renderPage(NewRecipient(), PATHS.externalStep1N);
    const iban = await screen.findByRole('textbox', { name: /^IBAN/ });

    await u.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    for (const message of [
      'Choose the country of the bank',
      'Enter the IBAN',
      'Enter the BIC / SWIFT code',
      "Enter the account holder's name",
      'Choose the currency',
    ])
      expect(within(summary).getByRole('link', { name: message })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    // A typing error in the last digit: the check digits no longer match, said before the field is left.
    await u.type(iban, 'gb29nwbk60161331926818');
    expect(iban).toHaveValue('GB29 NWBK 6016 1331 9268 18');
    expect(fieldError(iban)).toContain(
      'The check digits of this IBAN do not match: check it for a typing error',
    );
    await u.clear(iban);
    await u.type(iban, 'GB29NWBK60161331926819');
    expect(fieldError(iban)).not.toContain('check digits');
    expect(screen.getByText('A valid IBAN from United Kingdom.')).toBeInTheDocument();

    await u.type(screen.getByRole('textbox', { name: /BIC/ }), 'NWBKGB2L');
    expect(
      await screen.findByText(
        'Bank: National Westminster Bank plc (NatWest), 250 Bishopsgate, London EC2M 4AA',
      ),
    ).toBeInTheDocument();
    // The directory knew the bank: its name and address are not asked for.
    expect(screen.queryByRole('textbox', { name: /Bank name/ })).not.toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: /Account holder's name/ }), 'John Smith');
    await u.type(screen.getByRole('combobox', { name: /Currency/ }), 'GBP');
    await u.click(await screen.findByRole('option', { name: /GBP/ }));
    expect(
      screen.getByRole('checkbox', { name: /Save as a beneficiary for next time/ }),
    ).toBeChecked();
    expect(await axeViolations(container)).toEqual([]);

    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: PATHS.externalStep2 }),
    ).toBeInTheDocument();
    expect(externalStore.read()?.beneficiary).toEqual({
      details: {
        name: 'John Smith',
        iban: 'GB29NWBK60161331926819',
        bic: 'NWBKGB2L',
        bank_name: NATWEST.bank_name,
        bank_address: NATWEST.bank_address,
        country: 'GB',
        currency: 'GBP',
      },
      saveForNextTime: true,
      name: 'John Smith',
      currency: 'GBP',
      country: 'GB',
      account: 'GB29NWBK60161331926819',
      bankName: NATWEST.bank_name,
    });
    // Nothing is saved before the transfer is created (then `save_beneficiary` saves it).
    expect(api.to('POST', '/beneficiary/add')).toHaveLength(0);
  });

  it("asks for the bank's name and address when the directory does not know the BIC, and may not save the recipient", async () => {
    fakeApi(banks);
    const u = user();
    renderPage(NewRecipient(), PATHS.externalStep1N);
    await u.type(await screen.findByRole('textbox', { name: /^IBAN/ }), 'GB29NWBK60161331926819');
    await u.type(screen.getByRole('textbox', { name: /BIC/ }), 'ZZZZGB2L');
    expect(
      await screen.findByText("We do not have this bank's details: enter its name and address."),
    ).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: /Bank name/ }), 'Small Bank');
    await u.type(screen.getByRole('textbox', { name: /Bank address/ }), '1 High Street, London');
    await u.type(screen.getByRole('textbox', { name: /Account holder's name/ }), 'Jane Doe');
    await u.type(screen.getByRole('combobox', { name: /Currency/ }), 'GBP');
    await u.click(await screen.findByRole('option', { name: /GBP/ }));
    await u.click(screen.getByRole('checkbox', { name: /Save as a beneficiary for next time/ }));
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: PATHS.externalStep2 }),
    ).toBeInTheDocument();
    expect(externalStore.read()?.beneficiary).toMatchObject({
      saveForNextTime: false,
      details: { bank_name: 'Small Bank', bank_address: '1 High Street, London', bic: 'ZZZZGB2L' },
    });
  });
});

describe('A new recipient in Arabic', () => {
  it('words the IBAN messages in Arabic, keeps the IBAN left to right, and passes axe', async () => {
    await setupI18n('ar');
    try {
      fakeApi(banks);
      const { container } = renderPage(NewRecipient(), PATHS.externalStep1N);
      const field = await screen.findByRole('textbox', { name: /رقم الآيبان/ });
      await user().type(field, 'GB29NWBK6016133192681');
      await user().tab();
      expect(field).toHaveAttribute('dir', 'ltr');
      expect(fieldError(field)).toContain(
        'يتكوّن رقم الآيبان من المملكة المتحدة من 22 خانة: أدخلت 21',
      );
      expect(screen.getByRole('checkbox', { name: /حفظه كمستفيد للمرة القادمة/ })).toBeChecked();
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      await setupI18n('en');
    }
  });
});
