import { type Profile, updateStudentSurveySchema } from "@edu/shared";
import { Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useUnsavedChangesGuard } from "../../../app/guards/use-unsaved-changes-guard";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { type ProfileTarget, profileKeys, updateSurvey } from "../api/profile-api";
import { answerText, SURVEY_ANSWER_MAX, SURVEY_QUESTIONS, type SurveyQuestion } from "../lib/survey";

type Values = Record<SurveyQuestion, string>;
type Props = { profile: Profile; target: ProfileTarget; opened: boolean; onClose: () => void };

/** The student survey (admin, the student, or their parent); the answers replace the stored ones. */
export function SurveyFormModal({ profile, target, opened, onClose }: Props) {
  const { t } = useTranslation("profile");
  const queryClient = useQueryClient();
  const stored = profile.student?.survey ?? {};
  const toPayload = (values: Values) => {
    // Keep answers to questions this form does not ask (the call replaces the whole survey).
    const survey: Record<string, unknown> = { ...stored };
    for (const question of SURVEY_QUESTIONS) {
      const answer = values[question].trim();
      if (answer) survey[question] = answer;
      else delete survey[question];
    }
    return { survey };
  };
  const form = useForm<Values>({
    initialValues: Object.fromEntries(
      SURVEY_QUESTIONS.map((question) => [question, answerText(stored[question])]),
    ) as Values,
    validate: (values) => {
      const errors = zodFormValidator(updateStudentSurveySchema, toPayload)(values);
      return Object.fromEntries(
        Object.entries(errors).map(([path, message]) => [path.replace(/^survey\./, ""), message]),
      );
    },
  });
  useUnsavedChangesGuard(opened && form.isDirty());
  const save = useMutation({
    // The form validated the answers with this schema before submitting; parsing types them for the call.
    mutationFn: (payload: ReturnType<typeof toPayload>) =>
      updateSurvey(profile.user.id, updateStudentSurveySchema.parse(payload).survey),
    onSuccess: (next: Profile) => {
      queryClient.setQueryData(
        target.kind === "own" ? profileKeys.own : profileKeys.byId(target.userId),
        next,
      );
      form.resetDirty();
      notifications.show({ color: "teal", message: t("saved") });
      onClose();
    },
    onError: (error) => {
      if (!isApiError(error) || !error.errors) return;
      const errors = serverFieldErrors(error.errors);
      form.setErrors(
        Object.fromEntries(Object.entries(errors).map(([path, m]) => [path.replace(/^survey\./, ""), m])),
      );
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t("survey.edit")} size="lg">
      <form onSubmit={form.onSubmit((values) => save.mutate(toPayload(values)))} noValidate>
        <Stack gap="sm">
          {SURVEY_QUESTIONS.map((question) => (
            <Textarea
              key={question}
              label={t(`survey.questions.${question}`)}
              autosize
              minRows={2}
              maxLength={SURVEY_ANSWER_MAX}
              {...form.getInputProps(question)}
            />
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t("save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
