// "Who will approve" (issue 28): a company's user reads, before submitting, each approval the
// payment needs in order with who can give it, the rule that applies and why; or that none is
// needed. A personal customer's page asks nothing. Axe in English and Arabic.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/lib/testing/axe';
import { NOT_REQUIRED, path } from '@/lib/testing/approvals';
import { customerType } from '@/lib/testing/money';
import { fakeApi, refusal, reply, setupI18n, type Routes } from '@/lib/testing/pageHarness';
import { forgetCustomerType } from '@/session/customer';
import { setToken } from '@/session/storage';
import { ApprovalPathPreview } from './ApprovalPathPreview';

// Compiling the box (its lazy module) takes seconds on a busy machine: loaded once before the tests.
vi.setConfig({ testTimeout: 60_000 });
beforeAll(async () => {
  await setupI18n('en');
  await import('./ApprovalPathBox');
}, 180_000);
beforeEach(async () => {
  forgetCustomerType();
  await setToken('valid-token');
});
afterEach(() => vi.unstubAllGlobals());

function show(
  who: 'individual' | 'preparer',
  routes: Routes,
  props: Partial<Parameters<typeof ApprovalPathPreview>[0]> = {},
) {
  const api = fakeApi({
    'GET /customer/customer_type': reply(
      200,
      who === 'individual' ? customerType('individual') : customerType('corporate', 'preparer'),
    ),
    ...routes,
  });
  const view = render(
    <main>
      <ApprovalPathPreview
        kind="external_transfer"
        currency="AED"
        amountMinor="6000000"
        {...props}
      />
    </main>,
  );
  return { api, ...view };
}

describe('Who will approve', () => {
  it('says each approval in order with who can give it, and the rule that applies', async () => {
    const { api, container } = show('preparer', {
      'POST /approval_path': reply(200, { data: path() }),
    });
    const box = await screen.findByRole('region', { name: 'Who will approve' });
    expect(
      await within(box).findByText(
        'This payment needs 2 approvals, in this order, before it goes.',
      ),
    ).toBeInTheDocument();
    const steps = within(box).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('Step 1: an approver');
    expect(steps[0]).toHaveTextContent('Who can give it: Adam Falcon');
    // A step that names people says them once.
    expect(steps[1]).toHaveTextContent(/^Step 2: Sara Falcon$/);
    expect(box).toHaveTextContent(
      'Your company\'s rule “Large payments” applies. Rule 2 "Large payments" applies to transfers of AED 50,000.00 or more.',
    );
    expect(api.to('POST', '/approval_path').map((c) => c.body)).toEqual([
      { kind: 'external_transfer', currency: 'AED', amount_minor: '6000000' },
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when no approval is needed, and what the rules read an amount in another currency as', async () => {
    const { container } = show(
      'preparer',
      {
        'POST /approval_path': reply(200, {
          data: {
            ...NOT_REQUIRED,
            aed_value: { currency: 'AED', amount: '918.25', minor: '91825' },
          },
        }),
      },
      { currency: 'USD', amountMinor: '25000', kind: 'internal_transfer' },
    );
    const box = await screen.findByRole('region', { name: 'Who will approve' });
    expect(
      await within(box).findByText(
        'No approval needed: the payment goes as soon as you confirm it.',
      ),
    ).toBeInTheDocument();
    expect(box).toHaveTextContent(
      "No rule of your company matches this payment, so the bank's default applies.",
    );
    expect(box).toHaveTextContent(
      "Your company's rules read it as AED 918.25, at today's mid-market rate.",
    );
    expect(within(box).queryByRole('list')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says a failure without stopping the payment, and asks again on request', async () => {
    let down = true;
    const { api } = show('preparer', {
      'POST /approval_path': () =>
        down ? refusal(503, 'service_unavailable') : reply(200, { data: path() }),
    });
    expect(
      await screen.findByText(/We could not find out who will approve this payment/),
    ).toBeInTheDocument();
    down = false;
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText(/needs 2 approvals/)).toBeInTheDocument();
    expect(api.to('POST', '/approval_path')).toHaveLength(2);
  });

  it('shows a personal customer nothing, and asks nothing', async () => {
    const { api, container } = show('individual', {
      'POST /approval_path': reply(200, { data: NOT_REQUIRED }),
    });
    await waitFor(() => expect(api.to('GET', '/customer/customer_type')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(container.querySelector('section')).toBeNull();
    expect(api.to('POST', '/approval_path')).toHaveLength(0);
  });

  it('as an amount is typed, asks once typing pauses, for the amount shown', async () => {
    const { api, rerender } = show(
      'preparer',
      { 'POST /approval_path': reply(200, { data: path() }) },
      { live: true, amountMinor: '1' },
    );
    await screen.findByRole('region', { name: 'Who will approve' });
    for (const amount of ['10', '100', '1000'])
      rerender(
        <main>
          <ApprovalPathPreview kind="external_transfer" currency="AED" amountMinor={amount} live />
        </main>,
      );
    expect(await screen.findByText(/needs 2 approvals/)).toBeInTheDocument();
    expect(
      api
        .to('POST', '/approval_path')
        .map((c) => (c.body as { amount_minor: string }).amount_minor),
    ).toEqual(['1000']);
  });

  it('in Arabic, without an axe violation', async () => {
    await setupI18n('ar');
    try {
      const { container } = show('preparer', {
        'POST /approval_path': reply(200, { data: path() }),
      });
      const box = await screen.findByRole('region', { name: 'من سيوافق' });
      expect(await within(box).findByText(/الخطوة 1: معتمِد/)).toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      await setupI18n('en');
    }
  });
});
