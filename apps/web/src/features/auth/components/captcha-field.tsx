import { ActionIcon, Group, Image, Skeleton, TextInput, Tooltip } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { captchaQuery } from "../api/auth-api";

type CaptchaFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** Receives the key of the image on screen (sent back with the answer). */
  onKey: (key: string) => void;
  error?: ReactNode;
  /** Change this number to get a new image (after a refused answer). */
  refreshSignal?: number;
};

/** The captcha image with a refresh button, and the answer. */
export function CaptchaField({ value, onChange, onKey, error, refreshSignal = 0 }: CaptchaFieldProps) {
  const { t } = useTranslation("auth");
  const captcha = useQuery(captchaQuery());
  const { refetch } = captcha;
  useEffect(() => {
    if (captcha.data) onKey(captcha.data.key);
  }, [captcha.data, onKey]);
  useEffect(() => {
    if (refreshSignal > 0) void refetch();
  }, [refreshSignal, refetch]);
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        label={t("fields.captcha")}
        required
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        style={{ flex: 1 }}
      />
      <Group gap={4} mt={25} wrap="nowrap">
        {captcha.data ? (
          <Image
            src={captcha.data.img}
            alt={t("captcha.alt")}
            w={120}
            h={40}
            radius="sm"
            bg="white"
            style={{ border: "1px solid var(--mantine-color-gray-4)" }}
            data-testid="captcha-image"
          />
        ) : (
          <Skeleton w={120} h={40} radius="sm" />
        )}
        <Tooltip label={t("captcha.refresh")}>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t("captcha.refresh")}
            loading={captcha.isFetching}
            onClick={() => {
              onChange("");
              void refetch();
            }}
          >
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
