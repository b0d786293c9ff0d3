import type { MailContent } from "@edu/shared";
import { fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../test/render-page";
import { emptyContent, unknownVariablesOf } from "../lib/mail-content";
import { MailContentEditor } from "./mail-content-editor";

function Harness({ initial }: { initial: MailContent }) {
  const [value, setValue] = useState(initial);
  return <MailContentEditor value={value} onChange={setValue} />;
}

describe("the template variable check", () => {
  it("names unknown variables per field and accepts the four known ones", () => {
    const content = emptyContent();
    content.en = { subject: "Hi {{name}} {{nmae}}", body: "<p>{{ school }} {{grade}}</p>" };
    content["zh-TW"] = { subject: "{{first_name}} {{username}}", body: "" };
    expect(unknownVariablesOf(content)).toEqual({
      "content.en.subject": ["nmae"],
      "content.en.body": ["grade"],
    });
  });

  it("flags an unknown variable as it is typed and clears it when corrected", async () => {
    renderPage(<Harness initial={emptyContent()} />);
    const english = await screen.findByTestId("mail-content-en");
    const subject = within(english).getByRole("textbox", { name: /Subject/ });
    fireEvent.change(subject, { target: { value: "Welcome {{nmae}}" } });
    expect(await within(english).findByText("Unknown variables: {{nmae}}")).toBeTruthy();
    fireEvent.change(subject, { target: { value: "Welcome {{name}}" } });
    expect(within(english).queryByText(/Unknown variables/)).toBeNull();
    // The three languages are shown side by side, and the variables listed.
    expect(screen.getByTestId("mail-content-zh-TW")).toBeTruthy();
    expect(screen.getByTestId("mail-content-zh-CN")).toBeTruthy();
    expect(within(screen.getByTestId("mail-variables")).getByText("{{first_name}}")).toBeTruthy();
  });
});
