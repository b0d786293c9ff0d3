import { Table, type TableScrollContainerProps } from "@mantine/core";
import type { ReactNode } from "react";

type ScrollTableProps = Omit<TableScrollContainerProps, "children" | "scrollAreaProps"> & {
  /** What the table is, for the region a keyboard scrolls ("Contract schedule", "Services by stage"). */
  label: string;
  children: ReactNode;
};

/**
 * A table that scrolls sideways on a narrow screen (Mantine's Table.ScrollContainer) whose scrolling area a
 * keyboard reaches: a labelled region in the tab order, so arrow keys scroll it (axe: scrollable-region-focusable).
 */
export function ScrollTable({ label, children, ...props }: ScrollTableProps) {
  return (
    <Table.ScrollContainer
      {...props}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: "region", "aria-label": label } }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
