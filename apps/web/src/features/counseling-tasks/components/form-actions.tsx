import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-error";

/**
 * The end of every form here: a failure the fields do not show (a 422's field errors are on their fields), then
 * save and cancel.
 */
export function FormActions({
  error,
  saving,
  submitLabel,
  onCancel,
}: {
  error: Error | null;
  saving: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation("counseling-tasks");
  return (
    <>
      {error && !(isApiError(error) && error.errors) && (
        <Text size="sm" c="red.8" role="alert">
          {error.message}
        </Text>
      )}
      <Group>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
        <Button variant="default" onClick={onCancel}>
          {t("form.cancel")}
        </Button>
      </Group>
    </>
  );
}
