import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { ListByTitle } from "../components/list-by-title";
import { ListWords } from "../components/list-words";
import { VOCAB_HANDLE } from "../lib/handle";
import { vocabPaths } from "../lib/paths";

export const handle: RouteHandle = VOCAB_HANDLE;

/** /flashcards/list/{title}: a list's words, found by its title. */
export default function FlashcardListPage() {
  const { t } = useTranslation("vocabulary");
  const title = useParams().title ?? "";
  return (
    <ListByTitle title={title}>
      {(id) => (
        <ListWords
          key={id}
          id={id}
          title={(list) => t("listWords.metaTitle", { title: list.title })}
          memorizeTo={(list) => vocabPaths.memorizeByTitle(list.title)}
        />
      )}
    </ListByTitle>
  );
}
