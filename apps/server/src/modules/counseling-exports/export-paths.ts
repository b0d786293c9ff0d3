/**
 * Reading and writing the lists an export rule names inside a profile's data (plain JSON): a list path's
 * `[]` segments are expanded over every entry, so `education.high_schools[].attend_dates` gives one
 * concrete list per high school, each with the path a cut reports (`education.high_schools[1].attend_dates`).
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export type FoundList = {
  path: string;
  entries: Json[];
  /** Replaces the list in the data. */
  set(entries: Json[]): void;
};

/** Every concrete list `pattern` names in `data` (lists that are absent or not arrays are skipped). */
export function findLists(data: JsonObject, pattern: string): FoundList[] {
  const segments = pattern.split(".");
  const found: FoundList[] = [];
  const walk = (node: JsonObject, index: number, prefix: string) => {
    const segment = segments[index] ?? "";
    const each = segment.endsWith("[]");
    const key = each ? segment.slice(0, -2) : segment;
    const value = node[key];
    const path = prefix ? `${prefix}.${key}` : key;
    if (index === segments.length - 1) {
      if (Array.isArray(value))
        found.push({
          path,
          entries: value,
          set: (entries) => {
            node[key] = entries;
          },
        });
      return;
    }
    if (each) {
      if (!Array.isArray(value)) return;
      value.forEach((entry, position) => {
        if (isObject(entry)) walk(entry, index + 1, `${path}[${position}]`);
      });
    } else if (isObject(value)) walk(value, index + 1, path);
  };
  walk(data, 0, "");
  return found;
}

/** The object at a dotted path (`profile.address`), or undefined. */
export function findObject(data: JsonObject, path: string): JsonObject | undefined {
  let node: Json | undefined = data;
  for (const key of path.split(".")) node = isObject(node) ? node[key] : undefined;
  return isObject(node) ? node : undefined;
}

/** The value at a dotted path, or undefined. */
export function valueAt(data: JsonObject, path: string): Json | undefined {
  let node: Json | undefined = data;
  for (const key of path.split(".")) node = isObject(node) ? node[key] : undefined;
  return node;
}
