import { testAssignmentEndpoints as endpoints } from "@edu/shared/test-assignments";
import { screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { type EndpointStub, on, reply } from "../../../test/stub-endpoints";
import { closeGradingPage, openGradingPage } from "../test/grading-kit";
import DownloadPage from "./download-page";

afterEach(closeGradingPage);

const TOKEN = `12.41.1790000000.${"a".repeat(43)}`;
const open = (stub: EndpointStub) =>
  openGradingPage(<DownloadPage />, {
    path: `/tests/start/download/${TOKEN}`,
    pattern: "/tests/start/download/:fileToken",
    roles: ["student"],
    stubs: [stub],
  });

it("offers the paper test's file through its token", async () => {
  open(
    on(endpoints.getTestsFileInfo, {
      data: {
        assignment_id: 12,
        title: { en: "Paper SAT", "zh-TW": "紙本 SAT" },
        test_type: "SAT",
        file: { name: "paper-sat.pdf", size: 204_800, mime_type: "application/pdf" },
        expires_at: "2026-11-28T10:30:00.000Z",
      },
    }),
  );
  const link = await screen.findByRole("link", { name: "Download" });
  expect(link.getAttribute("href")).toBe(`/api/tests/file/${TOKEN}`);
  expect(screen.getByText("SAT · Paper SAT")).toBeTruthy();
  expect(screen.getByText("Size: about 200 KB")).toBeTruthy();
}, 20_000);

it("says when the link has expired and leads back to the paper tests", async () => {
  open(
    on(
      endpoints.getTestsFileInfo,
      reply(403, {
        message: "This download link has expired.",
        code: "forbidden",
        details: { reason: "expired", expired_at: "2026-11-28T10:30:00.000Z" },
      }),
    ),
  );
  expect(
    await screen.findByRole("heading", { level: 1, name: "This download link has expired" }),
  ).toBeTruthy();
  expect(screen.getByRole("link", { name: "Paper tests" }).getAttribute("href")).toBe("/tests/file");
}, 20_000);

it("answers a link that is no token with the not-found page, asking nothing", async () => {
  const { calls } = openGradingPage(<DownloadPage />, {
    path: "/tests/start/download/nope",
    pattern: "/tests/start/download/:fileToken",
    roles: ["student"],
    stubs: [],
  });
  expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
  expect(calls.filter((c) => c.url.includes("/api/tests/file"))).toHaveLength(0);
}, 20_000);
