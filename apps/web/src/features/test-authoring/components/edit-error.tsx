import { Alert, List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-error";

/**
 * What a failed edit says: a newer version saved by someone else (reload), or the server's field errors
 * by path (the part edited is named from its own fields: `item.stem`, `keys`).
 */
export function EditError({ error }: { error: unknown }) {
  const { t } = useTranslation("test-authoring");
  if (!error) return null;
  const stale = isApiError(error) && error.status === 409;
  const errors = isApiError(error) ? Object.entries(error.errors ?? {}) : [];
  return (
    <Alert color="red" role="alert" title={stale ? t("error.stale") : t("error.title")}>
      <Text size="sm">{error instanceof Error ? error.message : t("error.title")}</Text>
      {errors.length > 0 && (
        <List size="sm" mt="xs">
          {errors.map(([path, messages]) => (
            <List.Item key={path}>
              <code>{path}</code>: {messages.join(" ")}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
