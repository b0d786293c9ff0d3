import type { ClassTicket, PagedList } from "@edu/shared";
import { Anchor, Button, Container, Stack, Tabs, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { type UseQueryOptions, useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { AdminList, type DataListColumn } from "../../../components/data-list";
import { ListSearchInput } from "../../../components/list-search-input";
import { PageLoader } from "../../../components/page-loader";
import { NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatDate } from "../../../lib/format-date";
import { useLocale } from "../../../lib/use-locale";
import { useViewerRoles } from "../../auth";
import { personName, placedTicketsQuery, unplacedTicketsQuery } from "../api/session-classes-api";
import { PlaceTicketModal } from "../components/place-ticket-modal";

export const handle: RouteHandle = { i18n: ["session-classes", "data-list"] };

/** The ticket's session title and class name in the reader's language (the base text as a fallback). */
const sessionTitle = (ticket: ClassTicket) =>
  ticket.course_session.localized?.title ?? ticket.course_session.title;
const className = (cls: NonNullable<ClassTicket["session_class"]>) => cls.localized?.name ?? cls.name;

/** The button of a ticket row: place it in a class, or change its placement. */
function ticketAction(
  t: TFunction<"session-classes">,
  action: "place" | "change",
  onClick: (ticket: ClassTicket) => void,
  variant: "filled" | "light",
): DataListColumn<ClassTicket> {
  return {
    key: "actions",
    header: t("actions"),
    actions: true,
    cell: (ticket) => (
      <Button
        size="xs"
        variant={variant}
        onClick={() => onClick(ticket)}
        aria-label={t(`placement.${action}Named`, {
          student: personName(ticket.student),
          session: sessionTitle(ticket),
        })}
      >
        {t(`placement.${action}`)}
      </Button>
    ),
  };
}

/** One tab's tickets, a page at a time. */
function TicketList<Key extends readonly unknown[]>({
  query,
  ...listProps
}: {
  query: (page: number) => UseQueryOptions<PagedList<ClassTicket>, Error, PagedList<ClassTicket>, Key>;
  columns: DataListColumn<ClassTicket>[];
  label: string;
  testId: string;
  empty: ReactNode;
  minWidth: number;
}) {
  const [page, setPage] = useState(1);
  const list = useQuery(query(page));
  return (
    <AdminList query={list} page={page} onPage={setPage} rowKey={(ticket) => ticket.id} {...listProps} />
  );
}

function WaitingTickets({ q, onPlace }: { q: string; onPlace: (ticket: ClassTicket) => void }) {
  const { t } = useTranslation("session-classes");
  const locale = useLocale();
  const columns: DataListColumn<ClassTicket>[] = [
    {
      key: "name",
      header: t("students.name"),
      primary: true,
      cell: (ticket) => (
        <>
          {personName(ticket.student)}{" "}
          <Text span size="sm" c="gray.7">
            ({ticket.student.username})
          </Text>
        </>
      ),
    },
    { key: "session", header: t("fields.courseSession"), cell: sessionTitle },
    { key: "paid", header: t("placement.paidSince"), cell: (ticket) => formatDate(ticket.created_at) },
    ticketAction(t, "place", onPlace, "filled"),
  ];
  return (
    <TicketList
      query={(page) => unplacedTicketsQuery({ page, q, locale })}
      columns={columns}
      label={t("placement.waiting")}
      testId="waiting-tickets"
      empty={<Text>{t("placement.noneWaiting")}</Text>}
      minWidth={620}
    />
  );
}

function PlacedTickets({ q, onMove }: { q: string; onMove: (ticket: ClassTicket) => void }) {
  const { t } = useTranslation("session-classes");
  const locale = useLocale();
  const columns: DataListColumn<ClassTicket>[] = [
    { key: "name", header: t("students.name"), primary: true, cell: (ticket) => personName(ticket.student) },
    {
      key: "class",
      header: t("placement.class"),
      cell: (ticket) =>
        ticket.session_class ? (
          <Anchor component={Link} to={`/session-classes/${ticket.session_class.id}?tab=students`}>
            {className(ticket.session_class)}
          </Anchor>
        ) : (
          "—"
        ),
    },
    {
      key: "date",
      header: t("placement.date"),
      cell: (ticket) => [ticket.date, ticket.time].filter(Boolean).join(" ") || "—",
    },
    {
      key: "classroom",
      header: t("placement.classroom"),
      cell: (ticket) => [ticket.classroom, ticket.study_room].filter(Boolean).join(" / ") || "—",
    },
    { key: "score_range", header: t("placement.scoreRange"), cell: (ticket) => ticket.score_range || "—" },
    { key: "ta", header: t("placement.ta"), cell: (ticket) => (ticket.ta ? personName(ticket.ta) : "—") },
    ticketAction(t, "change", onMove, "light"),
  ];
  return (
    <TicketList
      query={(page) => placedTicketsQuery({ page, q, locale })}
      columns={columns}
      label={t("placement.placedTab")}
      testId="placed-tickets"
      empty={<Text>{t("placement.nonePlaced")}</Text>}
      minWidth={880}
    />
  );
}

/** /placement (admin and staff): paid tickets waiting for a class, and the placements made. */
export default function PlacementPage() {
  const { t } = useTranslation("session-classes");
  const viewer = useViewerRoles();
  const [q, setQ] = useState("");
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const [tab, setTab] = useState<string | null>("waiting");
  const [placing, setPlacing] = useState<ClassTicket | null>(null);
  if (!viewer.user) return <PageLoader />;
  if (!viewer.isStaff) return <NoPermissionPage reason={t("notAllowed")} />;

  return (
    <Container size="xl" py="lg">
      <PageTitle title={t("placement.title")} />
      <Stack gap="md">
        <Title order={1}>{t("placement.title")}</Title>
        {viewer.isStaff && (
          <>
            <Text c="gray.7">{t("placement.intro")}</Text>
            <ListSearchInput label={t("placement.search")} value={q} onSearch={setQ} />
            <Tabs value={tab} onChange={setTab}>
              <Tabs.List>
                <Tabs.Tab value="waiting">{t("placement.waiting")}</Tabs.Tab>
                <Tabs.Tab value="placed">{t("placement.placedTab")}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="waiting" pt="md">
                {tab === "waiting" && <WaitingTickets q={debounced} onPlace={setPlacing} />}
              </Tabs.Panel>
              <Tabs.Panel value="placed" pt="md">
                {tab === "placed" && <PlacedTickets q={debounced} onMove={setPlacing} />}
              </Tabs.Panel>
            </Tabs>
            {placing && (
              <PlaceTicketModal key={placing.id} ticket={placing} onClose={() => setPlacing(null)} />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
