import { GREET_MEETING_DEFAULTS, type PrivateLesson } from "@edu/shared/lessons";
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RichTextView } from "../../../components/rich-text-editor";
import { isApiError } from "../../../lib/api-client";
import { formatMoneyOrDash } from "../../../lib/format-money";
import { displayName } from "../../../lib/person-name";
import {
  createGreetMeeting,
  greetMeetingsQuery,
  inviteTeachers,
  lessonsKeys,
  sendGreetMeetingMail,
  sendInvitationMail,
} from "../api/lessons-api";
import { durationText } from "../lib/format";
import { greetMeetingPayload, newGreetMeetingValues, timezoneOptions } from "../lib/private-lesson-form";
import { LessonPersonPicker } from "./lesson-person-picker";

/** An invitation offers the class terms when the teacher already has them (else the server's 0 TWD). */
function invitationTerms(teacherId: number, lesson: PrivateLesson) {
  const terms = lesson.teachers.find((tc) => tc.teacher_user_id === teacherId);
  if (!terms || terms.salary === null || terms.salary_currency === null)
    return { teacher_user_id: teacherId };
  return {
    teacher_user_id: teacherId,
    salary: terms.salary,
    currency: terms.salary_currency,
    online_salary: terms.online_salary,
    online_currency: terms.online_salary === null ? null : terms.online_salary_currency,
  };
}

const REPLY_COLORS = { no_reply: "gray", accepted: "teal", rejected: "red" } as const;

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
          <Title order={1}>{lesson.title}</Title>
          <Group gap="xs">
            <Badge variant="light">{t(`private.progress.${lesson.progress}`)}</Badge>
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

      {isStaff && <Invitations lesson={lesson} />}
      <GreetMeetings lesson={lesson} isStaff={isStaff} />
    </Stack>
  );
}

