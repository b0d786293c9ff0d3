import type { CourseProgressEntry, ProgressTicket } from "@edu/shared";
import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ScrollTable } from "../../../components/scroll-table";
import { formatDate } from "../../../lib/format-date";
import { formatName } from "../../../lib/person-name";
import { ProgressStageTrack } from "./progress-stage-track";

const PAYMENT_COLORS: Record<string, string> = {
  paid: "teal",
  unpaid: "grape",
  unknown: "gray",
  cancelled: "red",
};
const CLASS_STATUS_COLORS: Record<string, string> = { upcoming: "blue", running: "teal", ended: "gray" };

const span = (from: string | null, to: string | null) => (from || to ? `${from ?? "…"} – ${to ?? "…"}` : "—");
const nameOf = (p: { first_name: string; last_name: string; username: string }) =>
  formatName(p) || p.username;

/** One course session of a student's progress: its stage, enrollments and class tickets with placement. */
export function CourseProgressCard({
  entry,
  canOpenSession,
  canOpenClass,
}: {
  entry: CourseProgressEntry;
  canOpenSession: boolean;
  canOpenClass: (ticket: ProgressTicket) => boolean;
}) {
  const { t } = useTranslation("courses");
  const s = entry.course_session;
  const headingId = `progress-session-${s.id}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId} data-testid="progress-session">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h3" id={headingId}>
              {canOpenSession ? (
                <Anchor component={Link} to={`/course-sessions/${s.id}/detail`} inherit>
                  {s.localized.title}
                </Anchor>
              ) : (
                s.localized.title
              )}
            </Title>
            <Text size="sm" c="gray.7">
              {[
                s.course?.title,
                t(`types.${s.type}`),
                s.is_online ? t("session.online") : s.localized.city,
                s.start_date || s.end_date ? span(s.start_date, s.end_date) : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </Text>
          </Stack>
        </Group>
        <ProgressStageTrack
          stage={entry.stage}
          label={t("progress.stageTrack", { title: s.localized.title })}
        />

        <Title order={3} size="h5">
          {t("progress.enrollments")}
        </Title>
        {entry.enrollments.length === 0 ? (
          <Text size="sm">{t("progress.noEnrollments")}</Text>
        ) : (
          <ScrollTable minWidth={480} label={t("progress.enrollments")}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("myCourses.enrolledOn")}</Table.Th>
                  <Table.Th>{t("myCourses.type")}</Table.Th>
                  <Table.Th>{t("myCourses.status")}</Table.Th>
                  <Table.Th>{t("myCourses.payment")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entry.enrollments.map((enrollment) => (
                  <Table.Tr key={enrollment.id}>
                    <Table.Td>{formatDate(enrollment.created_at)}</Table.Td>
                    <Table.Td>{t(`types.${enrollment.type}`)}</Table.Td>
                    <Table.Td>{t(`enrollmentStatus.${enrollment.status}`)}</Table.Td>
                    <Table.Td>
                      <Badge
                        color={PAYMENT_COLORS[enrollment.payment_status] ?? "gray"}
                        variant="outline"
                        c={`${PAYMENT_COLORS[enrollment.payment_status] ?? "gray"}.9`}
                      >
                        {t(`paymentStatus.${enrollment.payment_status}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}

        <Title order={3} size="h5">
          {t("progress.classes")}
        </Title>
        {entry.tickets.length === 0 ? (
          <Text size="sm">{t("progress.noTickets")}</Text>
        ) : (
          <ScrollTable minWidth={760} label={t("progress.classes")}>
            <Table verticalSpacing="xs" data-testid="progress-tickets">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("progress.class")}</Table.Th>
                  <Table.Th>{t("progress.teachers")}</Table.Th>
                  <Table.Th>{t("progress.classDates")}</Table.Th>
                  <Table.Th>{t("progress.classTime")}</Table.Th>
                  <Table.Th>{t("progress.placementDate")}</Table.Th>
                  <Table.Th>{t("progress.address")}</Table.Th>
                  <Table.Th>{t("progress.classroom")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entry.tickets.map((ticket) => {
                  const cls = ticket.session_class;
                  return (
                    <Table.Tr key={ticket.id}>
                      <Table.Td>
                        {cls ? (
                          <Stack gap={4} align="flex-start">
                            {canOpenClass(ticket) ? (
                              <Anchor
                                component={Link}
                                to={
                                  cls.status === "ended"
                                    ? `/old-session-classes/${cls.id}`
                                    : `/session-classes/${cls.id}`
                                }
                              >
                                {cls.localized.name}
                              </Anchor>
                            ) : (
                              cls.localized.name
                            )}
                            <Badge
                              variant="outline"
                              color={CLASS_STATUS_COLORS[cls.status]}
                              c={`${CLASS_STATUS_COLORS[cls.status]}.9`}
                            >
                              {t(`progress.classStatus.${cls.status}`)}
                            </Badge>
                          </Stack>
                        ) : (
                          <Stack gap={4} align="flex-start">
                            <Text size="sm">{t("progress.waiting")}</Text>
                            <Badge
                              variant="outline"
                              color={ticket.is_paid ? "teal" : "grape"}
                              c={ticket.is_paid ? "teal.9" : "grape.9"}
                            >
                              {ticket.is_paid ? t("paymentStatus.paid") : t("paymentStatus.unpaid")}
                            </Badge>
                          </Stack>
                        )}
                      </Table.Td>
                      <Table.Td>{cls?.teachers.map(nameOf).join(", ") || "—"}</Table.Td>
                      <Table.Td>{cls ? span(cls.start_date, cls.end_date) : "—"}</Table.Td>
                      <Table.Td>
                        {cls?.localized.schedule ||
                          (cls?.time_from || cls?.time_to ? span(cls.time_from, cls.time_to) : "—")}
                      </Table.Td>
                      <Table.Td>
                        {ticket.date || ticket.time
                          ? [ticket.date, ticket.time].filter(Boolean).join(" ")
                          : "—"}
                      </Table.Td>
                      <Table.Td>
                        {cls?.is_online
                          ? t("session.online")
                          : ticket.address || cls?.localized.address || "—"}
                      </Table.Td>
                      <Table.Td>
                        {[ticket.classroom || cls?.room, ticket.study_room].filter(Boolean).join(" / ") ||
                          "—"}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </Stack>
    </Paper>
  );
}
