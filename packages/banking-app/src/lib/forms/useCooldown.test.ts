import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCooldown } from './useCooldown';

describe('useCooldown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('is 0 when nothing was sent', () => {
    const { result } = renderHook(() => useCooldown(undefined, 30));
    expect(result.current).toBe(0);
  });

  it('counts down once a second and stops at 0', () => {
    const since = Date.now();
    const { result } = renderHook(() => useCooldown(since, 30));
    expect(result.current).toBe(30);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(29);
    act(() => vi.advanceTimersByTime(29_000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the new cool-down in the very render that changes the start time', () => {
    const rendered: number[] = [];
    const { rerender } = renderHook(
      ({ since }) => {
        const left = useCooldown(since, 30);
        rendered.push(left);
        return left;
      },
      { initialProps: { since: Date.now() - 31_000 } },
    );
    rendered.length = 0;
    rerender({ since: Date.now() });
    expect(rendered).toEqual([30]);
  });
});
