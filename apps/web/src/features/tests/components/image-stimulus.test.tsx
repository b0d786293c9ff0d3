import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import TakeTestPage from "../pages/take-test-page";
import {
  ATTEMPT_ID,
  aModule,
  attemptStub,
  aView,
  closeTestsPage,
  eventsStub,
  openTestsPage,
  saveStub,
} from "../test/tests-kit";

afterEach(closeTestsPage);

const ALT = "A line through (0, 1) and (2, 5) on a grid";

/** Module 1 with its first question asking about a graph (an image asset of the form) instead of a passage. */
function withGraph() {
  const module = aModule();
  return aView({
    current: {
      ...module,
      stimuli: [
        { key: "p1", version: 1, kind: "image", title: "", asset: "demo/sat/line-graph.svg", alt: ALT },
      ],
    },
  });
}

describe("an image a question is about", { timeout: 15_000 }, () => {
  it("shows the form's image with its alt text, served from the form's assets, and opens it full size", async () => {
    openTestsPage(<TakeTestPage />, {
      path: `/tests/start?attempt=${ATTEMPT_ID}`,
      pattern: "/tests/start",
      stubs: [attemptStub(withGraph()), saveStub(), eventsStub()],
    });
    const region = await screen.findByRole("region", { name: "Figure" });
    const image = within(region).getByRole("img", { name: ALT });
    expect(image.getAttribute("src")).toBe("/api/test-asset?form_id=5&path=demo%2Fsat%2Fline-graph.svg");
    // A box of known shape keeps the question from jumping when the image arrives.
    expect((image as HTMLImageElement).style.aspectRatio).toBe("4 / 3");

    fireEvent.click(within(region).getByRole("button", { name: `${ALT} — tap to enlarge` }));
    const dialog = await screen.findByRole("dialog", { name: ALT });
    expect(within(dialog).getByRole("img", { name: ALT }).getAttribute("src")).toBe(
      image.getAttribute("src"),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Close the figure" }));
  });
});
