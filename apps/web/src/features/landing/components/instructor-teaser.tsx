import { Anchor, Card, SimpleGrid, Skeleton, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatName, initialsOf } from "../../../lib/person-name";
import { useLocale } from "../../../lib/use-locale";
import { instructorBio, shownInstructorsQuery } from "../../marketing";
import classes from "./landing.module.css";

/** Three instructors whose bio is shown, in fixed-height cards (same-size skeletons while loading). */
export function InstructorTeaser() {
  const { t } = useTranslation("landing");
  // The bio in the reader's language (asked again when the language changes).
  const teachers = useQuery(shownInstructorsQuery(3, useLocale()));
  const items = teachers.data?.data ?? [];
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" aria-busy={teachers.isPending}>
        {teachers.isPending
          ? [0, 1, 2].map((key) => (
              <Card key={key} withBorder padding="lg" className={classes.teaserCard}>
                <Skeleton h={48} w={48} circle />
                <Skeleton h={14} mt="md" w="50%" />
                <Skeleton h={10} mt="md" />
                <Skeleton h={10} mt="xs" w="80%" />
              </Card>
            ))
          : items.map((teacher) => (
              <Card
                key={teacher.id}
                withBorder
                padding="lg"
                className={classes.teaserCard}
                data-testid="instructor-teaser"
              >
                <span className={classes.initials} aria-hidden="true">
                  {initialsOf(teacher)}
                </span>
                <Title order={3} size="h5" mt="sm">
                  {formatName(teacher)}
                </Title>
                {teacher.subjects.length > 0 && (
                  <Text size="xs" c="gray.7">
                    {teacher.subjects.join(" · ")}
                  </Text>
                )}
                {instructorBio(teacher) && (
                  <Text size="sm" mt="xs" lineClamp={3}>
                    {instructorBio(teacher)}
                  </Text>
                )}
              </Card>
            ))}
      </SimpleGrid>
      <Text mt="md">
        {t("instructors.body")}{" "}
        <Anchor component={Link} to="/ClassesAndCounseling" fw={600}>
          {t("instructors.programs")}
        </Anchor>
        {" · "}
        <Anchor component={Link} to="/instructors" fw={600}>
          {t("instructors.more")}
        </Anchor>
      </Text>
    </>
  );
}
