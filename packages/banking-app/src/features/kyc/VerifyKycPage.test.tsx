import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STATUS_TEXTS } from '@/api/errors';
import { fakeApi, refusal, renderPage, reply, screenUnderTest } from '@/lib/testing/pageHarness';
import { axeViolations } from '@/lib/testing/axe';
import { completeKyc, kycAnswer, kycDocument, rejectedKyc } from './fixtures';

const Page = screenUnderTest(() => import('./VerifyKycPage'));
const PATH = '/dashboard/verify_kyc';
const MB = 1024 * 1024;
const file = (name: string, type: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type });

/** Step 1 done (the details given, the Emirates ID chosen): the documents are next. */
const withEmiratesId = () => {
  const answer = kycAnswer({
    next_step: 'identity_front',
    personal_details: { first_name: 'Mariam', identity_document_type: 'emirates_id' },
  });
  answer.items = answer.items.map((i) =>
    i.item === 'personal_details' ? { ...i, status: 'provided' } : i,
  );
  return answer;
};

describe('verify_kyc (documents)', () => {
  it('is step 2 of 3, and says the rules of a file once per document (under the button, not again as the hint)', async () => {
    fakeApi({ 'GET /kyc': reply(200, { data: withEmiratesId() }) });
    const { container } = renderPage(Page(), PATH);
    const region = await screen.findByRole('region', { name: 'Emirates ID, front' });
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(within(region).getAllByText(/JPEG, PNG or PDF/)).toHaveLength(1);
    expect(
      within(region).getByLabelText('Upload the Emirates ID, front'),
    ).toHaveAccessibleDescription(/JPEG, PNG or PDF/);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('as the entry of a check with no details given, opens step 1 instead (no note to go back)', async () => {
    fakeApi({ 'GET /kyc': reply(200, { data: kycAnswer() }) });
    renderPage(Page(), PATH);
    expect(await screen.findByRole('heading', { name: '/dashboard/kyc' })).toBeInTheDocument();
    expect(screen.queryByText(/Step 2 of 3/)).toBeNull();
  });

  it("sends a company administrator who has not given their details to their own details' step", async () => {
    fakeApi({
      'GET /kyc': reply(200, { data: kycAnswer({ kind: 'corporate', personal_details: {} }) }),
    });
    renderPage(Page(), PATH);
    expect(
      await screen.findByRole('heading', { name: '/dashboard/corporate_admin_kyc' }),
    ).toBeInTheDocument();
  });

  it('asks for both sides of the Emirates ID and the proof of address, each with the camera as another way', async () => {
    fakeApi({ 'GET /kyc': reply(200, { data: withEmiratesId() }) });
    const { container } = renderPage(Page(), PATH);
    expect(await screen.findByRole('region', { name: 'Emirates ID, front' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Emirates ID, back' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Proof of address' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Passport photo page' })).toBeNull();
    expect(
      screen.getByRole('link', {
        name: 'Or take a photo of the Emirates ID, front with your camera',
      }),
    ).toHaveAttribute('href', '/dashboard/camera?document=identity_front');
    expect(screen.getByRole('link', { name: 'Continue to your selfie' })).toHaveAttribute(
      'href',
      '/dashboard/camera?document=selfie',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('refuses a wrong type or a large file before sending; uploads with progress, then offers Replace', async () => {
    const uploaded = withEmiratesId();
    uploaded.documents = [
      kycDocument('proof_of_address', { file_name: 'bill.pdf', content_type: 'application/pdf' }),
    ];
    uploaded.items = uploaded.items.map((i) =>
      i.item === 'proof_of_address' ? { ...i, status: 'provided' } : i,
    );
    let progress: string | null | undefined;
    const api = fakeApi({
      'GET /kyc': reply(200, { data: withEmiratesId() }),
      'PUT /kyc/documents/proof_of_address': () => {
        // While the file is on its way, its tile shows how much has gone.
        progress = screen
          .queryByRole('progressbar', { name: /bill\.pdf/ })
          ?.getAttribute('aria-valuenow');
        return reply(201, { data: uploaded });
      },
    });
    renderPage(Page(), PATH);
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const region = await screen.findByRole('region', { name: 'Proof of address' });
    const input = within(region).getByLabelText('Upload the Proof of address');
    await user.upload(input, file('notes.docx', 'application/msword'));
    expect(await within(region).findByText(/notes\.docx/)).toBeInTheDocument();
    await user.upload(input, file('big.pdf', 'application/pdf', 6 * MB));
    expect((await within(region).findAllByText(/smaller than 5 MB/)).length).toBeGreaterThan(0);
    expect(api.to('PUT', '/kyc/documents/proof_of_address')).toHaveLength(0);

    await user.upload(input, file('bill.pdf', 'application/pdf'));
    expect(await within(region).findByRole('button', { name: /Replace/ })).toBeInTheDocument();
    const sent = api.to('PUT', '/kyc/documents/proof_of_address');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ contentType: 'application/pdf', size: 2048 });
    expect(sent[0]!.query).toEqual({ file_name: 'bill.pdf' });
    expect(progress).toMatch(/^\d+$/);
  });

  it('shows a file name that looks like markup as plain text, never as markup', async () => {
    const hostile = '<img src=x onerror=alert(1)>.png';
    const answer = withEmiratesId();
    answer.documents = [kycDocument('proof_of_address', { file_name: hostile })];
    answer.items = answer.items.map((i) =>
      i.item === 'proof_of_address' ? { ...i, status: 'provided' } : i,
    );
    fakeApi({ 'GET /kyc': reply(200, { data: answer }) });
    const { container } = renderPage(Page(), PATH);
    const region = await screen.findByRole('region', { name: 'Proof of address' });
    expect((await within(region).findAllByText(hostile, { exact: false })).length).toBeGreaterThan(
      0,
    );
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('shows the server words when a file is refused, and lets the customer choose another', async () => {
    fakeApi({
      'GET /kyc': reply(200, { data: withEmiratesId() }),
      'PUT /kyc/documents/identity_front': refusal(415, 'unsupported_media_type'),
    });
    renderPage(Page(), PATH);
    const user = userEvent.setup({ delay: null });
    const region = await screen.findByRole('region', { name: 'Emirates ID, front' });
    await user.upload(
      within(region).getByLabelText('Upload the Emirates ID, front'),
      file('front.png', 'image/png'),
    );
    expect(
      await within(region).findByText(/unsupported_media_type \(server words\)/),
    ).toBeInTheDocument();
    expect(
      within(region).getByLabelText('Upload another file for the Emirates ID, front'),
    ).toBeInTheDocument();
  });

  it('after a rejection asks only for the rejected document, with its reason', async () => {
    const { container } =
      (fakeApi({ 'GET /kyc': reply(200, { data: rejectedKyc() }) }), renderPage(Page(), PATH));
    const region = await screen.findByRole('region', { name: 'Proof of address' });
    expect(within(region).getByText(/Older than 3 months/)).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: /Replace/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Emirates ID, front' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/dashboard/complete_kyc',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a check being reviewed shows its state only', async () => {
    fakeApi({
      'GET /kyc': reply(200, {
        data: completeKyc({
          state: 'under_review',
          kyc_status: 'pending',
          can_edit: false,
          can_submit: false,
          next_step: 'wait',
        }),
      }),
    });
    renderPage(Page(), PATH);
    expect(await screen.findByText('We are checking your documents')).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('a failed load shows the catalogue text and tries again', async () => {
    let fail = true;
    fakeApi({ 'GET /kyc': () => (fail ? reply(503) : reply(200, { data: withEmiratesId() })) });
    renderPage(Page(), PATH);
    expect(await screen.findByText(STATUS_TEXTS[503]!)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Proof of address' })).toBeInTheDocument();
  });
});
