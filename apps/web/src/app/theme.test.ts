import { DEFAULT_THEME, mergeMantineTheme, toRgba } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { cssVariablesResolver, DIMMED_TEXT, theme } from "./theme";

type Rgb = { r: number; g: number; b: number };
const luminance = ({ r, g, b }: Rgb) => {
  const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};
const contrast = (a: Rgb, b: Rgb) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};
/** Mantine's light variant background: the colour's shade 6 at 10 % (12 % on hover) over white. */
const tint = (color: string, alpha: number): Rgb => {
  const { r, g, b } = toRgba(color);
  return { r: 255 + (r - 255) * alpha, g: 255 + (g - 255) * alpha, b: 255 + (b - 255) * alpha };
};

describe("theme colours", () => {
  const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
  const light = cssVariablesResolver(resolved).light;

  it("gives the text of every light badge or button at least 4.5:1 on its tint, hovered or not", () => {
    for (const [name, shades] of Object.entries(resolved.colors)) {
      const value = light[`--mantine-color-${name}-light-color`] ?? "";
      expect(value, `${name} has its own light text colour`).not.toBe("");
      const text = toRgba(value.startsWith("var(") ? shades[9] : value);
      for (const alpha of [0.1, 0.12]) {
        expect(contrast(text, tint(shades[6], alpha)), `${name} at ${alpha}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it("gives dimmed text (field descriptions) at least 4.5:1 on white and the pale grays it sits on", () => {
    expect(light["--mantine-color-dimmed"]).toBe(DIMMED_TEXT);
    for (const background of ["#ffffff", ...resolved.colors.gray.slice(0, 3)]) {
      expect(contrast(toRgba(DIMMED_TEXT), toRgba(background)), background).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("makes checkboxes and radios 24 px targets at least (Mantine's md box)", () => {
    const px: Record<string, number> = { xs: 16, sm: 20, md: 24, lg: 30, xl: 36 };
    for (const name of ["Checkbox", "Radio"]) {
      const size = String(resolved.components[name]?.defaultProps?.size ?? "sm");
      expect(px[size], name).toBeGreaterThanOrEqual(24);
    }
  });

  it("gives white text on every filled button or badge at least 4.5:1 (teal, green, orange… darkened)", () => {
    for (const [name, shades] of Object.entries(resolved.colors)) {
      const fill = light[`--mantine-color-${name}-filled`] ?? shades[8];
      expect(contrast(toRgba(fill), toRgba("#ffffff")), name).toBeGreaterThanOrEqual(4.5);
      const hover = light[`--mantine-color-${name}-filled-hover`] ?? shades[9];
      expect(contrast(toRgba(hover), toRgba("#ffffff")), `${name} hovered`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
