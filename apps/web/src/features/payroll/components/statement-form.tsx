import { CURRENCIES, type Currency } from "@edu/shared";
import {
  createPayrollSchema,
  PAYROLL_PAYMENT_METHODS,
  type PayrollDetail,
  type PayrollPerson,
  updatePayrollSchema,
} from "@edu/shared/payroll";
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useUnsavedChangesGuard } from "../../../app/guards/use-unsaved-changes-guard";
import { DataList, type DataListColumn, useCardLayout } from "../../../components/data-list";
import { DateField } from "../../../components/date-field/date-field";
import { isApiError } from "../../../lib/api-client";
import { localizeMessage, serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { formatDateTime } from "../../../lib/format-date";
import { moneyAmong } from "../../../lib/format-money";
import { displayName } from "../../../lib/person-name";
import {
  createStatement,
  newIdempotencyKey,
  payrollKeys,
  resetStatement,
  unpaidLinesQuery,
  updateStatement,
} from "../api/payroll-api";
import { methodLabel, minutesText } from "../lib/format";
import {
  emptyStatement,
  isOn,
  linesOfStatement,
  manualMoneyErrors,
  mergeLines,
  newManualRow,
  type Period,
  type StatementFormValues,
  type StatementLine,
  selectable,
  statementTotals,
  toCreatePayload,
  toggleAll,
  toggleLine,
  toUpdatePayload,
  valuesFromStatement,
} from "../lib/statement-form";

export type StatementFormProps = {
  teacher: PayrollPerson;
  /** The statement being edited (reset route); absent when drafting a new one. */
  statement?: PayrollDetail;
  /** A new statement's period: the one holding the teacher's unpaid lessons (default: last month). */
  period?: Period;
};

const DATE_FIELDS = ["period_start", "period_end"] as const;

/**
 * The salary statement form: the teacher's unpaid teaching logs over the period, each a line
 * the server computed (rate by salary unit and length, online rate, payable attendance), all ticked on a
 * new statement; an edited one starts from what it holds (its lessons ticked, the other unpaid ones not);
 * bonuses and deductions each with a reason; title, payment method and note. The total shown is a
 * preview: the server recomputes on save and its statement is the one shown next.
 */
export function StatementForm({ teacher, statement, period: newPeriod }: StatementFormProps) {
  const { t } = useTranslation("payroll");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editing = statement !== undefined;
  const [savedId, setSavedId] = useState<number | null>(null);
  const idempotencyKey = useRef(newIdempotencyKey());
  const initial = useMemo(
    () => (statement ? valuesFromStatement(statement) : emptyStatement(teacher.id, newPeriod)),
    [statement, teacher.id, newPeriod],
  );
  const [period, setPeriod] = useState({ from: initial.period_start, to: initial.period_end });
  const lines = useQuery(unpaidLinesQuery(teacher.id, period.from, period.to));
  const own = useMemo(() => (statement ? linesOfStatement(statement) : []), [statement]);
  const listed = useMemo(() => mergeLines(own, lines.data?.data ?? []), [own, lines.data]);

  const toPayload = (values: StatementFormValues) =>
    editing ? toUpdatePayload(values, listed) : toCreatePayload(values, listed);
  const validator = zodFormValidator(editing ? updatePayrollSchema : createPayrollSchema, toPayload);
  const form = useForm<StatementFormValues>({
    initialValues: initial,
    validate: (values) => {
      const errors: FormErrors = { ...manualMoneyErrors(values), ...validator(values) };
      for (const field of DATE_FIELDS) if (!values[field]) errors[field] = localizeMessage("v.required");
      return errors;
    },
  });

  // A new statement takes the currency of the teacher's first unpaid line (lines in another currency
  // go on a statement of their own).
  const firstCurrency = lines.data?.data[0]?.currency;
  const currencyTouched = form.isDirty("currency");
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the teacher's lines first arrive
  useEffect(() => {
    if (!editing && firstCurrency && !currencyTouched) {
      form.setFieldValue("currency", firstCurrency);
      form.resetDirty({ ...form.getValues(), currency: firstCurrency });
    }
  }, [firstCurrency, editing]);

  // The period filters the listed lessons (debounced by the date fields themselves: they change whole).
  useEffect(() => {
    const { period_start: from, period_end: to } = form.values;
    if (from && to && from <= to) setPeriod({ from, to });
  }, [form.values]);

  const save = useMutation({
    mutationFn: async (values: StatementFormValues) => {
      if (!statement) return createStatement(toCreatePayload(values, listed), idempotencyKey.current);
      // A confirmed statement is locked: back to draft first (its earning is reversed by the server).
      // A sent or disputed one is edited in place and sent again.
      if (statement.state === "confirmed" && statement.can.reset) await resetStatement(statement.id);
      return updateStatement(statement.id, toUpdatePayload(values, listed));
    },
    onSuccess: async (saved) => {
      form.resetDirty();
      notifications.show({ color: "teal", message: t("form.saved") });
      await queryClient.invalidateQueries({ queryKey: payrollKeys.all });
      setSavedId(saved.id);
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
      // A refusal (409: a lesson already claimed) is final for this attempt: the next one is new.
      idempotencyKey.current = newIdempotencyKey();
    },
  });
  useUnsavedChangesGuard(form.isDirty() && savedId === null);
  useEffect(() => {
    if (savedId !== null) navigate(`/${teacher.id}/salary/${savedId}`);
  }, [savedId, teacher.id, navigate]);

  const cards = useCardLayout();
  const values = form.values;
  const totals = statementTotals(values, listed);
  const selectableLines = listed.filter((line) => selectable(line, values.currency));
  const allOn = selectableLines.length > 0 && selectableLines.every((l) => isOn(values, l));
  const someOn = selectableLines.some((l) => isOn(values, l));
  // Lessons in another currency are listed (not selectable): NT$ / US$ / ¥ when they are, else the spec's $.
  const showMoney = moneyAmong([values.currency, ...listed.map((line) => line.currency)]);
  const money = (amount: number) => showMoney(amount, values.currency);
  const unitText = (line: StatementLine) =>
    line.rate === null
      ? "—"
      : `${showMoney(line.rate, line.currency)} ${t(`units.${line.salary_unit ?? 3}`)}`;

  const columns: DataListColumn<StatementLine>[] = [
    {
      key: "select",
      header: "",
      th: (
        <Table.Th w={40}>
          <Checkbox
            aria-label={t("form.selectAll")}
            checked={allOn}
            indeterminate={someOn && !allOn}
            disabled={selectableLines.length === 0}
            onChange={() => form.setFieldValue("toggled", toggleAll(values, listed))}
          />
        </Table.Th>
      ),
      cell: (line) => (
        <Checkbox
          aria-label={t("form.selectLine", { name: line.class_name ?? line.reason })}
          checked={isOn(values, line)}
          disabled={!selectable(line, values.currency)}
          onChange={() => form.setFieldValue("toggled", toggleLine(values, line.teaching_log_id))}
        />
      ),
    },
    {
      key: "lesson",
      header: t("fields.lesson"),
      primary: true,
      cell: (line) => (
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {line.class_name ?? line.reason}
          </Text>
          <Text size="xs" c="gray.7">
            {formatDateTime(line.started_at)}
            {line.is_online ? ` · ${t("form.online")}` : ""}
          </Text>
          {line.in_problem && (
            <Badge color="red.9" variant="outline" size="sm">
              {t("detail.inProblem")}
            </Badge>
          )}
          {!selectable(line, values.currency) && (
            <Text size="xs" c="red.9">
              {t("form.otherCurrency", { currency: line.currency })}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: "length", header: t("fields.length"), cell: (line) => minutesText(t, line.duration_minutes) },
    { key: "rate", header: t("fields.rate"), cell: unitText },
    { key: "students", header: t("fields.payableStudents"), cell: (line) => line.payable_students ?? "—" },
    {
      key: "amount",
      header: t("fields.amount"),
      cell: (line) => showMoney(line.amount, line.currency),
      tdStyle: { textAlign: "right", whiteSpace: "nowrap" },
    },
  ];

  const generalError =
    save.isError && !(isApiError(save.error) && save.error.errors) ? save.error.message : null;
  const linesError = form.errors.teaching_log_ids ?? form.errors.manual_items ?? form.errors.teacher_user_id;

  return (
    <form onSubmit={form.onSubmit((next) => save.mutate(next))} noValidate>
      <Stack gap="md">
        <Text c="gray.7">{t("form.teacherLine", { name: displayName(teacher) })}</Text>
        {statement?.state === "confirmed" && <Alert color="yellow">{t("form.resetNotice")}</Alert>}
        {(statement?.state === "confirm_pending" || statement?.state === "problem") && (
          <Alert color="blue">{t("form.resendNotice")}</Alert>
        )}
        {statement?.problems
          .filter((problem) => problem.resolved_at === null)
          .map((problem) => (
            <Alert
              key={problem.id}
              color="red"
              title={t("detail.problemTitle", { date: formatDateTime(problem.created_at) })}
              data-testid="open-problem"
            >
              {problem.description}
            </Alert>
          ))}
        {generalError && (
          <Alert color="red" role="alert">
            {generalError}
          </Alert>
        )}
        <Fieldset legend={t("form.statement")}>
          <Stack gap="sm">
            <TextInput label={t("fields.title")} required {...form.getInputProps("title")} />
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              <DateField label={t("fields.periodStart")} required {...form.getInputProps("period_start")} />
              <DateField label={t("fields.periodEnd")} required {...form.getInputProps("period_end")} />
              <Select
                label={t("fields.currency")}
                data={[...CURRENCIES]}
                allowDeselect={false}
                disabled={editing}
                {...form.getInputProps("currency")}
                onChange={(value) => value && form.setFieldValue("currency", value as Currency)}
              />
              <Select
                label={t("fields.paymentMethod")}
                data={PAYROLL_PAYMENT_METHODS.map((m) => ({ value: m, label: methodLabel(t, m) }))}
                allowDeselect={false}
                {...form.getInputProps("payment_method")}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend={t("form.lessons")}>
          <Stack gap="sm">
            {lines.isError && <Alert color="red">{lines.error.message}</Alert>}
            {cards && selectableLines.length > 0 && (
              <Checkbox
                label={t("form.selectAll")}
                checked={allOn}
                indeterminate={someOn && !allOn}
                onChange={() => form.setFieldValue("toggled", toggleAll(values, listed))}
              />
            )}
            <DataList
              items={listed}
              columns={columns}
              rowKey={(line) => line.teaching_log_id}
              label={t("form.lessons")}
              testId="statement-lines"
              loading={lines.isPending}
              empty={<Text c="gray.7">{t("form.noLessons")}</Text>}
              rowProps={(line) => ({
                "data-selected": String(isOn(values, line)),
                "data-in-problem": String(Boolean(line.in_problem)),
              })}
              minWidth={720}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={t("form.manualItems")}>
          <Stack gap="sm">
            {values.manual_items.length === 0 && <Text c="gray.7">{t("form.noManualItems")}</Text>}
            {values.manual_items.map((row, index) => (
              <Paper
                key={row.key}
                withBorder
                p="sm"
                radius="md"
                data-testid="manual-item"
                data-disputed={String(Boolean(row.disputed))}
              >
                {row.disputed && (
                  <Badge color="red.9" variant="outline" size="sm" mb="xs">
                    {t("detail.inProblem")}
                  </Badge>
                )}
                <Group gap="sm" align="flex-start" wrap="wrap">
                  <Select
                    label={t("fields.kind")}
                    data={(["bonus", "deduction"] as const).map((kind) => ({
                      value: kind,
                      label: t(`kinds.${kind}`),
                    }))}
                    allowDeselect={false}
                    w={{ base: "100%", xs: 150 }}
                    {...form.getInputProps(`manual_items.${index}.kind`)}
                  />
                  <TextInput
                    label={t("fields.reason")}
                    required
                    style={{ flex: "1 1 220px" }}
                    {...form.getInputProps(`manual_items.${index}.reason`)}
                  />
                  <TextInput
                    label={t("fields.amountIn", { currency: values.currency })}
                    required
                    inputMode="decimal"
                    w={{ base: "100%", xs: 160 }}
                    {...form.getInputProps(`manual_items.${index}.amount`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={{ base: 0, xs: 28 }}
                    aria-label={t("form.removeItem")}
                    onClick={() => form.removeListItem("manual_items", index)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Paper>
            ))}
            <Group gap="xs">
              <Button
                variant="light"
                onClick={() => form.insertListItem("manual_items", newManualRow("bonus"))}
              >
                {t("form.addBonus")}
              </Button>
              <Button
                variant="outline"
                color="red.9"
                onClick={() => form.insertListItem("manual_items", newManualRow("deduction"))}
              >
                {t("form.addDeduction")}
              </Button>
            </Group>
          </Stack>
        </Fieldset>

        <Textarea label={t("fields.note")} rows={3} {...form.getInputProps("note")} />

        <Paper withBorder p="md" radius="md">
          <Stack gap={4}>
            <Group justify="space-between">
              <Text>{t("form.teachingSubtotal")}</Text>
              <Text data-testid="teaching-subtotal">{money(totals.teaching)}</Text>
            </Group>
            <Group justify="space-between">
              <Text>{t("kinds.bonus")}</Text>
              <Text>{money(totals.bonus)}</Text>
            </Group>
            <Group justify="space-between">
              <Text>{t("kinds.deduction")}</Text>
              <Text>−{money(totals.deduction)}</Text>
            </Group>
            <Group justify="space-between">
              <Text fw={700}>{t("fields.total")}</Text>
              <Group gap="xs">
                {totals.total < 0 && <Badge color="red">{t("form.negative")}</Badge>}
                <Text fw={700} data-testid="statement-total">
                  {money(totals.total)}
                </Text>
              </Group>
            </Group>
            <Text size="xs" c="gray.7">
              {t("form.totalHint")}
            </Text>
          </Stack>
        </Paper>
        {typeof linesError === "string" && (
          <Text c="red" size="sm" role="alert">
            {linesError}
          </Text>
        )}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => navigate(-1)}>
            {t("cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {editing ? t("form.saveChanges") : t("form.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
