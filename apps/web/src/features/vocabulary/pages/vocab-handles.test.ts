import { describe, expect, it } from "vitest";
import { vocabularyRoutes } from "../routes";

const pages = import.meta.glob<{ handle?: unknown }>("./*-page.tsx", { eager: true });

describe("the vocabulary screens", () => {
  it("are routed, one page module each, and all hide the site's header and footer (spec 03 §2)", () => {
    const routed = (vocabularyRoutes.signedIn ?? []).map((entry) => `./${entry.file.split("/").pop()}`);
    expect(routed.sort()).toEqual(Object.keys(pages).sort());
    expect(routed).toHaveLength(10);
    for (const [file, page] of Object.entries(pages))
      expect(page.handle, file).toMatchObject({
        hideHeader: true,
        hideFooter: true,
        i18n: ["vocabulary", "data-list"],
      });
  });
});
