import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@bank/ui';
import { installFakeBackend } from '../../test/fakeBackend';
import { setConfig } from '@/config/runtime';
import { i18n, initI18n } from '@/i18n/i18n';
import { LAST_ACTIVITY_KEY } from '@/session/idle';
import { setLeaveHandler } from '@/session/session';
import { SessionTimer } from './SessionTimer';

beforeAll(async () => {
  installFakeBackend();
  await initI18n('en');
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

function renderTimer() {
  return render(
    <I18nextProvider i18n={i18n()}>
      <UiProvider locale="en-AE">
        <SessionTimer />
      </UiProvider>
    </I18nextProvider>,
  );
}

describe('the session timer', () => {
  it('shows the SessionOverlay before the timeout, "Stay logged in" closes it, and expiry ends the session', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    setConfig({ session: { idleTimeoutSeconds: 60, warningSeconds: 20 } });
    const left = vi.fn();
    setLeaveHandler(left);
    renderTimer();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(41_000));
    expect(
      screen.getByRole('alertdialog', { name: 'Your session is about to end' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toHaveTextContent('00:19');

    fireEvent.click(screen.getByRole('button', { name: 'Stay logged in' }));
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(Number(localStorage.getItem(LAST_ACTIVITY_KEY))).toBeGreaterThan(0);

    act(() => vi.advanceTimersByTime(61_000));
    await act(async () => {
      await vi.waitFor(() => expect(left).toHaveBeenCalledWith('timeout', false));
    });
    setConfig({});
  });

  it('"Log out" in the overlay ends the session', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    setConfig({ session: { idleTimeoutSeconds: 60, warningSeconds: 20 } });
    const left = vi.fn();
    setLeaveHandler(left);
    renderTimer();
    act(() => vi.advanceTimersByTime(45_000));
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await act(async () => {
      await vi.waitFor(() => expect(left).toHaveBeenCalledWith('logout', false));
    });
    setConfig({});
  });
});
