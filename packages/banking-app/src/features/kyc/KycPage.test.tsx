import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { STATUS_TEXTS } from '@/api/errors';
import { fakeApi, refusal, renderPage, reply, screenUnderTest } from '@/lib/testing/pageHarness';
import { axeViolations } from '@/lib/testing/axe';
import { KYC_DRAFT_KEY } from './draft';
import { completeKyc, kycAnswer } from './fixtures';

const Page = screenUnderTest(() => import('./KycPage'));
const PATH = '/dashboard/kyc';

afterEach(() => sessionStorage.clear());

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Date of birth/ }), '27-03-1990');
  await user.type(screen.getByRole('textbox', { name: /Occupation/ }), 'Architect');
  await user.type(screen.getByRole('textbox', { name: /Address line 1/ }), 'Villa 12, Street 5');
  await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Dubai');
  await user.click(screen.getByRole('radio', { name: /Emirates ID/ }));
  await user.type(screen.getByRole('textbox', { name: /Document number/ }), '784-1990-1234567-1');
  await user.type(screen.getByRole('textbox', { name: /Expiry date/ }), '01-01-2031');
  await user.click(screen.getByRole('checkbox', { name: /I confirm/ }));
}

describe('kyc (personal details)', () => {
  it('says what is missing before sending, each at its field', async () => {
    const api = fakeApi({ 'GET /kyc': reply(200, { data: kycAnswer() }) });
    const { container } = renderPage(Page(), PATH);
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('Mariam');
    // The first of the check's three steps: its number above the heading, not inside the lead.
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('As they appear on your identity document.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Document number/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByRole('link', { name: 'Confirm that these details are true to continue' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Enter this to continue').length).toBeGreaterThan(3);
    expect(api.to('PUT', '/kyc/personal_details')).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('saves the details and goes to the documents; a reload before saving keeps what was typed', async () => {
    const api = fakeApi({
      'GET /kyc': reply(200, { data: kycAnswer() }),
      'PUT /kyc/personal_details': reply(200, { data: completeKyc() }),
    });
    const first = renderPage(Page(), PATH);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('textbox', { name: /First name/ });
    await fillValid(user);
    first.unmount();
    expect(JSON.parse(sessionStorage.getItem(KYC_DRAFT_KEY)!)).toMatchObject({
      occupation: 'Architect',
      city: 'Dubai',
    });

    renderPage(Page(), PATH);
    expect(await screen.findByRole('textbox', { name: /Occupation/ })).toHaveValue('Architect');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByRole('heading', { name: '/dashboard/verify_kyc' }),
    ).toBeInTheDocument();
    expect(api.to('PUT', '/kyc/personal_details')[0]!.body).toEqual({
      first_name: 'Mariam',
      last_name: 'Haddad',
      date_of_birth: '1990-03-27',
      nationality: 'AE',
      country_of_residence: 'AE',
      address: { line1: 'Villa 12, Street 5', city: 'Dubai' },
      occupation: 'Architect',
      identity_document_type: 'emirates_id',
      identity_document_number: '784-1990-1234567-1',
      identity_document_expiry: '2031-01-01',
      confirmed: true,
    });
    expect(sessionStorage.getItem(KYC_DRAFT_KEY)).toBeNull();
  });

  it('shows the server refusal at its field', async () => {
    fakeApi({
      'GET /kyc': reply(200, { data: kycAnswer() }),
      'PUT /kyc/personal_details': refusal(400, 'validation_error', {
        fields: { identity_document_number: 'This Emirates ID number is not valid.' },
      }),
    });
    renderPage(Page(), PATH);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('textbox', { name: /First name/ });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByRole('link', { name: 'This Emirates ID number is not valid.' }),
    ).toBeInTheDocument();
  });

  it('a submitted check cannot change here', async () => {
    fakeApi({
      'GET /kyc': reply(200, {
        data: completeKyc({
          state: 'submitted',
          kyc_status: 'pending',
          can_edit: false,
          can_submit: false,
          next_step: 'wait',
        }),
      }),
    });
    renderPage(Page(), PATH);
    expect(await screen.findByText('Your details cannot change now')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
  });

  it('a failed load shows the catalogue text and tries again', async () => {
    let fail = true;
    fakeApi({ 'GET /kyc': () => (fail ? reply(503) : reply(200, { data: kycAnswer() })) });
    renderPage(Page(), PATH);
    expect(await screen.findByText(STATUS_TEXTS[503]!)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /First name/ })).toBeInTheDocument();
  });
});
