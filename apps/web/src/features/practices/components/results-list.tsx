import { Anchor, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataList, type ListPage, ListPagination } from "../../../components/data-list";
import { PageTitle } from "../../../components/page-title";
import { formatDateTime } from "../../../lib/format-date";
import { displayName, type NameParts } from "../../../lib/person-name";

/**
 * The submitted attempts at a practice or a full practice: student, when, score, and a link to each
 * result. `name` is the practice's (empty while it loads); `backTo` its edit page for editors, else its
 * start page.
 */
export function ResultsList<
  Row extends NameParts & { username?: string | null; submitted_at: string | null },
>({
  metaTitle,
  name,
  backTo,
  list,
  page,
  onPage,
  rowKey,
  score,
  resultPath,
}: {
  metaTitle: string;
  name: string;
  backTo: string;
  list: ListPage<Row>;
  page: number;
  onPage: (page: number) => void;
  rowKey: (row: Row) => number;
  score: (row: Row) => string;
  resultPath: (row: Row) => string;
}) {
  const { t } = useTranslation("practices");
  return (
    <Stack gap="md">
      <PageTitle title={metaTitle} />
      <div>
        <Anchor component={Link} to={backTo} size="sm">
          {t("results.back")}
        </Anchor>
        <Title order={1}>{t("results.title", { name })}</Title>
        <Text c="gray.7">{t("results.subtitle")}</Text>
      </div>
      <DataList
        items={list.data}
        label={t("results.title", { name })}
        rowKey={rowKey}
        empty={t("results.empty")}
        columns={[
          { key: "student", header: t("results.student"), cell: (row) => displayName(row), primary: true },
          {
            key: "submitted",
            header: t("results.submitted"),
            cell: (row) => formatDateTime(row.submitted_at),
          },
          { key: "score", header: t("results.score"), cell: score },
          {
            key: "open",
            header: t("results.open"),
            actions: true,
            cell: (row) => (
              <Anchor component={Link} to={resultPath(row)}>
                {t("results.view", { name: displayName(row) })}
              </Anchor>
            ),
          },
        ]}
      />
      <ListPagination list={list} page={page} onChange={onPage} />
    </Stack>
  );
}
