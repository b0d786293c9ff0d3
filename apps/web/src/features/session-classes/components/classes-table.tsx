import type { SessionClass } from "@edu/shared";
import { Anchor, Badge, Button, Group, Table } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDeleteButtons } from "../../../components/confirm-delete-buttons";
import { personName } from "../api/session-classes-api";

/** Deleting from the list (admins): the row asking to confirm, and the call in flight. */
export type ClassDeletion = {
  confirmId: number | null;
  pending: boolean;
  ask: (id: number | null) => void;
  confirm: (id: number) => void;
};

/**
 * Classes as rows; an ended class opens read-only under /old-session-classes. With `deletion`, each row
 * has a two-click delete (the server refuses a class with students).
 */
export function ClassesTable({
  classes,
  canEdit,
  deletion,
}: {
  classes: SessionClass[];
  canEdit: boolean;
  deletion?: ClassDeletion;
}) {
  const { t } = useTranslation("session-classes");
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="sm" data-testid="classes-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("fields.name")}</Table.Th>
            <Table.Th>{t("fields.courseSession")}</Table.Th>
            <Table.Th>{t("fields.teachers")}</Table.Th>
            <Table.Th>{t("fields.schedule")}</Table.Th>
            <Table.Th>{t("fields.dates")}</Table.Th>
            <Table.Th>{t("fields.students")}</Table.Th>
            {canEdit && <Table.Th>{t("actions")}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {classes.map((cls) => (
            <Table.Tr key={cls.id}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Anchor
                    component={Link}
                    to={cls.is_ended ? `/old-session-classes/${cls.id}` : `/session-classes/${cls.id}`}
                  >
                    {cls.name}
                  </Anchor>
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
                </Group>
              </Table.Td>
              <Table.Td>{cls.course_session.title}</Table.Td>
              <Table.Td>{cls.teachers.map(personName).join(", ") || "—"}</Table.Td>
              <Table.Td>{cls.schedule || "—"}</Table.Td>
              <Table.Td>
                {cls.start_date || cls.end_date ? `${cls.start_date ?? "…"} – ${cls.end_date ?? "…"}` : "—"}
              </Table.Td>
              <Table.Td>{cls.student_count}</Table.Td>
              {canEdit && (
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      component={Link}
                      to={`/session-classes/${cls.id}/edit`}
                      aria-label={t("editNamed", { name: cls.name })}
                    >
                      {t("edit")}
                    </Button>
                    {deletion && (
                      <ConfirmDeleteButtons
                        confirming={deletion.confirmId === cls.id}
                        pending={deletion.pending}
                        onAsk={() => deletion.ask(cls.id)}
                        onCancel={() => deletion.ask(null)}
                        onConfirm={() => deletion.confirm(cls.id)}
                        labels={{ delete: t("delete"), confirm: t("confirmDelete"), cancel: t("cancel") }}
                        deleteAriaLabel={t("deleteNamed", { name: cls.name })}
                      />
                    )}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
