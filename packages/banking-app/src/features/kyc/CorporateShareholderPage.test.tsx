import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { STATUS_TEXTS } from '@/api/errors';
import { i18n } from '@/i18n/i18n';
import { axeViolations } from '@/lib/testing/axe';
import { fakeApi, refusal, renderPage, reply, screenUnderTest } from '@/lib/testing/pageHarness';
import { corporate, kycDocument } from './fixtures';
import type { Kyc } from './api/kyc';

const Page = screenUnderTest(() => import('./CorporateShareholderPage'));
const PATH = '/dashboard/corporate_sharholder';
const HAMAD = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const NOURA = '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';
afterEach(() => sessionStorage.clear());

const withNoura = (): Kyc => {
  const base = corporate();
  return {
    ...base,
    shareholders: [
      ...base.shareholders,
      {
        shareholder_id: NOURA,
        name: 'Noura Saeed',
        nationality: 'SA',
        share_percent: '30',
        document: null,
      },
    ],
    shares_total_percent: '90',
  };
};

async function nationality(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(screen.getByRole('combobox', { name: /Nationality/ }), text);
  await user.click(await screen.findByRole('option', { name: new RegExp(text) }));
}

describe('corporate_sharholder', () => {
  it('lists the shareholders, adds one, refusing more than 100 % before sending and showing the server refusal at the share', async () => {
    let refuse = true;
    const api = fakeApi({
      'GET /kyc': reply(200, { data: corporate() }),
      'POST /kyc/shareholders': () =>
        refuse
          ? refusal(400, 'validation_error', {
              fields: { share_percent: 'The shares would add up to 100.5 %.' },
            })
          : reply(201, { data: withNoura() }),
    });
    const { container } = renderPage(Page(), PATH);
    const user = userEvent.setup({ delay: null });
    const hamad = await screen.findByRole('region', { name: 'Hamad Al Falasi' });
    expect(within(hamad).getByText('60 %')).toBeInTheDocument();
    expect(screen.getByText('Shares listed: 60 % of 100 %')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Add a shareholder' }));
    await user.click(await screen.findByRole('button', { name: 'Add the shareholder' }));
    expect((await screen.findAllByRole('link', { name: 'Enter this to continue' })).length).toBe(3);
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Noura Saeed');
    await nationality(user, 'Saudi');
    await user.type(screen.getByRole('textbox', { name: /Share in percent/ }), '45');
    await user.click(screen.getByRole('button', { name: 'Add the shareholder' }));
    expect(
      await screen.findByRole('link', { name: /40 % is left for this shareholder/ }),
    ).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Share in percent/ }));
    await user.type(screen.getByRole('textbox', { name: /Share in percent/ }), '12.345');
    await user.click(screen.getByRole('button', { name: 'Add the shareholder' }));
    expect(await screen.findByRole('link', { name: /at most two decimals/ })).toBeInTheDocument();
    expect(api.to('POST', '/kyc/shareholders')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: /Share in percent/ }));
    await user.type(screen.getByRole('textbox', { name: /Share in percent/ }), '30');
    await user.click(screen.getByRole('button', { name: 'Add the shareholder' }));
    expect(
      await screen.findByRole('link', { name: 'The shares would add up to 100.5 %.' }),
    ).toHaveAttribute('href', '#shareholder-share_percent');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Add the shareholder' }));
    expect(await screen.findByRole('region', { name: 'Noura Saeed' })).toBeInTheDocument();
    expect(screen.getByText('Shares listed: 90 % of 100 %')).toBeInTheDocument();
    expect(api.to('POST', '/kyc/shareholders')[1]!.body).toEqual({
      name: 'Noura Saeed',
      nationality: 'SA',
      share_percent: '30',
    });
    expect(screen.getByRole('link', { name: 'Continue to the authorised person' })).toHaveAttribute(
      'href',
      '/dashboard/auth_person_details',
    );
  });

  it('changes a share, counting everyone else, and removes a shareholder after asking', async () => {
    const changed = withNoura();
    changed.shareholders[0] = { ...changed.shareholders[0]!, share_percent: '70' };
    const api = fakeApi({
      'GET /kyc': reply(200, { data: withNoura() }),
      [`PUT /kyc/shareholders/${HAMAD}`]: reply(200, { data: changed }),
      [`DELETE /kyc/shareholders/${NOURA}`]: reply(200, {
        data: { ...changed, shareholders: [changed.shareholders[0]!], shares_total_percent: '70' },
      }),
    });
    renderPage(Page(), PATH);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Change Hamad Al Falasi' }));
    expect(screen.getByRole('heading', { name: 'Change Hamad Al Falasi' })).toHaveFocus();
    const share = screen.getByRole('textbox', { name: /Share in percent/ });
    expect(share).toHaveValue('60');
    await user.clear(share);
    await user.type(share, '75');
    await user.click(screen.getByRole('button', { name: 'Save the change' }));
    expect(await screen.findByRole('link', { name: /70 % is left/ })).toBeInTheDocument();
    await user.clear(share);
    await user.type(share, '70.00');
    await user.click(screen.getByRole('button', { name: 'Save the change' }));
    expect(
      await within(await screen.findByRole('region', { name: 'Hamad Al Falasi' })).findByText(
        '70 %',
      ),
    ).toBeInTheDocument();
    expect(api.to('PUT', `/kyc/shareholders/${HAMAD}`)[0]!.body).toEqual({
      name: 'Hamad Al Falasi',
      nationality: 'AE',
      share_percent: '70',
    });

    await user.click(screen.getByRole('button', { name: 'Remove Noura Saeed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Noura Saeed' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(api.to('DELETE', `/kyc/shareholders/${NOURA}`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove Noura Saeed' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove Noura Saeed' })).getByRole(
        'button',
        { name: 'Remove the shareholder' },
      ),
    );
    await screen.findByText('Shares listed: 70 % of 100 %');
    expect(screen.queryByRole('region', { name: 'Noura Saeed' })).toBeNull();
  });

  it("uploads a shareholder's identity document; a rejected one shows why", async () => {
    const item = `shareholder_id:${HAMAD}`;
    const base = corporate();
    const doc = kycDocument('trade_licence', {
      document_type: 'shareholder_id',
      shareholder_id: HAMAD,
      file_name: 'hamad.jpg',
      status: 'rejected',
      rejection_reason: 'The passport has expired',
    });
    const rejected: Kyc = {
      ...base,
      state: 'rejected',
      kyc_status: 'rejected',
      items: base.items.map((i) =>
        i.item === item
          ? { ...i, status: 'rejected' as const, rejection_reason: 'The passport has expired' }
          : i,
      ),
      shareholders: [{ ...base.shareholders[0]!, document: doc }],
      rejection_reasons: [{ item, reason: 'The passport has expired' }],
    };
    const api = fakeApi({
      'GET /kyc': reply(200, { data: rejected }),
      [`PUT /kyc/shareholders/${HAMAD}/document`]: reply(201, { data: base }),
    });
    const { container } = renderPage(Page(), PATH);
    const region = await screen.findByRole('region', {
      name: 'Identity document of Hamad Al Falasi',
    });
    expect(within(region).getAllByText(/The passport has expired/).length).toBeGreaterThan(0);
    // The rejection names the shareholder's document by the shareholder, never by its id.
    expect(document.body).toHaveTextContent(
      /Identity document of Hamad Al Falasi: The passport has expired|Identity document of Hamad Al Falasi/,
    );
    expect(document.body.textContent).not.toContain(`shareholder_id:${HAMAD}`);
    // Only the rejected document may change this round: the list itself stays as it is.
    expect(screen.queryByRole('button', { name: 'Add a shareholder' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(within(region).getByRole('button', { name: /Replace/ }));
    await userEvent.upload(
      within(region).getByLabelText(/Upload another file/),
      new File([new Uint8Array(2500)], 'passport.pdf', { type: 'application/pdf' }),
    );
    await screen.findByRole('button', { name: 'Add a shareholder' });
    expect(api.to('PUT', `/kyc/shareholders/${HAMAD}/document`)[0]!.body).toEqual({
      contentType: 'application/pdf',
      size: 2500,
    });
    expect(api.to('PUT', `/kyc/shareholders/${HAMAD}/document`)[0]!.query).toEqual({
      file_name: 'passport.pdf',
    });
  });

  it('tells a user who is not an administrator who gives the shareholders', async () => {
    fakeApi({
      'GET /kyc': reply(200, {
        data: {
          ...corporate(),
          can_edit: false,
          next_step: 'administrator',
          shareholders: [],
          shares_total_percent: '0',
        },
      }),
    });
    const { container } = renderPage(Page(), PATH);
    expect(
      await screen.findByText('Your company’s administrators give these details'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Shares listed/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a shareholder' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your identity check' })).toHaveAttribute(
      'href',
      '/dashboard/corporate_kyc',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a failed load says so and tries again', async () => {
    let fail = true;
    fakeApi({ 'GET /kyc': () => (fail ? reply(503) : reply(200, { data: corporate() })) });
    renderPage(Page(), PATH);
    expect(await screen.findByText(STATUS_TEXTS[503]!)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Hamad Al Falasi' })).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    fakeApi({ 'GET /kyc': reply(200, { data: corporate() }) });
    await i18n().changeLanguage('ar');
    try {
      const { container } = renderPage(Page(), PATH);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'المساهمون' }),
      ).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'إضافة مساهم' })).toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      await i18n().changeLanguage('en');
    }
  });
});
