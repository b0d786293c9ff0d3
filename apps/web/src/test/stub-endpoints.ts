import type { Endpoint, EndpointAnswer, EndpointSpec, ErrorBody } from "@edu/shared";
import type { EndpointBody } from "../lib/endpoint-client";
import { findEndpoint } from "./declared-endpoints";
import { checkedJsonResponse, NOT_FOUND_ANSWER, readStubCall, type StubCall } from "./fetch-stub-kit";

/**
 * Fetch stubs written against the declarations: `stubEndpoints([on(billEndpoints.getOrderById, order), …])`.
 * The answer is typed by the endpoint's response schema (a renamed field fails `tsc`) and checked against
 * it when it is sent (test/answer-check.ts), like every `stubFetch` answer.
 */

/**
 * What the stubbed endpoint received: its path parameters (as the URL carries them), query and body (the
 * declaration's body, as the client sent it).
 */
export type StubRequest<E extends EndpointSpec = EndpointSpec> = {
  params: Record<string, string>;
  query: URLSearchParams;
  body: EndpointBody<E>;
};

/** An answer other than 200, in the API's error shape: `reply(422, { message, code, errors })`. */
export class StubReply {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {}
}

export function reply(status: number, body: ErrorBody): StubReply {
  return new StubReply(status, body);
}

type Answer<E extends EndpointSpec> =
  | EndpointAnswer<E>
  | StubReply
  | ((request: StubRequest<E>) => EndpointAnswer<E> | StubReply);

export type EndpointStub = {
  endpoint: Endpoint<EndpointSpec>;
  answer: unknown;
  /** Answers only requests with these path parameters (compared as the URL writes them). */
  params?: Record<string, string | number>;
};

/** Answers `endpoint` (every request to it, or those with `options.params`) with `answer`. */
export function on<E extends Endpoint<EndpointSpec>>(
  endpoint: E,
  answer: Answer<E>,
  options: { params?: Record<string, string | number> } = {},
): EndpointStub {
  return { endpoint, answer, params: options.params };
}

/**
 * A typed 200 answer for `stubFetch`: `stubFetch({ "GET /api/order/5": answer(billEndpoints.getOrderById, order) })`.
 */
export function answer<E extends Endpoint<EndpointSpec>>(
  _endpoint: E,
  payload: EndpointAnswer<E>,
): [200, unknown] {
  return [200, payload];
}

function paramsMatch(wanted: EndpointStub["params"], params: Record<string, string>): boolean {
  return Object.entries(wanted ?? {}).every(([name, value]) => params[name] === String(value));
}

/** A fetch stub answering the declared endpoints it is given (404 for the rest); records every call. */
export function stubEndpoints(stubs: readonly EndpointStub[]) {
  const calls: StubCall[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = readStubCall(input, init);
    calls.push(call);
    const found = findEndpoint(call.method, call.url);
    const stub =
      found &&
      stubs.find((s) => s.endpoint.name === found.endpoint.name && paramsMatch(s.params, found.params));
    let [status, payload] = NOT_FOUND_ANSWER;
    if (stub && found) {
      const request = {
        params: found.params,
        query: new URL(call.url, "http://web.test").searchParams,
        // What the client sent for this endpoint: its declared body.
        body: call.body as EndpointBody<EndpointSpec>,
      };
      const given = typeof stub.answer === "function" ? stub.answer(request) : stub.answer;
      [status, payload] = given instanceof StubReply ? [given.status, given.body] : [200, given];
    }
    return checkedJsonResponse(call, status, payload);
  };
  return { fetchStub, calls };
}
