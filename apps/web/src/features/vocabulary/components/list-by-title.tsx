import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { titlesQuery } from "../api/vocabulary-api";

/**
 * The list a /flashcards/…/{title} address names: the server answers the lists so titled that the reader may
 * read, the reader's own first; none is "not found".
 */
export function ListByTitle({ title, children }: { title: string; children: (id: number) => ReactNode }) {
  const found = useQuery(titlesQuery(title));
  if (found.isPending) return <PageLoader />;
  if (found.isError) return <LoadErrorPage error={found.error} onRetry={() => void found.refetch()} />;
  const list = found.data.data[0];
  return list ? children(list.id) : <NotFoundPage />;
}
