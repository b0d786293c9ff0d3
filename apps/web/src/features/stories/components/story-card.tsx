import type { Story } from "@edu/shared/stories";
import { Card, Group, Text, Title } from "@mantine/core";
import { RichTextView } from "../../../components/rich-text-editor";
import classes from "./stories.module.css";

type StoryCardProps = { story: Story; headingOrder?: 2 | 3; clamp?: number; className?: string };

/**
 * A student story: photo (sized, lazy), name, school, result and the story (rich text; clamped cards
 * show its text only).
 */
export function StoryCard({ story, headingOrder = 3, clamp, className }: StoryCardProps) {
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      className={className ?? classes.card}
      component="article"
      data-testid="story-card"
    >
      <Group gap="md" wrap="nowrap" align="center">
        {story.photo ? (
          <img
            className={classes.photo}
            src={story.photo.url}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className={classes.initials} aria-hidden="true">
            {story.student_name.charAt(0)}
          </span>
        )}
        <div>
          <Title order={headingOrder} size="h5">
            {story.student_name}
          </Title>
          {story.school && (
            <Text size="sm" c="gray.7">
              {story.school}
            </Text>
          )}
        </div>
      </Group>
      {story.result && (
        <Text className={classes.result} size="sm" mt="sm">
          {story.result}
        </Text>
      )}
      {story.title && (
        <Text fw={600} mt="xs">
          {story.title}
        </Text>
      )}
      <RichTextView
        html={story.body}
        className={classes.body}
        compact={clamp !== undefined}
        lineClamp={clamp}
      />
    </Card>
  );
}
