import { TEST_TYPES } from "@edu/shared/test-engine";
import { Anchor, Card, Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconFolder } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { papersQuery } from "../api/grading-api";
import { PapersList } from "../components/papers-list";
import { TeachingGate } from "../components/teaching-gate";
import { gradingPaths } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["test-grading", "data-list"] };

/**
 * /get-folder: the papers by folder. The spec names folders but no folder of its own; a form's test type is
 * the folder (SAT, ACT, TOEFL, other), ?type= opens one.
 */
export default function FolderPage() {
  return (
    <TeachingGate>
      <Folders />
    </TeachingGate>
  );
}

function Folders() {
  const { t } = useTranslation("test-grading");
  const [params] = useSearchParams();
  const open = TEST_TYPES.find((type) => type === params.get("type"));
  const papers = useQuery(papersQuery());
  const body = () => {
    if (papers.isPending) return <PageLoader />;
    if (papers.isError) return <LoadErrorPage error={papers.error} onRetry={() => void papers.refetch()} />;
    const all = papers.data.data;
    if (open)
      return (
        <Stack gap="sm">
          <Anchor component={Link} to={gradingPaths.folder()}>
            {t("papers.backToFolders")}
          </Anchor>
          <Title order={2}>{t("papers.folderOf", { type: open })}</Title>
          <PapersList papers={all.filter((paper) => paper.test_type === open)} label={open} />
        </Stack>
      );
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {TEST_TYPES.map((type) => (
          <Card key={type} withBorder component={Link} to={gradingPaths.folder(type)}>
            <IconFolder aria-hidden size={28} />
            <Text fw={700}>{type}</Text>
            <Text c="gray.7">
              {t("papers.folderCount", { count: all.filter((paper) => paper.test_type === type).length })}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    );
  };
  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={open ? t("papers.folderOf", { type: open }) : t("papers.folderMetaTitle")} />
      <Stack gap="md">
        <div>
          <Title order={1}>{t("papers.folderTitle")}</Title>
          <Text c="gray.7">{t("papers.folderSubtitle")}</Text>
        </div>
        {body()}
      </Stack>
    </Container>
  );
}
