import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STATUS_TEXTS } from '@/api/errors';
import { axeViolations } from '@/lib/testing/axe';
import {
  fakeApi,
  refusal,
  renderPage,
  reply,
  screenUnderTest,
  setupI18n,
  type Routes,
} from '@/lib/testing/pageHarness';
import { COMMERZBANK, JOHN, OMAR } from '@/lib/testing/beneficiaries';

const FormPage = screenUnderTest(() => import('./BeneficiaryFormPage'));
const PATH = '/dashboard/add_beneficiary';
const user = () => userEvent.setup({ delay: null });

const NATWEST = {
  bic: 'NWBKGB2L',
  bank_name: 'National Westminster Bank plc (NatWest)',
  bank_address: '250 Bishopsgate, London EC2M 4AA',
  country: 'GB',
};
const banks: Routes = {
  'GET /bank/NWBKGB2L': reply(200, { data: NATWEST }),
  'GET /bank/COBADEFF': reply(200, { data: COMMERZBANK }),
  'GET /bank/ZZZZGB2L': refusal(404, 'not_found'),
};

const iban = () => screen.getByRole('textbox', { name: /^IBAN/ });
const fieldError = (name: RegExp) => {
  const input = screen.getByRole('textbox', { name });
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

async function chooseCountry(name: string) {
  await user().type(screen.getByRole('combobox', { name: /Country of the bank/ }), name);
  // An option reads its name and its code: "United Kingdom GB".
  await user().click(await screen.findByRole('option', { name: new RegExp(`^${name} [A-Z]{2}$`) }));
}

describe('Add a beneficiary: another bank', () => {
  it("checks the IBAN as it is typed: length for its country, check digits, the bank's country; grouped in fours, left to right", async () => {
    fakeApi(banks);
    const { container } = renderPage(FormPage(), PATH);
    await screen.findByRole('heading', { level: 1, name: 'Add a beneficiary' });
    const u = user();
    await u.type(iban(), 'gb29nwbk6016');
    expect(iban()).toHaveValue('GB29 NWBK 6016');
    expect(iban()).toHaveAttribute('dir', 'ltr');
    // Too short is not said while typing, only once the field is left.
    expect(fieldError(/^IBAN/)).not.toMatch(/characters/);
    // The country came from the IBAN.
    expect(screen.getByRole('combobox', { name: /Country of the bank/ })).toHaveValue(
      'United Kingdom',
    );
    await u.tab();
    expect(fieldError(/^IBAN/)).toContain(
      'An IBAN from United Kingdom has 22 characters: you have entered 12',
    );
    await u.type(iban(), '1331926818');
    expect(fieldError(/^IBAN/)).toContain(
      'The check digits of this IBAN do not match: check it for a typing error',
    );
    await u.type(iban(), '9');
    expect(fieldError(/^IBAN/)).toContain(
      'An IBAN from United Kingdom has 22 characters: you have entered 23',
    );
    await u.clear(iban());
    await u.type(iban(), 'DE89370400440532013000');
    expect(fieldError(/^IBAN/)).toContain(
      'This IBAN is from Germany, but the bank is in United Kingdom: check the IBAN or the country',
    );
    await u.clear(iban());
    await u.type(iban(), 'GB29NWBK60161331926819');
    expect(iban()).toHaveValue('GB29 NWBK 6016 1331 9268 19');
    expect(fieldError(/^IBAN/)).not.toMatch(/IBAN from|check digits/);
    expect(screen.getByText('A valid IBAN from United Kingdom.')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("names the bank of a BIC it knows; asks for the bank's name and address otherwise; a BIC of another country is refused", async () => {
    fakeApi(banks);
    renderPage(FormPage(), PATH);
    await chooseCountry('United Kingdom');
    const bic = screen.getByRole('textbox', { name: /BIC/ });
    const u = user();
    await u.type(bic, 'cobade');
    expect(fieldError(/BIC/)).toContain('This BIC is of a bank in Germany, not in United Kingdom');
    await u.clear(bic);
    await u.type(bic, 'nwbkgb2l');
    expect(bic).toHaveValue('NWBKGB2L');
    expect(
      await screen.findByText(
        'Bank: National Westminster Bank plc (NatWest), 250 Bishopsgate, London EC2M 4AA',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Bank name/ })).toBeNull();
    await u.clear(bic);
    await u.type(bic, 'ZZZZGB2L');
    expect(
      await screen.findByText("We do not have this bank's details: enter its name and address."),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Bank name/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Bank address/ })).toBeInTheDocument();
  });

  it("lists every problem on an empty submit, then saves: IBAN compact, the directory's bank, back to the list", async () => {
    const api = fakeApi({ ...banks, 'POST /beneficiary/add': reply(201, { data: JOHN }) });
    const { container } = renderPage(FormPage(), PATH);
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Save beneficiary' }));
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
    expect(api.to('POST', '/beneficiary/add')).toHaveLength(0);

    await u.type(iban(), 'GB29 NWBK 6016 1331 9268 19');
    await u.type(screen.getByRole('textbox', { name: /BIC/ }), 'NWBKGB2L');
    await screen.findByText(/^Bank: National Westminster/);
    await u.type(screen.getByRole('textbox', { name: /Account holder's name/ }), 'John Smith');
    await u.type(screen.getByRole('combobox', { name: /Currency/ }), 'GBP');
    await u.click(await screen.findByRole('option', { name: /GBP/ }));
    await u.type(screen.getByRole('textbox', { name: /Nickname/ }), 'Landlord');
    await u.click(screen.getByRole('button', { name: 'Save beneficiary' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '/dashboard/beneficiary' }),
    ).toBeInTheDocument();
    expect(api.to('POST', '/beneficiary/add')[0]?.body).toEqual({
      kind: 'external',
      name: 'John Smith',
      iban: 'GB29NWBK60161331926819',
      bic: 'NWBKGB2L',
      bank_name: NATWEST.bank_name,
      bank_address: NATWEST.bank_address,
      country: 'GB',
      currency: 'GBP',
      nickname: 'Landlord',
    });
  });

  it('asks for the local account number where the country has no IBAN, and shows what the server refuses', async () => {
    const api = fakeApi({
      'GET /bank/CHASUS33': reply(200, {
        data: {
          bic: 'CHASUS33',
          bank_name: 'JPMorgan Chase Bank, N.A.',
          bank_address: 'New York',
          country: 'US',
        },
      }),
      'POST /beneficiary/add': refusal(409, 'beneficiary_exists'),
    });
    renderPage(FormPage(), PATH);
    await chooseCountry('United States');
    expect(screen.queryByRole('textbox', { name: /^IBAN/ })).toBeNull();
    const u = user();
    await u.type(screen.getByRole('textbox', { name: /^Account number/ }), '12');
    await u.tab();
    expect(fieldError(/^Account number/)).toContain('Enter 4 to 34 letters or digits');
    await u.type(screen.getByRole('textbox', { name: /^Account number/ }), '3456789');
    await u.type(screen.getByRole('textbox', { name: /BIC/ }), 'CHASUS33');
    await screen.findByText(/^Bank: JPMorgan/);
    await u.type(screen.getByRole('textbox', { name: /Account holder's name/ }), 'Acme Inc.');
    await u.type(screen.getByRole('combobox', { name: /Currency/ }), 'USD');
    await u.click(await screen.findByRole('option', { name: /USD/ }));
    await u.click(screen.getByRole('button', { name: 'Save beneficiary' }));
    expect(await screen.findByText('You already have this beneficiary.')).toBeInTheDocument();
    expect(api.to('POST', '/beneficiary/add')[0]?.body).toMatchObject({
      account_number: '123456789',
      country: 'US',
      currency: 'USD',
    });
  });
});

describe('Add a beneficiary: a Sadu Bank customer', () => {
  it('finds them by account number, or by e-mail and currency, and says when nobody matches', async () => {
    const api = fakeApi({
      'POST /beneficiary/add': (call) =>
        (call.body as { email?: string }).email
          ? refusal(404, 'not_found')
          : reply(201, { data: OMAR }),
    });
    renderPage(FormPage(), PATH);
    const u = user();
    await u.click(await screen.findByRole('radio', { name: /A Sadu Bank customer/ }));
    await u.type(screen.getByRole('textbox', { name: /^Account number/ }), '1234');
    await u.click(screen.getByRole('button', { name: 'Save beneficiary' }));
    expect(fieldError(/^Account number/)).toContain('An account number has 16 digits');
    await u.click(screen.getByRole('radio', { name: 'E-mail address' }));
    await u.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'nobody@example.com');
    await u.type(screen.getByRole('combobox', { name: /Currency/ }), 'AED');
    await u.click(await screen.findByRole('option', { name: /AED/ }));
    await u.click(screen.getByRole('button', { name: 'Save beneficiary' }));
    await waitFor(() =>
      expect(fieldError(/E-mail address/)).toContain(
        'No Sadu Bank customer has a wallet with these details',
      ),
    );
    expect(api.to('POST', '/beneficiary/add')[0]?.body).toEqual({
      kind: 'internal',
      email: 'nobody@example.com',
      currency: 'AED',
    });

    await u.click(screen.getByRole('radio', { name: 'Account number' }));
    await u.clear(screen.getByRole('textbox', { name: /^Account number/ }));
    await u.type(screen.getByRole('textbox', { name: /^Account number/ }), '1000 0000 0000 0001');
    await u.click(screen.getByRole('button', { name: 'Save beneficiary' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '/dashboard/beneficiary' }),
    ).toBeInTheDocument();
    expect(api.to('POST', '/beneficiary/add')[1]?.body).toEqual({
      kind: 'internal',
      account_number: '1000000000000001',
    });
  });
});

describe('Edit a beneficiary', () => {
  it('an external one: every detail, filled in, sent whole', async () => {
    const api = fakeApi({
      ...banks,
      [`GET /beneficiary/${JOHN.beneficiary_id}`]: reply(200, { data: JOHN }),
      [`PUT /beneficiary/${JOHN.beneficiary_id}`]: reply(200, { data: JOHN }),
    });
    const { container } = renderPage(FormPage(), PATH, {
      at: `${PATH}?beneficiary_id=${JOHN.beneficiary_id}`,
    });
    expect(await screen.findByRole('textbox', { name: /^IBAN/ })).toHaveValue(
      'GB29 NWBK 6016 1331 9268 19',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Edit a beneficiary' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /A Sadu Bank customer/ })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    const u = user();
    await u.clear(screen.getByRole('textbox', { name: /Nickname/ }));
    await u.type(screen.getByRole('textbox', { name: /Nickname/ }), 'Flat');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '/dashboard/beneficiary' }),
    ).toBeInTheDocument();
    expect(api.to('PUT', `/beneficiary/${JOHN.beneficiary_id}`)[0]?.body).toMatchObject({
      nickname: 'Flat',
      iban: 'GB29NWBK60161331926819',
      bic: 'NWBKGB2L',
      bank_name: NATWEST.bank_name,
    });
  });

  it('a Sadu Bank customer: only the nickname changes', async () => {
    const api = fakeApi({
      [`GET /beneficiary/${OMAR.beneficiary_id}`]: reply(200, { data: OMAR }),
      [`PUT /beneficiary/${OMAR.beneficiary_id}`]: reply(200, { data: OMAR }),
    });
    renderPage(FormPage(), PATH, { at: `${PATH}?beneficiary_id=${OMAR.beneficiary_id}` });
    expect(await screen.findByText('1000000000000001')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    const u = user();
    await u.clear(screen.getByRole('textbox', { name: /Nickname/ }));
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('heading', { level: 1, name: '/dashboard/beneficiary' });
    expect(api.to('PUT', `/beneficiary/${OMAR.beneficiary_id}`)[0]?.body).toEqual({
      nickname: null,
    });
  });

  it('when the beneficiary cannot be loaded (503) says so, and "Try again" loads it', async () => {
    let down = true;
    const api = fakeApi({
      [`GET /beneficiary/${JOHN.beneficiary_id}`]: () =>
        down ? refusal(503, 'service_unavailable') : reply(200, { data: JOHN }),
    });
    renderPage(FormPage(), PATH, { at: `${PATH}?beneficiary_id=${JOHN.beneficiary_id}` });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this beneficiary');
    expect(alert).toHaveTextContent(STATUS_TEXTS[503]);
    down = false;
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /^IBAN/ })).toHaveValue(
      'GB29 NWBK 6016 1331 9268 19',
    );
    expect(api.to('GET', `/beneficiary/${JOHN.beneficiary_id}`)).toHaveLength(2);
  });
});

describe('Add a beneficiary in Arabic', () => {
  it('words its IBAN messages in Arabic with Western digits, keeps the IBAN left to right, and passes axe', async () => {
    await setupI18n('ar');
    try {
      fakeApi(banks);
      const { container } = renderPage(FormPage(), PATH);
      await screen.findByRole('heading', { level: 1, name: 'إضافة مستفيد' });
      const field = screen.getByRole('textbox', { name: /رقم الآيبان/ });
      await user().type(field, 'GB29NWBK6016133192681');
      await user().tab();
      expect(field).toHaveAttribute('dir', 'ltr');
      const described = (field.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      expect(described).toContain('يتكوّن رقم الآيبان من المملكة المتحدة من 22 خانة: أدخلت 21');
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      await setupI18n('en');
    }
  });
});
