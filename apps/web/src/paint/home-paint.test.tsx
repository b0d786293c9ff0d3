import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import enHome from "../features/home/locales/en.json";
import zhTwHome from "../features/home/locales/zh-TW.json";
import { aUser } from "../test/fixtures/people";
import { renderHomePaint } from "./home-paint";
import { PAINTED_PAGE_ID, useReplacePaintedPage } from "./painted-page";

/** The painted HTML as the browser would parse it. */
function parse(html: string): HTMLElement {
  const holder = document.createElement("div");
  holder.innerHTML = html;
  const painted = holder.querySelector<HTMLElement>(`#${PAINTED_PAGE_ID}`);
  if (!painted) throw new Error("no painted block");
  return painted;
}

/** A page of the app that replaces the server's copy, as features/home's does. */
function AppPage() {
  useReplacePaintedPage();
  return <h1>app</h1>;
}

const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, " ").trim();

describe("the server's paint of /home", () => {
  it("draws the header, the signed-in layout and the page in the user's language, queries pending", async () => {
    const admin = aUser({ first_name: "Ada", all_roles: ["super-admin"], lang: "en" });
    const painted = parse(await renderHomePaint({ user: admin, lang: "en" }));
    expect(painted.hasAttribute("inert")).toBe(true);
    expect(painted.getAttribute("aria-hidden")).toBe("true");
    expect(text(painted.querySelector("header"))).toBeTruthy();
    expect(painted.querySelector('nav a[aria-current="page"]')?.getAttribute("href")).toBe("/home");
    expect(text(painted.querySelector("h1"))).toBe(enHome.greeting.replace("{{name}}", "Ada"));
    expect(text(painted)).toContain(enHome.admin.usersHint);
    // The counts are still loading (skeletons), not zeros: the app fills them in.
    expect(painted.querySelectorAll(".mantine-Skeleton-root").length).toBeGreaterThan(0);
    expect(painted.querySelector("[data-count]")).toBeNull();
    // The copy carries no test ids or route-discovery marks: those are the app's.
    expect(painted.querySelector("[data-testid], [data-discover]")).toBeNull();

    const parent = aUser({ first_name: "美玲", lang: "zh-TW" });
    const zh = parse(await renderHomePaint({ user: parent, lang: "zh-TW" }));
    expect(text(zh.querySelector("h1"))).toBe(zhTwHome.greeting.replace("{{name}}", "美玲"));
    expect(text(zh)).toContain(zhTwHome.parent.profileHint);
    expect(text(zh)).not.toContain("Ada");
  });

  it("writes a name as text: markup in it cannot make an element", async () => {
    const name = '<script>alert(1)</script><img src=x onerror="alert(2)">';
    const html = await renderHomePaint({ user: aUser({ first_name: name }), lang: "en" });
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(text(parse(html).querySelector("h1"))).toBe(enHome.greeting.replace("{{name}}", name));
  });

  it("gives way when the app's page commits", () => {
    document.body.insertAdjacentHTML("afterbegin", `<div id="${PAINTED_PAGE_ID}">copy</div>`);
    const { getByRole } = render(<AppPage />);
    expect(getByRole("heading").textContent).toBe("app");
    expect(document.getElementById(PAINTED_PAGE_ID)).toBeNull();
  });
});
