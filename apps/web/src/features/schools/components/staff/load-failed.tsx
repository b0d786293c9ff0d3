import { Alert, Button, Stack, Text } from "@mantine/core";
import { useStaffTranslation } from "./staff-texts";

/** A part of a staff screen that did not load, with a retry (the page around it stays usable). */
export function LoadFailed({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useStaffTranslation();
  return (
    <Alert color="red" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message ?? t("errors.load")}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {t("errors.retry")}
        </Button>
      </Stack>
    </Alert>
  );
}
