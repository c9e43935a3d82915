// The real Captcha component with a stand-in for the ALTCHA widget (jsdom runs no workers): the
// widget turns verified and the form is submitted in the same task, as when a customer ticks the
// box and presses Enter at once. The form must send what the widget shows.
import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage, reply, setupI18n } from '@/lib/testing/pageHarness';
import { clearSessionStorage } from '@/session/storage';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('altcha', () => ({}));
vi.mock('altcha/i18n/ar', () => ({}));

/** The widget's surface the app uses: getState, reset, and a synchronous `statechange` event. */
class FakeAltchaWidget extends HTMLElement {
  private state = 'unverified';
  verified = 0;
  verify() {
    this.verified += 1;
    return Promise.resolve(null);
  }
  getState() {
    return this.state;
  }
  reset() {
    this.settle('unverified', null);
  }
  /** What the widget does when its proof of work is done. */
  settle(state: string, payload: string | null) {
    this.state = state;
    this.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  }
}

let LoginPage: ComponentType;
beforeAll(async () => {
  if (!customElements.get('altcha-widget'))
    customElements.define('altcha-widget', FakeAltchaWidget);
  await setupI18n();
  LoginPage = (await import('./LoginPage')).Component;
}, 180_000);
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionStorage();
});

const authenticated = reply(200, {
  data: {
    status: 'authenticated',
    customer_id: '7f8d1c1e-55b1-4a57-9a39-3d1f5f1c2b01',
    user_type: 'individual',
    customer_type: null,
  },
  new_jwt_tokens: { tokens: { access_token: 'access-1', token_type: 'Bearer', expires_in: 600 } },
});

async function readyForm() {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/Email address/), 'aisha@demo.bank');
  await user.type(screen.getByLabelText(/^Password/), 'Demo-Bank-2026!');
  // The widget's code loads on the first interaction with the page.
  await vi.waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
  return document.querySelector('altcha-widget') as unknown as FakeAltchaWidget;
}

describe('Login with the real captcha component', () => {
  it('sends the payload of a widget that turned verified in the same task as the submit', async () => {
    const api = fakeApi({ 'POST /auth0/login_with_auth0': authenticated });
    renderPage(LoginPage, '/login');
    const widget = await readyForm();
    const submit = screen.getByRole('button', { name: 'Log in' });
    // No await in between: React has not rendered since the widget said "verified".
    widget.settle('verified', 'payload-ticked-then-enter');
    submit.click();
    expect(await screen.findByRole('heading', { name: '/dashboard' })).toBeInTheDocument();
    expect(screen.queryByText(/Confirm you are not a robot/)).toBeNull();
    expect(
      api.to('POST', '/auth0/login_with_auth0').map((c) => (c.body as { tokenV3: string }).tokenV3),
    ).toEqual(['payload-ticked-then-enter']);
  });

  it('draws the box with its words before the widget loads, and a press on it starts the check', async () => {
    fakeApi({});
    renderPage(LoginPage, '/login');
    const drawn = await screen.findByText("I'm not a robot");
    expect(document.querySelector('altcha-widget')).toBeNull();
    // The drawn box is a picture of the control: screen readers meet the real one.
    expect(drawn.closest('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.setup({ delay: null }).pointer({ keys: '[MouseLeft]', target: drawn });
    await vi.waitFor(() =>
      expect(
        (document.querySelector('altcha-widget') as unknown as FakeAltchaWidget | null)?.verified,
      ).toBe(1),
    );
    expect(screen.queryByText("I'm not a robot")).toBeNull();
  });

  it('sends nothing while the widget is not verified, whatever it said before', async () => {
    const api = fakeApi({ 'POST /auth0/login_with_auth0': authenticated });
    renderPage(LoginPage, '/login');
    const widget = await readyForm();
    widget.settle('verified', 'payload-1');
    widget.settle('expired', null);
    screen.getByRole('button', { name: 'Log in' }).click();
    expect(
      await screen.findByRole('link', { name: /Confirm you are not a robot/ }),
    ).toBeInTheDocument();
    expect(api.to('POST', '/auth0/login_with_auth0')).toEqual([]);
  });
});
