/** Mantine's default description grey is under 4.5:1 on white; this one passes (WCAG AA). */
export const DESCRIPTION_STYLES = { description: { color: "var(--mantine-color-gray-7)" } } as const;
