/**
 * The vocabulary screens (spec 03 §2 Vocabulary). The shared lists are addressed by title, as the spec's
 * routes are; the reader's own lists by `?id=` (the spec's /myvocablists/* routes carry no parameter).
 */
export const vocabPaths = {
  search: "/vocabs",
  flashcards: "/flashcards",
  listByTitle: (title: string) => `/flashcards/list/${encodeURIComponent(title)}`,
  memorizeByTitle: (title: string) => `/flashcards/memorize/${encodeURIComponent(title)}`,
  myLists: "/my-vocab-lists",
  myListStart: (id: number) => `/myvocablists/startlist?id=${id}`,
  myListWords: (id: number) => `/myvocablists/list?id=${id}`,
  myListMemorize: (id: number) => `/myvocablists/memorize?id=${id}`,
  myWords: "/mywords",
  myWordsList: (filter: string) => `/mywords/list?filter=${filter}`,
};

/** A positive whole id from a query parameter, else undefined. */
export function idParam(value: string | null): number | undefined {
  if (!value || !/^[1-9]\d{0,14}$/.test(value)) return undefined;
  return Number(value);
}
