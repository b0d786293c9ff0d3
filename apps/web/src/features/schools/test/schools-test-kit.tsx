import { accountEndpoints, type Role } from "@edu/shared";
import type { SchoolCard, SchoolDetail, SchoolFact } from "@edu/shared/schools";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import { aUser } from "../../../test/fixtures/people";
import { renderPage } from "../../../test/render-page";
import { type EndpointStub, on, stubEndpoints } from "../../../test/stub-endpoints";

/** A result of GET schools/search as the server answers it (Berkeley, seen by a zh-TW reader). */
export function aSchoolCard(patch: Partial<SchoolCard> = {}): SchoolCard {
  return {
    id: 7,
    slug: "university-of-california-berkeley",
    name: "加州大學柏克萊分校",
    name_en: "University of California-Berkeley",
    city: "Berkeley",
    state: "CA",
    control: "public",
    admission_rate: 0.1137,
    sat_25: 1330,
    sat_75: 1530,
    act_25: null,
    act_75: null,
    cost_of_attendance: 46_475,
    net_price: 18_143,
    undergraduates: 32_479,
    ranking_national: 15,
    matched_alias: null,
    ...patch,
  };
}

/** A figure as GET schools/{id} answers it: the Scorecard's 2022-23 admission rate unless patched. */
export function aFact(patch: Partial<SchoolFact> = {}): SchoolFact {
  return {
    key: "admission_rate",
    value: 0.1137,
    year: "2022-23",
    source: "scorecard",
    note: "",
    entered_by: null,
    entered_at: "2026-11-01T00:00:00.000Z",
    ...patch,
  };
}

/** A school as GET schools/{id} answers it. */
export function aSchoolDetail(patch: Partial<SchoolDetail> = {}): SchoolDetail {
  return {
    id: 7,
    unitid: 110635,
    slug: "university-of-california-berkeley",
    name: "University of California-Berkeley",
    name_en: "University of California-Berkeley",
    names: {
      en: "University of California-Berkeley",
      "zh-TW": "加州大學柏克萊分校",
      "zh-CN": "加州大学伯克利分校",
    },
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
    ...patch,
  };
}

/** A page (route `pattern`) opened at `path` by someone signed in with `roles`, the API answered by `stubs`. */
export function openSchoolsPage(
  page: ReactNode,
  {
    pattern,
    path,
    roles = ["student"],
    stubs,
  }: { pattern: string; path: string; roles?: Role[]; stubs: EndpointStub[] },
) {
  const me = aUser({ id: 9, username: "reader", all_roles: roles });
  const stub = stubEndpoints([on(accountEndpoints.getMe, me), ...stubs]);
  vi.stubGlobal("fetch", stub.fetchStub);
  writeSignedInHint(true);
  const { router, ...view } = renderPage(page, path, undefined, pattern);
  return { ...view, calls: stub.calls, router };
}

export function closeSchoolsPage() {
  vi.unstubAllGlobals();
  writeSignedInHint(false);
}

/** The query of the n-th GET schools/search a page sent. */
export function searchQueries(calls: readonly { method: string; url: string }[]): URLSearchParams[] {
  return calls
    .filter((call) => call.method === "GET" && call.url.startsWith("/api/schools/search"))
    .map((call) => new URL(call.url, "http://web.test").searchParams);
}
