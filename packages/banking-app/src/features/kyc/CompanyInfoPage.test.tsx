import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STATUS_TEXTS } from '@/api/errors';
import { customerType } from '@/lib/testing/money';
import { i18n } from '@/i18n/i18n';
import { axeViolations } from '@/lib/testing/axe';
import { fakeApi, renderPage, reply, screenUnderTest } from '@/lib/testing/pageHarness';
import { forgetCustomerType } from '@/session/customer';
import { setToken } from '@/session/storage';
import { corporate } from './fixtures';
import type { Kyc } from './api/kyc';

const Page = screenUnderTest(() => import('./CompanyInfoPage'));
const PATH = '/dashboard/company_info';
beforeEach(async () => {
  forgetCustomerType();
  await setToken('access-company-info');
});
afterEach(() => forgetCustomerType());

const approved = (): Kyc => ({
  ...corporate(),
  state: 'approved',
  kyc_status: 'approved',
  can_edit: false,
  next_step: 'done',
  decided_at: '2026-11-20T09:30:00.000Z',
  company_details: {
    legal_name: 'Falcon Trading LLC',
    trade_licence_number: 'DED-123456',
    trade_licence_expiry: '2030-12-31',
    registration_authority: 'Dubai Department of Economy and Tourism',
    address: { line1: 'Office 1201, Bay Square', city: 'Dubai' },
    industry: 'General trading',
  },
});

describe('company_info', () => {
  it("shows a viewer the company's registered details and status, read only", async () => {
    fakeApi({
      'GET /kyc': reply(200, { data: approved() }),
      'GET /customer/customer_type': reply(200, customerType('corporate', 'viewer')),
    });
    const { container } = renderPage(Page(), PATH);
    expect(await screen.findByText('Falcon Trading LLC')).toBeInTheDocument();
    expect(screen.getByText('31-12-2030')).toBeInTheDocument();
    expect(screen.getByText('Office 1201, Bay Square, Dubai')).toBeInTheDocument();
    expect(screen.getByText('Company verified')).toBeInTheDocument();
    expect(screen.getByText(/Verified on 20-11-2026/)).toBeInTheDocument();
    expect(
      await screen.findByText('Only your company’s administrators can change these details.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Change the company details/ })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('gives an administrator the way to change them: the form while the check is open, else the check', async () => {
    const draft = {
      ...approved(),
      state: 'in_progress' as const,
      kyc_status: 'not_started' as const,
      can_edit: true,
      decided_at: null,
    };
    fakeApi({
      'GET /kyc': reply(200, { data: draft }),
      'GET /customer/customer_type': reply(200, customerType('corporate', 'admin')),
    });
    const first = renderPage(Page(), PATH);
    expect(await screen.findByRole('link', { name: 'Change the company details' })).toHaveAttribute(
      'href',
      '/dashboard/company_details',
    );
    expect(screen.getByText('Identity check not complete')).toBeInTheDocument();
    first.unmount();

    fakeApi({
      'GET /kyc': reply(200, { data: approved() }),
      'GET /customer/customer_type': reply(200, customerType('corporate', 'admin')),
    });
    renderPage(Page(), PATH);
    expect(
      await screen.findByRole('link', { name: 'Go to the company’s identity check' }),
    ).toHaveAttribute('href', '/dashboard/corporate_kyc');
    expect(screen.getByText(/These details are verified/)).toBeInTheDocument();
  });

  it('says when nothing is given yet', async () => {
    fakeApi({
      'GET /kyc': reply(200, { data: corporate() }),
      'GET /customer/customer_type': reply(200, customerType('corporate', 'preparer')),
    });
    renderPage(Page(), PATH);
    expect(
      await screen.findByText('Your company’s details have not been given yet.'),
    ).toBeInTheDocument();
  });

  it('never says "not given yet" under "Company verified": it says what the bank does not hold, and how an administrator sends it', async () => {
    // A company verified before the bank kept its checks: the registered name alone is on record.
    const onlyName = { ...approved(), company_details: { legal_name: 'Falcon Trading LLC' } };
    fakeApi({
      'GET /kyc': reply(200, { data: onlyName }),
      'GET /customer/customer_type': reply(200, customerType('corporate', 'admin')),
    });
    const { container } = renderPage(Page(), PATH);
    expect(await screen.findByText('Falcon Trading LLC')).toBeInTheDocument();
    expect(screen.getByText('Company verified')).toBeInTheDocument();
    expect(screen.queryByText(/not given yet/i)).toBeNull();
    expect(screen.getAllByText('Not on our records')).toHaveLength(5);
    expect(screen.getByText('Some of your company’s details are missing')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Missing from our records: Trade licence number, Trade licence expiry date, Registration authority, Registered address, and Industry.',
      ),
    ).toBeInTheDocument();
    // The administrator's way shows once the customer type has come.
    expect(
      await screen.findByText(/Send us your company’s current trade licence/),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Contact us to send the trade licence' }),
    ).toHaveAttribute('href', '/contact-us');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('tells a viewer who gives what is missing, and an administrator of an open check to give it in the company details', async () => {
    const partial = {
      ...approved(),
      company_details: { ...approved().company_details, industry: undefined, address: undefined },
    };
    fakeApi({
      'GET /kyc': reply(200, { data: partial }),
      'GET /customer/customer_type': reply(200, customerType('corporate', 'viewer')),
    });
    const first = renderPage(Page(), PATH);
    expect(
      await screen.findByText('Missing from our records: Registered address and Industry.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your company’s administrators can send them to us with the company’s current trade licence.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Contact us/ })).toBeNull();
    first.unmount();
    forgetCustomerType();

    fakeApi({
      'GET /kyc': reply(200, {
        data: {
          ...partial,
          state: 'in_progress',
          kyc_status: 'not_started',
          can_edit: true,
          decided_at: null,
        },
      }),
      'GET /customer/customer_type': reply(200, customerType('corporate', 'admin')),
    });
    renderPage(Page(), PATH);
    expect(
      await screen.findByText(
        'Give them in the company details, then send the company’s identity check.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Change the company details' })).toHaveAttribute(
      'href',
      '/dashboard/company_details',
    );
  });

  it('a failed load says so and tries again', async () => {
    let fail = true;
    fakeApi({
      'GET /kyc': () => (fail ? reply(503) : reply(200, { data: approved() })),
      'GET /customer/customer_type': reply(200, customerType('corporate', 'viewer')),
    });
    renderPage(Page(), PATH);
    expect(await screen.findByText(STATUS_TEXTS[503]!)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Falcon Trading LLC')).toBeInTheDocument();
  });

  it('reads in Arabic, the dates and codes left to right', async () => {
    fakeApi({
      'GET /kyc': reply(200, { data: approved() }),
      'GET /customer/customer_type': reply(200, customerType('corporate', 'viewer')),
    });
    await i18n().changeLanguage('ar');
    try {
      const { container } = renderPage(Page(), PATH);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'معلومات الشركة' }),
      ).toBeInTheDocument();
      // The data comes as a transition after the heading: waited for, as a person does.
      expect((await screen.findByText('DED-123456')).closest('[dir="ltr"]')).not.toBeNull();
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      await i18n().changeLanguage('en');
    }
  });
});
