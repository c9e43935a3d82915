import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { STATUS_TEXTS } from '@/api/errors';
import { axeViolations } from '@/lib/testing/axe';
import {
  refusal,
  renderPage,
  reply,
  screenUnderTest,
  setupI18n,
  type Call,
} from '@/lib/testing/pageHarness';
import { forgetCustomerType } from '@/session/customer';
import { setToken } from '@/session/storage';
import { progress } from '@/lib/testing/approvals';
import { decided, firstApproved, LARGE, OWN_CONVERSION, reviewApi, SUPPLIER } from './testData';

const List = screenUnderTest(() => import('./ReviewListPage'));
const LIST = '/dashboard/waiting_review';
const user = () => userEvent.setup({ delay: null });
const REJECTED = decided(SUPPLIER, 'rejected', 'Wrong amount');

const byStatus = (call: Call) =>
  reply(200, { data: call.query.status === 'rejected' ? [REJECTED] : [SUPPLIER, OWN_CONVERSION] });

beforeEach(async () => {
  forgetCustomerType();
  await setToken('valid-token');
});

describe('Waiting for review', () => {
  it("shows an approver the company's queue, each row naming its preparer and leading to its review", async () => {
    const api = reviewApi('approver', { 'GET /review/list': byStatus });
    const { container } = renderPage(List(), LIST);
    const row = await screen.findByRole('link', { name: /Shenzhen Parts Co\./ });
    expect(row).toHaveTextContent('Prepared by Rashid Preparer');
    expect(row).toHaveTextContent('−$12,515.00');
    expect(row).toHaveAttribute('href', `${LIST}/external_transfer/${SUPPLIER.transaction_id}`);
    expect(screen.getByText('2 transactions shown')).toBeInTheDocument();
    expect(screen.getByText(/Open one to check it/)).toBeInTheDocument();
    expect(api.to('GET', '/review/list')[0]!.query).toEqual({ status: 'awaiting_approval' });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('filters by decision (asked of the server), kind and preparer (in the address), and offers to clear', async () => {
    const api = reviewApi('approver', { 'GET /review/list': byStatus });
    const { router } = renderPage(List(), LIST);
    await screen.findByRole('link', { name: /Shenzhen/ });
    await user().click(screen.getByRole('radio', { name: 'Conversions' }));
    expect(screen.queryByRole('link', { name: /Shenzhen/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Currency conversion/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=conversion');
    await user().click(screen.getByRole('radio', { name: 'Transfers to other banks' }));
    await user().click(screen.getByRole('radio', { name: 'Me' }));
    expect(
      await screen.findByRole('heading', { name: 'Nothing waits for review' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No transaction matches these filters.')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Show all kinds, by anyone' }));
    expect(await screen.findByText('2 transactions shown')).toBeInTheDocument();
    await user().click(screen.getByRole('radio', { name: 'Rejected' }));
    expect(await screen.findByRole('link', { name: /Shenzhen/ })).toHaveTextContent('Rejected');
    expect(api.to('GET', '/review/list').at(-1)!.query).toEqual({ status: 'rejected' });
    expect(router.state.location.search).toBe('?status=rejected');
  });

  it('asks the server again for another decision only: the kind and the preparer filter what came', async () => {
    const { shouldRevalidate } = await import('./ReviewListPage');
    const at = (search: string) => new URL(`http://127.0.0.1${LIST}${search}`);
    const revalidates = (from: string, to: string) =>
      shouldRevalidate({
        currentUrl: at(from),
        nextUrl: at(to),
        currentParams: {},
        nextParams: {},
        defaultShouldRevalidate: true,
      });
    expect(revalidates('', '?type=conversion')).toBe(false);
    expect(revalidates('?type=conversion', '?type=conversion&by=me')).toBe(false);
    expect(revalidates('?status=rejected&by=me', '?status=rejected')).toBe(false);
    expect(revalidates('?type=conversion', '?status=rejected&type=conversion')).toBe(true);
    expect(revalidates('?status=completed', '')).toBe(true);
    // "Try again" revalidates the same address.
    expect(revalidates('?type=conversion', '?type=conversion')).toBe(true);
  });

  it('shows a preparer only what they prepared, without the preparer filter', async () => {
    reviewApi('preparer', { 'GET /review/list': byStatus });
    renderPage(List(), LIST);
    expect(await screen.findByText('1 transaction shown')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Shenzhen/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Currency conversion/ })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Prepared by' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Me' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Kind' })).toBeInTheDocument();
    expect(screen.getByText(/The transactions you prepared/)).toBeInTheDocument();
  });

  it('says when nothing waits', async () => {
    reviewApi('viewer', { 'GET /review/list': reply(200, { data: [] }) });
    const { container } = renderPage(List(), LIST);
    expect(
      await screen.findByRole('heading', { name: 'Nothing waits for review' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('When a preparer sends a transaction for approval, it appears here.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/You can read them; approvers decide/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when the list cannot be loaded (503) says so in the catalogue\'s words, and "Try again" loads it', async () => {
    let down = true;
    reviewApi('approver', {
      'GET /review/list': (call) => (down ? refusal(503, 'service_unavailable') : byStatus(call)),
    });
    const { container } = renderPage(List(), LIST);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the transactions waiting for review');
    expect(alert).toHaveTextContent(STATUS_TEXTS[503]);
    expect(await axeViolations(container)).toEqual([]);
    down = false;
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Shenzhen/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('in Arabic: Arabic words, Western digits, and no axe violation', async () => {
    await setupI18n('ar');
    try {
      reviewApi('approver', { 'GET /review/list': byStatus });
      const { container } = renderPage(List(), LIST);
      const row = await screen.findByRole('link', { name: /Shenzhen/ });
      expect(
        screen.getByRole('heading', { level: 1, name: 'بانتظار المراجعة' }),
      ).toBeInTheDocument();
      expect(row).toHaveTextContent('−$12,515.00');
      expect(row).toHaveTextContent('20-11-2026');
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      await setupI18n('en');
    }
  });
});

describe('Waiting for review under the approval rules (issue 28)', () => {
  const overLimit = {
    ...LARGE,
    approval: progress(
      { steps: LARGE.approval!.steps },
      { can_approve: false, reason: 'over_limit' },
    ),
  };
  const secondStep = {
    ...firstApproved({ can_approve: true, reason: null }),
    transaction_id: '7a1b2c3d-0000-4000-8000-00000000beef',
    counterparty: { name: 'Dubai Cement PJSC', detail: 'Mashreq · •••• 1204' },
  };
  const queue = reply(200, { data: [overLimit, secondStep] });

  it("shows per row the approvals given and whether it is the approver's to approve, or over their limit", async () => {
    reviewApi('approver', { 'GET /review/list': queue });
    const { container } = renderPage(List(), LIST);
    const over = await screen.findByRole('link', { name: /Gulf Steel LLC/ });
    expect(over).toHaveTextContent('0 of 2 approvals · Over your approval limit');
    const theirs = screen.getByRole('link', { name: /Dubai Cement PJSC/ });
    expect(theirs).toHaveTextContent('1 of 2 approvals · You can approve it');
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows a preparer the progress of what they prepared, without an approver's words", async () => {
    reviewApi('preparer', { 'GET /review/list': queue });
    renderPage(List(), LIST);
    const mine = await screen.findByRole('link', { name: /Gulf Steel LLC/ });
    expect(mine).toHaveTextContent('0 of 2 approvals');
    expect(mine).not.toHaveTextContent('Over your approval limit');
    expect(screen.getByRole('link', { name: /Dubai Cement PJSC/ })).not.toHaveTextContent(
      'You can approve it',
    );
  });

  it('in Arabic: the progress and the reasons, without an axe violation', async () => {
    await setupI18n('ar');
    try {
      reviewApi('approver', { 'GET /review/list': queue });
      const { container } = renderPage(List(), LIST);
      const over = await screen.findByRole('link', { name: /Gulf Steel LLC/ });
      expect(over).toHaveTextContent('0 من 2 موافقات · تتجاوز حد موافقتك');
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      await setupI18n('en');
    }
  });
});
