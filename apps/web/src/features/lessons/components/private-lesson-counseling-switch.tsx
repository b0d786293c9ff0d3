import { Button } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { changeToCounseling, lessonsKeys } from "../api/lessons-api";

/** PATCH change-private-lesson-to-counseling/{id}, after a confirming second click. */
export function CounselingSwitch({ classId }: { classId: number }) {
  const { t } = useTranslation("lessons");
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const change = useMutation({
    mutationFn: () => changeToCounseling(classId, 3),
    onSuccess: async () => {
      setConfirming(false);
      notifications.show({ color: "teal", message: t("privateDetail.counselingDone") });
      await queryClient.invalidateQueries({ queryKey: lessonsKeys.all });
    },
  });
  return (
    <Button
      variant={confirming ? "filled" : "default"}
      color={confirming ? "orange" : undefined}
      loading={change.isPending}
      onClick={() => (confirming ? change.mutate() : setConfirming(true))}
      onBlur={() => setConfirming(false)}
    >
      {confirming ? t("privateDetail.confirmCounseling") : t("privateDetail.toCounseling")}
    </Button>
  );
}
