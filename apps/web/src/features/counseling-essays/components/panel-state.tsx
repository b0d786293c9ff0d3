import { Button, Group, Loader, Text, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** A part of the page still loading (the page itself shows; a full-page loader would push it away). */
export function PanelLoader() {
  const { t } = useTranslation();
  return (
    <Group role="status" aria-live="polite" gap="xs">
      <Loader size="sm" aria-hidden="true" />
      <VisuallyHidden>{t("loading")}</VisuallyHidden>
    </Group>
  );
}

/** A part of the page that could not load, with a retry. */
export function PanelError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation("counseling-essays");
  return (
    <Group gap="xs" role="alert">
      <Text size="sm" c="red.9">
        {error.message}
      </Text>
      <Button size="xs" variant="default" onClick={onRetry}>
        {t("retry")}
      </Button>
    </Group>
  );
}
