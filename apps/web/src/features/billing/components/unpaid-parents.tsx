import { Anchor, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AdminList, type DataListColumn, useListControls } from "../../../components/data-list";
import { formatName } from "../../../lib/person-name";
import { type UnpaidParent, unpaidParentsQuery } from "../api/billing-api";

/** /bill/create/enrollment: parents whose children have unbilled enrollments or lessons; one opens the form. */
export function UnpaidParents() {
  const { t } = useTranslation("billing");
  const controls = useListControls();
  const list = useQuery(unpaidParentsQuery(controls.page, controls.q));
  const columns: DataListColumn<UnpaidParent>[] = [
    {
      key: "parent",
      header: t("list.parent"),
      primary: true,
      cell: (row) => (
        <Anchor component={Link} to={`/bill/create?parent=${row.parent.id}`}>
          {formatName(row.parent) || `#${row.parent.id}`}
        </Anchor>
      ),
    },
    {
      key: "students",
      header: t("form.students"),
      cell: (row) => row.students.map((student) => formatName(student)).join(", "),
    },
    {
      key: "counts",
      header: t("form.items"),
      cell: (row) => (
        <Text size="sm">
          {t("unpaid.counts", { enrollments: row.enrollment_count, lessons: row.lesson_log_count })}
        </Text>
      ),
    },
  ];
  return (
    <AdminList
      query={list}
      {...controls.bind(t("unpaid.search"))}
      columns={columns}
      rowKey={(row) => row.parent.id}
      label={t("unpaid.title")}
      empty={<Text>{t("unpaid.empty")}</Text>}
    />
  );
}
