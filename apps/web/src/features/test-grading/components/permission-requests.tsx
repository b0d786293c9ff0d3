import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { decidePermission, gradingKeys, permissionsQuery } from "../api/grading-api";

/** An admin's list of teachers' requests to grade attempts, each granted or refused here (audited). */
export function PermissionRequests() {
  const { t } = useTranslation("test-grading");
  const client = useQueryClient();
  const requests = useQuery(permissionsQuery());
  const decide = useMutation({
    mutationFn: (input: { id: number; decision: "grant" | "refuse" }) =>
      decidePermission(input.id, input.decision),
    onSuccess: () => client.invalidateQueries({ queryKey: gradingKeys.all }),
  });
  const rows = requests.data?.data ?? [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="grade-requests">
      <Title order={2} id="grade-requests">
        {t("grading.requests")}
      </Title>
      {rows.length === 0 && <Text c="gray.7">{t("grading.requestsEmpty")}</Text>}
      {rows.map((row) => (
        <Card key={row.id} withBorder padding="sm">
          <Text>
            {t("grading.requestLine", {
              teacher: row.teacher_user_id,
              attempt: row.attempt_id,
              student: row.student_user_id,
            })}
          </Text>
          {row.note && <Text size="sm">{row.note}</Text>}
          <Group gap="xs" mt="xs">
            <Button
              size="xs"
              onClick={() => decide.mutate({ id: row.id, decision: "grant" })}
              loading={decide.isPending}
            >
              {t("grading.grant")}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => decide.mutate({ id: row.id, decision: "refuse" })}
              loading={decide.isPending}
            >
              {t("grading.refuse")}
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
