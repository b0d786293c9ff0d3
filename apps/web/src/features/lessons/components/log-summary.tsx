import { SimpleGrid, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** One labelled value of a log's summary. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
      {children}
    </SimpleGrid>
  );
}
