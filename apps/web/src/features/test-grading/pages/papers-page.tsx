import { TEST_TYPES } from "@edu/shared/test-engine";
import { Anchor, Container, Group, Select, Stack, Text, Title } from "@mantine/core";
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

type TestType = (typeof TEST_TYPES)[number];
const asType = (value: string | null) => TEST_TYPES.find((type) => type === value);

/** /get-tests: every published paper a teacher may assign, filtered by test type (?type=). */
export default function PapersPage() {
  return (
    <TeachingGate>
      <Papers />
    </TeachingGate>
  );
}

function Papers() {
  const { t } = useTranslation("test-grading");
  const [params, setParams] = useSearchParams();
  const type: TestType | undefined = asType(params.get("type"));
  const papers = useQuery(papersQuery(type ? { test_type: type } : {}));
  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("papers.metaTitle")} />
      <Stack gap="md">
        <div>
          <Title order={1}>{t("papers.title")}</Title>
          <Text c="gray.7">{t("papers.subtitle")}</Text>
        </div>
        <Group justify="space-between" align="flex-end">
          <Select
            label={t("common.testType")}
            data={[
              { value: "", label: t("common.allTypes") },
              ...TEST_TYPES.map((value) => ({ value, label: value })),
            ]}
            value={type ?? ""}
            onChange={(value) => setParams(value ? { type: value } : {})}
            allowDeselect={false}
            w={220}
          />
          <Anchor component={Link} to={gradingPaths.folder()}>
            {t("papers.folders")}
          </Anchor>
        </Group>
        {papers.isPending ? (
          <PageLoader />
        ) : papers.isError ? (
          <LoadErrorPage error={papers.error} onRetry={() => void papers.refetch()} />
        ) : (
          <PapersList papers={papers.data.data} label={t("papers.title")} />
        )}
      </Stack>
    </Container>
  );
}
