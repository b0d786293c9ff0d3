import type { Role } from "@edu/shared";
import type { SchoolAlias, SchoolCard, SchoolDetail, SchoolFact } from "@edu/shared/schools";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { writeSignedInHint } from "../../../../lib/session-store";
import { type EndpointStub, stubEndpoints } from "../../../../test/stub-endpoints";
import { SESSION_KEY } from "../../../auth";

/** Berkeley as GET schools/{id} answers it, with what a test needs changed. */
export function schoolDetail(overrides: Partial<SchoolDetail> = {}): SchoolDetail {
  return {
    id: 7,
    unitid: 110635,
    slug: "university-of-california-berkeley",
    name: "University of California-Berkeley",
    name_en: "University of California-Berkeley",
    names: { en: "University of California-Berkeley", "zh-TW": "加州大學柏克萊分校", "zh-CN": null },
    city: "Berkeley",
    state: "CA",
    zip: "94720-1500",
    url: "https://www.berkeley.edu/",
    net_price_url: "",
    control: "public",
    latitude: 37.87,
    longitude: -122.26,
    schoolyard: "",
    overview: "",
    translations: {},
    aliases: [],
    links: [],
    facts: [],
    updated_at: "2026-11-20T08:00:00.000Z",
    ...overrides,
  };
}

export function schoolCard(overrides: Partial<SchoolCard> = {}): SchoolCard {
  return {
    id: 7,
    slug: "university-of-california-berkeley",
    name: "University of California-Berkeley",
    name_en: "University of California-Berkeley",
    city: "Berkeley",
    state: "CA",
    control: "public",
    admission_rate: 0.1137,
    sat_25: null,
    sat_75: null,
    act_25: null,
    act_75: null,
    cost_of_attendance: 46_000,
    net_price: 18_000,
    undergraduates: 32_000,
    ranking_national: null,
    matched_alias: null,
    ...overrides,
  };
}

export function alias(overrides: Partial<SchoolAlias> = {}): SchoolAlias {
  return {
    id: 31,
    school_id: 7,
    lang: "zh-TW",
    name: "加州大學柏克萊分校",
    original_name: "加州大學柏克萊分校",
    is_default: true,
    ...overrides,
  };
}

export function fact(overrides: Partial<SchoolFact> = {}): SchoolFact {
  return {
    key: "admission_rate",
    value: 0.1137,
    year: "2022-23",
    source: "scorecard",
    note: "",
    entered_by: null,
    entered_at: "2026-11-01T00:00:00.000Z",
    ...overrides,
  };
}

/** A staff page at `path` (its route pattern `pattern`) for a signed-in person with `roles`. */
export function openStaffPage(
  page: ReactNode,
  {
    pattern,
    path,
    roles = ["staff"],
    stubs,
  }: { pattern: string; path: string; roles?: Role[]; stubs: EndpointStub[] },
) {
  const stub = stubEndpoints(stubs);
  vi.stubGlobal("fetch", stub.fetchStub);
  writeSignedInHint(true);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(SESSION_KEY, { id: 9, username: "office", all_roles: roles, lang: "en" } as never);
  const router = createMemoryRouter(
    [
      { path: pattern, element: page },
      { path: "*", element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { calls: stub.calls, router };
}

/** Undoes `openStaffPage`'s stubs (afterEach). */
export function closeStaffPage() {
  writeSignedInHint(false);
  vi.unstubAllGlobals();
}
