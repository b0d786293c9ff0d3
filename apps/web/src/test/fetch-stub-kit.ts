import { checkStubAnswer } from "./answer-check";

/** What JSON.parse gives back: the body a request sent, as the server reads it. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * A request a fetch stub received. Multipart bodies (uploads) are recorded as their field names and file names;
 * `headers` are the ones the client set (Idempotency-Key, Accept-Language…).
 */
export type StubCall = {
  method: string;
  url: string;
  body: JsonValue | undefined;
  headers: Record<string, string>;
};

export function readStubCall(input: RequestInfo | URL, init?: RequestInit): StubCall {
  const url = String(input);
  const method = init?.method ?? "GET";
  const body =
    init?.body instanceof FormData
      ? Object.fromEntries([...init.body.entries()].map(([k, v]) => [k, typeof v === "string" ? v : v.name]))
      : init?.body
        ? (JSON.parse(String(init.body)) as JsonValue)
        : undefined;
  // As the client wrote them (a plain object keeps its names' case: `Idempotency-Key`).
  const given = init?.headers;
  const headers: Record<string, string> =
    given instanceof Headers || Array.isArray(given)
      ? Object.fromEntries(new Headers(given).entries())
      : { ...(given as Record<string, string> | undefined) };
  return { method, url, body, headers };
}

export const NOT_FOUND_ANSWER: [number, unknown] = [404, { message: "not found", code: "not_found" }];

/** The stub's answer as the server sends it, after the declarations' check (test/answer-check.ts). */
export function checkedJsonResponse(call: StubCall, status: number, payload: unknown): Response {
  checkStubAnswer(call.method, call.url, status, payload);
  return new Response(JSON.stringify(payload), { status, headers: { "content-type": "application/json" } });
}
