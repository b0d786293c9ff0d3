import { render } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { changeLocale, initI18n, preloadLocale } from "../lib/i18n";
import { PageTitle } from "./page-title";

describe("PageTitle", () => {
  beforeAll(async () => {
    await initI18n("en");
    await preloadLocale("en", ["common"]);
  });
  it("puts the page before the brand", async () => {
    render(<PageTitle title="Users" />);
    expect(document.title).toBe("Users | EduBridge");
  });
  it("does not repeat the brand and shows it alone for an empty title", async () => {
    const { rerender } = render(<PageTitle title="EduBridge admissions" />);
    expect(document.title).toBe("EduBridge admissions");
    rerender(<PageTitle title="" />);
    expect(document.title).toBe("EduBridge");
  });
  it("follows the interface language", async () => {
    await changeLocale("zh-TW");
    const brand = (await import("../app/locales/zh-TW.json")).default.brand.name;
    render(<PageTitle title="使用者" />);
    expect(document.title).toBe(`使用者 | ${brand}`);
    await changeLocale("en");
  });
});
