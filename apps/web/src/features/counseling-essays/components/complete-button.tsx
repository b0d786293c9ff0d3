import type { EssaySummary } from "@edu/shared/counseling-essays";
import { Button } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { completeEssay, essayKeys } from "../api/counseling-essays-api";

/** Mark an essay complete or incomplete (a mark beside its status); `name` tells which in the label. */
export function CompleteButton({
  essay,
  name,
}: {
  essay: Pick<EssaySummary, "id" | "completed">;
  name: string;
}) {
  const { t } = useTranslation("counseling-essays");
  const client = useQueryClient();
  const complete = useMutation({
    mutationFn: () => completeEssay(essay.id, essay.completed === 1 ? 0 : 1),
    onSuccess: (answer) => {
      notifications.show({ color: "teal", message: answer.message });
      client.setQueryData(essayKeys.one(essay.id), answer.data);
      return client.invalidateQueries({ queryKey: essayKeys.all });
    },
    onError: (error) => notifications.show({ color: "red", message: error.message }),
  });
  const marked = essay.completed === 1;
  return (
    <Button
      size="xs"
      variant="light"
      loading={complete.isPending}
      aria-label={t(marked ? "list.markIncompleteOf" : "list.markCompleteOf", { name })}
      onClick={() => complete.mutate()}
    >
      {t(marked ? "list.markIncomplete" : "list.markComplete")}
    </Button>
  );
}
