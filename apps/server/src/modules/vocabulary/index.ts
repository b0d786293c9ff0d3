export { vocabularyModule } from "./vocabulary.manifest";
export {
  vocabBackLikes,
  vocabCards,
  vocabCollectItems,
  vocabCollects,
  vocabMnemonicLikes,
  vocabMnemonics,
  vocabReviewLogs,
  vocabs,
} from "./vocabulary.table";
