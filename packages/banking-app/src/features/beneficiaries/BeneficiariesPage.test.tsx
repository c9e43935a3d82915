import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
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
import { forgetCustomerType } from '@/session/customer';
import { setToken } from '@/session/storage';
import { ACME_US, customerType, JOHN, OMAR, type Role } from '@/lib/testing/beneficiaries';

const BeneficiariesPage = screenUnderTest(() => import('./BeneficiariesPage'));
const PATH = '/dashboard/beneficiary';

beforeEach(async () => {
  forgetCustomerType();
  await setToken('valid-token');
});

function backend(role: Role = 'individual', list = [JOHN, OMAR, ACME_US], extra: Routes = {}) {
  return fakeApi({
    'GET /customer/customer_type': customerType(role),
    'GET /beneficiary/list': reply(200, { data: list }),
    ...extra,
  });
}

describe('Beneficiaries list', () => {
  it('lists both kinds with their accounts (IBANs in fours, left to right), searchable and filtered by kind', async () => {
    backend();
    const { container } = renderPage(BeneficiariesPage(), PATH);
    const john = await screen.findByRole('listitem', { name: 'John Smith' });
    expect(john).toHaveTextContent('Nickname: Landlord');
    expect(john).toHaveTextContent('NatWest · United Kingdom · GBP');
    expect(within(john).getByText('GB29 NWBK 6016 1331 9268 19')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('listitem', { name: 'Omar H.' })).toHaveTextContent(
      'Sadu Bank customer · AED',
    );
    expect(screen.getByText('3 beneficiaries')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'gb29 nwbk');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('listitem', { name: 'John Smith' })).toBeInTheDocument();
    expect(screen.getByText('1 beneficiary')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: /Search/ }));
    await user.click(screen.getByRole('radio', { name: 'Sadu Bank customers' }));
    expect(screen.getByText('1 beneficiary')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Omar H.' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'nobody');
    expect(screen.getByText('No beneficiary matches your search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all beneficiaries' }));
    expect(screen.getByText('3 beneficiaries')).toBeInTheDocument();
  });

  it('deletes one only after its confirmation, then says so where focus is', async () => {
    let list = [JOHN, OMAR];
    const api = fakeApi({
      'GET /customer/customer_type': customerType('individual'),
      'GET /beneficiary/list': () => reply(200, { data: list }),
      [`DELETE /beneficiary/${JOHN.beneficiary_id}`]: () => {
        list = [OMAR];
        return reply(200, { data: { message: 'The beneficiary was deleted.' } });
      },
    });
    const { container } = renderPage(BeneficiariesPage(), PATH);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete John Smith' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete John Smith?' });
    expect(dialog).toHaveTextContent('Transfers you have already made keep their details.');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to('DELETE', `/beneficiary/${JOHN.beneficiary_id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete John Smith' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete beneficiary' }),
    );
    expect(await screen.findByText('John Smith was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'John Smith' })).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toHaveTextContent('John Smith was deleted.'),
    );
    expect(api.to('DELETE', `/beneficiary/${JOHN.beneficiary_id}`)).toHaveLength(1);
  });

  it('keeps the dialog open and says so when the delete fails', async () => {
    backend('individual', [JOHN], {
      [`DELETE /beneficiary/${JOHN.beneficiary_id}`]: refusal(503, 'service_unavailable'),
    });
    renderPage(BeneficiariesPage(), PATH);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete John Smith' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete beneficiary' }),
    );
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'We could not delete John Smith.',
    );
  });

  it('with none yet, leads to adding one; a viewer sees the list without add, edit or delete', async () => {
    backend('individual', []);
    const first = renderPage(BeneficiariesPage(), PATH);
    expect(
      await screen.findByRole('heading', { name: 'No beneficiaries yet' }),
    ).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Add a beneficiary' });
    expect(links.at(-1)).toHaveAttribute('href', '/dashboard/add_beneficiary');
    expect(await axeViolations(first.container)).toEqual([]);
    first.unmount();

    forgetCustomerType();
    backend('viewer', [JOHN]);
    renderPage(BeneficiariesPage(), PATH);
    expect(await screen.findByRole('listitem', { name: 'John Smith' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add a beneficiary' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Edit/ })).toBeNull();
  });

  it('says what the form saved, once', async () => {
    backend();
    const { router } = renderPage(BeneficiariesPage(), PATH, {
      state: { saved: { name: 'John Smith', action: 'added' } },
    });
    expect(
      await screen.findByText('John Smith was added to your beneficiaries.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it('when the list cannot be loaded (503) says so in the catalogue\'s words, and "Try again" loads it', async () => {
    let down = true;
    const api = backend('individual', [JOHN], {
      'GET /beneficiary/list': () =>
        down ? refusal(503, 'service_unavailable') : reply(200, { data: [JOHN] }),
    });
    const { container } = renderPage(BeneficiariesPage(), PATH);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your beneficiaries');
    expect(alert).toHaveTextContent(STATUS_TEXTS[503]);
    expect(await axeViolations(container)).toEqual([]);
    down = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'John Smith' })).toBeInTheDocument();
    expect(api.to('GET', '/beneficiary/list')).toHaveLength(2);
  });

  it('in Arabic: the words are Arabic, the IBAN stays left to right with Western digits, and axe passes', async () => {
    await setupI18n('ar');
    try {
      backend();
      const { container } = renderPage(BeneficiariesPage(), PATH);
      const john = await screen.findByRole('listitem', { name: 'John Smith' });
      expect(screen.getByRole('heading', { level: 1, name: 'المستفيدون' })).toBeInTheDocument();
      expect(within(john).getByText('GB29 NWBK 6016 1331 9268 19')).toHaveAttribute('dir', 'ltr');
      expect(screen.getByRole('button', { name: 'حذف John Smith' })).toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      await setupI18n('en');
    }
  });
});
