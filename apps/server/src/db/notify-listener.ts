import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { DatabaseHandle } from "./database";

export type NotifyEvents = {
  /** A notification's payload, in commit order. */
  onNotify: (payload: string) => void;
  /** Listening (again): what was sent before may have been missed. */
  onListening: () => void;
  /** No longer listening: what is sent from now on may be missed, until onListening. */
  onLost: (error?: unknown) => void;
};

export type NotifyListener = {
  /** Settles once the first attempt to listen succeeded or failed. */
  started: Promise<void>;
  /**
   * Resolves once every notification committed before the call has been passed to onNotify (or the
   * listener is not listening, or `timeoutMs` passed: then false).
   */
  fence: (timeoutMs?: number) => Promise<boolean>;
  close: () => Promise<void>;
};

const FENCE_PREFIX = "\u0001fence:";
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * LISTEN on `channel` of the handle's database. PostgreSQL: a connection of its own (not one of the
 * pool's), reconnected with back-off after an error; PGlite: its single connection, where NOTIFY is
 * delivered before the committing statement's promise resolves.
 */
export function listenForNotifications(
  database: DatabaseHandle,
  channel: string,
  events: NotifyEvents,
): NotifyListener {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  const driver = (database.db as unknown as { $client: unknown }).$client;
  return driver instanceof pg.Pool
    ? listenOnPostgres(driver, channel, events)
    : listenOnPglite(driver as PGlite, channel, events);
}

function listenOnPglite(client: PGlite, channel: string, events: NotifyEvents): NotifyListener {
  let closed = false;
  const subscribed = client.listen(channel, events.onNotify).then(
    (unlisten) => {
      if (!closed) events.onListening();
      return unlisten;
    },
    (error: unknown) => {
      events.onLost(error);
      return undefined;
    },
  );
  return {
    started: subscribed.then(() => {}),
    // One connection in process: a writer's notifications reach onNotify (queued as microtasks while its
    // COMMIT's answer is parsed) before its own promise resolves.
    fence: async () => true,
    close: async () => {
      closed = true;
      events.onLost();
      const unlisten = await subscribed;
      // The database may be closed already (its own onClose hook): nothing to undo then.
      await unlisten?.().catch(() => {});
    },
  };
}

function listenOnPostgres(pool: pg.Pool, channel: string, events: NotifyEvents): NotifyListener {
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let fenceSeq = 0;
  const fenceWaiters = new Map<number, () => void>();

  const lost = (error?: unknown) => {
    const wasListening = listening;
    listening = false;
    for (const resolve of fenceWaiters.values()) resolve();
    fenceWaiters.clear();
    if (wasListening || error) events.onLost(error);
  };

  const connect = async () => {
    retryTimer = undefined;
    if (closed) return;
    const next = new pg.Client({
      ...pool.options,
      keepAlive: true,
      connectionTimeoutMillis: pool.options.connectionTimeoutMillis || 5000,
      application_name: `listen ${channel}`,
    });
    client = next;
    const fail = (error?: unknown) => {
      if (client !== next) return;
      client = undefined;
      lost(error ?? new Error("notification connection ended"));
      next.removeAllListeners("notification");
      next.end().catch(() => {});
      if (!closed) {
        retryTimer = setTimeout(connect, retryMs);
        retryTimer.unref();
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      }
    };
    next.on("error", fail);
    next.on("end", () => fail());
    next.on("notification", (message) => {
      if (message.channel !== channel) return;
      const payload = message.payload ?? "";
      if (payload.startsWith(FENCE_PREFIX)) {
        const seq = Number(payload.slice(FENCE_PREFIX.length));
        for (const [waiting, resolve] of fenceWaiters) {
          if (waiting <= seq) {
            resolve();
            fenceWaiters.delete(waiting);
          }
        }
        return;
      }
      events.onNotify(payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      fail(error);
      return;
    }
    if (client !== next || closed) return;
    retryMs = RETRY_MIN_MS;
    listening = true;
    events.onListening();
  };
  const started = connect();

  // Fences asked for while one is on its way share the next one (which is sent after their call).
  let sending: Promise<boolean> | undefined;
  let queued: Promise<boolean> | undefined;
  const sendFence = (timeoutMs: number): Promise<boolean> => {
    const current = client;
    if (!listening || !current) return Promise.resolve(false);
    const seq = ++fenceSeq;
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        fenceWaiters.delete(seq);
        resolve(false);
      }, timeoutMs);
      fenceWaiters.set(seq, () => {
        clearTimeout(timer);
        resolve(listening);
      });
      // Our own NOTIFY comes back after every notification committed before it (the queue is in commit order).
      current.query("select pg_notify($1, $2)", [channel, `${FENCE_PREFIX}${seq}`]).catch(() => {});
    });
  };
  const fence = (timeoutMs = 2000): Promise<boolean> => {
    if (!listening) return Promise.resolve(false);
    if (!sending) {
      sending = sendFence(timeoutMs).finally(() => {
        sending = undefined;
      });
      return sending;
    }
    queued ??= sending.then(() => {
      queued = undefined;
      return fence(timeoutMs);
    });
    return queued;
  };

  return {
    started,
    fence,
    close: async () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      lost();
      await current?.end().catch(() => {});
    },
  };
}
