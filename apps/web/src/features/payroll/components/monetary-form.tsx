import {
  createMonetaryStatementSchema,
  type MonetaryStatement,
  updateMonetaryStatementSchema,
} from "@edu/shared/payroll";
import {
  Alert,
  Anchor,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useUnsavedChangesGuard } from "../../../app/guards/use-unsaved-changes-guard";
import { DateField } from "../../../components/date-field/date-field";
import { isApiError } from "../../../lib/api-client";
import { localizeMessage, serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { formatMoney } from "../../../lib/format-money";
import { displayName } from "../../../lib/person-name";
import { useLocale } from "../../../lib/use-locale";
import { createMonetary, payrollKeys, updateMonetary } from "../api/payroll-api";
import { documentUrl } from "../lib/format";
import { previousMonth } from "../lib/statement-form";
import { BalanceCards } from "./balance-cards";
import { PeriodRange } from "./period-text";
import { StateBadge } from "./state-badge";
import { TeacherPicker } from "./teacher-picker";

type Values = {
  teacher_user_id: number | null;
  title: string;
  period_start: string;
  period_end: string;
  note: string;
};

/**
 * A monetary statement (the periodic statement a teacher receives: earned, paid and outstanding per
 * currency over the period, from the ledger; PDF in the teacher's language). Create picks the teacher;
 * edit changes title, period and note, and shows the figures and the PDF link.
 */
export function MonetaryForm({ statement }: { statement?: MonetaryStatement }) {
  const { t } = useTranslation("payroll");
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editing = statement !== undefined;
  const [savedId, setSavedId] = useState<number | null>(null);
  const period = previousMonth();
  const toPayload = (v: Values) =>
    editing
      ? { title: v.title.trim(), period_start: v.period_start, period_end: v.period_end, note: v.note }
      : { ...v, teacher_user_id: v.teacher_user_id ?? 0, title: v.title.trim() };
  const validator = zodFormValidator(
    editing ? updateMonetaryStatementSchema : createMonetaryStatementSchema,
    toPayload,
  );
  const form = useForm<Values>({
    initialValues: statement
      ? {
          teacher_user_id: statement.teacher.id,
          title: statement.title,
          period_start: statement.period_start,
          period_end: statement.period_end,
          note: statement.note,
        }
      : { teacher_user_id: null, title: "", period_start: period.start, period_end: period.end, note: "" },
    validate: (v) => {
      const errors: FormErrors = validator(v);
      for (const field of ["period_start", "period_end"] as const)
        if (!v[field]) errors[field] = localizeMessage("v.required");
      return errors;
    },
  });
  const save = useMutation({
    mutationFn: (v: Values) =>
      statement
        ? updateMonetary(statement.id, updateMonetaryStatementSchema.parse(toPayload(v)))
        : createMonetary(createMonetaryStatementSchema.parse(toPayload(v))),
    onSuccess: async (saved) => {
      form.resetDirty();
      notifications.show({ color: "teal", message: t("monetary.saved") });
      queryClient.setQueryData(payrollKeys.monetary(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: payrollKeys.all });
      if (!editing) setSavedId(saved.id);
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
    },
  });
  useUnsavedChangesGuard(form.isDirty() && savedId === null);
  useEffect(() => {
    if (savedId !== null) navigate(`/monetaryStatement/edit/${savedId}`);
  }, [savedId, navigate]);

  return (
    <Stack gap="lg">
      <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate>
        <Stack gap="md">
          {save.isError && !(isApiError(save.error) && save.error.errors) && (
            <Alert color="red" role="alert">
              {save.error.message}
            </Alert>
          )}
          {statement ? (
            <Text c="gray.7">{t("form.teacherLine", { name: displayName(statement.teacher) })}</Text>
          ) : (
            <TeacherPicker
              label={t("fields.teacher")}
              required
              error={form.errors.teacher_user_id as string | undefined}
              onPick={(teacher) => form.setFieldValue("teacher_user_id", teacher?.id ?? null)}
            />
          )}
          <TextInput label={t("fields.title")} required {...form.getInputProps("title")} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <DateField label={t("fields.periodStart")} required {...form.getInputProps("period_start")} />
            <DateField label={t("fields.periodEnd")} required {...form.getInputProps("period_end")} />
          </SimpleGrid>
          <Textarea label={t("fields.note")} rows={3} {...form.getInputProps("note")} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => navigate("/monetaryStatement")}>
              {t("cancel")}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {editing ? t("form.saveChanges") : t("monetary.create")}
            </Button>
          </Group>
        </Stack>
      </form>

      {statement && (
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4">
              {t("monetary.figures")}
            </Title>
            <Anchor
              href={documentUrl(statement.pdf_url, locale)}
              target="_blank"
              rel="noopener"
              data-testid="monetary-pdf"
            >
              {t("monetary.pdf")}
            </Anchor>
          </Group>
          <BalanceCards balances={statement.lines} testId="monetary-figures" />
          {statement.lines.length === 0 && <Text c="gray.7">{t("monetary.noFigures")}</Text>}
          {statement.statements.length > 0 && (
            <Stack gap="xs">
              <Title order={3} size="h5">
                {t("monetary.statements")}
              </Title>
              {statement.statements.map((s) => (
                <Group key={s.id} gap="xs" wrap="wrap">
                  <Anchor component={Link} to={`/${s.teacher.id}/salary/${s.id}`} size="sm">
                    {s.title}
                  </Anchor>
                  <Text size="sm" c="gray.7">
                    <PeriodRange start={s.period_start} end={s.period_end} /> ·{" "}
                    {formatMoney(s.total, s.currency, {
                      among: [...statement.lines, ...statement.statements].map((x) => x.currency),
                    })}
                  </Text>
                  <StateBadge state={s.state} />
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Stack>
  );
}
