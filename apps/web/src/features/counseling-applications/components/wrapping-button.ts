import type { ButtonProps } from "@mantine/core";

/**
 * A button whose label may wrap: service names are long ("Upload to University of California Application"
 * is wider than a 375 px screen on one line), and a Mantine button keeps its label on one line.
 */
export const WRAPPING_BUTTON: Pick<ButtonProps, "styles"> = {
  styles: {
    root: { height: "auto", minHeight: "var(--button-height)", paddingBlock: 6, maxWidth: "100%" },
    label: { whiteSpace: "normal", textAlign: "start", overflow: "visible" },
  },
};
