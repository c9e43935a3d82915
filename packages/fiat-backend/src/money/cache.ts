// A small in-process cache with expiry, for data that may be a little stale (display names).
export class TtlCache<V> {
  private readonly entries = new Map<string, { at: number; value: Promise<V> }>();
  private readonly values = new Map<string, { at: number; value: V }>();
  constructor(
    private readonly ttlMs: number,
    private readonly max = 10_000,
  ) {}

  /** A value loaded before (synchronously, no loading). */
  peek(key: string): V | undefined {
    const hit = this.values.get(key);
    return hit && Date.now() - hit.at < this.ttlMs ? hit.value : undefined;
  }

  put(key: string, value: V): void {
    if (this.values.size >= this.max) this.values.clear();
    this.values.set(key, { at: Date.now(), value });
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    if (this.entries.size >= this.max) this.entries.clear();
    const value = load();
    this.entries.set(key, { at: now, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }
}
