import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { ListByTitle } from "../components/list-by-title";
import { MemorizeSession } from "../components/memorize-session";
import { VOCAB_HANDLE } from "../lib/handle";
import { vocabPaths } from "../lib/paths";

export const handle: RouteHandle = VOCAB_HANDLE;

/** /flashcards/memorize/{title}: memorizing a list found by its title. */
export default function FlashcardMemorizePage() {
  const { t } = useTranslation("vocabulary");
  const title = useParams().title ?? "";
  return (
    <ListByTitle title={title}>
      {(id) => (
        <MemorizeSession
          key={id}
          collectId={id}
          title={(listTitle) => t("memorize.metaTitle", { title: listTitle })}
          leaveTo={vocabPaths.listByTitle(title)}
        />
      )}
    </ListByTitle>
  );
}
