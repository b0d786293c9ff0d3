import { MantineProvider, Table } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ScrollTable } from "./scroll-table";

describe("ScrollTable", () => {
  it("puts the scrolling area in the tab order as a named region (a keyboard scrolls it)", () => {
    render(
      <MantineProvider>
        <ScrollTable minWidth={560} label="Services by stage">
          <Table>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>Essay review</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </MantineProvider>,
    );
    const region = screen.getByRole("region", { name: "Services by stage" });
    expect(region.getAttribute("tabindex")).toBe("0");
    expect(region.contains(screen.getByText("Essay review"))).toBe(true);
  });
});
