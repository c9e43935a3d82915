import { describe, expect, it, vi } from 'vitest';

// The phone rules' chunk fails to load once (offline, or replaced by a new deploy), then loads.
const attempts = vi.hoisted(() => ({ count: 0 }));
vi.mock('./phoneRules', async (importOriginal) => {
  attempts.count += 1;
  if (attempts.count === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('loadPhoneRules', () => {
  it('reports a failed load, and loads on the next try', async () => {
    const { loadPhoneRules } = await import('./phone');
    await expect(loadPhoneRules()).rejects.toThrow();
    const toE164 = await loadPhoneRules();
    expect(toE164('AE', '050 123 4567')).toBe('+971501234567');
    expect(attempts.count).toBe(2);
  });
});
