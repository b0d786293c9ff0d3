/**
 * People's names, one rule everywhere, server and web (spec: Chinese names family-name first): a name
 * written in CJK script reads family + given without a space (王 + 美玲 → 王美玲); any other reads
 * given + family with a space (Mei-Ling Wang). The script decides, not the interface language: a
 * Chinese page shows "John Smith" for John Smith, and an English page shows 王美玲 for 王美玲.
 */

/** Han, kana, Hangul and CJK symbols/compatibility forms. */
const CJK = /[\u2E80-\u2FFF\u3000-\u30FF\u3100-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF]/u;

export type NameParts = { first_name?: string | null; last_name?: string | null };

export function isCjkName(text: string): boolean {
  return CJK.test(text);
}

/** The full name as people of that script write it; "" when both parts are blank. */
export function formatName(parts: NameParts): string {
  const given = parts.first_name?.trim() ?? "";
  const family = parts.last_name?.trim() ?? "";
  if (!given || !family) return given || family;
  return isCjkName(given) || isCjkName(family) ? `${family}${given}` : `${given} ${family}`;
}

/** The full name, else the username (lists of accounts). */
export function displayName(person: NameParts & { username?: string | null }, fallback = "—"): string {
  return formatName(person) || person.username?.trim() || fallback;
}

/** Forms in Chinese ask for the family name first (姓, then 名). */
export function familyNameFirst(locale: string): boolean {
  return locale.toLowerCase().startsWith("zh");
}

/** Avatar letters: the family name's character for a CJK name (王), else the two initials (MW). */
export function initialsOf(parts: NameParts): string {
  const given = parts.first_name?.trim() ?? "";
  const family = parts.last_name?.trim() ?? "";
  if (isCjkName(given) || isCjkName(family)) return Array.from(family || given)[0] ?? "";
  return `${Array.from(given)[0] ?? ""}${Array.from(family)[0] ?? ""}`.toUpperCase();
}
