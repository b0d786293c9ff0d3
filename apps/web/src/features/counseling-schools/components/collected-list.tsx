import {
  COLLECTED_SCHOOL_TYPES,
  type CollectedSchool,
  type CollectedSchoolType,
  SCHOOL_CATEGORIES,
  type SchoolCategory,
} from "@edu/shared/counseling-schools";
import { Anchor, Button, Chip, Group, Stack, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataList, type DataListColumn } from "../../../components/data-list";
import { removeSchool, schoolListKeys } from "../api/counseling-schools-api";
import { collectedPath } from "../lib/paths";
import { Deadlines, SchoolName } from "./school-cells";

/** Why nothing shows: an empty list, no school of the chosen list type, or none in the chosen category. */
function emptyText(items: readonly CollectedSchool[], type: CollectedSchoolType | "all") {
  if (items.length === 0) return "list.empty" as const;
  if (type !== "all" && !items.some((item) => item.type === type)) return "list.emptyType" as const;
  return "list.emptyCategory" as const;
}

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

/** One choice of many as chips: they wrap at 375 px where a segmented control of five or six would scroll sideways. */
function ChipFilter<T extends string>({
  label,
  value,
  options,
  text,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  text: (option: T) => string;
  onChange: (value: T) => void;
}) {
  return (
    <Chip.Group multiple={false} value={value} onChange={(next) => onChange(next as T)}>
      <Group gap="xs" role="radiogroup" aria-label={label}>
        {options.map((option) => (
          <Chip key={option} value={option} type="radio" size="sm">
            {text(option)}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}

/**
 * A student's collected schools: a table on desktop, cards on a phone, filtered by list type (opening at
 * `initialType`, the viewer's counseling schools type) and category. Removing is offered only where the
 * server says the caller may edit (parents read).
 */
export function CollectedList({
  items,
  base,
  search,
  initialType = "all",
}: {
  items: readonly CollectedSchool[];
  base: string;
  search: string;
  initialType?: CollectedSchoolType | "all";
}) {
  const { t } = useTranslation("counseling-schools");
  const [type, setType] = useState<CollectedSchoolType | "all">(initialType);
  const [category, setCategory] = useState<SchoolCategory | "all">("all");
  const shown = items.filter(
    (item) => (type === "all" || item.type === type) && (category === "all" || item.category === category),
  );
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
      <ChipFilter
        label={t("list.typeFilter")}
        value={type}
        options={["all", ...COLLECTED_SCHOOL_TYPES] as const}
        text={(option) => t(`schoolsType.${option}`)}
        onChange={setType}
      />
      <ChipFilter
        label={t("list.filter")}
        value={category}
        options={["all", ...SCHOOL_CATEGORIES] as const}
        text={(option) => t(`category.${option}`)}
        onChange={setCategory}
      />
      <DataList
        items={shown}
        columns={columns}
        rowKey={(item) => item.id}
        label={t("list.label")}
        testId="collected-list"
        empty={<Text>{t(emptyText(items, type))}</Text>}
        minWidth={760}
      />
    </Stack>
  );
}
