import { todoEndpoints as endpoints, userEndpoints } from "@edu/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call, type EndpointBody } from "../../../lib/endpoint-client";

export const todoKeys = {
  all: ["todos"] as const,
  badge: (userId: number) => ["todos", "badge", userId] as const,
  staff: ["todos", "staff-options"] as const,
};

export type TodoListFilter = { status?: 0 | 1; userId?: number; q: string; page: number };

export const todoListQuery = ({ status, userId, q, page }: TodoListFilter) =>
  queryOptions({
    queryKey: [...todoKeys.all, "list", status ?? "any", userId ?? "all", q, page] as const,
    queryFn: ({ signal }) =>
      call(
        endpoints.listTodos,
        { query: { status, user_id: userId, query_string: q || undefined, page, page_size: 50 } },
        { signal, overlay: false },
      ),
    placeholderData: keepPreviousData,
  });

/** The opener's badge: my pending items (only the total is read). */
export const todoBadgeQuery = (userId: number) =>
  queryOptions({
    queryKey: todoKeys.badge(userId),
    queryFn: ({ signal }) =>
      call(
        endpoints.listTodos,
        { query: { status: 0, user_id: userId, page: 1, page_size: 1 } },
        { signal, overlay: false, silent: true },
      ),
    refetchInterval: 60_000,
  });

export type StaffOption = { user_id: number; first_name: string; last_name: string };

/**
 * The staff picker: exactly the spec's call (02 §6, §7): active super-admins, first 50, by name,
 * read from users.data.
 */
export const staffOptionsQuery = () =>
  queryOptions({
    queryKey: todoKeys.staff,
    queryFn: async ({ signal }): Promise<StaffOption[]> => {
      const result = await call(
        userEndpoints.searchUsers,
        {
          query: {
            page: 1,
            page_size: 50,
            is_active: 1,
            role: "super-admin",
            order_by: "name",
            order_direction: "asc",
          },
        },
        { signal, overlay: false },
      );
      return result.users.data.map((u) => ({
        user_id: u.id,
        first_name: u.first_name,
        last_name: u.last_name,
      }));
    },
    staleTime: 5 * 60_000,
  });

export const createTodo = (body: EndpointBody<typeof endpoints.createTodo>) =>
  call(endpoints.createTodo, { body });
export const updateTodo = (id: number, body: EndpointBody<typeof endpoints.updateTodo>) =>
  call(endpoints.updateTodo, { params: { id }, body });
export const setTodoStatus = (id: number, status: 0 | 1) =>
  call(endpoints.updateTodo, { params: { id }, body: { status } }, { overlay: false });
export const deleteTodo = (id: number) => call(endpoints.deleteTodo, { params: { id } });
