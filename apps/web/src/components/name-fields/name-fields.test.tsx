import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { changeLocale, initI18n } from "../../lib/i18n";
import { NameFields } from "./name-fields";

const fields = <NameFields given={<input aria-label="given" />} family={<input aria-label="family" />} />;

describe("NameFields", () => {
  afterEach(async () => {
    await changeLocale("en");
  });
  it("asks for the given name first in English", async () => {
    await initI18n("en");
    render(<div>{fields}</div>);
    expect(screen.getAllByRole("textbox").map((input) => input.getAttribute("aria-label"))).toEqual([
      "given",
      "family",
    ]);
  });
  it("asks for the family name first in Chinese", async () => {
    await initI18n("en");
    await changeLocale("zh-TW");
    render(<div>{fields}</div>);
    expect(screen.getAllByRole("textbox").map((input) => input.getAttribute("aria-label"))).toEqual([
      "family",
      "given",
    ]);
  });
});
