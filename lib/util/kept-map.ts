/**
 * Values a process keeps for a while (what it read of users: member summaries, signed-in users):
 * a value older than `ttlMs` is gone, and the whole map is emptied when it would pass `max`
 * entries, which bounds the memory without bookkeeping per entry.
 */
export class KeptMap<V> {
  private readonly entries = new Map<string, { value: V; at: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    return entry && now - entry.at < this.ttlMs ? entry.value : undefined;
  }

  /** Keeps `value` as read at `at` (by default now). */
  set(key: string, value: V, at = Date.now()): void {
    if (this.entries.size >= this.max && !this.entries.has(key)) this.entries.clear();
    this.entries.set(key, { value, at });
  }

  /** Forgets these keys, or everything when none are named. */
  forget(keys?: Iterable<string>): void {
    if (!keys) return this.entries.clear();
    for (const key of keys) this.entries.delete(key);
  }
}
