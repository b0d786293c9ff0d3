/**
 * A LIKE / ILIKE pattern for the values that contain `text` as typed: its `%`, `_` and `\` match themselves
 * (PostgreSQL's default escape character is the backslash), so a search for "50%" or "a_b" is not a wildcard.
 */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
