import { Badge, Container, Group, List, Skeleton, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Navigate, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { CtaBand, PageHero, PageMeta, PageSection } from "../../../components/public-page";
import { useLocale } from "../../../lib/use-locale";
import { readList } from "../../marketing";
import { courseQuery } from "../api/courses-api";
import { ApplicationCounselingPage } from "../components/application-counseling-page";
import { ClassSessions } from "../components/class-sessions";
import { StaticClassPage } from "../components/static-class-page";
import {
  STATIC_CLASS_SLUGS,
  type StaticClassSlug,
  TOEFL_SECTIONS,
  type ToeflSection,
} from "../lib/class-pages";

export const handle: RouteHandle = { i18n: ["classes", "marketing"] };
function isStaticSlug(slug: string): slug is StaticClassSlug {
  return (STATIC_CLASS_SLUGS as readonly string[]).includes(slug);
}

function toeflSection(courseId: string | undefined): ToeflSection | undefined {
  const name = /^toefl_([a-z]+)$/.exec(courseId ?? "")?.[1];
  return TOEFL_SECTIONS.find((section) => section === name);
}

/** /classes/toefl_{name}: one section of the TOEFL course. */
function ToeflSectionPage({ section }: { section: ToeflSection }) {
  const { t } = useTranslation("classes");
  return (
    <>
      <PageHero
        eyebrow={t("toefl.eyebrow")}
        title={t(`toefl.${section}.title`)}
        lead={t(`toefl.${section}.lead`)}
      />
      <PageSection id="highlights" title={t("highlights")}>
        <List spacing="sm">
          {readList(t, `toefl.${section}.highlights`).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </PageSection>
      <CtaBand />
    </>
  );
}

/**
 * /classes/{courseId}: the static class pages (sat_course, …, application_counseling), the TOEFL section
 * pages (toefl_{name}) and any course from the API by id. One route module keeps the route manifest, which
 * every page loads, small.
 */
export default function CoursePage() {
  const { courseId = "" } = useParams();
  const section = toeflSection(courseId);
  const metaKey = section
    ? `toefl.${section}.meta`
    : isStaticSlug(courseId) || courseId === "application_counseling"
      ? `pages.${courseId}.meta`
      : "course.meta";
  return (
    <>
      {metaKey !== "course.meta" && <PageMeta ns="classes" k={metaKey} />}
      <CoursePageBody courseId={courseId} section={section} />
    </>
  );
}

function CoursePageBody({ courseId, section }: { courseId: string; section: ToeflSection | undefined }) {
  if (isStaticSlug(courseId)) return <StaticClassPage key={courseId} slug={courseId} />;
  if (courseId === "application_counseling") return <ApplicationCounselingPage />;
  const id = Number(courseId);
  if (section) return <ToeflSectionPage section={section} />;
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/404" replace />;
  return <CourseDetail id={id} />;
}

function CourseDetail({ id }: { id: number }) {
  const { t } = useTranslation("classes");
  const locale = useLocale();
  const course = useQuery(courseQuery(id, locale));
  if (course.isError) return <Navigate to="/404" replace />;
  const data = course.data;
  return (
    <>
      <PageMeta ns="classes" k="course.meta" title={data?.title} />
      <PageHero
        eyebrow={
          data ? t(`categories.${data.category}`, { defaultValue: data.category }) : t("course.eyebrow")
        }
        title={data?.title ?? <Skeleton h={40} w="60%" component="span" display="block" />}
      >
        {data && (
          <Group mt="md" gap="xs">
            <Badge color="accent.2" c="dark.9" variant="filled" data-testid="season-label">
              {t(`seasons.${data.season}`)}
            </Badge>
          </Group>
        )}
      </PageHero>
      <Container size="lg" py={48}>
        {data ? (
          <Stack gap="md">
            {data.cover_image_url && (
              <img
                src={data.cover_image_url}
                alt=""
                width={960}
                height={400}
                loading="lazy"
                style={{
                  width: "100%",
                  height: "auto",
                  maxHeight: 400,
                  objectFit: "cover",
                  borderRadius: 12,
                }}
              />
            )}
            <Text style={{ whiteSpace: "pre-line", lineHeight: 1.7 }} maw={760}>
              {data.description}
            </Text>
            {data.price_text && (
              <Text fw={700} size="lg" data-testid="course-price">
                {data.price_text}
              </Text>
            )}
            <ClassSessions courseId={id} />
          </Stack>
        ) : (
          <Stack gap="xs">
            <Skeleton h={14} />
            <Skeleton h={14} />
            <Skeleton h={14} w="70%" />
          </Stack>
        )}
      </Container>
      <CtaBand />
    </>
  );
}