function Invitations({ lesson }: { lesson: PrivateLesson }) {
  const { t } = useTranslation("lessons");
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<{ id: number; name: string }[]>([]);
  const [sendMail, setSendMail] = useState(true);
  const refresh = () => queryClient.invalidateQueries({ queryKey: lessonsKeys.all });
  const invite = useMutation({
    mutationFn: () =>
      inviteTeachers({
        class_id: lesson.class_id,
        teachers: picked.map((p) => invitationTerms(p.id, lesson)),
        send_mail: sendMail,
      }),
    onSuccess: async () => {
      setPicked([]);
      notifications.show({ color: "teal", message: t("privateDetail.invited") });
      await refresh();
    },
  });
  const remail = useMutation({
    mutationFn: (id: number) => sendInvitationMail(id),
    onSuccess: async () => {
      notifications.show({ color: "teal", message: t("privateDetail.mailSent") });
      await refresh();
    },
  });
  const invited = new Set(lesson.class_teacher_invitations.map((i) => i.teacher_user_id));
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t("privateDetail.invitations")}
      </Title>
      {lesson.class_teacher_invitations.length === 0 && (
        <Text c="gray.7">{t("privateDetail.noInvitations")}</Text>
      )}
      {lesson.class_teacher_invitations.map((inv) => (
        <Card key={inv.id} withBorder p="sm" data-testid="invitation-row">
          <Group justify="space-between" gap="xs">
            <Stack gap={0}>
              <Text fw={500}>{displayName(inv.teacher)}</Text>
              <Text size="xs" c="gray.7">
                {formatMoneyOrDash(inv.salary, inv.currency)}
                {inv.mailed_at ? ` · ${t("privateDetail.mailedAt", { at: inv.mailed_at.slice(0, 10) })}` : ""}
              </Text>
            </Stack>
            <Group gap="xs">
              <Badge color={REPLY_COLORS[inv.replied_status_key]} variant="light">
                {t(`privateDetail.reply.${inv.replied_status_key}`)}
              </Badge>
              <Button
                size="xs"
                variant="subtle"
                loading={remail.isPending}
                onClick={() => remail.mutate(inv.id)}
              >
                {t("privateDetail.sendMail")}
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
      <Card withBorder p="sm">
        <Stack gap="xs">
          <LessonPersonPicker
            label={t("privateDetail.inviteTeacher")}
            userRole="teacher"
            exclude={[...invited, ...picked.map((p) => p.id)]}
            onPick={(person) => setPicked((prev) => [...prev, { id: person.id, name: displayName(person) }])}
          />
          {picked.length > 0 && (
            <Group gap="xs">
              {picked.map((p) => (
                <Badge
                  key={p.id}
                  variant="outline"
                  style={{ cursor: "pointer" }}
                  onClick={() => setPicked((prev) => prev.filter((x) => x.id !== p.id))}
                >
                  {p.name} ×
                </Badge>
              ))}
            </Group>
          )}
          <Checkbox
            label={t("privateDetail.sendInvitationMail")}
            checked={sendMail}
            onChange={(e) => setSendMail(e.currentTarget.checked)}
          />
          {invite.isError && (
            <Alert color="red">
              {isApiError(invite.error) ? invite.error.message : t("privateDetail.failed")}
            </Alert>
          )}
          <Button
            w="fit-content"
            disabled={picked.length === 0}
            loading={invite.isPending}
            onClick={() => invite.mutate()}
          >
            {t("privateDetail.invite")}
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}

function GreetMeetings({ lesson, isStaff }: { lesson: PrivateLesson; isStaff: boolean }) {
  const { t } = useTranslation("lessons");
  const queryClient = useQueryClient();
  const meetings = useQuery(greetMeetingsQuery(lesson.class_id));
  const [values, setValues] = useState(() => newGreetMeetingValues());
  const refresh = () => queryClient.invalidateQueries({ queryKey: lessonsKeys.all });
  const create = useMutation({
    mutationFn: () => createGreetMeeting(greetMeetingPayload(values, lesson)),
    onSuccess: async () => {
      notifications.show({ color: "teal", message: t("privateDetail.meetingCreated") });
      setValues(newGreetMeetingValues());
      await refresh();
    },
  });
  const mail = useMutation({
    mutationFn: () =>
      sendGreetMeetingMail({
        session_class_id: lesson.class_id,
        selected_mailing_teachers: lesson.teachers.map((tc) => tc.teacher_user_id),
        mail_to_teachers: true,
        mail_to_students: true,
        mail_to_parents: true,
      }),
    onSuccess: (result) =>
      notifications.show({ color: "teal", message: t("privateDetail.mailsQueued", { count: result.mails }) }),
  });
  const list = meetings.data?.data ?? [];
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t("privateDetail.greetMeetings")}
      </Title>
      {meetings.error && <Alert color="red">{meetings.error.message}</Alert>}
      {meetings.data && list.length === 0 && <Text c="gray.7">{t("privateDetail.noMeetings")}</Text>}
      {list.map((m) => (
        <Card key={m.id} withBorder p="sm" data-testid="greet-meeting-row">
          <Text fw={500}>
            {m.started_at_local
              ? `${m.started_at_local.slice(0, 16)} (${m.timezone})`
              : t("privateDetail.undecided")}
            {` · ${t("privateDetail.minutes", { count: m.duration_minutes })}`}
          </Text>
          <Text size="sm" c="gray.7">
            {m.teachers.map((p) => displayName(p)).join(", ") || "—"} · {m.address || "—"}
            {m.mailed_at ? ` · ${t("privateDetail.mailedAt", { at: m.mailed_at.slice(0, 10) })}` : ""}
          </Text>
        </Card>
      ))}
      {isStaff && (
        <>
          <Button
            w="fit-content"
            variant="light"
            disabled={list.length === 0}
            loading={mail.isPending}
            onClick={() => mail.mutate()}
          >
            {t("privateDetail.mailMeetings")}
          </Button>
          {mail.isError && <Alert color="red">{mail.error.message}</Alert>}
          <Card withBorder p="sm">
            <Stack gap="xs">
              <Text fw={500}>{t("privateDetail.newMeeting")}</Text>
              <Checkbox
                label={t("privateDetail.decided")}
                checked={values.is_decided}
                onChange={(e) => setValues({ ...values, is_decided: e.currentTarget.checked })}
              />
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
                <TextInput
                  type="date"
                  label={t("lessonForm.startedDate")}
                  disabled={!values.is_decided}
                  value={values.date}
                  onChange={(e) => setValues({ ...values, date: e.currentTarget.value })}
                />
                <TextInput
                  type="time"
                  label={t("lessonForm.startedTime")}
                  disabled={!values.is_decided}
                  value={values.time}
                  onChange={(e) => setValues({ ...values, time: e.currentTarget.value })}
                />
                <NumberInput
                  label={t("privateDetail.duration")}
                  min={5}
                  max={240}
                  step={5}
                  value={values.duration_minutes}
                  onChange={(n) => setValues({ ...values, duration_minutes: Number(n) || 0 })}
                />
              </SimpleGrid>
              <Select
                label={t("fields.timezone")}
                data={timezoneOptions(values.timezone)}
                value={values.timezone}
                searchable
                allowDeselect={false}
                onChange={(z) => setValues({ ...values, timezone: z ?? GREET_MEETING_DEFAULTS.timezone })}
              />
              <Checkbox
                label={t("privateDetail.sameAddress")}
                checked={values.is_same_address}
                onChange={(e) => setValues({ ...values, is_same_address: e.currentTarget.checked })}
              />
              {!values.is_same_address && (
                <TextInput
                  label={t("lessonForm.address")}
                  value={values.address}
                  onChange={(e) => setValues({ ...values, address: e.currentTarget.value })}
                />
              )}
              {create.isError && <Alert color="red">{create.error.message}</Alert>}
              <Button w="fit-content" loading={create.isPending} onClick={() => create.mutate()}>
                {t("privateDetail.createMeeting")}
              </Button>
            </Stack>
          </Card>
        </>
      )}
    </Stack>
  );
}
