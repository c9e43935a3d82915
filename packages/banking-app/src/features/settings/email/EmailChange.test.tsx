import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { fakeApi, refusal, renderPage, reply, setupI18n } from '@/lib/testing/pageHarness';
import { axeViolations } from '@/lib/testing/axe';
import { profileAnswer } from '@/features/settings/fixtures';
import { EMAIL_DRAFT_KEY } from './draft';

vi.setConfig({ testTimeout: 60_000 });
let Step1: ComponentType, Step2: ComponentType, Step3: ComponentType;
beforeAll(async () => {
  await setupI18n();
  const [one, two, three] = await Promise.all([
    import('./EmailChangeNewAddress'),
    import('./EmailChangeCode'),
    import('./EmailChangePassword'),
  ]);
  [Step1, Step2, Step3] = [one.Component, two.Component, three.Component];
}, 180_000);
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const sent = {
  channel: 'email',
  sent_to: 'ne***@example.ae',
  expires_at: '2026-11-24T15:00:00.000Z',
};

describe('e-mail change', () => {
  it('step 1 checks the address, sends the code and keeps the address for the next steps', async () => {
    const api = fakeApi({ 'POST /customer/email/change': reply(202, { data: sent }) });
    const { container } = renderPage(Step1, '/dashboard/settings_email_update1');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Send a code' }));
    expect(
      await screen.findByRole('link', { name: 'Enter your new email address' }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /New email address/ }), 'new@example.ae');
    await user.click(screen.getByRole('button', { name: 'Send a code' }));
    expect(
      await screen.findByRole('heading', { name: '/dashboard/settings_email_update2' }),
    ).toBeInTheDocument();
    expect(api.to('POST', '/customer/email/change')[0]!.body).toEqual({
      new_email: 'new@example.ae',
    });
    expect(JSON.parse(sessionStorage.getItem(EMAIL_DRAFT_KEY)!)).toEqual({
      newEmail: 'new@example.ae',
      sentTo: 'ne***@example.ae',
    });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('step 1 shows an address already in use at its field', async () => {
    fakeApi({ 'POST /customer/email/change': refusal(409, 'email_taken') });
    renderPage(Step1, '/dashboard/settings_email_update1');
    const user = userEvent.setup({ delay: null });
    await user.type(
      await screen.findByRole('textbox', { name: /New email address/ }),
      'taken@example.ae',
    );
    await user.click(screen.getByRole('button', { name: 'Send a code' }));
    expect(
      await screen.findByRole('link', { name: 'email_taken (server words)' }),
    ).toBeInTheDocument();
  });

  it('steps 2 and 3 without the earlier ones lead to step 1', async () => {
    fakeApi({});
    renderPage(Step2, '/dashboard/settings_email_update2');
    expect(
      await screen.findByRole('heading', { name: '/dashboard/settings_email_update1' }),
    ).toBeInTheDocument();
  });

  it('step 2: a wrong code says so; an expired one asks for a new code; the right one goes on', async () => {
    sessionStorage.setItem(
      EMAIL_DRAFT_KEY,
      JSON.stringify({ newEmail: 'new@example.ae', sentTo: 'ne***@example.ae' }),
    );
    let answer = refusal(400, 'invalid_code');
    fakeApi({
      'POST /customer/email/change/verify': () => answer,
      'POST /customer/email/change': reply(202, { data: sent }),
    });
    const { container } = renderPage(Step2, '/dashboard/settings_email_update2');
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('new@example.ae')).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: /Code/ });
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('link', { name: 'invalid_code (server words)' }),
    ).toBeInTheDocument();
    answer = refusal(400, 'code_expired');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('link', { name: 'This code has expired. Send a new code.' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We sent a new code.')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    answer = reply(200, {
      data: { new_email: 'new@example.ae', verified: true, expires_at: '2026-11-24T15:10:00.000Z' },
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: '/dashboard/settings_email_update3' }),
    ).toBeInTheDocument();
  });

  it('step 3: a wrong password stays at its field; the right one changes the address', async () => {
    sessionStorage.setItem(
      EMAIL_DRAFT_KEY,
      JSON.stringify({ newEmail: 'new@example.ae', sentTo: 'ne***@example.ae', verified: true }),
    );
    let answer = refusal(400, 'password_incorrect');
    const api = fakeApi({ 'POST /customer/email/change/confirm': () => answer });
    const { container } = renderPage(Step3, '/dashboard/settings_email_update3');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/^Password/), 'Wrong-pass-1');
    await user.click(screen.getByRole('button', { name: 'Change my email address' }));
    expect(
      await screen.findByRole('link', { name: 'This password is not right. Try again.' }),
    ).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    answer = reply(200, { data: profileAnswer({ email: 'new@example.ae' }) });
    await user.click(screen.getByRole('button', { name: 'Change my email address' }));
    expect(await screen.findByRole('heading', { name: '/dashboard/settings' })).toBeInTheDocument();
    expect(api.to('POST', '/customer/email/change/confirm').at(-1)!.body).toEqual({
      password: 'Wrong-pass-1',
    });
    expect(sessionStorage.getItem(EMAIL_DRAFT_KEY)).toBeNull();
  });
});
