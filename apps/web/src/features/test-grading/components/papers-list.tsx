import type { testPaperListSchema } from "@edu/shared/test-assignments";
import { Anchor, Badge, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { z } from "zod";
import { DataList, type DataListColumn } from "../../../components/data-list";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../lib/localized";
import { gradingPaths } from "../lib/paths";

type Paper = z.infer<typeof testPaperListSchema>["data"][number];
type Row = Paper & { name: string };

/** Published papers with their length and a link to assign each (GET test-papers). */
export function PapersList({ papers, label }: { papers: Paper[]; label: string }) {
  const { t } = useTranslation("test-grading");
  const locale = useLocale();
  const rows: Row[] = papers.map((paper) => ({ ...paper, name: localized(paper.title, locale) }));
  const columns: DataListColumn<Row>[] = [
    {
      key: "title",
      header: t("papers.title_col"),
      primary: true,
      cell: (row) => (
        <>
          {row.name}{" "}
          {row.is_public === 1 && (
            <Badge variant="filled" color="teal.9" size="sm">
              {t("papers.public")}
            </Badge>
          )}
        </>
      ),
    },
    { key: "type", header: t("common.type"), cell: (row) => row.test_type },
    { key: "sections", header: t("papers.sections"), cell: (row) => row.sections },
    { key: "items", header: t("papers.items"), cell: (row) => row.items },
    {
      key: "length",
      header: t("papers.length"),
      cell: (row) =>
        row.minutes === null ? t("common.untimed") : t("common.minutes", { count: row.minutes }),
    },
    {
      key: "assign",
      header: t("papers.assign"),
      actions: true,
      cell: (row) => (
        <Anchor
          component={Link}
          to={gradingPaths.setTest({ form: row.id })}
          aria-label={t("papers.assignLabel", { title: row.name })}
        >
          {t("papers.assign")}
        </Anchor>
      ),
    },
  ];
  return (
    <DataList
      items={rows}
      columns={columns}
      rowKey={(row) => row.id}
      label={label}
      empty={<Text>{t("papers.empty")}</Text>}
    />
  );
}
