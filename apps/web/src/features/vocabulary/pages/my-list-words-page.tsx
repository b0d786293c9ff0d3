import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { NotFoundPage } from "../../../components/page-state";
import { ListWords } from "../components/list-words";
import { VOCAB_HANDLE } from "../lib/handle";
import { idParam, vocabPaths } from "../lib/paths";

export const handle: RouteHandle = VOCAB_HANDLE;

/** /myvocablists/list?id=: the words of one of the reader's lists, to add and take out. */
export default function MyListWordsPage() {
  const { t } = useTranslation("vocabulary");
  const id = idParam(useSearchParams()[0].get("id"));
  if (!id) return <NotFoundPage />;
  return (
    <ListWords
      key={id}
      id={id}
      title={(list) => t("listWords.myMetaTitle", { title: list.title })}
      memorizeTo={(list) => vocabPaths.myListStart(list.id)}
    />
  );
}
