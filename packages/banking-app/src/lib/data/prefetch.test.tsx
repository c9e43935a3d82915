import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiResponse } from '@/api/client';
import { prefetch, takePrefetched } from './prefetch';
import { useApiQuery } from './useApiQuery';

type Answer = ApiResponse<{ data: string }>;
const ok = (value: string): Answer => ({ data: { data: value }, status: 200, statusText: 'OK' });

function Shows({ load }: { load: () => Promise<Answer> }) {
  const query = useApiQuery(load);
  return <p>{query.state.status === 'success' ? query.state.data : query.state.status}</p>;
}

describe('data asked before a page mounts (prefetch)', () => {
  it('asks once the session is known good, and the page takes that answer instead of asking again', async () => {
    const load = vi.fn(async () => ok('asked early'));
    let allow!: (ok: boolean) => void;
    prefetch([load], new Promise<boolean>((resolve) => (allow = resolve)));
    expect(load).not.toHaveBeenCalled();
    allow(true);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    render(<Shows load={load} />);
    expect(await screen.findByText('asked early')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('an answer that came before the page mounts is its first state: no loading state is ever drawn, nothing is asked again', async () => {
    const load = vi.fn(async () => ok('already here'));
    prefetch([load], Promise.resolve(true));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    const drawn: string[] = [];
    function Records() {
      const query = useApiQuery(load);
      drawn.push(query.state.status);
      return <p>{query.state.status === 'success' ? query.state.data : query.state.status}</p>;
    }
    render(<Records />);
    expect(screen.getByText('already here')).toBeInTheDocument();
    expect(drawn).not.toContain('loading');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a refused session; the page, if it mounts, asks itself', async () => {
    const load = vi.fn(async () => ok('asked by the page'));
    prefetch([load], Promise.resolve(false));
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    render(<Shows load={load} />);
    expect(await screen.findByText('asked by the page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('an answer is taken once: the next mount asks the server', async () => {
    const load = vi.fn(async () => ok('fresh'));
    prefetch([load], Promise.resolve(true));
    expect(takePrefetched(load)).toBeDefined();
    expect(takePrefetched(load)).toBeUndefined();
  });

  it('an answer older than ten seconds is not taken', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const load = vi.fn(async () => ok('old'));
      prefetch([load], Promise.resolve(true));
      vi.setSystemTime(Date.now() + 10_001);
      expect(takePrefetched(load)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
