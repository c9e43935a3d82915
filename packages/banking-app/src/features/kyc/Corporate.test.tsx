import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATUS_TEXTS } from '@/api/errors';
import { fakeApi, renderPage, reply, screenUnderTest } from '@/lib/testing/pageHarness';
import { axeViolations } from '@/lib/testing/axe';
import { COMPANY_DRAFT_KEY } from './components/CompanyForm';
import { corporate, kycDocument } from './fixtures';

const Overview = screenUnderTest(() => import('./CorporateKycPage'));
const Details = screenUnderTest(() => import('./CompanyDetailsPage'));
const Documents = screenUnderTest(() => import('./CorporateOrgDocumentPage'));
afterEach(() => sessionStorage.clear());

describe('corporate_kyc', () => {
  it('lists what the company must send, each leading to its screen', async () => {
    fakeApi({ 'GET /kyc': reply(200, { data: corporate() }) });
    const { container } = renderPage(Overview(), '/dashboard/corporate_kyc');
    const list = (await screen.findByRole('heading', { name: 'What we need' })).closest('section')!;
    const href = (name: string) =>
      within(list)
        .getByRole('link', { name: `Change ${name}` })
        .getAttribute('href');
    expect(href('Company details')).toBe('/dashboard/company_details');
    expect(href('Trade licence')).toBe('/dashboard/corporate_org_document');
    expect(href('Identity document of Hamad Al Falasi')).toBe('/dashboard/corporate_sharholder');
    expect(href('Authorised person')).toBe('/dashboard/auth_person_details');
    expect(href('Selfie')).toBe('/dashboard/corporate_admin_kyc');
    expect(screen.getByRole('link', { name: 'Continue: Company details' })).toHaveAttribute(
      'href',
      '/dashboard/company_details',
    );
    expect(screen.getByText('Verify your company')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a failed load shows the catalogue text and tries again', async () => {
    let fail = true;
    fakeApi({ 'GET /kyc': () => (fail ? reply(503) : reply(200, { data: corporate() })) });
    renderPage(Overview(), '/dashboard/corporate_kyc');
    expect(await screen.findByText(STATUS_TEXTS[503]!)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'What we need' })).toBeInTheDocument();
  });
});

describe('company_details', () => {
  it('checks, keeps a draft across a reload, saves and goes to the documents', async () => {
    const api = fakeApi({
      'GET /kyc': reply(200, { data: corporate() }),
      'PUT /kyc/company_details': reply(200, { data: corporate() }),
    });
    const first = renderPage(Details(), '/dashboard/company_details');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect((await screen.findAllByRole('link', { name: 'Enter this to continue' })).length).toBe(7);
    await user.type(screen.getByRole('textbox', { name: /Legal name/ }), 'Falcon Trading LLC');
    await user.type(screen.getByRole('textbox', { name: /Trade licence number/ }), 'DED-123456');
    first.unmount();
    expect(JSON.parse(sessionStorage.getItem(COMPANY_DRAFT_KEY)!)).toMatchObject({
      legal_name: 'Falcon Trading LLC',
    });

    const { container } = renderPage(Details(), '/dashboard/company_details');
    expect(await screen.findByRole('textbox', { name: /Legal name/ })).toHaveValue(
      'Falcon Trading LLC',
    );
    await user.type(
      screen.getByRole('textbox', { name: /Trade licence expiry date/ }),
      '31-12-2030',
    );
    await user.type(
      screen.getByRole('textbox', { name: /Registration authority/ }),
      'Dubai Department of Economy and Tourism',
    );
    await user.type(
      screen.getByRole('textbox', { name: /Registered address, line 1/ }),
      'Office 1201, Bay Square',
    );
    await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Dubai');
    await user.type(screen.getByRole('textbox', { name: /Industry/ }), 'General trading');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByRole('heading', { name: '/dashboard/corporate_org_document' }),
    ).toBeInTheDocument();
    expect(api.to('PUT', '/kyc/company_details')[0]!.body).toEqual({
      legal_name: 'Falcon Trading LLC',
      trade_licence_number: 'DED-123456',
      trade_licence_expiry: '2030-12-31',
      registration_authority: 'Dubai Department of Economy and Tourism',
      address: { line1: 'Office 1201, Bay Square', city: 'Dubai' },
      industry: 'General trading',
    });
    expect(sessionStorage.getItem(COMPANY_DRAFT_KEY)).toBeNull();
  });
});

