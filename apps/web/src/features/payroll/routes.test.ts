import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "../../routes";

function toRouteObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) =>
    entry.index
      ? { id: entry.id ?? entry.file, index: true, handle: entry.file }
      : {
          id: entry.id ?? entry.file,
          path: entry.path,
          handle: entry.file,
          children: toRouteObjects(entry.children ?? []),
        },
  );
}

const fileFor = (pathname: string) => matchRoutes(toRouteObjects(routes), pathname)?.at(-1)?.route.handle;

describe("payroll routes in the route table", () => {
  it("serves the statement detail at /{teacherId}/salary/{salaryId}", () => {
    expect(fileFor("/41/salary/5")).toBe("features/payroll/pages/statement-detail-page.tsx");
  });

  it("the top-level dynamic path shadows no static route", () => {
    expect(fileFor("/salary")).toBe("features/payroll/pages/salary-list-page.tsx");
    expect(fileFor("/salary/create")).toBe("features/payroll/pages/statement-form-page.tsx");
    expect(fileFor("/salary/create/teacher/41")).toBe("features/payroll/pages/statement-form-page.tsx");
    expect(fileFor("/salary/teacher/41/reset/5")).toBe("features/payroll/pages/statement-form-page.tsx");
    expect(fileFor("/salary/teacher/41/payment/create")).toBe("features/payroll/pages/payment-form-page.tsx");
    // The one rival of equal rank (user/:id/:dialog) keeps its paths: it is listed first.
    expect(fileFor("/user/salary/5")).toBe("features/profile/pages/user-page.tsx");
    expect(fileFor("/payment/edit/3")).toBe("features/payroll/pages/payment-form-page.tsx");
    expect(fileFor("/monetaryStatement/edit/3")).toBe(
      "features/payroll/pages/monetary-statement-form-page.tsx",
    );
  });
});
