import {
  mailCenterEndpoints as endpoints,
  type MailRecipient,
  sessionClassEndpoints,
  tagEndpoints,
  userEndpoints,
} from "@edu/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call, type EndpointBody } from "../../../lib/endpoint-client";

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
      call(
        endpoints.listMails,
        { query: { page, page_size: 50, q: q || undefined, status } },
        { signal, overlay: false },
      ),
    placeholderData: keepPreviousData,
  });

export const mailDetailQuery = (id: number) =>
  queryOptions({
    queryKey: mailKeys.detail(id),
    queryFn: ({ signal }) => call(endpoints.getMailById, { params: { id } }, { signal, overlay: false }),
  });

export const mailRecipientsQuery = (id: number, page: number, state: MailDeliveryFilter) =>
  queryOptions({
    queryKey: mailKeys.recipients(id, page, state),
    queryFn: ({ signal }) =>
      call(
        endpoints.listMailRecipients,
        { params: { id }, query: { page, page_size: 50, state } },
        { signal, overlay: false },
      ),
    placeholderData: keepPreviousData,
  });

export const mailTemplatesQuery = (page: number, q: string) =>
  queryOptions({
    queryKey: mailKeys.templates(page, q),
    queryFn: ({ signal }) =>
      call(
        endpoints.listMailTemplates,
        { query: { page, page_size: 50, q: q || undefined } },
        { signal, overlay: false },
      ),
    placeholderData: keepPreviousData,
  });

export type MailBody = EndpointBody<typeof endpoints.createMail>;

export const createMail = (body: MailBody) => call(endpoints.createMail, { body }, { silent: true });
export const updateMail = (id: number, body: EndpointBody<typeof endpoints.updateMailById>) =>
  call(endpoints.updateMailById, { params: { id }, body }, { silent: true });
export const deleteMail = (id: number) => call(endpoints.deleteMailById, { params: { id } });
export const sendMail = (id: number) => call(endpoints.sendMail, { params: { id } }, { silent: true });
export const duplicateMail = (id: number) => call(endpoints.createMailDuplicate, { params: { id } });
export const previewMail = (body: EndpointBody<typeof endpoints.createMailPreview>) =>
  call(endpoints.createMailPreview, { body }, { silent: true, overlay: false });

export const createTemplate = (body: EndpointBody<typeof endpoints.createMailTemplate>) =>
  call(endpoints.createMailTemplate, { body }, { silent: true });
export const updateTemplate = (id: number, body: EndpointBody<typeof endpoints.updateMailTemplateById>) =>
  call(endpoints.updateMailTemplateById, { params: { id }, body }, { silent: true });
export const deleteTemplate = (id: number) => call(endpoints.deleteMailTemplateById, { params: { id } });

// ---- what the recipients picker searches (users, tags, classes)

export type PickOption = { value: string; label: string };

export const userOptionsQuery = (q: string) =>
  queryOptions({
    queryKey: ["mail-center", "pick-users", q] as const,
    queryFn: ({ signal }) =>
      call(
        userEndpoints.searchUsers,
        { query: { q: q || undefined, page_size: 20, is_active: true } },
        { signal, overlay: false },
      ),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });

export const tagOptionsQuery = () =>
  queryOptions({
    queryKey: ["mail-center", "pick-tags"] as const,
    queryFn: ({ signal }) =>
      call(tagEndpoints.listTags, { query: { page_size: 200 } }, { signal, overlay: false }),
  });

export const classOptionsQuery = (q: string) =>
  queryOptions({
    queryKey: ["mail-center", "pick-classes", q] as const,
    queryFn: ({ signal }) =>
      call(
        sessionClassEndpoints.listAllSessionClasses,
        { query: { page: 1, page_size: 50, status: "all", q: q || undefined } },
        { signal, overlay: false },
      ),
    placeholderData: keepPreviousData,
  });
