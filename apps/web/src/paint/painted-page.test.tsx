import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PAINTED_PAGE_ID, useRemovePaintedPageElsewhere } from "./painted-page";

function Root({ pathname }: { pathname: string }) {
  useRemovePaintedPageElsewhere(pathname);
  return <main>app</main>;
}

function paintCopy() {
  const copy = document.createElement("div");
  copy.id = PAINTED_PAGE_ID;
  document.body.prepend(copy);
}

describe("the server's painted copy in the root layout", () => {
  it("stays on /home for the page to replace, and goes on any other page the app lands on first", () => {
    paintCopy();
    const view = render(<Root pathname="/home/" />);
    expect(document.getElementById(PAINTED_PAGE_ID)).not.toBeNull();
    view.rerender(<Root pathname="/login" />);
    expect(document.getElementById(PAINTED_PAGE_ID)).toBeNull();
  });
});
