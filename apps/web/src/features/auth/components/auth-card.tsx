import { Container, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { PageTitle } from "../../../components/page-title";

/** The frame of the account pages: a centred card with a title. */
export function AuthCard({
  title,
  subtitle,
  children,
  size = 440,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  size?: number;
}) {
  return (
    <Container size={size} px="md" py={{ base: "lg", sm: 48 }}>
      <PageTitle title={title} />
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} shadow="xs">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {subtitle && <Text c="gray.7">{subtitle}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
