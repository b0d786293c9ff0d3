import { vocabularyEndpoints } from "@edu/shared/vocabulary";
import { defineProbes, EMPTY_BODY } from "../../../test/permissions/probe-kit";

/**
 * Lists are read by whoever their sharing admits and written by their owner; cards, likes and mnemonics
 * are the caller's own. Calls on one row are sent with an id that fails validation (422) once the caller
 * is let in, so the demo lists and cards other probes read stay as they are; who may do what is tested in
 * vocab-collects.test.ts and mnemonics.test.ts.
 */
const NOT_AN_ID = 0;
const byId = (path: string) => () => ({ url: path.replace(":id", String(NOT_AN_ID)) });
/** A form without the file: refused after the access check, nothing stored. */
const NO_FILE = () => ({ multipart: [{ name: "note", value: "no file" }] });

export const vocabularyProbes = defineProbes(vocabularyEndpoints, {
  listVocabCollects: { allowed: 200 },
  createVocabCollect: { allowed: 422, request: () => EMPTY_BODY },
  listVocabCollectTitles: { allowed: 200 },
  getVocabCollect: { allowed: 422, request: byId("/api/vocab-collects/:id") },
  updateVocabCollect: {
    allowed: 422,
    request: () => ({ url: `/api/vocab-collects/${NOT_AN_ID}`, body: {} }),
  },
  deleteVocabCollect: { allowed: 422, request: byId("/api/vocab-collects/:id") },
  addVocabToCollect: {
    allowed: 422,
    request: () => ({ url: `/api/vocab-collects/${NOT_AN_ID}/vocab`, body: {} }),
  },
  removeVocabFromCollect: {
    allowed: 422,
    request: () => ({ url: `/api/vocab-collects/${NOT_AN_ID}/vocab/1` }),
  },
  getVocabMemorizeQueue: { allowed: 422, request: byId("/api/vocab-collects/:id/memorize") },
  listVocabs: { allowed: 200, request: () => ({ url: "/api/vocabs?q=aba&page_size=5" }) },
  listCollectVocabs: { allowed: 422 },
  recordVocabUsage: { allowed: 422, request: () => EMPTY_BODY },
  listMyWords: { allowed: 200 },
  isVocabBackLikedByMe: { allowed: 422, request: byId("/api/vocab-back/:id/is-liked-by-me") },
  toggleVocabBackLike: { allowed: 422, request: byId("/api/vocab-back/:id/toggle-like") },
  listMnemonics: { allowed: 422 },
  createMnemonic: { allowed: 422, request: () => EMPTY_BODY },
  updateMnemonic: { allowed: 422, request: () => ({ url: `/api/mnemonic/${NOT_AN_ID}`, body: {} }) },
  deleteMnemonic: { allowed: 422, request: byId("/api/mnemonic/:id") },
  toggleMnemonicLike: { allowed: 422, request: byId("/api/mnemonic/:id/toggle-like") },
  uploadMnemonicFile: { allowed: 422, request: NO_FILE },
  deleteMnemonicFile: { allowed: 422 },
  getClassVocabProgress: { allowed: 422, request: () => ({ url: `/api/vocab-progress/${NOT_AN_ID}` }) },
});
