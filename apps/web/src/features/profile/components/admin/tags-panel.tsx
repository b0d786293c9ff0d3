import type { User } from "@edu/shared";
import { Badge, Button, CloseButton, Group, MultiSelect, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { allTagsQuery, attachTags, detachTags, profileKeys, userTagsQuery } from "../../api/profile-api";
import { SectionCard } from "../profile-sections";

/** Admin: a user's tags; attach several at once, detach one by one. */
export function TagsPanel({ user }: { user: User }) {
  const { t } = useTranslation("profile");
  const queryClient = useQueryClient();
  const current = useQuery(userTagsQuery(user));
  const all = useQuery(allTagsQuery());
  const [chosen, setChosen] = useState<string[]>([]);
  const onChanged = (result: { tags: { id: number; name: string; color: string }[] }) => {
    queryClient.setQueryData(profileKeys.tags(user.id), result.tags);
    void queryClient.invalidateQueries({ queryKey: ["users"] });
    void queryClient.invalidateQueries({ queryKey: ["tags"] });
  };
  const attach = useMutation({
    mutationFn: () => attachTags(user.id, chosen.map(Number)),
    onSuccess: (result) => {
      setChosen([]);
      onChanged(result);
    },
  });
  const detach = useMutation({
    mutationFn: (tagId: number) => detachTags(user.id, [tagId]),
    onSuccess: onChanged,
  });
  const attachedIds = new Set((current.data ?? []).map((tag) => tag.id));
  const options = (all.data?.data ?? [])
    .filter((tag) => !attachedIds.has(tag.id))
    .map((tag) => ({ value: String(tag.id), label: tag.name }));

  return (
    <SectionCard title={t("tags.title")} testId="tags-panel">
      <Stack gap="sm">
        {current.data && current.data.length === 0 && <Text size="sm">{t("tags.none")}</Text>}
        <Group gap="xs">
          {(current.data ?? []).map((tag) => (
            <Badge
              key={tag.id}
              size="lg"
              variant="outline"
              color="dark"
              style={{ borderColor: tag.color }}
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={t("tags.detach", { name: tag.name })}
                  onClick={() => detach.mutate(tag.id)}
                  disabled={detach.isPending}
                />
              }
            >
              <Link to={`/tag/${tag.id}`} style={{ color: "inherit", textDecoration: "none" }}>
                {tag.name}
              </Link>
            </Badge>
          ))}
        </Group>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <MultiSelect
            label={t("tags.attachLabel")}
            placeholder={chosen.length ? undefined : t("tags.attachPlaceholder")}
            searchable
            data={options}
            value={chosen}
            onChange={setChosen}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button onClick={() => attach.mutate()} disabled={chosen.length === 0} loading={attach.isPending}>
            {t("tags.attach")}
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
