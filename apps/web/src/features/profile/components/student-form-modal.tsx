import {
  adminUpdateStudentProfileSchema,
  GRADE_LEVELS,
  type GradeLevel,
  type Profile,
  STUDENT_ACCOUNT_TYPES,
  updateStudentProfileSchema,
} from "@edu/shared";
import { Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { useUnsavedChangesGuard } from "../../../app/guards/use-unsaved-changes-guard";
import { zodFormValidator } from "../../../lib/form-errors";
import type { ProfileTarget } from "../api/profile-api";
import { codeOptions, HEARD_FROM, LANGUAGE_PREFERENCES } from "../lib/profile-codes";
import { rowsToScores, type ScoreRow, scoreRowErrors, scoresToRows } from "../lib/test-scores";
import { ScoresEditor } from "./scores-editor";
import { orNull, useProfileSave } from "./use-profile-save";

type Values = {
  school: string;
  grade_level: GradeLevel | null;
  account_type: (typeof STUDENT_ACCOUNT_TYPES)[number] | null;
  test_scores: ScoreRow[];
  classes_taken: string;
  comments: string;
  language_preference: string;
  heard_from: string;
  referral: string;
  notes: string;
};

type Props = { profile: Profile; target: ProfileTarget; opened: boolean; onClose: () => void };

export function StudentFormModal({ profile, target, opened, onClose }: Props) {
  const { t } = useTranslation("profile");
  const admin = target.kind === "admin";
  const student = profile.student;
  const toPayload = (values: Values) => ({
    school: values.school.trim(),
    grade_level: values.grade_level,
    account_type: values.account_type,
    test_scores: rowsToScores(values.test_scores),
    classes_taken: orNull(values.classes_taken),
    comments: orNull(values.comments),
    language_preference: orNull(values.language_preference),
    heard_from: orNull(values.heard_from),
    referral: orNull(values.referral),
    ...(admin ? { notes: orNull(values.notes) } : {}),
  });
  const form = useForm<Values>({
    initialValues: {
      school: student?.school ?? "",
      // Stored as text; the form's schema refuses a value outside the list before it is sent.
      grade_level: (student?.grade_level ?? null) as GradeLevel | null,
      account_type: student?.account_type ?? null,
      test_scores: scoresToRows(student?.test_scores ?? {}),
      classes_taken: student?.classes_taken ?? "",
      comments: student?.comments ?? "",
      language_preference: student?.language_preference ?? "",
      heard_from: student?.heard_from ?? "",
      referral: student?.referral ?? "",
      notes: student?.notes ?? "",
    },
    validate: (values) => {
      const schemaErrors = zodFormValidator(
        admin ? adminUpdateStudentProfileSchema : updateStudentProfileSchema,
        toPayload,
      )(values);
      const rowErrors = Object.fromEntries(
        Object.entries(scoreRowErrors(values.test_scores)).map(([path, key]) => [
          path,
          t(`scores.errors.${key}`),
        ]),
      );
      // The schema reports scores by test name; the rows above say the same per row.
      const rest = Object.fromEntries(
        Object.entries(schemaErrors).filter(([path]) => !path.startsWith("test_scores.")),
      );
      return { ...rest, ...rowErrors };
    },
  });
  useUnsavedChangesGuard(opened && form.isDirty());
  const save = useProfileSave("student", target, form, onClose);

  return (
    <Modal opened={opened} onClose={onClose} title={t("student.edit")} size="lg">
      <form onSubmit={form.onSubmit((values) => save.mutate(toPayload(values)))} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t("fields.school")} required {...form.getInputProps("school")} />
            <Select
              label={t("fields.gradeLevel")}
              clearable
              data={GRADE_LEVELS.map((grade) => ({ value: grade, label: t(`grades.${grade}`) }))}
              {...form.getInputProps("grade_level")}
            />
            <Select
              label={t("fields.accountType")}
              clearable
              data={STUDENT_ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`accountTypes.${type}`) }))}
              {...form.getInputProps("account_type")}
            />
            <Select
              label={t("fields.languagePreference")}
              clearable
              data={codeOptions(t, "languages", LANGUAGE_PREFERENCES, student?.language_preference)}
              {...form.getInputProps("language_preference")}
              value={form.values.language_preference || null}
              onChange={(value) => form.setFieldValue("language_preference", value ?? "")}
            />
            <Select
              label={t("fields.heardFrom")}
              clearable
              data={codeOptions(t, "heardFrom", HEARD_FROM, student?.heard_from)}
              {...form.getInputProps("heard_from")}
              value={form.values.heard_from || null}
              onChange={(value) => form.setFieldValue("heard_from", value ?? "")}
            />
            <TextInput label={t("fields.referral")} {...form.getInputProps("referral")} />
          </SimpleGrid>
          <ScoresEditor
            value={form.values.test_scores}
            onChange={(rows) => form.setFieldValue("test_scores", rows)}
            errors={form.errors}
          />
          <Textarea
            label={t("fields.classesTaken")}
            autosize
            minRows={2}
            {...form.getInputProps("classes_taken")}
          />
          <Textarea label={t("fields.comments")} autosize minRows={2} {...form.getInputProps("comments")} />
          {admin && (
            <Textarea label={t("fields.notes")} autosize minRows={2} {...form.getInputProps("notes")} />
          )}
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
