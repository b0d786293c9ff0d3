import type {
  ContactMessage,
  FaqAdmin,
  FaqLabelAdmin,
  FaqTopicAdmin,
  ImageUploadResult,
  PagedList,
  PublicTeacher,
  ShortUrl,
  SiteContentAdmin,
  StoryAdmin,
} from "@edu/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Every admin content call (spec 01 §7: faq, faq-topic, faq-label, stories, site content, contact, short links). */
export const contentAdminKeys = {
  faq: ["content-admin", "faq"] as const,
  stories: ["content-admin", "stories"] as const,
  siteContent: ["content-admin", "site-content"] as const,
  contact: ["content-admin", "contact"] as const,
  shortUrls: ["content-admin", "short-urls"] as const,
  instructors: ["content-admin", "instructors"] as const,
};

const quiet = { overlay: false } as const;

// ---- FAQ ----

export const faqTopicsQuery = () =>
  queryOptions({
    queryKey: [...contentAdminKeys.faq, "topics"] as const,
    queryFn: ({ signal }) => api.get<{ data: FaqTopicAdmin[] }>("/admin/faq-topics", { signal, ...quiet }),
  });
export const faqLabelsQuery = () =>
  queryOptions({
    queryKey: [...contentAdminKeys.faq, "labels"] as const,
    queryFn: ({ signal }) => api.get<{ data: FaqLabelAdmin[] }>("/admin/faq-labels", { signal, ...quiet }),
  });
export type FaqFilter = { faq_topic_id?: number; faq_topic_slug?: string; faq_label_id?: number; q?: string };
export const faqsQuery = (filter: FaqFilter, page = 1) =>
  queryOptions({
    queryKey: [...contentAdminKeys.faq, "list", filter, page] as const,
    queryFn: ({ signal }) =>
      api.get<PagedList<FaqAdmin>>("/admin/faqs", {
        query: { ...filter, q: filter.q || undefined, page, page_size: 100 },
        signal,
        ...quiet,
      }),
    placeholderData: keepPreviousData,
  });

export const createFaq = (body: unknown) => api.post<FaqAdmin>("/faq", body);
export const createInstructorFaq = (body: unknown) => api.post<FaqAdmin>("/instructor-faq", body);
export const updateFaq = (id: number, body: unknown) => api.patch<FaqAdmin>(`/faq/${id}`, body);
export const deleteFaq = (id: number) => api.delete<{ ok: true }>(`/faq/${id}`);
export const createFaqTopic = (body: unknown) => api.post<FaqTopicAdmin>("/faq-topic", body);
export const updateFaqTopic = (id: number, body: unknown) =>
  api.patch<FaqTopicAdmin>(`/faq-topic/${id}`, body);
export const deleteFaqTopic = (id: number) => api.delete<{ ok: true }>(`/faq-topic/${id}`);
export const createFaqLabel = (body: unknown) => api.post<FaqLabelAdmin>("/faq-label", body);
export const updateFaqLabel = (id: number, body: unknown) =>
  api.patch<FaqLabelAdmin>(`/faq-label/${id}`, body);
export const deleteFaqLabel = (id: number) => api.delete<{ ok: true }>(`/faq-label/${id}`);

// ---- stories ----

export const storiesAdminQuery = (page: number, q: string) =>
  queryOptions({
    queryKey: [...contentAdminKeys.stories, "list", page, q] as const,
    queryFn: ({ signal }) =>
      api.get<PagedList<StoryAdmin>>("/admin/stories", {
        query: { page, page_size: 50, q: q || undefined },
        signal,
        ...quiet,
      }),
    placeholderData: keepPreviousData,
  });
export const storyAdminQuery = (id: number) =>
  queryOptions({
    queryKey: [...contentAdminKeys.stories, "detail", id] as const,
    queryFn: ({ signal }) => api.get<StoryAdmin>(`/admin/stories/${id}`, { signal, ...quiet }),
  });
export const createStory = (body: unknown) => api.post<StoryAdmin>("/stories", body);
export const updateStory = (id: number, body: unknown) => api.patch<StoryAdmin>(`/stories/${id}`, body);
export const deleteStory = (id: number) => api.delete<{ ok: true }>(`/stories/${id}`);
export function uploadImage(file: File) {
  const body = new FormData();
  body.append("image", file);
  return api.post<ImageUploadResult>("/image", body);
}

// ---- site content ----

export const siteContentListQuery = () =>
  queryOptions({
    queryKey: [...contentAdminKeys.siteContent, "list"] as const,
    queryFn: ({ signal }) =>
      api.get<{ data: SiteContentAdmin[] }>("/admin/site-content", { signal, ...quiet }),
  });
export const siteContentQuery = (key: string) =>
  queryOptions({
    queryKey: [...contentAdminKeys.siteContent, "detail", key] as const,
    queryFn: ({ signal }) =>
      api.get<SiteContentAdmin>(`/admin/site-content/${encodeURIComponent(key)}`, {
        signal,
        ...quiet,
        silent: true,
      }),
    retry: false,
  });
export const putSiteContent = (key: string, body: unknown) =>
  api.put<SiteContentAdmin>(`/site-content/${encodeURIComponent(key)}`, body);

// ---- contact messages ----

export type ContactStatus = "all" | "handled" | "unhandled";
export const contactMessagesQuery = (page: number, q: string, status: ContactStatus) =>
  queryOptions({
    queryKey: [...contentAdminKeys.contact, page, q, status] as const,
    queryFn: ({ signal }) =>
      api.get<PagedList<ContactMessage>>("/contact-messages", {
        query: { page, page_size: 50, q: q || undefined, status },
        signal,
        ...quiet,
      }),
    placeholderData: keepPreviousData,
  });
export const setContactHandled = (id: number, handled: boolean) =>
  api.patch<ContactMessage>(`/contact-messages/${id}`, { handled });

// ---- short links ----

export const shortUrlsQuery = (page: number, q: string) =>
  queryOptions({
    queryKey: [...contentAdminKeys.shortUrls, page, q] as const,
    queryFn: ({ signal }) =>
      api.get<PagedList<ShortUrl>>("/short-urls", {
        query: { page, page_size: 50, q: q || undefined },
        signal,
        ...quiet,
      }),
    placeholderData: keepPreviousData,
  });
export const createShortUrl = (body: unknown) => api.post<ShortUrl>("/short-url", body);
export const deleteShortUrl = (id: number) => api.delete<{ ok: true }>(`/short-url/${id}`);

// ---- Instructors page: which teachers' bios are shown ----

export const instructorsQuery = (page: number, q: string) =>
  queryOptions({
    queryKey: [...contentAdminKeys.instructors, page, q] as const,
    queryFn: ({ signal }) =>
      api.get<PagedList<PublicTeacher>>("/teachers", {
        query: { page, page_size: 50, q: q || undefined },
        signal,
        ...quiet,
      }),
    placeholderData: keepPreviousData,
  });
export const toggleTeacherShowBio = (userId: number) =>
  api.patch<{ user_id: number; show_bio: boolean }>("/teacher/toggle-show-bio", { user_id: userId });
