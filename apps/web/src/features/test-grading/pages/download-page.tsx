import { testAssignmentEndpoints as endpoints } from "@edu/shared/test-assignments";
import { Button, Card, Container, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { isApiError } from "../../../lib/api-error";
import { endpointHref } from "../../../lib/endpoint-client";
import { formatDateTime } from "../../../lib/format-date";
import { useLocale } from "../../../lib/use-locale";
import { fileInfoQuery } from "../api/grading-api";
import { localized } from "../lib/localized";
import { gradingPaths } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["test-grading"] };

const TOKEN = /^[0-9]{1,15}\.[0-9]{1,15}\.[0-9]{1,12}\.[A-Za-z0-9_-]{43}$/;

/**
 * /tests/start/download/{fileToken}: a paper test's file behind an expiring token. An expired link says so
 * and leads back to the paper tests for a new one; a forged one is "not found".
 */
export default function DownloadPage() {
  const { fileToken = "" } = useParams();
  if (!TOKEN.test(fileToken)) return <NotFoundPage />;
  return <Download token={fileToken} />;
}

function Download({ token }: { token: string }) {
  const { t } = useTranslation("test-grading");
  const locale = useLocale();
  const info = useQuery(fileInfoQuery(token));
  if (info.isPending) return <PageLoader />;
  if (info.isError) {
    const error = info.error;
    if (isApiError(error) && error.details?.reason === "expired")
      return (
        // A page state of its own (read by the a11y sweep): the link's age, not the reader's rights.
        <Container size="sm" py="xl" data-page-state="no-permission">
          <PageTitle title={t("download.expiredTitle")} />
          <Stack gap="md" align="flex-start">
            <Title order={1}>{t("download.expiredTitle")}</Title>
            <Text>{t("download.expiredBody")}</Text>
            <Button component={Link} to={gradingPaths.files}>
              {t("download.toFiles")}
            </Button>
          </Stack>
        </Container>
      );
    return <LoadErrorPage error={error} onRetry={() => void info.refetch()} />;
  }
  const data = info.data.data;
  const title = localized(data.title, locale);
  return (
    <Container size="sm" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("download.metaTitle")} />
      <Stack gap="md">
        <Title order={1}>{t("download.title")}</Title>
        <Card withBorder>
          <Stack gap="xs">
            <Text fw={700}>
              {data.test_type} · {title}
            </Text>
            <Text>
              {t("download.file")}: {data.file.name}
            </Text>
            <Text>
              {t("download.size")}:{" "}
              {t("download.kb", { count: Math.max(1, Math.round(data.file.size / 1024)) })}
            </Text>
            <Text size="sm" c="gray.7">
              {t("download.expires", { at: formatDateTime(data.expires_at) })}
            </Text>
            <Button
              component="a"
              href={endpointHref(endpoints.getTestsFileByToken, { params: { token } })}
              download={data.file.name}
              leftSection={<IconDownload size={18} />}
              style={{ alignSelf: "flex-start" }}
            >
              {t("download.download")}
            </Button>
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
