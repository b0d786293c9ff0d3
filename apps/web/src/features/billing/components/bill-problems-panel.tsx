import type { OrderPayments } from "@edu/shared";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { type BillAnswer, resolveProblem } from "../api/billing-api";
import { useSchoolTime } from "../lib/school-time";
import { useBillsChanged } from "../lib/use-bills-changed";

type Props = { bill: BillAnswer; problems: OrderPayments["problems"]; isAdmin: boolean };

/** The problems a family reported on the bill, with the lines they name; admins resolve open ones. */
export function BillProblemsPanel({ bill, problems, isAdmin }: Props) {
  const { t } = useTranslation("billing");
  const when = useSchoolTime();
  const changed = useBillsChanged();
  const resolve = useMutation({
    mutationFn: (id: number) => resolveProblem(id, {}),
    onSuccess: () => changed(t("detail.updated")),
  });
  if (problems.length === 0) return null;
  return (
    <>
      <Title order={2} size="h4">
        {t("detail.problems")}
      </Title>
      <Stack gap="xs">
        {problems.map((problem) => (
          <Paper key={problem.id} withBorder p="sm">
            <Group justify="space-between" align="flex-start">
              <Stack gap={2}>
                <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                  {problem.description}
                </Text>
                <Text size="xs" c="gray.7">
                  {when.dateTime(problem.created_at)} ·{" "}
                  {problem.items
                    .map((ref) => lineName(bill, ref, when.date))
                    .filter(Boolean)
                    .join(", ")}
                </Text>
              </Stack>
              {problem.resolved_at ? (
                <Badge color="gray" variant="light">
                  {t("detail.problemResolved")}
                </Badge>
              ) : (
                isAdmin && (
                  <Button
                    size="xs"
                    variant="light"
                    loading={resolve.isPending}
                    onClick={() => resolve.mutate(problem.id)}
                  >
                    {t("detail.resolve")}
                  </Button>
                )
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
    </>
  );
}

function lineName(
  bill: BillAnswer,
  ref: { type: string; id: number },
  dateOf: (value: string) => string,
): string {
  if (ref.type === "order_item") return bill.order_items.find((item) => item.id === ref.id)?.title ?? "";
  for (const item of bill.order_items) {
    const log = item.lesson_logs.find((l) => l.lesson_log_id === ref.id);
    if (log) return `${dateOf(log.started_at)} ${log.class_title}`;
  }
  return "";
}
