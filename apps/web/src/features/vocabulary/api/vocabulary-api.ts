import { sessionClassEndpoints } from "@edu/shared";
import {
  type CreateVocabCollect,
  vocabularyEndpoints as endpoints,
  type MyWordsFilter,
  type UpdateVocabCollect,
  type VocabRating,
} from "@edu/shared/vocabulary";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-client";

export const vocabKeys = {
  all: ["vocabulary"] as const,
  lists: ["vocabulary", "lists"] as const,
  listPage: (scope: string, page: number) => ["vocabulary", "lists", scope, page] as const,
  titles: (title?: string) => ["vocabulary", "lists", "titles", title ?? ""] as const,
  list: (id: number) => ["vocabulary", "lists", "one", id] as const,
  words: (id: number, page: number) => ["vocabulary", "words", id, page] as const,
  search: (q: string, page: number) => ["vocabulary", "search", q, page] as const,
  queue: (id: number) => ["vocabulary", "queue", id] as const,
  myWords: (filter: MyWordsFilter, page: number) => ["vocabulary", "mywords", filter, page] as const,
  mnemonics: (vocabId: number) => ["vocabulary", "mnemonics", vocabId] as const,
  classes: ["vocabulary", "classes"] as const,
  backLike: (vocabId: number) => ["vocabulary", "back-like", vocabId] as const,
};

const quiet = (signal: AbortSignal) => ({ signal, overlay: false });
export const PAGE_SIZE = 50;

/** The lists the reader may read (`mine`: own; `all`: own and shared), newest first. */
export const listsQuery = (scope: "mine" | "all", page = 1) =>
  queryOptions({
    queryKey: vocabKeys.listPage(scope, page),
    queryFn: ({ signal }) =>
      call(endpoints.listVocabCollects, { query: { scope, page, page_size: PAGE_SIZE } }, quiet(signal)),
    placeholderData: keepPreviousData,
  });

/** Lists by title (the spec's /flashcards/list/{title}): the server answers the reader's own first. */
export const titlesQuery = (title?: string) =>
  queryOptions({
    queryKey: vocabKeys.titles(title),
    queryFn: ({ signal }) =>
      call(endpoints.listVocabCollectTitles, { query: title === undefined ? {} : { title } }, quiet(signal)),
  });

export const listQuery = (id: number) =>
  queryOptions({
    queryKey: vocabKeys.list(id),
    queryFn: ({ signal }) => call(endpoints.getVocabCollect, { params: { id } }, quiet(signal)),
  });

export const wordsQuery = (id: number, page = 1) =>
  queryOptions({
    queryKey: vocabKeys.words(id, page),
    queryFn: ({ signal }) =>
      call(
        endpoints.listCollectVocabs,
        { query: { collect_id: id, page, page_size: PAGE_SIZE } },
        quiet(signal),
      ),
    placeholderData: keepPreviousData,
  });

/** The dictionary by a word's beginning (nothing asked for an empty box). */
export const searchQuery = (q: string, page = 1) =>
  queryOptions({
    queryKey: vocabKeys.search(q, page),
    queryFn: ({ signal }) => call(endpoints.listVocabs, { query: { q, page, page_size: 20 } }, quiet(signal)),
    enabled: q.trim() !== "",
    placeholderData: keepPreviousData,
  });

/** The memorize queue is read afresh each time: the server's clock decides what is due. */
export const queueQuery = (id: number) =>
  queryOptions({
    queryKey: vocabKeys.queue(id),
    queryFn: ({ signal }) =>
      call(endpoints.getVocabMemorizeQueue, { params: { id }, query: {} }, quiet(signal)),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export const myWordsQuery = (filter: MyWordsFilter, page = 1, pageSize = PAGE_SIZE) =>
  queryOptions({
    queryKey: [...vocabKeys.myWords(filter, page), pageSize],
    queryFn: ({ signal }) =>
      call(endpoints.listMyWords, { query: { filter, page, page_size: pageSize } }, quiet(signal)),
    placeholderData: keepPreviousData,
  });

export const mnemonicsQuery = (vocabId: number) =>
  queryOptions({
    queryKey: vocabKeys.mnemonics(vocabId),
    queryFn: ({ signal }) =>
      call(endpoints.listMnemonics, { query: { vocab_id: vocabId, page: 1, page_size: 100 } }, quiet(signal)),
  });

/** Whether the reader liked a word's back (the memorize queue's words do not say). */
export const backLikeQuery = (vocabId: number) =>
  queryOptions({
    queryKey: vocabKeys.backLike(vocabId),
    queryFn: ({ signal }) => call(endpoints.isVocabBackLikedByMe, { params: { id: vocabId } }, quiet(signal)),
  });

/** The reader's current classes, for sharing a list with one. */
export const myClassesQuery = () =>
  queryOptions({
    queryKey: vocabKeys.classes,
    queryFn: ({ signal }) =>
      call(
        sessionClassEndpoints.listSessionClasses,
        { query: { status: "current", page_size: 100 } },
        quiet(signal),
      ),
  });

/** One answer; a failure keeps the card on screen (the toast says why) so it can be answered again. */
export const recordAnswer = (body: {
  vocab_id: number;
  collect_id: number;
  rating: VocabRating;
  elapsed_ms: number;
}) => call(endpoints.recordVocabUsage, { body }, { overlay: false });

export const createList = (body: Partial<CreateVocabCollect> & { title: string }) =>
  call(endpoints.createVocabCollect, { body });
export const updateList = (id: number, body: UpdateVocabCollect) =>
  call(endpoints.updateVocabCollect, { params: { id }, body });
export const deleteList = (id: number) => call(endpoints.deleteVocabCollect, { params: { id } });
export const addWords = (id: number, vocabIds: number[]) =>
  call(endpoints.addVocabToCollect, { params: { id }, body: { vocab_ids: vocabIds } }, { overlay: false });
export const removeWord = (id: number, vocabId: number) =>
  call(endpoints.removeVocabFromCollect, { params: { id, vocabId } }, { overlay: false });

export const toggleBackLike = (vocabId: number) =>
  call(endpoints.toggleVocabBackLike, { params: { id: vocabId } }, { overlay: false });
export const toggleMnemonicLike = (id: number) =>
  call(endpoints.toggleMnemonicLike, { params: { id } }, { overlay: false });
export const createMnemonic = (body: { vocab_id: number; content: string; file_id: number | null }) =>
  call(endpoints.createMnemonic, { body });
export const updateMnemonic = (id: number, body: { content: string; file_id: number | null }) =>
  call(endpoints.updateMnemonic, { params: { id }, body });
export const deleteMnemonic = (id: number) => call(endpoints.deleteMnemonic, { params: { id } });
/** The server's own words (413, 415: the spec's messages) are shown beside the picker, not as a toast. */
export const uploadMedia = (file: File) =>
  call(endpoints.uploadMnemonicFile, { form: { file } }, { silent: true });
export const deleteMedia = (id: number) =>
  call(endpoints.deleteMnemonicFile, { query: { id } }, { overlay: false });
