import type { PrivateLesson } from "@edu/shared/lessons";
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RichTextView } from "../../../components/rich-text-editor";
import { formatMoneyOrDash } from "../../../lib/format-money";
import { displayName } from "../../../lib/person-name";
import { MissingLocalesBadges } from "../../content-admin";
import { durationText } from "../lib/format";
import { CounselingSwitch } from "./private-lesson-counseling-switch";
import { GreetMeetingsPanel } from "./private-lesson-greet-meetings-panel";
import { InvitationsPanel } from "./private-lesson-invitations-panel";

/**
 * The private lesson's detail: progress, students, teachers; for staff also invitations (invite,
 * reply states, re-mail) and meet-and-greets (list, create with the spec's default time, mail).
 */
export function LessonDetail({ lesson, isStaff }: { lesson: PrivateLesson; isStaff: boolean }) {
  const { t } = useTranslation("lessons");
  const privateType = lesson.type === 2 ? "custom-lessons" : "private-lessons";
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{lesson.localized.title}</Title>
          <Group gap="xs">
            <Badge variant="light">{t(`private.progress.${lesson.progress}`)}</Badge>
            {isStaff && <MissingLocalesBadges locales={lesson.missing_locales} />}
            <Text size="sm" c="gray.7">
              {lesson.is_online ? t("private.online") : t("private.inPerson")} ·{" "}
              {durationText(t, lesson.duration_hours, lesson.duration_minutes)}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs">
          {isStaff && (
            <Button component={Link} to={`/private/${privateType}/${lesson.class_id}/edit`} variant="light">
              {t("privateDetail.edit")}
            </Button>
          )}
          <Button
            component={Link}
            to={`/private/${privateType}/${lesson.class_id}/createLog`}
            variant="default"
          >
            {t("privateDetail.writeLog")}
          </Button>
          <Button
            component={Link}
            to={`/private/${privateType}/${lesson.class_id}/progress-report`}
            variant="default"
          >
            {t("privateDetail.progressReports")}
          </Button>
          {isStaff && (
            <Button
              component={Link}
              to={`/private/${privateType}/link-teacher/${lesson.class_id}`}
              variant="default"
            >
              {t("privateDetail.linkTeacher")}
            </Button>
          )}
          {isStaff && <CounselingSwitch classId={lesson.class_id} />}
        </Group>
      </Group>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Text size="sm">
            {t("privateDetail.subject")}:{" "}
            {[lesson.subject_type, lesson.subject].filter(Boolean).join(" · ") || "—"}
          </Text>
          <Text size="sm">
            {t("private.start")}:{" "}
            {lesson.started_at ? `${lesson.started_at.slice(0, 16)} (${lesson.timezone})` : "—"}
          </Text>
          <Text size="sm">
            {t("lessonForm.address")}: {lesson.address || "—"}
          </Text>
          <Text size="sm">
            {t("lessonForm.timeslots")}:{" "}
            {lesson.session_class_timeslots
              .map(
                (s) =>
                  `${s.from?.slice(0, 5) ?? "?"}–${s.to?.slice(0, 5) ?? "?"} ${s.times}/${t(`lessonForm.per.${s.per}`)}`,
              )
              .join(", ") || "—"}
          </Text>
        </SimpleGrid>
        {lesson.request_time_info && (
          <Text size="sm" mt="xs">
            {t("lessonForm.requestTimeInfo")}: {lesson.request_time_info}
          </Text>
        )}
        {lesson.request_content && (
          <Stack gap={2} mt="xs">
            <Text size="sm" fw={500}>
              {t("lessonForm.requestContent")}
            </Text>
            <RichTextView html={lesson.request_content} compact />
          </Stack>
        )}
        {lesson.teacher_note && (
          <Text size="sm" mt="xs">
            {t("lessonForm.teacherNote")}: {lesson.teacher_note}
          </Text>
        )}
        {isStaff && lesson.admin_note && (
          <Text size="sm" mt="xs">
            {t("lessonForm.adminNote")}: {lesson.admin_note}
          </Text>
        )}
      </Card>

      <Title order={2} size="h4">
        {t("lessonForm.students")}
      </Title>
      <Stack gap="xs">
        {lesson.lesson_requests.length === 0 && <Text c="gray.7">{t("lessonForm.noStudents")}</Text>}
        {lesson.lesson_requests.map((r) => (
          <Card key={r.student_user_id} withBorder p="sm">
            <Group justify="space-between">
              <Text fw={500}>{displayName(r.student)}</Text>
              <Text size="sm">
                {formatMoneyOrDash(r.fee, r.fee_currency ?? "TWD")}
                {r.online_fee !== null &&
                  ` · ${t("lessonForm.onlineFee")} ${formatMoneyOrDash(r.online_fee, r.online_fee_currency ?? "TWD")}`}
                {r.need_pay_first && ` · ${t("lessonForm.needPayFirst")}`}
              </Text>
            </Group>
          </Card>
        ))}
      </Stack>

      <Title order={2} size="h4">
        {t("lessonForm.teachers")}
      </Title>
      <Stack gap="xs">
        {lesson.teachers.length === 0 && <Text c="gray.7">{t("lessonForm.noTeachers")}</Text>}
        {lesson.teachers.map((tc) => (
          <Card key={tc.teacher_user_id} withBorder p="sm">
            <Group justify="space-between">
              <Text fw={500}>{displayName(tc.teacher)}</Text>
              <Text size="sm">
                {tc.salary !== null &&
                  `${formatMoneyOrDash(tc.salary, tc.salary_currency ?? "TWD")} ${t(`lessonForm.salaryUnit.${tc.salary_unit}`)}`}
              </Text>
            </Group>
          </Card>
        ))}
      </Stack>

      {isStaff && <InvitationsPanel lesson={lesson} />}
      <GreetMeetingsPanel lesson={lesson} isStaff={isStaff} />
    </Stack>
  );
}
