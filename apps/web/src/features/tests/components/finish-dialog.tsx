import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

type FinishDialogProps = {
  opened: boolean;
  unanswered: readonly number[];
  marked: readonly number[];
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** "Finish this module?": which questions are unanswered or marked, and that the module then locks. */
export function FinishDialog({ opened, unanswered, marked, busy, onCancel, onConfirm }: FinishDialogProps) {
  const { t } = useTranslation("tests");
  return (
    <Modal opened={opened} onClose={onCancel} title={t("finish.title")} centered>
      <Stack gap="sm">
        <Text>
          {unanswered.length > 0
            ? t("finish.unanswered", { list: unanswered.join(", ") })
            : t("finish.allAnswered")}
        </Text>
        {marked.length > 0 && <Text>{t("finish.marked", { list: marked.join(", ") })}</Text>}
        <Text size="sm">{t("finish.locks")}</Text>
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onCancel}>
            {t("finish.keepWorking")}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {t("finish.confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
