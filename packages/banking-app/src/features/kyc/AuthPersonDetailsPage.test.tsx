import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATUS_TEXTS } from '@/api/errors';
import { i18n } from '@/i18n/i18n';
import { axeViolations } from '@/lib/testing/axe';
import { fakeApi, refusal, renderPage, reply, screenUnderTest } from '@/lib/testing/pageHarness';
import { AUTHORISED_DRAFT_KEY } from './components/AuthorisedPersonForm';
import { corporate, kycDocument } from './fixtures';

const Page = screenUnderTest(() => import('./AuthPersonDetailsPage'));
const PATH = '/dashboard/auth_person_details';
afterEach(() => sessionStorage.clear());

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Layla');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Nasser');
  await user.type(screen.getByRole('textbox', { name: /Date of birth/ }), '14-02-1985');
  await user.type(screen.getByRole('combobox', { name: /Nationality/ }), 'Emirati');
  await user.click(await screen.findByRole('option', { name: /Emirati/ }));
  await user.type(screen.getByRole('textbox', { name: /Position/ }), 'Managing Director');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'layla@falcon.example');
}

describe('auth_person_details', () => {
  it('checks the details before sending, saves them and shows the server refusal at its field', async () => {
    let refuse = true;
    const api = fakeApi({
      'GET /kyc': reply(200, { data: corporate() }),
      'PUT /kyc/authorised_person': () =>
        refuse
          ? refusal(400, 'validation_error', { fields: { phone: 'This is not a mobile number.' } })
          : reply(200, { data: { ...corporate(), authorised_person: { first_name: 'Layla' } } }),
    });
    const { container } = renderPage(Page(), PATH);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Save the details' }));
    expect((await screen.findAllByRole('link', { name: 'Enter this to continue' })).length).toBe(7);
    expect(await axeViolations(container)).toEqual([]);
    await fill(user);
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '0501234567');
    await user.click(screen.getByRole('button', { name: 'Save the details' }));
    expect(await screen.findByRole('link', { name: /with its country code/ })).toBeInTheDocument();
    expect(api.to('PUT', '/kyc/authorised_person')).toHaveLength(0);
    expect(JSON.parse(sessionStorage.getItem(AUTHORISED_DRAFT_KEY)!)).toMatchObject({
      first_name: 'Layla',
    });

    await user.clear(screen.getByRole('textbox', { name: /Mobile number/ }));
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '+971 50 000 0000');
    await user.click(screen.getByRole('button', { name: 'Save the details' }));
    expect(
      await screen.findByRole('link', { name: 'This is not a mobile number.' }),
    ).toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save the details' }));
    expect(
      await screen.findByText('The authorised person’s details are saved.'),
    ).toBeInTheDocument();
    expect(api.to('PUT', '/kyc/authorised_person')[1]!.body).toEqual({
      first_name: 'Layla',
      last_name: 'Nasser',
      date_of_birth: '1985-02-14',
      nationality: 'AE',
      position: 'Managing Director',
      email: 'layla@falcon.example',
      phone: '+971500000000',
    });
    expect(sessionStorage.getItem(AUTHORISED_DRAFT_KEY)).toBeNull();
  });

  it('uploads the identity document; a rejected one shows why', async () => {
    const rejected = {
      ...corporate(),
      state: 'rejected' as const,
      kyc_status: 'rejected' as const,
      items: corporate().items.map((i) =>
        i.item === 'authorised_person_id'
          ? { ...i, status: 'rejected' as const, rejection_reason: 'The photo is blurred' }
          : i,
      ),
      documents: [
        kycDocument('authorised_person_id', {
          file_name: 'id.jpg',
          status: 'rejected',
          rejection_reason: 'The photo is blurred',
        }),
      ],
      rejection_reasons: [{ item: 'authorised_person_id', reason: 'The photo is blurred' }],
    };
    const api = fakeApi({
      'GET /kyc': reply(200, { data: rejected }),
      'PUT /kyc/documents/authorised_person_id': reply(201, { data: corporate() }),
    });
    const { container } = renderPage(Page(), PATH);
    const region = await screen.findByRole('region', {
      name: "Authorised person's identity document",
    });
    expect(within(region).getAllByText(/The photo is blurred/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Save the details' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(within(region).getByRole('button', { name: /Replace/ }));
    await userEvent.upload(
      within(region).getByLabelText(/Upload another file/),
      new File([new Uint8Array(2000)], 'id.png', { type: 'image/png' }),
    );
    // The upload is done when the server was asked and the rejection it replaced is gone (the link
    // back is always there: waiting for it waited for nothing, and a busy machine read the call
    // before it was made).
    await vi.waitFor(
      () => expect(api.to('PUT', '/kyc/documents/authorised_person_id')).toHaveLength(1),
      { timeout: 10_000 },
    );
    expect(api.to('PUT', '/kyc/documents/authorised_person_id')[0]!.body).toEqual({
      contentType: 'image/png',
      size: 2000,
    });
    await vi.waitFor(() => expect(screen.queryAllByText(/The photo is blurred/)).toHaveLength(0), {
      timeout: 10_000,
    });
  });

  it('tells a user who is not an administrator who gives these details', async () => {
    fakeApi({
      'GET /kyc': reply(200, {
        data: { ...corporate(), can_edit: false, next_step: 'administrator' },
      }),
    });
    renderPage(Page(), PATH);
    expect(
      await screen.findByText('Your company’s administrators give these details'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save the details' })).toBeNull();
  });

  it('a failed load says so and tries again', async () => {
    let fail = true;
    fakeApi({ 'GET /kyc': () => (fail ? reply(503) : reply(200, { data: corporate() })) });
    renderPage(Page(), PATH);
    expect(await screen.findByText(STATUS_TEXTS[503]!)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Save the details' })).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    fakeApi({ 'GET /kyc': reply(200, { data: corporate() }) });
    await i18n().changeLanguage('ar');
    try {
      const { container } = renderPage(Page(), PATH);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'الشخص المفوض' }),
      ).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'حفظ البيانات' })).toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      await i18n().changeLanguage('en');
    }
  });
});
