import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionOverlay, type SessionOverlayProps } from './SessionOverlay';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

const START = new Date('2024-03-05T10:00:00Z').getTime();

function setup(props: Partial<SessionOverlayProps> = {}) {
  const handlers = { onKeepSession: vi.fn(), onLogout: vi.fn(), onExpire: vi.fn() };
  const utils = render(
    <SessionOverlay open expiresAt={START + 120_000} {...handlers} {...props} />,
  );
  const status = () => screen.getByRole('status');
  return { ...utils, ...handlers, status };
}
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const clock = () => document.querySelector('p[aria-hidden="true"]')?.textContent;

describe('SessionOverlay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('is a modal alert dialog that says how long is left, with focus on "Stay logged in"', () => {
    setup();
    const dialog = screen.getByRole('alertdialog', { name: 'Your session is about to end' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(
      'For your security, you will be logged out in 2 minutes.',
    );
    expect(screen.getByRole('button', { name: 'Stay logged in' })).toHaveFocus();
    expect(clock()).toBe('02:00');
  });

  it('keeps focus inside: Tab goes round its two buttons', () => {
    setup();
    const keep = screen.getByRole('button', { name: 'Stay logged in' });
    const logout = screen.getByRole('button', { name: 'Log out' });
    fireEvent.keyDown(keep, { key: 'Tab' });
    expect(logout).toHaveFocus();
    fireEvent.keyDown(logout, { key: 'Tab', shiftKey: true });
    expect(keep).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('counts down from the clock, not by counting ticks (a throttled tab shows the true time)', () => {
    setup();
    tick(1000);
    expect(clock()).toBe('01:59');
    // A background tab's timers stall; when one fires, the time shown is the clock's.
    vi.setSystemTime(START + 95_000);
    tick(1000);
    expect(clock()).toBe('00:24');
  });

  it('announces each minute and then 30 and 10 seconds, not every second', () => {
    const { status } = setup();
    const heard: string[] = [];
    const listen = () => {
      const text = status().textContent ?? '';
      if (text && heard[heard.length - 1] !== text) heard.push(text);
    };
    for (let i = 0; i < 125; i++) {
      tick(1000);
      listen();
    }
    expect(heard).toEqual([
      'For your security, you will be logged out in 1 minute.',
      'For your security, you will be logged out in 30 seconds.',
      'For your security, you will be logged out in 10 seconds.',
    ]);
    // 125 renders on fake time: CPU work only, which a loaded 2-core machine needs more than the
    // default 5 s for (it timed out there once); no wall-clock wait is involved.
  }, 30_000);

  it('calls onExpire once when the time is up', () => {
    const { onExpire } = setup();
    tick(125_000);
    expect(clock()).toBe('00:00');
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('keeps the session on "Stay logged in" and on Escape, and logs out on "Log out"', () => {
    const { onKeepSession, onLogout } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Stay logged in' }));
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onKeepSession).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('shows seconds computed by the caller, and nothing when closed', () => {
    const { rerender } = render(
      <SessionOverlay open secondsRemaining={75} onKeepSession={() => {}} onLogout={() => {}} />,
    );
    expect(clock()).toBe('01:15');
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      'For your security, you will be logged out in 1 minute, 15 seconds.',
    );
    rerender(
      <SessionOverlay
        open={false}
        secondsRemaining={75}
        onKeepSession={() => {}}
        onLogout={() => {}}
      />,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('speaks Arabic, with Arabic counted words', () => {
    render(
      <UiProvider locale="ar">
        <SessionOverlay open secondsRemaining={120} onKeepSession={() => {}} onLogout={() => {}} />
      </UiProvider>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'ستنتهي جلستك قريبًا' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/سيتم تسجيل خروجك بعد/).textContent).toMatch(/دقيقت/);
    expect(screen.getByRole('button', { name: 'البقاء متصلًا' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
  });

  it('puts its icon, title, text, clock and buttons on one centred axis, the text balanced so no word is left alone', () => {
    setup();
    const dialog = screen.getByRole('alertdialog', { name: 'Your session is about to end' });
    const title = screen.getByRole('heading', { name: 'Your session is about to end' });
    const text = screen.getByText('For your security, you will be logged out in 2 minutes.');
    const buttons = screen.getByRole('button', { name: 'Log out' }).parentElement!;
    expect(getComputedStyle(title.parentElement!).alignItems).toBe('center');
    expect(getComputedStyle(title).textAlign).toBe('center');
    expect(getComputedStyle(text).textAlign).toBe('center');
    expect(
      getComputedStyle(clock() ? document.querySelector('p[aria-hidden="true"]')! : text).textAlign,
    ).toBe('center');
    expect(getComputedStyle(buttons).justifyContent).toBe('center');
    // The icon is decoration: the dialog's name is its title alone.
    expect(dialog.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    const rules = Array.from(document.styleSheets).flatMap((sheet) =>
      Array.from(sheet.cssRules),
    ) as CSSStyleRule[];
    const wraps = (el: Element) =>
      rules
        .filter((r) => r.selectorText && el.matches(r.selectorText))
        .map((r) => r.style.getPropertyValue('text-wrap'))
        .filter(Boolean);
    expect(wraps(title)).toContain('balance');
    expect(wraps(text)).toContain('balance');
  });

  it('has no axe violations', async () => {
    setup({ keeping: true });
    vi.useRealTimers();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
