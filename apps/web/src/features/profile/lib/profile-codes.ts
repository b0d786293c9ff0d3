/**
 * Answers stored as codes (registration and the student form): shown as labels in the interface
 * language, never as the code (語言偏好 en → 英文, 得知管道 friend → 朋友介紹). Older free-text
 * answers that are not a known code are shown as written.
 */
export const LANGUAGE_PREFERENCES = ["zh-TW", "zh-CN", "en"] as const;
export const HEARD_FROM = ["friend", "school", "search", "social", "event", "ad", "other"] as const;

type T = (key: string, options: { defaultValue: string }) => string;

/** The label of a stored code, or the stored text itself; null when empty. */
export function codeLabel(t: T, group: "languages" | "heardFrom", value: string | null | undefined) {
  const text = value?.trim();
  if (!text) return null;
  return t(`${group}.${text}`, { defaultValue: text });
}

/** Select options for a code list, keeping a stored answer that is not one of the codes. */
export function codeOptions(
  t: T,
  group: "languages" | "heardFrom",
  codes: readonly string[],
  current: string | null | undefined,
) {
  const options = codes.map((code) => ({
    value: code,
    label: t(`${group}.${code}`, { defaultValue: code }),
  }));
  const text = current?.trim();
  return text && !codes.includes(text) ? [...options, { value: text, label: text }] : options;
}
