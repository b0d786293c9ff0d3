import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lineUrlOf, pickQrVariant, qrContent, telHref, toContactInfo } from "./contact-info";

describe("the school's contact details (site.contact)", () => {
  const info = toContactInfo({
    email: "hello@school.example",
    phone_tw: "+886 2 2700 1234",
    phone_cn: "+86 21 6288 1234",
    line_id: "@evergreen-academy",
    wechat_id: "evergreen_academy",
  });
  it("reads the record admins edit", () => {
    expect(info.phone).toBe("+886 2 2700 1234");
    expect(info.lineUrl).toBe("https://line.me/R/ti/p/@evergreen-academy");
    expect(info.wechatUrl).toBe("weixin://dl/chat?evergreen_academy");
    expect(telHref(info.phone ?? "")).toBe("tel:+886227001234");
  });
  it("has nothing while the record loads, and falls back to the China phone", () => {
    expect(toContactInfo(undefined)).toMatchObject({ phone: undefined, lineUrl: undefined });
    expect(toContactInfo({ phone_cn: "+86 21 1", phone_tw: " " }).phone).toBe("+86 21 1");
  });
  it("builds LINE links that open LINE, and the QR code of the region", () => {
    expect(lineUrlOf("abc def")).toBe("https://line.me/R/ti/p/abc%20def");
    expect(qrContent(pickQrVariant("TW"), info).value).toBe(info.lineUrl);
    expect(qrContent(pickQrVariant("cn"), info).value).toBe(info.wechatUrl);
  });
});

describe("the contact query on a page the server sent it with", () => {
  const record = { key: "site.contact", data: { email: "hi@school.example" }, content: {}, locale: "en" };
  afterEach(() => document.head.replaceChildren());

  /** Fetches the query on a fresh page (modules afresh: the block is read once per page). */
  async function readOnPage(block: string | undefined, locale: string) {
    if (block !== undefined) {
      const element = document.createElement("script");
      element.type = "application/json";
      element.id = "edu-boot";
      element.textContent = block;
      document.head.append(element);
    }
    const fetchMock = vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify({ ...record, locale, data: { email: "from@api.example" } })),
    );
    vi.stubGlobal("fetch", fetchMock);
    vi.resetModules();
    const { siteContactQuery: query } = await import("./contact-info");
    const data = await new QueryClient().fetchQuery(query(locale));
    vi.unstubAllGlobals();
    return { data, requests: fetchMock.mock.calls.length };
  }

  it("starts from the page's record in its language, without a request", async () => {
    expect(await readOnPage(JSON.stringify({ site_contact: record }), "en")).toEqual({
      data: record,
      requests: 0,
    });
  });

  it("asks the API in another language, without the block, or with a broken one", async () => {
    for (const [block, locale] of [
      [JSON.stringify({ site_contact: record }), "zh-TW"],
      [undefined, "en"],
      ["{broken", "en"],
    ] as const) {
      const { data, requests } = await readOnPage(block, locale);
      expect(requests, block).toBe(1);
      expect(data.data, block).toEqual({ email: "from@api.example" });
    }
  });
});
