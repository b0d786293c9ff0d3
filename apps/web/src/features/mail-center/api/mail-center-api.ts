import type {
  MailContent,
  MailDetail,
  MailPreview,
  MailPreviewInput,
  MailRecipient,
  MailRecipientsInput,
  MailSummary,
  MailTemplate,
  MailTemplateInput,
  PagedList,
  SessionClass,
  Tag,
  UserSearchResult,
} from "@edu/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type MailStatusFilter = "all" | "draft" | "sent";
export type MailDeliveryFilter = MailRecipient["state"] | undefined;

export const mailKeys = {
  all: ["mail-center"] as const,
  list: (page: number, q: string, status: MailStatusFilter) =>
    ["mail-center", "list", page, q, status] as const,
  detail: (id: number) => ["mail-center", "mail", id] as const,
  recipients: (id: number, page: number, state: MailDeliveryFilter) =>
    ["mail-center", "recipients", id, page, state ?? ""] as const,
  templates: (page: number, q: string) => ["mail-center", "templates", page, q] as const,
};

export const mailListQuery = (page: number, q: string, status: MailStatusFilter) =>
  queryOptions({
    queryKey: mailKeys.list(page, q, status),
    queryFn: ({ signal }) =>
      api.get<PagedList<MailSummary>>("/mails", {
        query: { page, page_size: 50, q: q || undefined, status },
        signal,
        overlay: false,
      }),
    placeholderData: keepPreviousData,
  });

export const mailDetailQuery = (id: number) =>
  queryOptions({
    queryKey: mailKeys.detail(id),
    queryFn: ({ signal }) => api.get<MailDetail>(`/mail/${id}`, { signal, overlay: false }),
  });

export const mailRecipientsQuery = (id: number, page: number, state: MailDeliveryFilter) =>
  queryOptions({
    queryKey: mailKeys.recipients(id, page, state),
    queryFn: ({ signal }) =>
      api.get<PagedList<MailRecipient>>(`/mail/${id}/recipients`, {
        query: { page, page_size: 50, state },
        signal,
        overlay: false,
      }),
    placeholderData: keepPreviousData,
  });

export const mailTemplatesQuery = (page: number, q: string) =>
  queryOptions({
    queryKey: mailKeys.templates(page, q),
    queryFn: ({ signal }) =>
      api.get<PagedList<MailTemplate>>("/mail-templates", {
        query: { page, page_size: 50, q: q || undefined },
        signal,
        overlay: false,
      }),
    placeholderData: keepPreviousData,
  });

export type MailBody = { template_id?: number | null; content: MailContent; recipients: MailRecipientsInput };

export const createMail = (body: MailBody) => api.post<MailDetail>("/mail", body, { silent: true });
export const updateMail = (id: number, body: MailBody) =>
  api.patch<MailDetail>(`/mail/${id}`, body, { silent: true });
export const deleteMail = (id: number) => api.delete<{ ok: true }>(`/mail/${id}`);
export const sendMail = (id: number) => api.post<MailDetail>(`/mail/${id}/send`, undefined, { silent: true });
export const duplicateMail = (id: number) => api.post<MailDetail>(`/mail/${id}/duplicate`);
export const previewMail = (body: MailPreviewInput) =>
  api.post<MailPreview>("/mail/preview", body, { silent: true, overlay: false });

export const createTemplate = (body: MailTemplateInput) =>
  api.post<MailTemplate>("/mail-template", body, { silent: true });
export const updateTemplate = (id: number, body: MailTemplateInput) =>
  api.patch<MailTemplate>(`/mail-template/${id}`, body, { silent: true });
export const deleteTemplate = (id: number) => api.delete<{ ok: true }>(`/mail-template/${id}`);

// ---- what the recipients picker searches (users, tags, classes)

export type PickOption = { value: string; label: string };

export const userOptionsQuery = (q: string) =>
  queryOptions({
    queryKey: ["mail-center", "pick-users", q] as const,
    queryFn: ({ signal }) =>
      api.get<UserSearchResult>("/users/search", {
        query: { q: q || undefined, page_size: 20, is_active: 1 },
        signal,
        overlay: false,
      }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });

export const tagOptionsQuery = () =>
  queryOptions({
    queryKey: ["mail-center", "pick-tags"] as const,
    queryFn: ({ signal }) =>
      api.get<PagedList<Tag>>("/tags", { query: { page_size: 200 }, signal, overlay: false }),
  });

export const classOptionsQuery = (q: string) =>
  queryOptions({
    queryKey: ["mail-center", "pick-classes", q] as const,
    queryFn: ({ signal }) =>
      api.get<PagedList<SessionClass>>("/session-classes/all", {
        query: { page: 1, page_size: 50, status: "all", q: q || undefined },
        signal,
        overlay: false,
      }),
    placeholderData: keepPreviousData,
  });
