import { Card, Container, SimpleGrid, Skeleton, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { RouteHandle } from "../../../app/route-handle";
import { PageHero, PageMeta } from "../../../components/public-page";
import { CONTENT_KEYS, useSiteContent } from "../api/site-content";

export const handle: RouteHandle = { i18n: ["marketing"] };

type VideoData = { id: string; youtube_id: string; duration_seconds?: number };
type VideoText = { id: string; title?: string; description?: string };

/** /toefl-videos: the videos listed in site content; thumbnails link to YouTube (no player until asked). */
export default function ToeflVideosPage() {
  const { t } = useTranslation("marketing");
  const content = useSiteContent(CONTENT_KEYS.toeflVideos);
  const videos = (content.data?.data.videos ?? []) as VideoData[];
  const texts = (content.data?.content.videos ?? []) as VideoText[];
  const intro = content.data?.content.intro as string | undefined;
  return (
    <>
      <PageMeta ns="marketing" k="toeflVideos.meta" />
      <PageHero title={t("toeflVideos.title")} lead={intro ?? t("toeflVideos.lead")} />
      <Container size="lg" py={48}>
        {content.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" aria-busy="true">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} h={280} radius="md" />
            ))}
          </SimpleGrid>
        ) : videos.length === 0 ? (
          <Text c="gray.7">{t("toeflVideos.empty")}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {videos.map((video) => {
              const text = texts.find((item) => item.id === video.id);
              const title = text?.title ?? video.id;
              return (
                <Card key={video.id} withBorder padding="md" component="article">
                  <Card.Section>
                    <a
                      href={`https://www.youtube.com/watch?v=${encodeURIComponent(video.youtube_id)}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t("toeflVideos.watch", { title })}
                    >
                      <img
                        src={`https://i.ytimg.com/vi/${encodeURIComponent(video.youtube_id)}/hqdefault.jpg`}
                        alt=""
                        width={480}
                        height={270}
                        loading="lazy"
                        decoding="async"
                        style={{
                          width: "100%",
                          height: "auto",
                          aspectRatio: "16 / 9",
                          objectFit: "cover",
                          display: "block",
                        }}
                      />
                    </a>
                  </Card.Section>
                  <Title order={2} size="h5" mt="md">
                    {title}
                  </Title>
                  {video.duration_seconds !== undefined && (
                    <Text size="xs" c="gray.7">
                      {t("toeflVideos.minutes", { count: Math.round(video.duration_seconds / 60) })}
                    </Text>
                  )}
                  {text?.description && (
                    <Text size="sm" mt="xs">
                      {text.description}
                    </Text>
                  )}
                </Card>
              );
            })}
          </SimpleGrid>
        )}
      </Container>
    </>
  );
}
