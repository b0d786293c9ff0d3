import {
  GREET_MEETING_DEFAULTS,
  type GreetMeeting,
  type PrivateLesson,
  type TeacherInvitation,
} from "@edu/shared/lessons";
import {
  Alert,
  Anchor,
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
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DateField } from "../../../components/date-field/date-field";
import { RichTextView } from "../../../components/rich-text-editor";
import { isApiError } from "../../../lib/api-client";
import { formatMoneyOrDash, minorToInput, parseMoneyInput } from "../../../lib/format-money";
import { displayName } from "../../../lib/person-name";
import { MissingLocalesBadges } from "../../content-admin";
import {
  changeToCounseling,
  createGreetMeeting,
  deleteGreetMeeting,
  deleteInvitation,
  greetMeetingsQuery,
  inviteTeachers,
  lessonsKeys,
  sendGreetMeetingMail,
  sendInvitationMail,
  setInvitationReply,
  updateGreetMeeting,
  updateInvitation,
} from "../api/lessons-api";
import { durationText } from "../lib/format";
import { repliedStatusOf } from "../lib/invitation-reply";
import {
  type GreetMeetingFormValues,
  greetMeetingPayload,
  newGreetMeetingValues,
  timezoneOptions,
} from "../lib/private-lesson-form";
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
        <InvitationRow
          key={inv.id}
          invitation={inv}
          onRemail={() => remail.mutate(inv.id)}
          remailing={remail.isPending}
          onChanged={refresh}
        />
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
        <MeetingRow key={m.id} meeting={m} lesson={lesson} isStaff={isStaff} onChanged={refresh} />
      ))}
      {isStaff && (
        <>
          {/* A long label (English) wraps inside a phone's width instead of widening the page. */}
          <Button
            w="fit-content"
            maw="100%"
            h="auto"
            mih={36}
            py={6}
            styles={{ label: { whiteSpace: "normal", textAlign: "center" } }}
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
              <MeetingFields values={values} onChange={setValues} />
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

/** The meet-and-greet's time and place (new and edited meetings). */
function MeetingFields({
  values,
  onChange,
}: {
  values: GreetMeetingFormValues;
  onChange: (values: GreetMeetingFormValues) => void;
}) {
  const { t } = useTranslation("lessons");
  return (
    <>
      <Checkbox
        label={t("privateDetail.decided")}
        checked={values.is_decided}
        onChange={(e) => onChange({ ...values, is_decided: e.currentTarget.checked })}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <DateField
          label={t("lessonForm.startedDate")}
          disabled={!values.is_decided}
          value={values.date}
          onChange={(date) => onChange({ ...values, date })}
        />
        <TextInput
          type="time"
          label={t("lessonForm.startedTime")}
          disabled={!values.is_decided}
          value={values.time}
          onChange={(e) => onChange({ ...values, time: e.currentTarget.value })}
        />
        <NumberInput
          label={t("privateDetail.duration")}
          min={5}
          max={240}
          step={5}
          value={values.duration_minutes}
          onChange={(n) => onChange({ ...values, duration_minutes: Number(n) || 0 })}
        />
      </SimpleGrid>
      <Select
        label={t("fields.timezone")}
        data={timezoneOptions(values.timezone)}
        value={values.timezone}
        searchable
        allowDeselect={false}
        onChange={(z) => onChange({ ...values, timezone: z ?? GREET_MEETING_DEFAULTS.timezone })}
      />
      <Checkbox
        label={t("privateDetail.sameAddress")}
        checked={values.is_same_address}
        onChange={(e) => onChange({ ...values, is_same_address: e.currentTarget.checked })}
      />
      {!values.is_same_address && (
        <TextInput
          label={t("lessonForm.address")}
          value={values.address}
          onChange={(e) => onChange({ ...values, address: e.currentTarget.value })}
        />
      )}
    </>
  );
}

function valuesFromMeeting(m: GreetMeeting): GreetMeetingFormValues {
  const local = m.started_at_local;
  return {
    ...newGreetMeetingValues(),
    is_decided: local !== null,
    date: local ? local.slice(0, 10) : newGreetMeetingValues().date,
    time: local ? local.slice(11, 16) : GREET_MEETING_DEFAULTS.time,
    timezone: m.timezone,
    is_same_address: m.is_same_address,
    address: m.is_same_address ? "" : m.address,
    duration_minutes: m.duration_minutes,
  };
}

/** One meet-and-greet; staff edit its time and place (PATCH) or delete it (two clicks). */
function MeetingRow({
  meeting: m,
  lesson,
  isStaff,
  onChanged,
}: {
  meeting: GreetMeeting;
  lesson: PrivateLesson;
  isStaff: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation("lessons");
  const [editing, setEditing] = useState<GreetMeetingFormValues | null>(null);
  const [confirming, setConfirming] = useState(false);
  const save = useMutation({
    mutationFn: (values: GreetMeetingFormValues) => {
      const { session_class_id: _classId, ...body } = greetMeetingPayload(values, {
        class_id: lesson.class_id,
        teachers: m.teacher_user_ids.map((id) => ({ teacher_user_id: id })),
      });
      return updateGreetMeeting(m.id, body);
    },
    onSuccess: async () => {
      setEditing(null);
      notifications.show({ color: "teal", message: t("privateDetail.meetingSaved") });
      await onChanged();
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteGreetMeeting(m.id),
    onSuccess: async () => {
      notifications.show({ color: "teal", message: t("privateDetail.meetingDeleted") });
      await onChanged();
    },
  });
  const when = m.started_at_local
    ? `${m.started_at_local.slice(0, 16)} (${m.timezone})`
    : t("privateDetail.undecided");
  return (
    <Card withBorder p="sm" data-testid="greet-meeting-row">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={0}>
          <Text fw={500}>
            {when}
            {` · ${t("privateDetail.minutes", { count: m.duration_minutes })}`}
          </Text>
          <Text size="sm" c="gray.7">
            {m.teachers.map((p) => displayName(p)).join(", ") || "—"} · {m.address || "—"}
            {m.mailed_at ? ` · ${t("privateDetail.mailedAt", { at: m.mailed_at.slice(0, 10) })}` : ""}
          </Text>
        </Stack>
        {isStaff && editing === null && (
          <Group gap="xs">
            <Button
              size="xs"
              variant="subtle"
              aria-label={t("privateDetail.editMeetingOf", { when })}
              onClick={() => setEditing(valuesFromMeeting(m))}
            >
              {t("edit")}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              aria-label={
                confirming
                  ? t("privateDetail.confirmDeleteMeetingOf", { when })
                  : t("privateDetail.deleteMeetingOf", { when })
              }
              loading={remove.isPending}
              onClick={() => (confirming ? remove.mutate() : setConfirming(true))}
              onBlur={() => setConfirming(false)}
            >
              {confirming ? t("confirmDelete") : t("delete")}
            </Button>
          </Group>
        )}
      </Group>
      {editing && (
        <Stack gap="xs" mt="sm">
          <MeetingFields values={editing} onChange={setEditing} />
          {save.isError && <Alert color="red">{save.error.message}</Alert>}
          <Group gap="xs">
            <Button size="xs" loading={save.isPending} onClick={() => save.mutate(editing)}>
              {t("privateDetail.saveMeeting")}
            </Button>
            <Button size="xs" variant="default" onClick={() => setEditing(null)}>
              {t("cancel")}
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}

const REPLY_OPTIONS = [
  { value: "0", key: "no_reply" },
  { value: "1", key: "accepted" },
  { value: "2", key: "rejected" },
] as const;

/**
 * One invitation: reply state, re-mail; staff edit notes and salary (PATCH teacher-invitation first,
 * then the reply, as the spec orders it) and delete it (two clicks; its mailed links stop working).
 */
function InvitationRow({
  invitation: inv,
  onRemail,
  remailing,
  onChanged,
}: {
  invitation: TeacherInvitation;
  onRemail: () => void;
  remailing: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation("lessons");
  const name = displayName(inv.teacher);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [salary, setSalary] = useState(minorToInput(inv.salary, inv.currency));
  const [notes, setNotes] = useState(inv.notes);
  const [reply, setReply] = useState(String(inv.replied_status));
  const save = useMutation({
    mutationFn: async () => {
      const minor = parseMoneyInput(salary, inv.currency);
      if (minor === null || Number.isNaN(minor)) throw new Error(t("privateDetail.badSalary"));
      await updateInvitation({ id: inv.id, salary: minor, notes });
      if (Number(reply) !== inv.replied_status)
        await setInvitationReply(inv.encrypted_id, repliedStatusOf(reply));
    },
    onSuccess: async () => {
      setEditing(false);
      notifications.show({ color: "teal", message: t("privateDetail.invitationSaved") });
      await onChanged();
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteInvitation(inv.id),
    onSuccess: async () => {
      notifications.show({ color: "teal", message: t("privateDetail.invitationDeleted") });
      await onChanged();
    },
  });
  return (
    <Card withBorder p="sm" data-testid="invitation-row">
      <Group justify="space-between" gap="xs">
        <Stack gap={0}>
          <Anchor component={Link} to={`/private/private-lessons/invitation/${inv.id}`} fw={500}>
            {name}
          </Anchor>
          <Text size="xs" c="gray.7">
            {formatMoneyOrDash(inv.salary, inv.currency)}
            {inv.mailed_at ? ` · ${t("privateDetail.mailedAt", { at: inv.mailed_at.slice(0, 10) })}` : ""}
            {inv.notes ? ` · ${inv.notes}` : ""}
          </Text>
        </Stack>
        <Group gap="xs">
          <Badge color={REPLY_COLORS[inv.replied_status_key]} variant="light">
            {t(`privateDetail.reply.${inv.replied_status_key}`)}
          </Badge>
          <Button size="xs" variant="subtle" loading={remailing} onClick={onRemail}>
            {t("privateDetail.sendMail")}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            aria-label={t("privateDetail.editInvitationOf", { name })}
            onClick={() => setEditing((open) => !open)}
          >
            {t("edit")}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            aria-label={
              confirming
                ? t("privateDetail.confirmDeleteInvitationOf", { name })
                : t("privateDetail.deleteInvitationOf", { name })
            }
            loading={remove.isPending}
            onClick={() => (confirming ? remove.mutate() : setConfirming(true))}
            onBlur={() => setConfirming(false)}
          >
            {confirming ? t("confirmDelete") : t("delete")}
          </Button>
        </Group>
      </Group>
      {editing && (
        <Stack gap="xs" mt="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <TextInput
              label={`${t("lessonForm.salary")} (${inv.currency})`}
              inputMode="decimal"
              value={salary}
              onChange={(e) => setSalary(e.currentTarget.value)}
            />
            <Select
              label={t("privateDetail.replyLabel")}
              data={REPLY_OPTIONS.map((o) => ({ value: o.value, label: t(`privateDetail.reply.${o.key}`) }))}
              value={reply}
              allowDeselect={false}
              onChange={(value) => value && setReply(value)}
            />
          </SimpleGrid>
          <Textarea
            label={t("privateDetail.invitationNotes")}
            value={notes}
            autosize
            minRows={2}
            onChange={(e) => setNotes(e.currentTarget.value)}
          />
          {save.isError && <Alert color="red">{save.error.message}</Alert>}
          <Group gap="xs">
            <Button size="xs" loading={save.isPending} onClick={() => save.mutate()}>
              {t("privateDetail.saveInvitation")}
            </Button>
            <Button size="xs" variant="default" onClick={() => setEditing(false)}>
              {t("cancel")}
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}

/** PATCH change-private-lesson-to-counseling/{id}, after a confirming second click. */
function CounselingSwitch({ classId }: { classId: number }) {
  const { t } = useTranslation("lessons");
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const change = useMutation({
    mutationFn: () => changeToCounseling(classId, 3),
    onSuccess: async () => {
      setConfirming(false);
      notifications.show({ color: "teal", message: t("privateDetail.counselingDone") });
      await queryClient.invalidateQueries({ queryKey: lessonsKeys.all });
    },
  });
  return (
    <Button
      variant={confirming ? "filled" : "default"}
      color={confirming ? "orange" : undefined}
      loading={change.isPending}
      onClick={() => (confirming ? change.mutate() : setConfirming(true))}
      onBlur={() => setConfirming(false)}
    >
      {confirming ? t("privateDetail.confirmCounseling") : t("privateDetail.toCounseling")}
    </Button>
  );
}
