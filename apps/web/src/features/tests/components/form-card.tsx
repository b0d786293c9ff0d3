import type { TestFormSummary } from "@edu/shared/test-engine";
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format-date";
import { useLocale } from "../../../lib/use-locale";
import { exportHref } from "../api/tests-api";
import { localized } from "../lib/localized";
import { testsPaths } from "../lib/paths";

type Attempt = { id: number; state: string; submitted_at: string | null };

/** One form: start or continue it, its past results, and for authors its state and the export. */
export function FormCard({
  form,
  attempts,
  author,
}: {
  form: TestFormSummary;
  attempts: readonly Attempt[];
  author: boolean;
}) {
  const { t } = useTranslation("tests");
  const locale = useLocale();
  const title = localized(form.title, locale);
  const open = attempts.find((attempt) => attempt.state === "in_progress");
  const done = attempts.filter((attempt) => attempt.state !== "in_progress");
  return (
    <Paper withBorder p="md" component="article" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Group gap="xs">
            <Badge variant="light" color="dark">
              {form.test_type}
            </Badge>
            {author && (
              // Readable in either state (white on yellow was not): a draft outlined, a published form filled dark teal.
              <Badge
                color={form.status === "draft" ? "dark" : "teal.9"}
                variant={form.status === "draft" ? "outline" : "filled"}
              >
                {t(`list.status.${form.status}`)}
              </Badge>
            )}
            {author && <Text size="sm">{t("list.version", { version: form.version })}</Text>}
          </Group>
        </Group>
        {done.length > 0 && (
          <Group gap="xs" wrap="wrap">
            <Text size="sm">{t("list.pastResults")}</Text>
            {done.map((attempt) => (
              <Anchor key={attempt.id} component={Link} to={testsPaths.result(attempt.id)} size="sm">
                {attempt.submitted_at ? formatDate(attempt.submitted_at) : t("list.result")}
              </Anchor>
            ))}
          </Group>
        )}
        <Group gap="xs" wrap="wrap">
          {form.status === "published" &&
            (open ? (
              <Button
                component={Link}
                to={testsPaths.resume(open.id)}
                aria-label={`${t("list.continue")}: ${title}`}
              >
                {t("list.continue")}
              </Button>
            ) : (
              <Button
                component={Link}
                to={testsPaths.start(form.id)}
                aria-label={`${t("list.start")}: ${title}`}
              >
                {t("list.start")}
              </Button>
            ))}
          {author && (
            <Button
              component="a"
              href={exportHref(form.id)}
              download
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              aria-label={`${t("list.export")}: ${title}`}
            >
              {t("list.export")}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
