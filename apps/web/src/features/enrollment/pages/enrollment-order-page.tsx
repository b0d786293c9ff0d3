import {
  ActionIcon,
  Alert,
  Anchor,
  Card,
  Container,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconArrowDown, IconArrowUp } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { ScrollTable } from "../../../components/scroll-table";
import { useViewerRoles } from "../../auth";
import { sessionsForEnrollmentQuery } from "../api/enroll-api";
import { enrollmentOrderQuery, orderKeys, setEnrollmentOrder } from "../api/order-api";
import { describeSession } from "../components/classes-step";
import { orderedGroups, type Positions, planMove, positionsFrom } from "../lib/form-order";
import pageClasses from "./page.module.css";

export const handle: RouteHandle = { i18n: ["enrollment"] };

type Direction = "up" | "down";

/**
 * /enrollment/order (admin): the classes offered on /enroll, per group in the order the form shows them.
 * Move up / Move down saves at once (each changed row through POST enrollment-forms-order/{id}); moves
 * made while saving queue behind it. Focus stays on the moved row's button; a live region says where it went.
 */
export default function EnrollmentOrderPage() {
  const { t } = useTranslation("enrollment");
  const viewer = useViewerRoles();
  const queryClient = useQueryClient();
  const sessions = useQuery({ ...sessionsForEnrollmentQuery(""), enabled: viewer.isAdmin });
  const order = useQuery({ ...enrollmentOrderQuery(), enabled: viewer.isAdmin, staleTime: 0 });
  /** Positions after the moves not yet confirmed by the server (null: the server's). */
  const [local, setLocal] = useState<Positions | null>(null);
  const [status, setStatus] = useState("");
  const [saving, setSaving] = useState(false);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const pending = useRef(0);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focusTarget, setFocusTarget] = useState<{ id: number; direction: Direction } | null>(null);

  const positions = local ?? positionsFrom(order.data);
  const groups = orderedGroups(sessions.data?.groups, positions);

  // After a move the row's buttons are re-placed in the page: give focus back to the one used
  // (or its partner when the row reached the top or the bottom).
  useEffect(() => {
    if (!focusTarget) return;
    const other: Direction = focusTarget.direction === "up" ? "down" : "up";
    const button =
      buttons.current.get(`${focusTarget.id}-${focusTarget.direction}`) ??
      buttons.current.get(`${focusTarget.id}-${other}`);
    button?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  if (!viewer.isPending && !viewer.isAdmin) {
    return <NoPermissionPage reason={t("order.adminOnly")} />;
  }

  const move = (id: number, title: string, direction: Direction) => {
    const plan = planMove(groups, positions, id, direction === "up" ? -1 : 1);
    if (!plan) return;
    setLocal(plan.positions);
    setFocusTarget({ id, direction });
    setSaving(true);
    setStatus(t("order.moved", { title, place: plan.place, total: plan.of }));
    pending.current += 1;
    queue.current = queue.current
      .then(async () => {
        let saved: Awaited<ReturnType<typeof setEnrollmentOrder>> | undefined;
        for (const write of plan.writes) saved = await setEnrollmentOrder(write.id, write.position);
        pending.current -= 1;
        if (pending.current === 0) {
          if (saved) queryClient.setQueryData(orderKeys.order, saved);
          setLocal(null);
          setSaving(false);
          setStatus(t("order.saved", { title, place: plan.place, total: plan.of }));
        }
      })
      .catch(async () => {
        // The failure was shown by the API client; start again from what the server holds.
        pending.current = 0;
        queue.current = Promise.resolve();
        setSaving(false);
        setLocal(null);
        setStatus(t("order.failed"));
        await queryClient.invalidateQueries({ queryKey: orderKeys.order });
      });
  };

  const loading = viewer.isPending || sessions.isPending || order.isPending;
  const failed = sessions.isError || order.isError;

  return (
    <Container className={pageClasses.page} size="lg" py="lg">
      <PageTitle title={t("order.metaTitle")} />
      <Stack gap="md">
        <Anchor component={Link} to="/enrollment" size="sm">
          {t("detail.back")}
        </Anchor>
        <div>
          <Title order={1}>{t("order.title")}</Title>
          <Text c="dimmed" mt={4}>
            {t("order.intro")}
          </Text>
        </div>
        <Group gap="xs" mih={24}>
          {saving && <Loader size="xs" aria-hidden="true" />}
          <Text size="sm" role="status" aria-live="polite" data-testid="order-status">
            {status}
          </Text>
        </Group>
        {loading && !failed && <Loader role="status" aria-label={t("loading")} />}
        {failed && <Alert color="red">{t("classes.loadFailed")}</Alert>}
        {!loading && !failed && groups.length === 0 && <Text>{t("classes.none")}</Text>}
        {groups.map((group) => (
          <Card key={group.type} withBorder component="section" aria-labelledby={`order-${group.type}`}>
            <Title order={2} size="h4" mb="sm" id={`order-${group.type}`}>
              {t(`types.${group.type}`)}
            </Title>
            <ScrollTable minWidth={560} label={t(`types.${group.type}`)}>
              <Table verticalSpacing="xs" data-testid={`order-group-${group.type}`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={56}>{t("order.position")}</Table.Th>
                    <Table.Th>{t("columns.class")}</Table.Th>
                    <Table.Th w={110}>
                      <VisuallyHidden>{t("order.actions")}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {group.sessions.map((session, index) => {
                    const setRef = (direction: Direction) => (node: HTMLButtonElement | null) => {
                      const key = `${session.id}-${direction}`;
                      if (node) buttons.current.set(key, node);
                      else buttons.current.delete(key);
                    };
                    const first = index === 0;
                    const last = index === group.sessions.length - 1;
                    // The title in the page's language (English, the base, when none is written).
                    const title = session.localized.title || session.title;
                    return (
                      <Table.Tr key={session.id} data-testid={`order-row-${session.id}`}>
                        <Table.Td>{index + 1}</Table.Td>
                        <Table.Td>
                          <Text fw={600} size="sm">
                            {title}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {describeSession(session, t)}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Group gap={6} wrap="nowrap" justify="flex-end">
                            {/* At an end the button is hidden from clicks but stays focusable (aria-disabled). */}
                            <ActionIcon
                              ref={setRef("up")}
                              variant="light"
                              size="lg"
                              aria-label={t("order.moveUp", { title })}
                              aria-disabled={first || undefined}
                              data-disabled={first || undefined}
                              onClick={() => !first && move(session.id, title, "up")}
                            >
                              <IconArrowUp size={18} aria-hidden="true" />
                            </ActionIcon>
                            <ActionIcon
                              ref={setRef("down")}
                              variant="light"
                              size="lg"
                              aria-label={t("order.moveDown", { title })}
                              aria-disabled={last || undefined}
                              data-disabled={last || undefined}
                              onClick={() => !last && move(session.id, title, "down")}
                            >
                              <IconArrowDown size={18} aria-hidden="true" />
                            </ActionIcon>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          </Card>
        ))}
      </Stack>
    </Container>
  );
}
