import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { checkedJsonResponse, NOT_FOUND_ANSWER, readStubCall, type StubCall } from "./fetch-stub-kit";

/**
 * Renders `ui` at `path` with Mantine, a query client (a fresh one unless given) and a memory router; `pattern`
 * is the route's pattern when the page reads path parameters (`/schools/:schoolId/:type`).
 */
export function renderPage(
  ui: ReactNode,
  path = "/",
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  pattern = path.split("?")[0],
) {
  const router = createMemoryRouter(
    [
      { path: pattern, element: ui },
      { path: "*", element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, client };
}

type Answer = [number, unknown] | ((body: StubCall["body"]) => [number, unknown]);

/**
 * A fetch stub answering by "METHOD path" or path prefix; records every call. Each request must reach a
 * declared endpoint and each 2xx answer must parse with its response schema (test/answer-check.ts); new
 * tests write typed answers with `answer(endpoint, payload)` or use `stubEndpoints` (test/stub-endpoints.ts).
 */
export function stubFetch(answers: Record<string, Answer>) {
  const calls: StubCall[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = readStubCall(input, init);
    calls.push(call);
    const { method, url, body } = call;
    const key =
      Object.keys(answers).find((k) => k.includes(" ") && `${method} ${url}`.startsWith(k)) ??
      Object.keys(answers).find((k) => !k.includes(" ") && url.startsWith(k));
    const answer = key ? answers[key] : undefined;
    const [status, payload] = answer
      ? typeof answer === "function"
        ? answer(body)
        : answer
      : NOT_FOUND_ANSWER;
    return checkedJsonResponse(call, status, payload);
  };
  return { fetchStub, calls };
}
