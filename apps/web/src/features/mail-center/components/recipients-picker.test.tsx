import { type MailRecipientsInput, sessionClassEndpoints, tagEndpoints, userEndpoints } from "@edu/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fillAnswer } from "../../../test/fill-answer";
import { renderPage, stubFetch } from "../../../test/render-page";
import { emptyRecipients } from "../lib/mail-content";
import { RecipientsPicker } from "./recipients-picker";

afterEach(() => vi.unstubAllGlobals());

const page = <T,>(data: T[]) => ({ data, current_page: 1, per_page: 50, total: data.length, last_page: 1 });

function Harness({ onChange }: { onChange: (value: MailRecipientsInput) => void }) {
  const [value, setValue] = useState(emptyRecipients());
  return (
    <RecipientsPicker
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function setup() {
  const { fetchStub, calls } = stubFetch({
    "GET /api/tags": [
      200,
      fillAnswer(tagEndpoints.listTags, {
        ...page([{ id: 4, name: "Spring 2027", description: "", color: "blue", user_count: 3 }]),
      }),
    ],
    "GET /api/session-classes/all": [
      200,
      fillAnswer(sessionClassEndpoints.listAllSessionClasses, {
        ...page([{ id: 9, name: "SAT Math A", localized: { name: "SAT Math A" } }]),
      }),
    ],
    "GET /api/users/search": [
      200,
      fillAnswer(userEndpoints.searchUsers, {
        users: page([
          {
            id: 21,
            username: "mei",
            email: "mei@example.com",
            first_name: "美玲",
            last_name: "王",
            tags: [],
          },
        ]),
      }),
    ],
  });
  vi.stubGlobal("fetch", fetchStub);
  const onChange = vi.fn();
  renderPage(<Harness onChange={onChange} />);
  return { onChange, calls };
}

const last = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.at(-1)?.[0] as MailRecipientsInput;

describe("the recipients picker", () => {
  it("chooses roles, tags, classes with their audience, and searched users", async () => {
    const { onChange, calls } = setup();
    fireEvent.click(await screen.findByLabelText("Parents"));
    expect(last(onChange).roles).toEqual(["parent"]);

    fireEvent.click(screen.getByRole("combobox", { name: "Tags" }));
    fireEvent.click(await screen.findByRole("option", { name: "Spring 2027", hidden: true }));
    expect(last(onChange).tag_ids).toEqual([4]);

    // The audience choice appears once a class is chosen.
    expect(screen.queryByText("In the chosen classes, send to")).toBeNull();
    fireEvent.click(screen.getByRole("combobox", { name: "Classes" }));
    fireEvent.click(await screen.findByRole("option", { name: "SAT Math A", hidden: true }));
    expect(last(onChange).class_ids).toEqual([9]);
    fireEvent.click(await screen.findByText("Students and parents"));
    expect(last(onChange).class_audience).toBe("both");

    const people = screen.getByRole("combobox", { name: "People" });
    fireEvent.click(people);
    fireEvent.change(people, { target: { value: "mei" } });
    fireEvent.click(await screen.findByRole("option", { name: "王美玲 <mei@example.com>", hidden: true }));
    expect(last(onChange)).toMatchObject({ user_ids: [21], tag_ids: [4], class_ids: [9], roles: ["parent"] });
    await waitFor(() => expect(calls.some((c) => c.url.includes("/api/users/search?q=mei"))).toBe(true));
  });
});
