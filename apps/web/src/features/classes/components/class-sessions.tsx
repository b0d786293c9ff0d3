import type { EnrollmentCourseSession } from "@edu/shared/courses";
import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format-date";
import { formatMoney } from "../../../lib/format-money";
import { useLocale } from "../../../lib/use-locale";
import { openSessionsQuery } from "../api/courses-api";

/**
 * The enrollment form's field for the chosen classes (spec §3 "chosen classes"): Enroll opens
 * /enroll?course_session_ids=12 and the form starts with that class ticked.
 */
export const enrollHref = (sessionId: number) => `/enroll?course_session_ids=${sessionId}`;

function dates(session: EnrollmentCourseSession): string | null {
  if (!session.start_date) return null;
  return session.end_date && session.end_date !== session.start_date
    ? `${formatDate(session.start_date)} – ${formatDate(session.end_date)}`
    : formatDate(session.start_date);
}

function schedule(session: EnrollmentCourseSession): string | null {
  const hours = session.time_from && session.time_to ? `${session.time_from}–${session.time_to}` : null;
  return [session.localized.date.trim(), hours].filter(Boolean).join(" ") || null;
}

/** One open session: the same title as in the enrollment form, its dates, place, schedule, seats and fee. */
function SessionCard({ session }: { session: EnrollmentCourseSession }) {
  const { t } = useTranslation("classes");
  const where = session.is_online
    ? t("course.online")
    : session.localized.city.trim() || t("course.inPerson");
  const full = session.seats_left === 0;
  const rows: Array<[string, string | null]> = [
    [t("course.dates"), dates(session)],
    [t("course.city"), where],
    [t("course.schedule"), schedule(session)],
    [
      t("course.fee"),
      session.fee === null ? null : formatMoney(session.fee, session.currency, { distinct: true }),
    ],
  ];
  return (
    <Card withBorder padding="lg" component="article" data-testid="class-session">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4" data-testid="class-session-title">
            {session.localized.title}
          </Title>
          {session.seats_left !== null && (
            <Badge
              color={full ? "gray" : "teal"}
              // The light variant's own text colour is below 4.5:1 on its tint (axe color-contrast), and
              // teal.9 was still short of it on the section's grey: dark text on the tint.
              c="dark.8"
              variant="light"
              data-testid="class-session-seats"
            >
              {full ? t("course.full") : t("course.seatsLeft", { count: session.seats_left })}
            </Badge>
          )}
        </Group>
        <Stack gap={4} component="dl" m={0}>
          {rows
            .filter((row): row is [string, string] => row[1] !== null)
            .map(([label, value]) => (
              <Group key={label} gap="xs" wrap="nowrap" align="baseline">
                <Text component="dt" size="sm" c="gray.7" miw={72}>
                  {label}
                </Text>
                <Text component="dd" size="sm" m={0}>
                  {value}
                </Text>
              </Group>
            ))}
        </Stack>
        <Button
          component={Link}
          to={enrollHref(session.id)}
          mt="auto"
          variant={full ? "default" : "filled"}
          aria-label={t("course.enrollIn", { title: session.localized.title })}
          data-testid="class-session-enroll"
        >
          {t("course.enroll")}
        </Button>
      </Stack>
    </Card>
  );
}

/** The course's open sessions (course-sessions-for-enrollment), each with Enroll carrying it into /enroll. */
export function ClassSessions({ courseId }: { courseId: number }) {
  const { t } = useTranslation("classes");
  const locale = useLocale();
  const open = useQuery(openSessionsQuery(locale));
  const sessions = (open.data?.groups ?? [])
    .flatMap((group) => group.sessions)
    .filter((session) => session.course_id === courseId);
  return (
    <Stack gap="md" mt="xl" data-testid="class-sessions">
      <Title order={2} size="h3">
        {t("course.sessionsTitle")}
      </Title>
      {open.isPending ? (
        <Skeleton h={160} radius="md" />
      ) : sessions.length === 0 ? (
        <Text c="gray.7">{t("course.sessionsNone")}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {sessions.map((session) => (
            <SessionCard key={session.id} session={session} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
