import { Container, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
// The file, not the index: this public page stays free of the admin list code and its CSS.
import { ListPagination } from "../../../components/data-list/list-pagination";
import { PageHero, PageMeta } from "../../../components/public-page";
import { useLocale } from "../../../lib/use-locale";
import { storiesQuery } from "../api/stories-api";
import { StoryCard } from "../components/story-card";

export const handle: RouteHandle = { i18n: ["stories", "marketing", "data-list"] };

const PAGE_SIZE = 12;

/** /stories/list: every published story, a page at a time (?page=). */
export default function StoriesListPage() {
  const { t } = useTranslation("stories");
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const stories = useQuery(storiesQuery(locale, page, PAGE_SIZE));
  return (
    <>
      <PageMeta ns="stories" k="listMeta" />
      <PageHero title={t("listTitle")} lead={t("listLead")} />
      <Container size="lg" py={48}>
        <Stack gap="xl">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {stories.isPending
              ? [0, 1, 2, 3, 4, 5].map((key) => <Skeleton key={key} h={320} radius="md" />)
              : (stories.data?.data ?? []).map((story) => (
                  <StoryCard key={story.id} story={story} headingOrder={2} />
                ))}
          </SimpleGrid>
          {!stories.isPending && (stories.data?.data.length ?? 0) === 0 && (
            <Text c="gray.7">{t("empty")}</Text>
          )}
          {stories.data && (
            <ListPagination
              list={stories.data}
              page={page}
              onChange={(next) => {
                setParams(next > 1 ? { page: String(next) } : {});
                window.scrollTo({ top: 0 });
              }}
            />
          )}
        </Stack>
      </Container>
    </>
  );
}
