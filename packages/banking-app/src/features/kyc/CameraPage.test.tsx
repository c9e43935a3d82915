import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATUS_TEXTS } from '@/api/errors';
import { fakeApi, renderPage, reply, screenUnderTest } from '@/lib/testing/pageHarness';
import { axeViolations } from '@/lib/testing/axe';
import { completeKyc, detailsGiven, kycAnswer, rejectedKyc } from './fixtures';

const Page = screenUnderTest(() => import('./CameraPage'));
const PATH = '/dashboard/camera';

beforeEach(() => {
  URL.createObjectURL ??= () => 'blob:photo';
  URL.revokeObjectURL ??= () => undefined;
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

function refuseCamera() {
  const getUserMedia = vi.fn(() =>
    Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
  );
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  return getUserMedia;
}

describe('camera', () => {
  it('permission refused: says so and uploads a photo instead, then goes to the overview', async () => {
    const getUserMedia = refuseCamera();
    const api = fakeApi({
      'GET /kyc': reply(200, { data: detailsGiven({ next_step: 'selfie' }) }),
      'PUT /kyc/documents/selfie': reply(201, { data: completeKyc() }),
    });
    const { container } = renderPage(Page(), PATH, { at: `${PATH}?document=selfie` });
    expect(await screen.findByText(/permission was refused/)).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({ video: expect.objectContaining({ facingMode: 'user' }) }),
    );
    expect(await axeViolations(container)).toEqual([]);
    const user = userEvent.setup({ delay: null });
    await user.upload(
      screen.getByLabelText('Selfie'),
      new File([new Uint8Array(4096)], 'me.jpg', { type: 'image/jpeg' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Use this photo' }));
    expect(
      await screen.findByRole('heading', { name: '/dashboard/complete_kyc' }),
    ).toBeInTheDocument();
    expect(api.to('PUT', '/kyc/documents/selfie')[0]!.body).toEqual({
      contentType: 'image/jpeg',
      size: 4096,
    });
  });

  it('a document photo uses the document frame and returns to the documents', async () => {
    refuseCamera();
    const at = `${PATH}?document=identity_back`;
    fakeApi({
      'GET /kyc': reply(200, { data: detailsGiven() }),
      'PUT /kyc/documents/identity_back': reply(201, { data: detailsGiven() }),
    });
    renderPage(Page(), PATH, { at });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Photograph the back of your Emirates ID',
      }),
    ).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.upload(
      await screen.findByLabelText('Emirates ID, back'),
      new File([new Uint8Array(4096)], 'back.png', { type: 'image/png' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Use this photo' }));
    expect(
      await screen.findByRole('heading', { name: '/dashboard/verify_kyc' }),
    ).toBeInTheDocument();
  });

  it("numbers the photo's step as the check's order has it: a document's photo is step 2 (the documents'), the selfie step 3", async () => {
    refuseCamera();
    fakeApi({ 'GET /kyc': reply(200, { data: detailsGiven() }) });
    const document = renderPage(Page(), PATH, { at: `${PATH}?document=identity_front` });
    await screen.findByRole('heading', {
      level: 1,
      name: 'Photograph the front of your Emirates ID',
    });
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.queryByText(/Step 3 of 3/)).toBeNull();
    document.unmount();
    renderPage(Page(), PATH, { at: `${PATH}?document=selfie` });
    await screen.findByRole('heading', { level: 1, name: 'Take a selfie' });
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
  });

  it('opened before any details are given, starts the check at step 1 instead of a photo', async () => {
    fakeApi({ 'GET /kyc': reply(200, { data: kycAnswer() }) });
    renderPage(Page(), PATH, { at: `${PATH}?document=selfie` });
    expect(await screen.findByRole('heading', { name: '/dashboard/kyc' })).toBeInTheDocument();
    expect(screen.queryByText(/Step 3 of 3/)).toBeNull();
  });

  it('after a rejection of something else, no photo is asked for here', async () => {
    fakeApi({ 'GET /kyc': reply(200, { data: rejectedKyc() }) });
    renderPage(Page(), PATH, { at: `${PATH}?document=selfie` });
    expect(await screen.findByText('No photo is needed here now')).toBeInTheDocument();
  });

  it('a failed load shows the catalogue text and tries again', async () => {
    refuseCamera();
    let fail = true;
    fakeApi({ 'GET /kyc': () => (fail ? reply(503) : reply(200, { data: detailsGiven() })) });
    renderPage(Page(), PATH);
    expect(await screen.findByText(STATUS_TEXTS[503]!)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/permission was refused/)).toBeInTheDocument();
  });
});
