import {
  Anchor,
  Button,
  Center,
  CopyButton,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconCalendarPlus, IconCheck, IconCopy } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format-date";
import {
  type CalendarFeedCreated,
  calendarFeedQuery,
  useMakeCalendarFeed,
  useStopCalendarFeed,
} from "../api/calendar-feed-api";

/** The QR encoder (uqr) loads only once there is an address to show. */
const QrCodeImage = lazy(() => import("../../../app/shell/qr-code-image"));

/** The same address for calendar apps: webcal:// asks the phone's or computer's calendar to subscribe. */
const webcalOf = (url: string) => url.replace(/^https?:\/\//, "webcal://");

/**
 * "Subscribe to my calendar": the signed-in person's private iCalendar address (their lessons and
 * meet-and-greets, kept current), with copy, a QR code for the phone and a link for calendar apps. The server
 * keeps only the address's hash, so it is shown once, when made; later the card says when it was made and
 * offers a new one (the earlier one stops working) or to stop it.
 */
export function CalendarSubscription() {
  const { t } = useTranslation("lesson-schedule");
  const status = useQuery(calendarFeedQuery());
  const make = useMakeCalendarFeed();
  const stop = useStopCalendarFeed();
  const [made, setMade] = useState<CalendarFeedCreated | null>(null);
  if (status.isError) return null;
  const busy = make.isPending || stop.isPending;
  const makeButton = (label: string) => (
    <Button
      size="sm"
      variant={status.data?.active ? "default" : "filled"}
      loading={make.isPending}
      disabled={busy}
      onClick={() => make.mutate(undefined, { onSuccess: setMade })}
    >
      {label}
    </Button>
  );

  return (
    <Paper withBorder p="md" data-testid="calendar-subscription">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconCalendarPlus size={20} aria-hidden="true" />
          <Title order={2} size="h4">
            {t("calendar.title")}
          </Title>
        </Group>
        <Text size="sm" c="gray.7">
          {t("calendar.intro")}
        </Text>
        {status.isPending ? (
          <Loader size="sm" />
        ) : made ? (
          <Stack gap="xs">
            <TextInput
              label={t("calendar.address")}
              value={made.url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              data-testid="calendar-url"
            />
            <Group gap="xs" wrap="wrap">
              <CopyButton value={made.url}>
                {({ copied, copy }) => (
                  <Button
                    size="sm"
                    color={copied ? "teal" : undefined}
                    leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    onClick={copy}
                  >
                    {copied ? t("calendar.copied") : t("calendar.copy")}
                  </Button>
                )}
              </CopyButton>
              <Button size="sm" variant="default" component="a" href={webcalOf(made.url)}>
                {t("calendar.openApp")}
              </Button>
            </Group>
            <Group gap="md" wrap="nowrap" align="center">
              <Suspense
                fallback={
                  <Center w={120} h={120}>
                    <Loader size="sm" />
                  </Center>
                }
              >
                <QrCodeImage value={made.url} label={t("calendar.qr")} size={120} />
              </Suspense>
              <Text size="sm">{t("calendar.qrHint")}</Text>
            </Group>
            <Text size="sm" c="gray.7">
              {t("calendar.private")}
            </Text>
          </Stack>
        ) : status.data.active ? (
          <Stack gap="xs">
            <Text size="sm">
              {t("calendar.made", { date: formatDateTime(status.data.created_at) })}{" "}
              {status.data.last_read_at
                ? t("calendar.lastRead", { date: formatDateTime(status.data.last_read_at) })
                : t("calendar.neverRead")}
            </Text>
            <Text size="sm" c="gray.7">
              {t("calendar.shownOnce")}
            </Text>
            <Group gap="xs" wrap="wrap">
              {makeButton(t("calendar.remake"))}
              <Anchor
                component="button"
                type="button"
                size="sm"
                c="red.9"
                disabled={busy}
                onClick={() => stop.mutate()}
              >
                {t("calendar.stop")}
              </Anchor>
            </Group>
          </Stack>
        ) : (
          <Group>{makeButton(t("calendar.make"))}</Group>
        )}
      </Stack>
    </Paper>
  );
}
