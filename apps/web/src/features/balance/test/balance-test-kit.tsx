import type { Role } from "@edu/shared";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";

/** The signed-in person (/api/me) of the balance pages' tests. */
export const me = (roles: Role[]) => ({
  id: 5,
  username: "mother",
  email: "mother@example.com",
  first_name: "美玲",
  last_name: "王",
  all_roles: roles,
  timezone: "Asia/Taipei",
  student_ids: [],
  account_balance: 0,
  account_balance_currency: "TWD",
  default_currency: "TWD",
  lang: "en",
  is_active: true,
  finish_bind: true,
  created_at: "2026-01-01T00:00:00.000Z",
});

/** Renders several routes (patterns with params) at `path`, as the app's router would. */
export function renderRoutes(routes: { path: string; element: ReactNode }[], path: string) {
  const router = createMemoryRouter([...routes, { path: "*", element: <div data-testid="elsewhere" /> }], {
    initialEntries: [path],
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router };
}

export const pageState = () => document.querySelector("[data-page-state]")?.getAttribute("data-page-state");
