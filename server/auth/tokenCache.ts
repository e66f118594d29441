/**
 * Verified tokens, remembered until they expire (or for at most `maxAgeMs`), so a request pays one map
 * lookup instead of a signature check and a revocation query. Bounded: the least recently used entry
 * goes first. Revocation evicts a user's entries at once in this process; another process (several
 * API processes on one Postgres) honours it within `maxAgeMs`.
 */
export interface CachedCaller {
  sub: string;
  email: string;
  sessionId: string;
}

export class TokenCache {
  private readonly entries = new Map<string, { caller: CachedCaller; until: number }>();

  constructor(
    private readonly maxEntries = 10_000,
    private readonly maxAgeMs = 30_000,
  ) {}

  get(token: string, now = Date.now()): CachedCaller | null {
    const entry = this.entries.get(token);
    if (!entry) return null;
    this.entries.delete(token);
    if (entry.until <= now) return null;
    this.entries.set(token, entry); // most recently used last
    return entry.caller;
  }

  /** Remembers a verified token until `expiresAtMs` (its `exp`), capped at `maxAgeMs` from now. */
  set(token: string, caller: CachedCaller, expiresAtMs: number, now = Date.now()): void {
    this.entries.delete(token);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { caller, until: Math.min(expiresAtMs, now + this.maxAgeMs) });
  }

  /** Forgets every token of these users (their sessions were revoked). */
  forgetUsers(userIds: Iterable<string>): void {
    const users = new Set(userIds);
    for (const [token, entry] of this.entries)
      if (users.has(entry.caller.sub)) this.entries.delete(token);
  }

  get size(): number {
    return this.entries.size;
  }
}
