import type { ClassTicket } from "@edu/shared";
import { Alert, Anchor, Button, Container, Stack, Table, Tabs, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { useViewerRoles } from "../../auth";
import { personName, placedTicketsQuery, unplacedTicketsQuery } from "../api/session-classes-api";
import { ListPagination } from "../components/list-pagination";
import { PlaceTicketModal } from "../components/place-ticket-modal";

export const handle: RouteHandle = { i18n: ["session-classes"] };

function WaitingTickets({ q, onPlace }: { q: string; onPlace: (ticket: ClassTicket) => void }) {
  const { t } = useTranslation("session-classes");
  const [page, setPage] = useState(1);
  const list = useQuery(unplacedTicketsQuery({ page, q }));
  if (list.isPending) return <PageLoader />;
  if (list.isError) return <Alert color="red">{list.error.message}</Alert>;
  if (list.data.data.length === 0) return <Text>{t("placement.noneWaiting")}</Text>;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={620}>
        <Table striped verticalSpacing="sm" data-testid="waiting-tickets">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("students.name")}</Table.Th>
              <Table.Th>{t("fields.courseSession")}</Table.Th>
              <Table.Th>{t("placement.paidSince")}</Table.Th>
              <Table.Th>{t("actions")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.data.map((ticket) => (
              <Table.Tr key={ticket.id}>
                <Table.Td>
                  {personName(ticket.student)}{" "}
                  <Text span size="sm" c="gray.7">
                    ({ticket.student.username})
                  </Text>
                </Table.Td>
                <Table.Td>{ticket.course_session.title}</Table.Td>
                <Table.Td>{ticket.created_at.slice(0, 10)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    onClick={() => onPlace(ticket)}
                    aria-label={t("placement.placeNamed", {
                      student: personName(ticket.student),
                      session: ticket.course_session.title,
                    })}
                  >
                    {t("placement.place")}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPagination total={list.data.last_page} page={page} onChange={setPage} />
    </Stack>
  );
}

function PlacedTickets({ q, onMove }: { q: string; onMove: (ticket: ClassTicket) => void }) {
  const { t } = useTranslation("session-classes");
  const [page, setPage] = useState(1);
  const list = useQuery(placedTicketsQuery({ page, q }));
  if (list.isPending) return <PageLoader />;
  if (list.isError) return <Alert color="red">{list.error.message}</Alert>;
  if (list.data.data.length === 0) return <Text>{t("placement.nonePlaced")}</Text>;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={880}>
        <Table striped verticalSpacing="sm" data-testid="placed-tickets">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("students.name")}</Table.Th>
              <Table.Th>{t("placement.class")}</Table.Th>
              <Table.Th>{t("placement.date")}</Table.Th>
              <Table.Th>{t("placement.classroom")}</Table.Th>
              <Table.Th>{t("placement.scoreRange")}</Table.Th>
              <Table.Th>{t("placement.ta")}</Table.Th>
              <Table.Th>{t("actions")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.data.map((ticket) => (
              <Table.Tr key={ticket.id}>
                <Table.Td>{personName(ticket.student)}</Table.Td>
                <Table.Td>
                  {ticket.session_class ? (
                    <Anchor component={Link} to={`/session-classes/${ticket.session_class.id}?tab=students`}>
                      {ticket.session_class.name}
                    </Anchor>
                  ) : (
                    "—"
                  )}
                </Table.Td>
                <Table.Td>{[ticket.date, ticket.time].filter(Boolean).join(" ") || "—"}</Table.Td>
                <Table.Td>
                  {[ticket.classroom, ticket.study_room].filter(Boolean).join(" / ") || "—"}
                </Table.Td>
                <Table.Td>{ticket.score_range || "—"}</Table.Td>
                <Table.Td>{ticket.ta ? personName(ticket.ta) : "—"}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => onMove(ticket)}
                    aria-label={t("placement.changeNamed", {
                      student: personName(ticket.student),
                      session: ticket.course_session.title,
                    })}
                  >
                    {t("placement.change")}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPagination total={list.data.last_page} page={page} onChange={setPage} />
    </Stack>
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

  return (
    <Container size="xl" py="lg">
      <title>{t("placement.title")}</title>
      <Stack gap="md">
        <Title order={1}>{t("placement.title")}</Title>
        {!viewer.isStaff && <Alert color="yellow">{t("notAllowed")}</Alert>}
        {viewer.isStaff && (
          <>
            <Text c="gray.7">{t("placement.intro")}</Text>
            <TextInput
              label={t("placement.search")}
              type="search"
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              value={q}
              onChange={(event) => setQ(event.currentTarget.value)}
              maw={360}
            />
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
