import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

const START = new Date('2026-11-12T10:00:00Z').getTime();
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => vi.useRealTimers());

  it('shows the time left as m:ss under its label, as a timer that is not read every second', () => {
    render(<Countdown expiresAt={START + 30_000} label="Rate guaranteed for" />);
    expect(screen.getByText('Rate guaranteed for')).toBeInTheDocument();
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('0:30');
    expect(timer).not.toHaveAttribute('aria-live');
    tick(6_000);
    expect(timer).toHaveTextContent('0:24');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('reads the clock rather than counting ticks: a frozen tab comes back on time', () => {
    render(<Countdown expiresAt={START + 30_000} label="Rate guaranteed for" />);
    vi.setSystemTime(START + 21_500);
    tick(250);
    expect(screen.getByRole('timer')).toHaveTextContent('0:09');
    expect(screen.getByRole('status')).toHaveTextContent('9 seconds left');
  });

  it('announces at 10 seconds and at the end only, and calls onExpire once', () => {
    const onExpire = vi.fn();
    render(
      <Countdown
        expiresAt={new Date(START + 12_000)}
        label="Rate guaranteed for"
        onExpire={onExpire}
        expiredText="This quote has expired"
      />,
    );
    const status = screen.getByRole('status');
    tick(1_000);
    expect(status).toHaveTextContent('');
    tick(1_000);
    expect(status).toHaveTextContent('10 seconds left');
    tick(5_000);
    expect(status).toHaveTextContent('10 seconds left');
    tick(5_000);
    expect(status).toHaveTextContent('This quote has expired');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(
      screen.getByText('This quote has expired', { selector: 'span:not([role])' }),
    ).toBeInTheDocument();
    tick(10_000);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('starts over when given a new expiry (a new quote)', () => {
    const onExpire = vi.fn();
    const { rerender } = render(
      <Countdown expiresAt={START + 3_000} label="Rate" onExpire={onExpire} />,
    );
    tick(3_000);
    expect(onExpire).toHaveBeenCalledOnce();
    rerender(<Countdown expiresAt={START + 33_000} label="Rate" onExpire={onExpire} />);
    expect(screen.getByRole('timer')).toHaveTextContent('0:30');
    tick(1_000);
    expect(screen.getByRole('timer')).toHaveTextContent('0:29');
  });

  it('calls onExpire when it appears already expired, and takes a fixed clock', () => {
    const onExpire = vi.fn();
    render(<Countdown expiresAt={START - 1} label="Rate" onExpire={onExpire} />);
    expect(onExpire).toHaveBeenCalledOnce();
    expect(screen.getByText('Time is up', { selector: 'span:not([role])' })).toBeInTheDocument();
    render(<Countdown expiresAt={START + 90 * 60_000} label="Link valid for" now={() => START} />);
    tick(5_000);
    expect(screen.getByRole('timer')).toHaveTextContent('1:30:00');
  });

  it('speaks Arabic with Western digits', () => {
    render(
      <UiProvider locale="ar">
        <Countdown expiresAt={START + 11_000} label="السعر مضمون لمدة" />
      </UiProvider>,
    );
    tick(1_000);
    expect(screen.getByRole('timer')).toHaveTextContent('0:10');
    expect(screen.getByRole('status')).toHaveTextContent('بقيت 10 ثوانٍ');
  });

  it('has no axe violations running and expired', async () => {
    vi.useRealTimers();
    const { container } = render(
      <div>
        <Countdown expiresAt={Date.now() + 30_000} label="Rate guaranteed for" now={() => 0} />
        <Countdown expiresAt={0} label="Rate guaranteed for" now={() => 1} />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
