import type { TFunction } from "i18next";

/** A translated array (`returnObjects`), or an empty list when the key is missing. */
export function readList<T = string>(t: TFunction, key: string): T[] {
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? (value as T[]) : [];
}
