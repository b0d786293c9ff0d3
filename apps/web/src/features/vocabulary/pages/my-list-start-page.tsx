import { Button, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { listQuery } from "../api/vocabulary-api";
import { VocabFrame } from "../components/vocab-frame";
import { VOCAB_HANDLE } from "../lib/handle";
import { idParam, vocabPaths } from "../lib/paths";

export const handle: RouteHandle = VOCAB_HANDLE;

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="xs">
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
    </Paper>
  );
}

/** /myvocablists/startlist?id=: where one of the reader's lists stands before memorizing it. */
export default function MyListStartPage() {
  const { t } = useTranslation("vocabulary");
  const id = idParam(useSearchParams()[0].get("id"));
  const list = useQuery({ ...listQuery(id ?? 0), enabled: id !== undefined });
  if (!id) return <NotFoundPage />;
  if (list.isPending) return <PageLoader />;
  if (list.isError) return <LoadErrorPage error={list.error} onRetry={() => void list.refetch()} />;
  const collect = list.data;
  const { learned, due } = collect.my_progress;
  return (
    <VocabFrame
      title={t("start.metaTitle", { title: collect.title })}
      heading={collect.title}
      subtitle={t("start.subtitle")}
    >
      <SimpleGrid cols={3} spacing="xs">
        <Figure label={t("start.words")} value={collect.word_count} />
        <Figure label={t("start.learned")} value={learned} />
        <Figure label={t("start.due")} value={due} />
      </SimpleGrid>
      <Stack gap="xs">
        {collect.word_count === 0 ? (
          <Text>{t("start.noWords")}</Text>
        ) : (
          <Text>{learned === 0 ? t("start.firstTime") : t("start.again", { due })}</Text>
        )}
        <Group gap="xs" wrap="wrap">
          {collect.word_count > 0 && (
            <Button component={Link} to={vocabPaths.myListMemorize(collect.id)} size="md">
              {t("start.start")}
            </Button>
          )}
          <Button component={Link} to={vocabPaths.myListWords(collect.id)} variant="default" size="md">
            {collect.is_mine === 1 ? t("start.editWords") : t("lists.words")}
          </Button>
        </Group>
      </Stack>
    </VocabFrame>
  );
}
