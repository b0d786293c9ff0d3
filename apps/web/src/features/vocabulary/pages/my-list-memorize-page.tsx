import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { NotFoundPage } from "../../../components/page-state";
import { MemorizeSession } from "../components/memorize-session";
import { VOCAB_HANDLE } from "../lib/handle";
import { idParam, vocabPaths } from "../lib/paths";

export const handle: RouteHandle = VOCAB_HANDLE;

/** /myvocablists/memorize?id=: memorizing one of the reader's lists. */
export default function MyListMemorizePage() {
  const { t } = useTranslation("vocabulary");
  const id = idParam(useSearchParams()[0].get("id"));
  if (!id) return <NotFoundPage />;
  return (
    <MemorizeSession
      key={id}
      collectId={id}
      title={(listTitle) => t("memorize.myMetaTitle", { title: listTitle })}
      leaveTo={vocabPaths.myListStart(id)}
    />
  );
}
