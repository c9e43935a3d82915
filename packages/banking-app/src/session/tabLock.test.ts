import { describe, expect, it } from 'vitest';
import { withLease, withTabLock } from './tabLock';

describe('the lock across tabs', () => {
  it('without Web Locks, lets one holder in at a time through the IndexedDB lease', async () => {
    expect(navigator.locks).toBeUndefined(); // jsdom: the fallback is what runs here
    const order: string[] = [];
    const hold = (name: string) =>
      withTabLock('refresh', async () => {
        order.push(`${name} in`);
        await new Promise((r) => setTimeout(r, 20));
        order.push(`${name} out`);
        return name;
      });
    await expect(Promise.all([hold('a'), hold('b'), hold('c')])).resolves.toEqual(['a', 'b', 'c']);
    for (let i = 0; i < order.length; i += 2)
      expect(order[i + 1]).toBe(order[i]!.replace(' in', ' out'));
  });

  it('lets go when the work fails', async () => {
    await expect(
      withLease('failing', async () => Promise.reject(new Error('refresh failed'))),
    ).rejects.toThrow('refresh failed');
    await expect(withLease('failing', async () => 'next')).resolves.toBe('next');
  });

  it('takes over a lease whose holder died (it lapses)', async () => {
    let clock = 1_000_000;
    const never = new Promise<never>(() => undefined);
    void withLease(
      'abandoned',
      () => never,
      () => clock,
    );
    await new Promise((r) => setTimeout(r, 20));
    clock += 60_000;
    await expect(
      withLease(
        'abandoned',
        async () => 'taken',
        () => clock,
      ),
    ).resolves.toBe('taken');
  });

  it('uses Web Locks where the browser has them', async () => {
    const asked: string[] = [];
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request: (name: string, work: () => Promise<unknown>) => (asked.push(name), work()),
      },
    });
    try {
      await expect(withTabLock('refresh', async () => 7)).resolves.toBe(7);
      expect(asked).toEqual(['refresh']);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });
});
