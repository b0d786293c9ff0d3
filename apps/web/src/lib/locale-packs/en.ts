/**
 * Every namespace in en as one chunk (lib/i18n.ts loads it for signed-in people). Read as text (`?raw`),
 * these are modules of their own, so the per-namespace files public pages load stay as they are.
 */
const files = import.meta.glob<string>(
  ["../../app/locales/en.json", "../../features/*/locales/en.json", "../../components/*/locales/en.json"],
  { eager: true, import: "default", query: "?raw" },
);

export default Object.fromEntries(
  Object.entries(files).map(([path, text]) => [path, JSON.parse(text) as Record<string, unknown>]),
);
