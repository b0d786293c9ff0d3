import { createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "../../config";

/** The settings of the school's LINE official account (Messaging API channel). */
export type LineChannelConfig = Pick<
  Config,
  "LINE_CHANNEL_SECRET" | "LINE_CHANNEL_ACCESS_TOKEN" | "LINE_API_BASE_URL" | "LINE_DATA_API_BASE_URL"
>;

export type LineChannel = {
  secret: string;
  accessToken: string;
  apiBaseUrl: string;
  dataApiBaseUrl: string;
};

/** The channel when both its secret and access token are set, else undefined (the feature is off). */
export function lineChannelFrom(config: Partial<LineChannelConfig>): LineChannel | undefined {
  if (!config.LINE_CHANNEL_SECRET || !config.LINE_CHANNEL_ACCESS_TOKEN) return undefined;
  return {
    secret: config.LINE_CHANNEL_SECRET,
    accessToken: config.LINE_CHANNEL_ACCESS_TOKEN,
    apiBaseUrl: (config.LINE_API_BASE_URL ?? "https://api.line.me").replace(/\/+$/, ""),
    dataApiBaseUrl: (config.LINE_DATA_API_BASE_URL ?? "https://api-data.line.me").replace(/\/+$/, ""),
  };
}

/** LINE's x-line-signature: base64 HMAC-SHA256 of the raw request body with the channel secret. */
export function lineSignature(secret: string, rawBody: string | Buffer): string {
  return createHmac("sha256", secret).update(rawBody).digest("base64");
}

/** Constant-time check of a webhook signature (a missing or malformed one is false). */
export function verifyLineSignature(secret: string, rawBody: string | Buffer, signature: unknown): boolean {
  if (typeof signature !== "string" || signature.length === 0 || signature.length > 200) return false;
  const expected = Buffer.from(lineSignature(secret, rawBody), "base64");
  let given: Buffer;
  try {
    given = Buffer.from(signature, "base64");
  } catch {
    return false;
  }
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A call LINE refused (status ≥ 400) or that did not reach it (status 0). */
export class LineApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "LineApiError";
  }
}

const TIMEOUT_MS = 10_000;
/** LINE's limit for one text message. */
export const LINE_TEXT_MAX = 5000;

async function call(channel: LineChannel, url: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { authorization: `Bearer ${channel.accessToken}`, ...init.headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: "error",
    });
  } catch (error) {
    throw new LineApiError(0, `LINE unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) {
    const body = (await response.text().catch(() => "")).slice(0, 500);
    throw new LineApiError(response.status, `LINE answered ${response.status}${body ? `: ${body}` : ""}`);
  }
  return response;
}

/** The body's size, read as a stream and dropped (a video can be large; nothing is kept in memory). */
async function countBytes(response: Response): Promise<number> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isSafeInteger(declared) && declared >= 0 && response.headers.has("content-length")) {
    await response.body?.cancel();
    return declared;
  }
  let bytes = 0;
  for await (const chunk of response.body ?? []) bytes += (chunk as Uint8Array).byteLength;
  return bytes;
}

export type LineProfile = { displayName: string; pictureUrl?: string };

/** The Messaging API calls this product makes. */
export function createLineMessagingClient(channel: LineChannel) {
  return {
    /** POST /v2/bot/message/push: one text message; `retryKey` makes a retried push deliver once. */
    async pushText(to: string, text: string, retryKey: string): Promise<void> {
      const response = await call(channel, `${channel.apiBaseUrl}/v2/bot/message/push`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-line-retry-key": retryKey },
        body: JSON.stringify({ to, messages: [{ type: "text", text: text.slice(0, LINE_TEXT_MAX) }] }),
      }).catch((error: unknown) => {
        // 409: LINE already accepted a push with this retry key (an earlier attempt went through).
        if (error instanceof LineApiError && error.status === 409) return undefined;
        throw error;
      });
      await response?.body?.cancel();
    },

    /** GET /v2/bot/profile/{userId}: undefined when LINE does not know them as a friend (404). */
    async profile(lineUserId: string): Promise<LineProfile | undefined> {
      try {
        const response = await call(
          channel,
          `${channel.apiBaseUrl}/v2/bot/profile/${encodeURIComponent(lineUserId)}`,
        );
        const body = (await response.json()) as { displayName?: unknown; pictureUrl?: unknown };
        return {
          displayName: typeof body.displayName === "string" ? body.displayName.slice(0, 200) : "",
          pictureUrl: typeof body.pictureUrl === "string" ? body.pictureUrl.slice(0, 2000) : undefined,
        };
      } catch (error) {
        if (error instanceof LineApiError && error.status === 404) return undefined;
        throw error;
      }
    },

    /**
     * GET /v2/bot/message/{id}/content (the data host): the media's type and size, or undefined when
     * LINE no longer has it (404/410). The bytes are counted and dropped (see line-notes.service sync).
     */
    async contentInfo(messageId: string): Promise<{ contentType: string; bytes: number } | undefined> {
      try {
        const response = await call(
          channel,
          `${channel.dataApiBaseUrl}/v2/bot/message/${encodeURIComponent(messageId)}/content`,
        );
        return {
          contentType: (response.headers.get("content-type") ?? "application/octet-stream").slice(0, 100),
          bytes: await countBytes(response),
        };
      } catch (error) {
        if (error instanceof LineApiError && (error.status === 404 || error.status === 410)) return undefined;
        throw error;
      }
    },
  };
}
export type LineMessagingClient = ReturnType<typeof createLineMessagingClient>;
