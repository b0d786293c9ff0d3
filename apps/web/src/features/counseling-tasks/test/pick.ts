import { fireEvent, screen, waitFor, within } from "@testing-library/react";

/** Picks `option` in the Mantine select labelled `label` (its own list: closed lists stay mounted, hidden). */
export async function pick(label: string, option: string) {
  const input = screen.getByRole("combobox", { name: label });
  fireEvent.click(input);
  const found = await waitFor(() => {
    const list = document.getElementById(input.getAttribute("aria-controls") ?? "");
    if (!list) throw new Error(`no list for ${label}`);
    return within(list).getByRole("option", { name: option, hidden: true });
  });
  fireEvent.click(found);
}
