import type { PrivateLesson } from "@edu/shared/lessons";
import { Alert, Button, Card, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  createGreetMeeting,
  greetMeetingsQuery,
  lessonsKeys,
  sendGreetMeetingMail,
} from "../api/lessons-api";
import { greetMeetingPayload, newGreetMeetingValues } from "../lib/private-lesson-form";
import { MeetingRow } from "./private-lesson-greet-meeting-row";
import { MeetingFields } from "./private-lesson-meeting-fields";

/** The lesson's meet-and-greets; staff create them (the spec's default time) and mail them. */
export function GreetMeetingsPanel({ lesson, isStaff }: { lesson: PrivateLesson; isStaff: boolean }) {
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
