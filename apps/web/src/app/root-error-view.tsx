import { Anchor, Button, Container, Stack, Text, Title } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Navigate } from "react-router";
import { ChunkErrorMessage } from "../components/chunk-error-message";
import { classifyChunkError } from "../lib/chunk-error";
import { useReplacePaintedPage } from "../paint/painted-page";
import { RestoreSavedLocale } from "./restore-saved-locale";

/** The root error boundary: unknown pages go to /404, chunk failures explain and offer a reload. */
export function RootErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useReplacePaintedPage(); // a page the server painted shows the error, not its copy
  if (isRouteErrorResponse(error) && error.status === 404) return <Navigate to="/404" replace />;
  const chunkType = classifyChunkError(error);
  return (
    <Container size="sm" py={80}>
      <RestoreSavedLocale />
      {chunkType ? (
        <ChunkErrorMessage type={chunkType} />
      ) : (
        <Stack gap="md" align="flex-start">
          <Title order={1}>{t("errors.unexpectedTitle")}</Title>
          <Text>{t("errors.unexpectedBody")}</Text>
          <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
            {t("chunk.reload")}
          </Button>
          <Anchor href="/">{t("errors.backHome")}</Anchor>
        </Stack>
      )}
    </Container>
  );
}
