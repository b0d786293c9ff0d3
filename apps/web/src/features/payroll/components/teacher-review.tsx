import { type PayrollDetail, payrollProblemSchema } from "@edu/shared/payroll";
import { Button, Group, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { localizeMessage } from "../../../lib/form-errors";
import { confirmStatement, payrollKeys, raiseProblem } from "../api/payroll-api";
import { StatementItems } from "./statement-items";

/**
 * The teacher's step on a statement sent to them (spec 02 §4): go through it line by line; with no line
 * marked, confirm it; with lines marked, say what is wrong and raise a problem naming them (the admin
 * fixes the statement and sends it again).
 */
export function TeacherReview({ statement }: { statement: PayrollDetail }) {
  const { t } = useTranslation("payroll");
  const queryClient = useQueryClient();
  const [flagged, setFlagged] = useState<number[]>([]);
  const [description, setDescription] = useState("");
  const [error, setError] = useState<string | null>(null);
  const done = async (answer: PayrollDetail, message: string) => {
    queryClient.setQueryData(payrollKeys.statement(statement.id), answer);
    notifications.show({ color: "teal", message });
    setFlagged([]);
    setDescription("");
    await queryClient.invalidateQueries({ queryKey: payrollKeys.all });
  };
  const confirm = useMutation({
    mutationFn: () => confirmStatement(statement.id, { note: "" }),
    onSuccess: (answer) => done(answer, t("review.confirmed")),
  });
  const problem = useMutation({
    mutationFn: () => raiseProblem(statement.id, { item_ids: flagged, description: description.trim() }),
    onSuccess: (answer) => done(answer, t("review.reported")),
    onError: (e) => {
      const fieldMessage = isApiError(e) && e.errors ? Object.values(e.errors)[0]?.[0] : undefined;
      setError(fieldMessage ?? e.message);
    },
  });
  const submitProblem = () => {
    const parsed = payrollProblemSchema.safeParse({ item_ids: flagged, description });
    if (!parsed.success) {
      setError(localizeMessage(parsed.error.issues[0]?.message ?? "v.required"));
      return;
    }
    setError(null);
    problem.mutate();
  };
  const toggle = (id: number) =>
    setFlagged((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));

  return (
    <Paper withBorder p="md" radius="md" data-testid="teacher-review">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("review.title")}
        </Title>
        <Text size="sm" c="gray.7">
          {t("review.hint")}
        </Text>
        <StatementItems items={statement.items} review={{ flagged, onToggle: toggle }} />
        {flagged.length === 0 ? (
          <Group justify="flex-end">
            <Button color="teal.9" loading={confirm.isPending} onClick={() => confirm.mutate()}>
              {t("review.confirm")}
            </Button>
          </Group>
        ) : (
          <Stack gap="sm">
            <Text size="sm">{t("review.flaggedCount", { count: flagged.length })}</Text>
            <Textarea
              label={t("review.description")}
              required
              rows={3}
              value={description}
              error={error}
              onChange={(event) => setDescription(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button color="red.9" loading={problem.isPending} onClick={submitProblem}>
                {t("review.report")}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
