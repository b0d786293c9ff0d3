import type { ModuleManifest } from "../../module-manifest";
import { demoVocabularySeed } from "./demo-vocabulary.seed";
import { mnemonicMediaGrant } from "./mnemonic-media";
import { mnemonicsRoutes } from "./mnemonics.routes";
import { vocabularyRoutes } from "./vocabulary.routes";

/** Vocabulary flashcards: words, lists, FSRS cards and review logs, mnemonics with likes (issue 34). */
export const vocabularyModule: ModuleManifest = {
  name: "vocabulary",
  routes: [vocabularyRoutes, mnemonicsRoutes],
  demoSeeds: [demoVocabularySeed],
  contributes: { fileReadGrants: [mnemonicMediaGrant] },
};
