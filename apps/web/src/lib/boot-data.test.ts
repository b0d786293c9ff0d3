import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { putJsonBlock } from "../test/json-block";

const me = { id: 7, username: "grace", first_name: "</script> & more" };
const contact = { key: "site.contact", data: { email: "hi@school.example" }, content: {}, locale: "zh-TW" };

/** The block as the server writes it: JSON with `<`, `>` and `&` as \u escapes. */
const putBlock = (text: string) => putJsonBlock("edu-boot", text);
const escaped = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** A fresh module: the block is read once per page, so each test is a new page. */
const load = async () => {
  vi.resetModules();
  return import("./boot-data");
};

beforeEach(() => document.head.replaceChildren());
afterEach(() => document.head.replaceChildren());

describe("the page's boot data", () => {
  it("reads the server's block once, removes it, and hands the user out only once", async () => {
    putBlock(escaped({ me, site_contact: contact }));
    const { takeBootUser, bootSiteContact } = await load();
    expect(takeBootUser()).toEqual(me);
    expect(document.getElementById("edu-boot")).toBeNull();
    expect(takeBootUser()).toBeUndefined();
    // The contact record serves its own language, as often as asked; another language asks the API.
    expect(bootSiteContact("zh-TW")?.data).toEqual(contact);
    expect(bootSiteContact("zh-TW")?.readAt).toBeTypeOf("number");
    expect(bootSiteContact("en")).toBeUndefined();
  });

  it("ignores a block that is not JSON, or not the expected shape", async () => {
    for (const text of [
      "{not json",
      "[1,2]",
      '"me"',
      JSON.stringify({ me: { id: "7" }, site_contact: [] }),
    ]) {
      putBlock(text);
      const { takeBootUser, bootSiteContact } = await load();
      expect(takeBootUser(), text).toBeUndefined();
      expect(bootSiteContact("zh-TW"), text).toBeUndefined();
      expect(document.getElementById("edu-boot"), text).toBeNull();
    }
  });

  it("has nothing on a page without the block, and reads the document only once", async () => {
    const { takeBootUser, bootSiteContact } = await load();
    expect(takeBootUser()).toBeUndefined();
    // A block appearing later (another page's HTML injected) is never taken for this page's.
    putBlock(JSON.stringify({ me }));
    expect(takeBootUser()).toBeUndefined();
    expect(bootSiteContact("en")).toBeUndefined();
  });
});
