import type { Role } from "@edu/shared";
import type { SchoolAlias, SchoolCard, SchoolDetail } from "@edu/shared/schools";
import { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { writeSignedInHint } from "../../../../lib/session-store";
import { renderPage } from "../../../../test/render-page";
import { type EndpointStub, stubEndpoints } from "../../../../test/stub-endpoints";
import { SESSION_KEY } from "../../../auth";
import { aFact, aSchoolCard, aSchoolDetail } from "../../test/schools-test-kit";

/** Berkeley as GET schools/{id} answers it (no Simplified name yet), with what a test needs changed. */
export function schoolDetail(overrides: Partial<SchoolDetail> = {}): SchoolDetail {
  return aSchoolDetail({
    names: { en: "University of California-Berkeley", "zh-TW": "加州大學柏克萊分校", "zh-CN": null },
    ...overrides,
  });
}

/** A search result as the staff screens' school picker shows it (an English reader). */
export function schoolCard(overrides: Partial<SchoolCard> = {}): SchoolCard {
  return aSchoolCard({
    name: "University of California-Berkeley",
    sat_25: null,
    sat_75: null,
    cost_of_attendance: 46_000,
    net_price: 18_000,
    undergraduates: 32_000,
    ranking_national: null,
    ...overrides,
  });
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

export const fact = aFact;

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
  const { router } = renderPage(page, path, client, pattern);
  return { calls: stub.calls, router };
}

/** Undoes `openStaffPage`'s stubs (afterEach). */
export function closeStaffPage() {
  writeSignedInHint(false);
  vi.unstubAllGlobals();
}
