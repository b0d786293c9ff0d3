import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { lineSignature } from "../../src/modules/line";

/**
 * A local fake of the LINE Messaging API (api.line.me and api-data.line.me on one port): push,
 * profile and message content, checking the channel access token. Tests point LINE_API_BASE_URL
 * and LINE_DATA_API_BASE_URL at `url`, and sign webhook bodies with `signWebhook`.
 */
export type LineFake = {
  url: string;
  accessToken: string;
  /** Accepted pushes, in order, with their X-Line-Retry-Key. */
  pushes: { to: string; text: string; retryKey: string | undefined }[];
  /** Profiles by LINE user id (absent: 404, not a friend). */
  profiles: Map<string, { displayName: string; pictureUrl?: string }>;
  /** Media contents by message id (absent: 404, LINE no longer has it). */
  contents: Map<string, { contentType: string; body: Buffer }>;
  /** The next pushes answer this status (each entry used once). */
  failNextPushes: (status: number, times?: number) => void;
  requests: { method: string; path: string }[];
  close: () => Promise<void>;
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

export async function startLineFake(accessToken = "fake-channel-access-token-0123456789"): Promise<LineFake> {
  const pushes: LineFake["pushes"] = [];
  const profiles: LineFake["profiles"] = new Map();
  const contents: LineFake["contents"] = new Map();
  const requests: LineFake["requests"] = [];
  const failures: number[] = [];
  const seenRetryKeys = new Set<string>();

  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://fake").pathname;
    requests.push({ method: request.method ?? "GET", path });
    if (request.headers.authorization !== `Bearer ${accessToken}`) {
      return json(response, 401, {
        message: "Authentication failed. Confirm that the access token is valid.",
      });
    }
    if (request.method === "POST" && path === "/v2/bot/message/push") {
      const body = JSON.parse(await readBody(request)) as {
        to: string;
        messages: { type: string; text: string }[];
      };
      const failure = failures.shift();
      if (failure) return json(response, failure, { message: `fake failure ${failure}` });
      const retryKey = request.headers["x-line-retry-key"] as string | undefined;
      if (retryKey && seenRetryKeys.has(retryKey))
        return json(response, 409, { message: "already accepted" });
      if (retryKey) seenRetryKeys.add(retryKey);
      for (const message of body.messages) pushes.push({ to: body.to, text: message.text, retryKey });
      response.setHeader("x-line-request-id", randomUUID());
      return json(response, 200, { sentMessages: body.messages.map(() => ({ id: randomUUID() })) });
    }
    const profile = /^\/v2\/bot\/profile\/([^/]+)$/.exec(path);
    if (request.method === "GET" && profile) {
      const found = profiles.get(decodeURIComponent(profile[1] ?? ""));
      return found
        ? json(response, 200, { userId: profile[1], ...found, language: "zh-TW" })
        : json(response, 404, { message: "Not found" });
    }
    const content = /^\/v2\/bot\/message\/([^/]+)\/content$/.exec(path);
    if (request.method === "GET" && content) {
      const found = contents.get(decodeURIComponent(content[1] ?? ""));
      if (!found) return json(response, 404, { message: "Not found" });
      response.writeHead(200, { "content-type": found.contentType });
      return response.end(found.body);
    }
    return json(response, 404, { message: "Not found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accessToken,
    pushes,
    profiles,
    contents,
    requests,
    failNextPushes: (status, times = 1) => {
      for (let i = 0; i < times; i++) failures.push(status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook body as LINE sends it, and its x-line-signature for `secret`. */
export function signedWebhook(secret: string, events: unknown[]) {
  const body = JSON.stringify({ destination: "Uschool0000000000000000000000000", events });
  return { body, signature: lineSignature(secret, body) };
}

let counter = 0;
/** A LINE text message event from `lineUserId`. */
export function textEvent(lineUserId: string, text: string, extra: Record<string, unknown> = {}) {
  counter += 1;
  return {
    type: "message",
    mode: "active",
    timestamp: Date.now(),
    source: { type: "user", userId: lineUserId },
    webhookEventId: `01FAKE${String(counter).padStart(20, "0")}`,
    deliveryContext: { isRedelivery: false },
    replyToken: randomUUID(),
    message: { id: `${900000 + counter}`, type: "text", quoteToken: "q", text },
    ...extra,
  };
}

export function followEvent(lineUserId: string, type: "follow" | "unfollow" = "follow") {
  counter += 1;
  return {
    type,
    mode: "active",
    timestamp: Date.now(),
    source: { type: "user", userId: lineUserId },
    webhookEventId: `01FOLLOW${String(counter).padStart(18, "0")}`,
    deliveryContext: { isRedelivery: false },
  };
}
