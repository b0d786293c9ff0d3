import { describe, expect, it } from "vitest";
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
