import type { PublicTeacher } from "@edu/shared/profiles";
import { Avatar, Card, Group, Text, Title } from "@mantine/core";
import { formatName, initialsOf } from "../../../lib/person-name";
import { instructorBio } from "../api/instructors";
import classes from "./marketing.module.css";

const initials = (teacher: PublicTeacher) => initialsOf(teacher);

/** An instructor whose bio is shown: name, subjects and bio (plain text, in the reader's language). */
export function InstructorCard({
  teacher,
  subjectsLabel,
}: {
  teacher: PublicTeacher;
  subjectsLabel: string;
}) {
  const bio = instructorBio(teacher);
  return (
    <Card withBorder padding="lg" className={classes.card} data-testid="instructor-card">
      <Group gap="md" wrap="nowrap">
        <Avatar color="brand" radius="xl" size={56} aria-hidden="true">
          {initials(teacher)}
        </Avatar>
        <div>
          <Title order={3} size="h4">
            {formatName(teacher)}
          </Title>
          {teacher.subjects.length > 0 && (
            <Text size="sm" c="gray.7">
              {subjectsLabel}: {teacher.subjects.join(", ")}
            </Text>
          )}
        </div>
      </Group>
      {bio && (
        <Text size="sm" mt="md" style={{ whiteSpace: "pre-line" }} lineClamp={8}>
          {bio}
        </Text>
      )}
    </Card>
  );
}
