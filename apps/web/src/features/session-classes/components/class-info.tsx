import type { SessionClass } from "@edu/shared";
import { Anchor, Paper, SimpleGrid, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { personName } from "../api/session-classes-api";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text component="div" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

const range = (from: string | null, to: string | null) =>
  from || to ? `${from ?? "…"} – ${to ?? "…"}` : "—";

/** The info tab: everything about the class. */
export function ClassInfo({ sessionClass }: { sessionClass: SessionClass }) {
  const { t } = useTranslation("session-classes");
  const people = (list: SessionClass["teachers"]) => (list.length ? list.map(personName).join(", ") : "—");
  return (
    <Paper withBorder p="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Field label={t("fields.courseSession")}>
          {sessionClass.course_session.localized?.title ?? sessionClass.course_session.title}
        </Field>
        <Field label={t("fields.teachers")}>{people(sessionClass.teachers)}</Field>
        <Field label={t("fields.tas")}>{people(sessionClass.tas)}</Field>
        <Field label={t("fields.dates")}>{range(sessionClass.start_date, sessionClass.end_date)}</Field>
        <Field label={t("fields.schedule")}>{sessionClass.localized.schedule || "—"}</Field>
        <Field label={t("fields.time")}>
          {sessionClass.time_from || sessionClass.time_to
            ? `${range(sessionClass.time_from, sessionClass.time_to)} (${sessionClass.timezone})`
            : "—"}
        </Field>
        <Field label={t("fields.mode")}>{sessionClass.is_online ? t("online") : t("inPerson")}</Field>
        <Field label={t("fields.room")}>{sessionClass.room || "—"}</Field>
        <Field label={t("fields.address")}>{sessionClass.localized.address || "—"}</Field>
        <Field label={t("fields.onlineLink")}>
          {sessionClass.online_link ? (
            <Anchor href={sessionClass.online_link} target="_blank" rel="noopener noreferrer">
              {sessionClass.online_link}
            </Anchor>
          ) : (
            "—"
          )}
        </Field>
        <Field label={t("fields.students")}>
          {sessionClass.capacity === null
            ? sessionClass.student_count
            : t("studentsOfCapacity", { count: sessionClass.student_count, capacity: sessionClass.capacity })}
        </Field>
        {sessionClass.localized.notes && (
          <Field label={t("fields.notes")}>
            <span style={{ whiteSpace: "pre-line" }}>{sessionClass.localized.notes}</span>
          </Field>
        )}
      </SimpleGrid>
    </Paper>
  );
}
