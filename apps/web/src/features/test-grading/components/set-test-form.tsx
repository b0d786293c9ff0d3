import { type AssignmentView, SHOW_ANSWERS } from "@edu/shared/test-assignments";
import { Button, Checkbox, FileInput, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-field/date-field";
import { isApiError } from "../../../lib/api-error";
import { serverFieldErrors } from "../../../lib/form-errors";
import { useLocale } from "../../../lib/use-locale";
import { classesQuery, createAssignment, papersQuery, uploadPaper } from "../api/grading-api";
import { nowParts, toInstant } from "../lib/instant";
import { localized } from "../lib/localized";
import { StudentPicker } from "./student-picker";

type Values = {
  form_id: string;
  session_class_id: string;
  student_user_ids: number[];
  opens_date: string;
  opens_time: string;
  due_date: string;
  due_time: string;
  show_answers: (typeof SHOW_ANSWERS)[number];
  allow_self_grading: boolean;
};

const FIXED = { floatingStrategy: "fixed" } as const;

/** The assignment form: a paper, a class and/or students, the window, answers, self-grading, a paper file. */
export function SetTestForm({
  formId,
  classId,
  onAssigned,
}: {
  formId?: number;
  classId?: number;
  onAssigned: (view: AssignmentView) => void;
}) {
  const { t } = useTranslation("test-grading");
  const locale = useLocale();
  const papers = useQuery(papersQuery());
  const classes = useQuery(classesQuery());
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const now = nowParts();
  const form = useForm<Values>({
    initialValues: {
      form_id: formId ? String(formId) : "",
      session_class_id: classId ? String(classId) : "",
      student_user_ids: [],
      opens_date: now.date,
      opens_time: now.time,
      due_date: "",
      due_time: "23:59",
      show_answers: "after_submit",
      allow_self_grading: false,
    },
    validate: {
      form_id: (value) => (value ? null : t("setTest.required")),
      opens_date: (value, values) => (toInstant(value, values.opens_time) ? null : t("setTest.required")),
      student_user_ids: (value, values) =>
        value.length > 0 || values.session_class_id ? null : t("setTest.classOrStudents"),
    },
  });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const paper = file ? (await uploadPaper(file)).document.id : null;
      const { data } = await createAssignment({
        form_id: Number(values.form_id),
        session_class_id: values.session_class_id ? Number(values.session_class_id) : null,
        student_user_ids: values.student_user_ids,
        opens_at: toInstant(values.opens_date, values.opens_time) ?? "",
        due_at: values.due_date ? (toInstant(values.due_date, values.due_time) ?? null) : null,
        show_answers: values.show_answers,
        allow_self_grading: values.allow_self_grading,
        paper_upload_id: paper,
      });
      onAssigned(data);
    } catch (error) {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
      else if (error instanceof Error) setFailure(error.message);
    }
  });
  const paperOptions = (papers.data?.data ?? []).map((paper) => ({
    value: String(paper.id),
    label: `${paper.test_type} · ${localized(paper.title, locale)}`,
  }));
  const classOptions = (classes.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label={t("setTest.paper")}
          required
          data={paperOptions}
          searchable
          comboboxProps={FIXED}
          {...form.getInputProps("form_id")}
        />
        <Select
          label={t("setTest.class")}
          description={t("setTest.classHint")}
          data={classOptions}
          clearable
          searchable
          comboboxProps={FIXED}
          {...form.getInputProps("session_class_id")}
        />
        <StudentPicker
          label={t("setTest.students")}
          value={form.values.student_user_ids}
          onChange={(ids) => form.setFieldValue("student_user_ids", ids)}
          error={form.errors.student_user_ids as string | undefined}
        />
        <SimpleGrid cols={{ base: 2 }} spacing="sm">
          <DateField
            label={t("setTest.opensDate")}
            required
            popoverProps={FIXED}
            {...form.getInputProps("opens_date")}
          />
          <TextInput type="time" label={t("setTest.opensTime")} {...form.getInputProps("opens_time")} />
          <DateField
            label={t("setTest.dueDate")}
            description={t("setTest.dueHint")}
            popoverProps={FIXED}
            {...form.getInputProps("due_date")}
            error={form.errors.due_date ?? form.errors.due_at}
          />
          <TextInput type="time" label={t("setTest.dueTime")} {...form.getInputProps("due_time")} />
        </SimpleGrid>
        <Select
          label={t("setTest.showAnswers")}
          data={SHOW_ANSWERS.map((value) => ({ value, label: t(`setTest.show.${value}`) }))}
          allowDeselect={false}
          comboboxProps={FIXED}
          {...form.getInputProps("show_answers")}
        />
        <Checkbox
          label={t("setTest.selfGrading")}
          {...form.getInputProps("allow_self_grading", { type: "checkbox" })}
        />
        <FileInput
          label={t("setTest.paperFile")}
          description={t("setTest.paperHint")}
          value={file}
          onChange={setFile}
          clearable
          accept="application/pdf,.pdf,.doc,.docx"
          error={form.errors.paper_upload_id}
        />
        {failure && (
          <Text c="red.8" size="sm" role="alert">
            {failure}
          </Text>
        )}
        <Button type="submit" loading={form.submitting} style={{ alignSelf: "flex-start" }}>
          {t("setTest.submit")}
        </Button>
      </Stack>
    </form>
  );
}
