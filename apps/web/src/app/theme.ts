import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  luminance,
  type MantineColorsTuple,
} from "@mantine/core";

/** The product's own blue-teal, from light to dark. */
const brand: MantineColorsTuple = [
  "#e6f6f8",
  "#cfe9ee",
  "#9ed1dc",
  "#69b8c9",
  "#40a3b9",
  "#2696af",
  "#138fab",
  "#007c96",
  "#006e86",
  "#005f76",
];

/** Warm accent for calls to action. */
const accent: MantineColorsTuple = [
  "#fff4e2",
  "#ffe7cc",
  "#ffce9b",
  "#ffb364",
  "#fe9c37",
  "#fe8e1a",
  "#ff8609",
  "#e37300",
  "#ca6500",
  "#9a4800",
];

const FONT_STACK = [
  "Inter",
  "-apple-system",
  "BlinkMacSystemFont",
  '"Segoe UI"',
  "Roboto",
  '"Helvetica Neue"',
  "Arial",
  '"PingFang TC"',
  '"PingFang SC"',
  '"Noto Sans TC"',
  '"Noto Sans SC"',
  '"Noto Sans CJK TC"',
  '"Noto Sans CJK SC"',
  '"Microsoft JhengHei"',
  '"Microsoft YaHei"',
  "sans-serif",
].join(", ");

export const theme = createTheme({
  primaryColor: "brand",
  primaryShade: { light: 8, dark: 5 },
  colors: { brand, accent },
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: "700" },
  defaultRadius: "md",
  /** Spec §9: desktop from 992 px (62em); phone layout at 768 px (48em) and below. */
  breakpoints: { xs: "36em", sm: "48em", md: "62em", lg: "75em", xl: "88em" },
  components: {
    // A thumb's target is 24 px at least (WCAG 2.2 target size; Mantine's default "sm" box is 20 px).
    Checkbox: { defaultProps: { size: "md" } },
    Radio: { defaultProps: { size: "md" } },
  },
});

/**
 * Dimmed text (field descriptions, hints, secondary lines) darker than Mantine's gray 6 (3.3:1 on white; axe asks
 * 4.5): 6.1:1 on white and still 5.1:1 on gray 2, the darkest of the pale backgrounds it sits on.
 */
export const DIMMED_TEXT = "#5c636a";

/** White text on `color`: its WCAG contrast ratio. */
const onWhite = (color: string) => 1.05 / (luminance(color) + 0.05);

/**
 * The fill of a "filled" button or badge in `shades` that white text reads on at 4.5:1 (axe): Mantine's shade 8
 * where it does (brand, blue, red…), else shade 9, else shade 9 darkened until it does. Teal's 8 measured 3.95:1
 * (the invitation reply's accept button), green 3.45, orange 3.58, yellow 2.48.
 */
export function readableFill(shades: readonly string[]): string | undefined {
  if (onWhite(shades[8] ?? "") >= 4.5) return undefined;
  if (onWhite(shades[9] ?? "") >= 4.5) return shades[9];
  let amount = 0.05;
  while (onWhite(darken(shades[9] ?? "", amount)) < 4.5) amount += 0.05;
  return darken(shades[9] ?? "", amount);
}

/**
 * Text of "light" items (badges, light buttons, the current side-navigation entry) darker than Mantine's
 * default, for every colour: on their pale tint (shade 6 at 10 % on white) Mantine's shade 9 reads orange
 * 3.91:1, yellow 2.81, lime 3.44, green 4.02 (axe asks 4.5), and the brand's shade 8 measured 4.34:1 on its
 * hover tint. The brand uses its shade 9 (about 6:1); the other colours their shade 9 darkened by a third:
 * orange 7.27:1, yellow 5.59, lime 6.54, green 7.38, teal 8.05 (computed with Mantine's own colour helpers).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    ...Object.fromEntries(
      Object.entries(resolved.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        name === "brand" ? "var(--mantine-color-brand-9)" : darken(shades[9], 0.33),
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(resolved.colors).flatMap(([name, shades]) => {
        const fill = readableFill(shades);
        return fill
          ? [
              [`--mantine-color-${name}-filled`, fill],
              [`--mantine-color-${name}-filled-hover`, darken(fill, 0.12)],
            ]
          : [];
      }),
    ),
    "--mantine-color-dimmed": DIMMED_TEXT,
  },
  dark: {},
});
