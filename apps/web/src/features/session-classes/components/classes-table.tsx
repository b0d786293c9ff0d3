import type { SessionClass } from "@edu/shared";
import { Anchor, Badge, Button, Group } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DataListColumn } from "../../../components/data-list";
import { MissingLocalesBadges } from "../../content-admin";
import { personName } from "../api/session-classes-api";

const dates = (cls: SessionClass) =>
  cls.start_date || cls.end_date ? `${cls.start_date ?? "…"} – ${cls.end_date ?? "…"}` : "—";

/** "Ended" and "Online" beside a class's name. */
export function ClassStateBadges({ cls }: { cls: Pick<SessionClass, "is_ended" | "is_online"> }) {
  const { t } = useTranslation("session-classes");
  return (
    <>
      {cls.is_ended && (
        <Badge color="gray" variant="outline" c="gray.9">
          {t("ended")}
        </Badge>
      )}
      {cls.is_online && (
        <Badge color="blue" variant="outline" c="blue.9">
          {t("online")}
        </Badge>
      )}
    </>
  );
}

/**
 * The columns of a class list; an ended class opens read-only under /old-session-classes. With
 * `canEdit` each class has an edit button, and `deleteButton` (admins) a two-click delete (the server
 * refuses a class with students).
 */
export function useClassColumns({
  canEdit,
  deleteButton,
}: {
  canEdit: boolean;
  deleteButton?: (cls: SessionClass) => ReactNode;
}): DataListColumn<SessionClass>[] {
  const { t } = useTranslation("session-classes");
  const columns: DataListColumn<SessionClass>[] = [
    {
      key: "name",
      header: t("fields.name"),
      primary: true,
      cell: (cls) => (
        <Group gap={6}>
          <Anchor
            component={Link}
            to={cls.is_ended ? `/old-session-classes/${cls.id}` : `/session-classes/${cls.id}`}
          >
            {cls.localized.name}
          </Anchor>
          <ClassStateBadges cls={cls} />
        </Group>
      ),
      csv: (cls) => cls.localized.name,
    },
    {
      key: "course_session",
      header: t("fields.courseSession"),
      cell: (cls) => cls.course_session.localized?.title ?? cls.course_session.title,
      csv: (cls) => cls.course_session.localized?.title ?? cls.course_session.title,
    },
    {
      key: "teachers",
      header: t("fields.teachers"),
      cell: (cls) => cls.teachers.map(personName).join(", ") || "—",
      csv: (cls) => cls.teachers.map(personName).join(", "),
    },
    {
      key: "schedule",
      header: t("fields.schedule"),
      cell: (cls) => cls.localized.schedule || "—",
      csv: (cls) => cls.localized.schedule,
    },
    { key: "dates", header: t("fields.dates"), cell: dates, csv: dates },
    {
      key: "students",
      header: t("fields.students"),
      cell: (cls) => cls.student_count,
      csv: (cls) => cls.student_count,
    },
  ];
  if (!canEdit) return columns;
  return [
    ...columns,
    {
      key: "translations",
      header: t("fields.translations"),
      cell: (cls) => <MissingLocalesBadges locales={cls.missing_locales} />,
      csv: (cls) => cls.missing_locales.join(" "),
    },
    {
      key: "actions",
      header: t("actions"),
      actions: true,
      cell: (cls) => (
        <>
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={`/session-classes/${cls.id}/edit`}
            aria-label={t("editNamed", { name: cls.name })}
          >
            {t("edit")}
          </Button>
          {deleteButton?.(cls)}
        </>
      ),
    },
  ];
}
