import { Button, Stack, Text, Title } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { ChunkErrorType } from "../lib/chunk-error";

/** What a chunk-load failure looks like to the visitor: what happened and a Reload action. */
export function ChunkErrorMessage({ type, withTitle = true }: { type: ChunkErrorType; withTitle?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start" data-testid="chunk-error" data-type={type}>
      {withTitle && <Title order={2}>{t("chunk.title")}</Title>}
      <Text>{t(`chunk.${type}`)}</Text>
      <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
        {t("chunk.reload")}
      </Button>
    </Stack>
  );
}
