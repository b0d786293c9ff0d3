import type { DatabaseHandle } from "../../db/database";
import { listenForNotifications } from "../../db/notify-listener";
import type { SessionUser } from "../../http/actor";

/** What resolveSession answers, kept with what it checks on every request. */
export type CachedSession = {
  session: { tokenHash: string; user: SessionUser };
  /** Epoch ms, as read from (or last written to) the session row. */
  expiresAt: number;
  lastSeenAt: number;
};

type Entry = CachedSession & { storedAt: number };

/** The channel migration 0045 (session_cache_notify) sends user ids on; '*' means everyone. */
export const SESSION_CACHE_CHANNEL = "session_cache";

export const SESSION_CACHE_TTL_MS = 5_000;
export const SESSION_CACHE_MAX_ENTRIES = 10_000;
/** Users invalidated while lookups may be in flight that are remembered one by one (then: all at once). */
const MAX_REMEMBERED_USERS = 10_000;

/**
 * Sessions this process resolved in the last few seconds, by token hash, so a signed-in request does not
 * read the session, user and roles again. Correct across processes because every change of what the lookup
 * read notifies (database triggers, delivered at commit) and drops the user's entries here; while nothing
 * listens (starting, connection lost, closed) nothing is served or stored. A lookup that began before an
 * invalidation of its user does not store what it read (it may be the old state): `beginLookup` hands out
 * the generation, `store` refuses it once the user (or everyone) was invalidated since.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #byUser = new Map<number, Set<string>>();
  /** Generation of the last invalidation per user (only those after `#floor`). */
  readonly #invalidatedAt = new Map<number, number>();
  #generation = 0;
  /** Lookups begun before this generation store nothing (everything was invalidated at it). */
  #floor = 0;
  #live = false;

  constructor(
    readonly options: { ttlMs?: number; maxEntries?: number } = {},
    private readonly clock: () => number = Date.now,
  ) {}

  /** Whether invalidations are being heard; when not, the cache is bypassed. */
  get live(): boolean {
    return this.#live;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Listening (again) or not: either way what is held may have missed an invalidation. */
  setLive(live: boolean): void {
    this.clear();
    this.#live = live;
  }

  get(tokenHash: string): CachedSession | undefined {
    if (!this.#live) return undefined;
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (this.clock() - entry.storedAt >= (this.options.ttlMs ?? SESSION_CACHE_TTL_MS)) {
      this.#drop(tokenHash, entry);
      return undefined;
    }
    return entry;
  }

  /** A token to hand to `store` after the lookup; take it before reading the database. */
  beginLookup(): number {
    return this.#generation;
  }

  store(generation: number, value: CachedSession): void {
    if (!this.#live || generation < this.#floor) return;
    const userId = value.session.user.id;
    if ((this.#invalidatedAt.get(userId) ?? -1) > generation) return;
    const previous = this.#entries.get(value.session.tokenHash);
    if (previous) this.#drop(value.session.tokenHash, previous);
    const max = this.options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
    while (this.#entries.size >= max) {
      const [oldest, entry] = this.#entries.entries().next().value as [string, Entry];
      this.#drop(oldest, entry);
    }
    const user = Object.freeze({
      ...value.session.user,
      roles: Object.freeze([...value.session.user.roles]),
    });
    const session = Object.freeze({ tokenHash: value.session.tokenHash, user: user as SessionUser });
    this.#entries.set(session.tokenHash, { ...value, session, storedAt: this.clock() });
    const tokens = this.#byUser.get(userId);
    if (tokens) tokens.add(session.tokenHash);
    else this.#byUser.set(userId, new Set([session.tokenHash]));
  }

  /** Drops the user's sessions; lookups of them already under way store nothing. */
  invalidateUser(userId: number): void {
    this.#generation += 1;
    if (this.#invalidatedAt.size >= MAX_REMEMBERED_USERS) {
      this.#invalidatedAt.clear();
      this.#floor = this.#generation;
    } else {
      this.#invalidatedAt.set(userId, this.#generation);
    }
    const tokens = this.#byUser.get(userId);
    if (!tokens) return;
    this.#byUser.delete(userId);
    for (const tokenHash of tokens) this.#entries.delete(tokenHash);
  }

  /** Drops everything; lookups under way store nothing. */
  clear(): void {
    this.#generation += 1;
    this.#floor = this.#generation;
    this.#invalidatedAt.clear();
    this.#entries.clear();
    this.#byUser.clear();
  }

  /** A payload of the channel: a user id, or '*' (everyone). */
  onNotification(payload: string): void {
    const userId = Number(payload);
    if (payload !== "" && Number.isSafeInteger(userId)) this.invalidateUser(userId);
    else this.clear();
  }

  #drop(tokenHash: string, entry: Entry): void {
    this.#entries.delete(tokenHash);
    const userId = entry.session.user.id;
    const tokens = this.#byUser.get(userId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.#byUser.delete(userId);
  }
}

/** A cache with its listener: what the auth plugin is given. */
export type SessionCacheHandle = {
  cache: SessionCache;
  /**
   * Resolves once this process has heard every invalidation committed before the call: the auth plugin
   * waits for it before answering a state-changing request, so nothing this process changed (a sign-out,
   * a role removed, a user deactivated) is served from the cache after the answer.
   */
  fence: () => Promise<void>;
  /** Settles once the first attempt to listen succeeded or failed (the cache is bypassed until it listens). */
  started: Promise<void>;
  close: () => Promise<void>;
};

/** Starts listening on the database's session_cache channel; the cache serves only while it listens. */
export function startSessionCache(
  database: DatabaseHandle,
  options: { ttlMs?: number; maxEntries?: number } = {},
): SessionCacheHandle {
  const cache = new SessionCache(options);
  const listener = listenForNotifications(database, SESSION_CACHE_CHANNEL, {
    onNotify: (payload) => cache.onNotification(payload),
    onListening: () => cache.setLive(true),
    onLost: () => cache.setLive(false),
  });
  return {
    cache,
    fence: async () => {
      if (!cache.live) return;
      // Not heard in time (a stuck connection): forget everything rather than risk serving it.
      if (!(await listener.fence())) cache.clear();
    },
    started: listener.started,
    close: () => listener.close(),
  };
}
