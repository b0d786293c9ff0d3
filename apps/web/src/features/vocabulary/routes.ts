import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

const page = (name: string) => `features/vocabulary/pages/${name}.tsx`;

/**
 * Vocabulary flashcards (spec 03 §2 Vocabulary, issue 34): the dictionary search, the lists to study (by title,
 * as the spec's addresses are), the reader's own lists (by ?id=: the spec's /myvocablists/* carry no
 * parameter) and "my words". Signed-in; the pages hide the site's header and footer (their handle).
 */
export const vocabularyRoutes: FeatureRoutes = {
  signedIn: [
    route("vocabs", page("vocabs-page")),
    route("flashcards", page("flashcards-page")),
    route("flashcards/list/:title", page("flashcard-list-page")),
    route("flashcards/memorize/:title", page("flashcard-memorize-page")),
    route("my-vocab-lists", page("my-lists-page")),
    route("myvocablists/startlist", page("my-list-start-page")),
    route("myvocablists/list", page("my-list-words-page")),
    route("myvocablists/memorize", page("my-list-memorize-page")),
    route("mywords", page("my-words-page")),
    route("mywords/list", page("my-words-list-page")),
  ],
};
