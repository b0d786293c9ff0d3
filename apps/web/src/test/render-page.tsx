import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";

/** Renders `ui` at `path` with Mantine, a query client (a fresh one unless given) and a memory router. */
export function renderPage(
  ui: ReactNode,
  path = "/",
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
) {
  const router = createMemoryRouter(
    [
      { path: path.split("?")[0], element: ui },
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

type Answer = [number, unknown] | ((body: unknown) => [number, unknown]);

/** A fetch stub answering by "METHOD path" or path prefix; records every call. */
export function stubFetch(answers: Record<string, Answer>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    // Multipart bodies (uploads) are recorded as their field names and file names.
    const body =
      init?.body instanceof FormData
        ? Object.fromEntries(
            [...init.body.entries()].map(([k, v]) => [k, typeof v === "string" ? v : v.name]),
          )
        : init?.body
          ? JSON.parse(String(init.body))
          : undefined;
    calls.push({ method, url, body });
    const key =
      Object.keys(answers).find((k) => k.includes(" ") && `${method} ${url}`.startsWith(k)) ??
      Object.keys(answers).find((k) => !k.includes(" ") && url.startsWith(k));
    const answer = key ? answers[key] : undefined;
    const [status, payload] = answer
      ? typeof answer === "function"
        ? answer(body)
        : answer
      : [404, { message: "not found", code: "not_found" }];
    return new Response(JSON.stringify(payload), { status, headers: { "content-type": "application/json" } });
  };
  return { fetchStub, calls };
}
