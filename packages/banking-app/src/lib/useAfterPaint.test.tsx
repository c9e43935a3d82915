import { act } from 'react';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './useAfterPaint';

function Probe({ ready }: { ready?: boolean }) {
  const below = useAfterPaint(ready);
  return <p>{below ? 'below drawn' : 'below waiting'}</p>;
}

// Animation frames driven by hand: each call of frame() runs the frames asked so far, as a paint.
let frames: FrameRequestCallback[] = [];
const frame = () => {
  const now = frames;
  frames = [];
  for (const callback of now) callback(performance.now());
};

describe('useAfterPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) =>
      frames.push(callback),
    );
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
      frames[id - 1] = () => {};
    });
  });
  afterEach(() => {
    frames = [];
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is false on the first render and true only from a render after the next paint', async () => {
    render(<Probe />);
    expect(screen.getByText('below waiting')).toBeInTheDocument();
    // Tasks alone (no frame painted) do not draw the rest.
    await act(() => vi.runAllTimersAsync());
    expect(screen.getByText('below waiting')).toBeInTheDocument();
    await act(async () => {
      frame();
      await vi.runAllTimersAsync();
    });
    expect(screen.getByText('below drawn')).toBeInTheDocument();
  });

  it('waits for a paint after `ready` becomes true, not one before it', async () => {
    const { rerender } = render(<Probe ready={false} />);
    await act(async () => {
      frame();
      await vi.runAllTimersAsync();
    });
    expect(screen.getByText('below waiting')).toBeInTheDocument();
    rerender(<Probe ready />);
    expect(screen.getByText('below waiting')).toBeInTheDocument();
    await act(async () => {
      frame();
      await vi.runAllTimersAsync();
    });
    expect(screen.getByText('below drawn')).toBeInTheDocument();
  });

  it('leaves no frame or task behind once unmounted, before or after the paint', () => {
    const first = render(<Probe />);
    first.unmount();
    frame();
    expect(vi.getTimerCount()).toBe(0);
    const second = render(<Probe />);
    frame();
    expect(vi.getTimerCount()).toBe(1);
    second.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
