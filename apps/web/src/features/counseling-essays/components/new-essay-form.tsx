import { COMMON_ESSAY_PROMPTS, ESSAY_LIMITS } from "@edu/shared/counseling-essays";
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-error";
import { createEssay, essayKeys, studentSchoolsQuery } from "../api/counseling-essays-api";

const COMMON = "common";

/**
 * Start an essay: for a school of the student's list or a common prompt (Common App, UC…), with the prompt's
 * text, an optional title and word limit. `onCreated` receives the new essay's id (the page opens it).
 */
export function NewEssayForm({
  student,
  onCreated,
  onCancel,
}: {
  student: number;
  onCreated: (id: number) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("counseling-essays");
  const client = useQueryClient();
  const schools = useQuery(studentSchoolsQuery(student));
  const [target, setTarget] = useState<string>(COMMON);
  const [prompt, setPrompt] = useState("");
  const [title, setTitle] = useState("");
  const [limit, setLimit] = useState<number | "">("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: () =>
      createEssay({
        student_user_id: student,
        counseling_school_id: target === COMMON ? null : Number(target),
        prompt,
        title,
        word_limit: limit === "" ? null : limit,
        status: "not_started",
        content: "",
        document_url: "",
      }),
    onSuccess: async (answer) => {
      await client.invalidateQueries({ queryKey: essayKeys.list(student) });
      onCreated(answer.data.id);
    },
    onError: (error) => {
      if (isApiError(error) && error.errors)
        setErrors(
          Object.fromEntries(Object.entries(error.errors).map(([field, list]) => [field, list[0] ?? ""])),
        );
      else setErrors({ form: error.message });
    },
  });
  const submit = () => {
    if (prompt.trim() === "") return setErrors({ prompt: t("form.promptRequired") });
    setErrors({});
    create.mutate();
  };
  const schoolOptions = (schools.data?.data ?? []).map((row) => ({
    value: String(row.id),
    label:
      row.school.name === row.school.name_en ? row.school.name : `${row.school.name} (${row.school.name_en})`,
  }));
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t("form.title")}
          </Title>
          <Select
            label={t("form.for")}
            data={[{ value: COMMON, label: t("prompt.common") }, ...schoolOptions]}
            value={target}
            onChange={(value) => setTarget(value ?? COMMON)}
            allowDeselect={false}
            error={errors.counseling_school_id}
            searchable
          />
          {target === COMMON && (
            <Select
              label={t("form.suggestion")}
              description={t("form.suggestionHint")}
              data={COMMON_ESSAY_PROMPTS.map((_, index) => ({
                value: String(index),
                label: t(`commonPrompts.${index}`),
              }))}
              value={null}
              onChange={(value) => value !== null && setPrompt(t(`commonPrompts.${Number(value)}`))}
            />
          )}
          <Textarea
            label={t("form.prompt")}
            required
            autosize
            minRows={3}
            maxLength={ESSAY_LIMITS.prompt}
            value={prompt}
            onChange={(event) => setPrompt(event.currentTarget.value)}
            error={errors.prompt}
          />
          <TextInput
            label={t("form.essayTitle")}
            maxLength={ESSAY_LIMITS.title}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={errors.title}
          />
          <NumberInput
            label={t("form.wordLimit")}
            description={t("form.wordLimitHint")}
            min={1}
            max={ESSAY_LIMITS.word_limit}
            allowDecimal={false}
            allowNegative={false}
            value={limit}
            onChange={(value) => setLimit(typeof value === "number" ? value : "")}
            error={errors.word_limit}
            maw={240}
          />
          {errors.form && (
            <Text size="sm" c="red.9" role="alert">
              {errors.form}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t("form.create")}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {t("form.cancel")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
