import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useMarkRenderedPath } from "./rendered-path";

function Page({ pathname, search }: { pathname: string; search: string }) {
  useMarkRenderedPath({ pathname, search });
  return <h1>{pathname}</h1>;
}

describe("the rendered-path mark", () => {
  it("names the address whose page is committed, query included, and follows each commit", () => {
    const view = render(<Page pathname="/schools" search="" />);
    expect(document.documentElement.dataset.renderedPath).toBe("/schools");
    view.rerender(<Page pathname="/schools" search="?keyword=ucb" />);
    expect(document.documentElement.dataset.renderedPath).toBe("/schools?keyword=ucb");
    view.rerender(<Page pathname="/schools/uc-berkeley" search="" />);
    expect(document.documentElement.dataset.renderedPath).toBe("/schools/uc-berkeley");
  });
});
