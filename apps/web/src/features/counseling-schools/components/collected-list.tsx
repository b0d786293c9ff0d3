import { type CollectedSchool, SCHOOL_CATEGORIES, type SchoolCategory } from "@edu/shared/counseling-schools";
import { Anchor, Button, Chip, Group, Stack, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataList, type DataListColumn } from "../../../components/data-list";
import { removeSchool, schoolListKeys } from "../api/counseling-schools-api";
import { collectedPath } from "../lib/paths";
import { Deadlines, SchoolName } from "./school-cells";

/** Removing asks twice: the first click turns the button into "Confirm removal". */
function RemoveButton({ school }: { school: CollectedSchool }) {
  const { t } = useTranslation("counseling-schools");
  const client = useQueryClient();
  const [armed, setArmed] = useState(false);
  const remove = useMutation({
    mutationFn: () => removeSchool(school.id),
    onSuccess: () => client.invalidateQueries({ queryKey: schoolListKeys.all }),
  });
  return (
    <Group gap="xs">
      <Button
        size="compact-sm"
        color="red"
        variant={armed ? "filled" : "light"}
        loading={remove.isPending}
        aria-label={t(armed ? "list.confirmRemove" : "list.remove", { name: school.school.name })}
        onClick={() => (armed ? remove.mutate() : setArmed(true))}
      >
        {t(armed ? "list.confirmRemoveShort" : "list.removeShort")}
      </Button>
      {armed && !remove.isPending && (
        <Button size="compact-sm" variant="default" onClick={() => setArmed(false)}>
          {t("list.cancel")}
        </Button>
      )}
      {remove.isError && (
        <Text size="sm" c="red.8" role="alert">
          {remove.error.message}
        </Text>
      )}
    </Group>
  );
}

/**
 * A student's collected schools: a table on desktop, cards on a phone, filtered by category. Removing is
 * offered only where the server says the caller may edit (parents read).
 */
export function CollectedList({
  items,
  base,
  search,
}: {
  items: readonly CollectedSchool[];
  base: string;
  search: string;
}) {
  const { t } = useTranslation("counseling-schools");
  const [category, setCategory] = useState<SchoolCategory | "all">("all");
  const shown = category === "all" ? items : items.filter((item) => item.category === category);
  const editable = items.some((item) => item.can_edit === 1);
  const columns: DataListColumn<CollectedSchool>[] = [
    {
      key: "school",
      header: t("list.school"),
      primary: true,
      cell: (item) => (
        <Anchor component={Link} to={`${collectedPath(base, item.id)}${search}`} underline="hover">
          <SchoolName name={item.school.name} nameEn={item.school.name_en} />
        </Anchor>
      ),
    },
    { key: "category", header: t("list.category"), cell: (item) => t(`category.${item.category}`) },
    {
      key: "plan",
      header: t("list.plan"),
      cell: (item) => (item.decision_plan ? t(`plan.${item.decision_plan}`) : t("plan.none")),
    },
    { key: "deadline", header: t("list.deadline"), cell: (item) => <Deadlines school={item} /> },
    {
      key: "status",
      header: t("list.status"),
      cell: (item) => (item.application_status ? t(`status.${item.application_status}`) : "—"),
    },
    {
      key: "result",
      header: t("list.result"),
      cell: (item) => (item.admissions_result ? t(`result.${item.admissions_result}`) : "—"),
    },
  ];
  if (editable)
    columns.push({
      key: "actions",
      header: t("list.actions"),
      actions: true,
      cell: (item) => (item.can_edit === 1 ? <RemoveButton school={item} /> : null),
    });
  return (
    <Stack gap="sm">
      {/* Chips wrap at 375 px where a segmented control of six would scroll sideways. */}
      <Chip.Group
        multiple={false}
        value={category}
        onChange={(value) => setCategory(value as SchoolCategory | "all")}
      >
        <Group gap="xs" role="radiogroup" aria-label={t("list.filter")}>
          {(["all", ...SCHOOL_CATEGORIES] as const).map((value) => (
            <Chip key={value} value={value} type="radio" size="sm">
              {t(`category.${value}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <DataList
        items={shown}
        columns={columns}
        rowKey={(item) => item.id}
        label={t("list.label")}
        testId="collected-list"
        empty={<Text>{t(category === "all" ? "list.empty" : "list.emptyCategory")}</Text>}
        minWidth={760}
      />
    </Stack>
  );
}
