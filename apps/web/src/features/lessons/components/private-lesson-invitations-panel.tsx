import type { PrivateLesson } from "@edu/shared/lessons";
import { Alert, Badge, Button, Card, Checkbox, Group, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { displayName } from "../../../lib/person-name";
import { inviteTeachers, lessonsKeys, sendInvitationMail } from "../api/lessons-api";
import { LessonPersonPicker } from "./lesson-person-picker";
import { InvitationRow } from "./private-lesson-invitation-row";

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

/** Staff's invitations of teachers to the lesson: who was invited, how they replied, invite more. */
export function InvitationsPanel({ lesson }: { lesson: PrivateLesson }) {
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
