/**
 * Every namespace in zh-CN as one chunk (lib/i18n.ts loads it for signed-in people). Read as text (`?raw`),
 * these are modules of their own, so the per-namespace files public pages load stay as they are.
 */
const files = import.meta.glob<string>(
  [
    "../../app/locales/zh-CN.json",
    "../../features/*/locales/zh-CN.json",
    "../../components/*/locales/zh-CN.json",
  ],
  { eager: true, import: "default", query: "?raw" },
);

export default Object.fromEntries(
  Object.entries(files).map(([path, text]) => [path, JSON.parse(text) as Record<string, unknown>]),
);
