import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";

/** Renders `ui` at `path` with Mantine, a fresh query client and a router that records where it went. */
export function renderWithApp(ui: ReactNode, path = "/") {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element: ui },
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

/** A fetch stub answering by path: `{ "/api/login": [400, { message: "Not found user" }] }`. */
export function stubFetch(answers: Record<string, [number, unknown]>) {
  const calls: { url: string; body: unknown }[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const key = Object.keys(answers).find((path) => url.startsWith(path));
    const [status, body] = key ? (answers[key] as [number, unknown]) : [404, { message: "not found" }];
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  };
  return { fetchStub, calls };
}