describe('corporate_org_document', () => {
  it('uploads the trade licence and shows it', async () => {
    const after = corporate();
    after.documents = [
      kycDocument('trade_licence', { file_name: 'licence.pdf', content_type: 'application/pdf' }),
    ];
    const api = fakeApi({
      'GET /kyc': reply(200, { data: corporate() }),
      'PUT /kyc/documents/trade_licence': reply(201, { data: after }),
    });
    const { container } = renderPage(Documents(), '/dashboard/corporate_org_document');
    const region = await screen.findByRole('region', { name: 'Trade licence' });
    expect(screen.getByRole('region', { name: 'Memorandum of association' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Board resolution' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.upload(
      within(region).getByLabelText('Upload the Trade licence'),
      new File([new Uint8Array(3000)], 'licence.pdf', { type: 'application/pdf' }),
    );
    expect(await within(region).findByRole('button', { name: /Replace/ })).toBeInTheDocument();
    expect(api.to('PUT', '/kyc/documents/trade_licence')[0]!.body).toEqual({
      contentType: 'application/pdf',
      size: 3000,
    });
    expect(screen.getByRole('link', { name: 'Continue to the shareholders' })).toHaveAttribute(
      'href',
      '/dashboard/corporate_sharholder',
    );
  });

  it("tells a user who is not the company's administrator that only an administrator uploads the company's documents, with no upload to fail", async () => {
    const api = fakeApi({
      'GET /kyc': reply(200, {
        data: { ...corporate(), state: 'in_progress', can_edit: false, next_step: 'administrator' },
      }),
    });
    const { container } = renderPage(Documents(), '/dashboard/corporate_org_document');
    expect(
      await screen.findByText('Your company’s administrators give these details'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Only an administrator of your company can upload the company’s documents/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Upload the/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Trade licence' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your identity check' })).toHaveAttribute(
      'href',
      '/dashboard/corporate_kyc',
    );
    expect(await axeViolations(container)).toEqual([]);
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});

describe('company_details for another user of the company', () => {
  it('says only an administrator gives them, with no form', async () => {
    fakeApi({
      'GET /kyc': reply(200, {
        data: { ...corporate(), state: 'in_progress', can_edit: false, next_step: 'administrator' },
      }),
    });
    renderPage(Details(), '/dashboard/company_details');
    expect(
      await screen.findByText(
        'Only an administrator of your company can see and change the identity check’s details and documents.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Legal name/ })).not.toBeInTheDocument();
  });
});

const Admin = screenUnderTest(() => import('./CorporateAdminKycPage'));

describe('corporate_admin_kyc', () => {
  it("asks for the administrator's own details; a sent check only shows its state", async () => {
    fakeApi({ 'GET /kyc': reply(200, { data: corporate() }) });
    const first = renderPage(Admin(), '/dashboard/corporate_admin_kyc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your own identity check' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('Mariam');
    expect(await axeViolations(first.container)).toEqual([]);
    first.unmount();
    vi.unstubAllGlobals();
    fakeApi({
      'GET /kyc': reply(200, {
        data: {
          ...corporate(),
          state: 'submitted',
          kyc_status: 'pending',
          can_edit: false,
          next_step: 'wait',
        },
      }),
    });
    renderPage(Admin(), '/dashboard/corporate_admin_kyc');
    expect(await screen.findByText('We are checking your documents')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your identity check' })).toHaveAttribute(
      'href',
      '/dashboard/corporate_kyc',
    );
  });
});
