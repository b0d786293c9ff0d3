import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Spec 03 §4: after more than 2 minutes, whether to go on memorizing or stop for now. */
export function ContinueDialog({
  opened,
  onContinue,
  onStop,
}: {
  opened: boolean;
  onContinue: () => void;
  onStop: () => void;
}) {
  const { t } = useTranslation("vocabulary");
  return (
    <Modal
      opened={opened}
      onClose={onContinue}
      title={t("prompt.title")}
      centered
      closeOnClickOutside={false}
    >
      <Stack gap="sm">
        <Text>{t("prompt.body")}</Text>
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onStop}>
            {t("prompt.stop")}
          </Button>
          <Button onClick={onContinue} data-autofocus>
            {t("prompt.continue")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
