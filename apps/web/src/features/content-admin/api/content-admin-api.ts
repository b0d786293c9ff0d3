import {
  contactEndpoints,
  faqEndpoints,
  profileEndpoints,
  shortLinkEndpoints,
  siteContentEndpoints,
  storyEndpoints,
  uploadEndpoints,
} from "@edu/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call, type EndpointBody } from "../../../lib/endpoint-client";

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
    queryFn: ({ signal }) => call(faqEndpoints.listAdminFaqTopics, {}, { signal, ...quiet }),
  });
export const faqLabelsQuery = () =>
  queryOptions({
    queryKey: [...contentAdminKeys.faq, "labels"] as const,
    queryFn: ({ signal }) => call(faqEndpoints.listAdminFaqLabels, {}, { signal, ...quiet }),
  });
export type FaqFilter = { faq_topic_id?: number; faq_topic_slug?: string; faq_label_id?: number; q?: string };
export const faqsQuery = (filter: FaqFilter, page = 1) =>
  queryOptions({
    queryKey: [...contentAdminKeys.faq, "list", filter, page] as const,
    queryFn: ({ signal }) =>
      call(
        faqEndpoints.listAdminFaqs,
        { query: { ...filter, q: filter.q || undefined, page, page_size: 100 } },
        { signal, ...quiet },
      ),
    placeholderData: keepPreviousData,
  });

export const createFaq = (body: EndpointBody<typeof faqEndpoints.createFaq>) =>
  call(faqEndpoints.createFaq, { body });
export const createInstructorFaq = (body: EndpointBody<typeof faqEndpoints.createInstructorFaq>) =>
  call(faqEndpoints.createInstructorFaq, { body });
export const updateFaq = (id: number, body: EndpointBody<typeof faqEndpoints.updateFaqById>) =>
  call(faqEndpoints.updateFaqById, { params: { id }, body });
export const deleteFaq = (id: number) => call(faqEndpoints.deleteFaqById, { params: { id } });
export const createFaqTopic = (body: EndpointBody<typeof faqEndpoints.createFaqTopic>) =>
  call(faqEndpoints.createFaqTopic, { body });
export const updateFaqTopic = (id: number, body: EndpointBody<typeof faqEndpoints.updateFaqTopicById>) =>
  call(faqEndpoints.updateFaqTopicById, { params: { id }, body });
export const deleteFaqTopic = (id: number) => call(faqEndpoints.deleteFaqTopicById, { params: { id } });
export const createFaqLabel = (body: EndpointBody<typeof faqEndpoints.createFaqLabel>) =>
  call(faqEndpoints.createFaqLabel, { body });
export const updateFaqLabel = (id: number, body: EndpointBody<typeof faqEndpoints.updateFaqLabelById>) =>
  call(faqEndpoints.updateFaqLabelById, { params: { id }, body });
export const deleteFaqLabel = (id: number) => call(faqEndpoints.deleteFaqLabelById, { params: { id } });

// ---- stories ----

export const storiesAdminQuery = (page: number, q: string) =>
  queryOptions({
    queryKey: [...contentAdminKeys.stories, "list", page, q] as const,
    queryFn: ({ signal }) =>
      call(
        storyEndpoints.listAdminStories,
        { query: { page, page_size: 50, q: q || undefined } },
        { signal, ...quiet },
      ),
    placeholderData: keepPreviousData,
  });
export const storyAdminQuery = (id: number) =>
  queryOptions({
    queryKey: [...contentAdminKeys.stories, "detail", id] as const,
    queryFn: ({ signal }) => call(storyEndpoints.getAdminStory, { params: { id } }, { signal, ...quiet }),
  });
export const createStory = (body: EndpointBody<typeof storyEndpoints.createStory>) =>
  call(storyEndpoints.createStory, { body });
export const updateStory = (id: number, body: EndpointBody<typeof storyEndpoints.updateStory>) =>
  call(storyEndpoints.updateStory, { params: { id }, body });
export const deleteStory = (id: number) => call(storyEndpoints.deleteStory, { params: { id } });
export function uploadImage(file: File) {
  return call(uploadEndpoints.uploadImage, { form: { image: file } });
}

// ---- site content ----

export const siteContentListQuery = () =>
  queryOptions({
    queryKey: [...contentAdminKeys.siteContent, "list"] as const,
    queryFn: ({ signal }) => call(siteContentEndpoints.listAdminSiteContent, {}, { signal, ...quiet }),
  });
export const siteContentQuery = (key: string) =>
  queryOptions({
    queryKey: [...contentAdminKeys.siteContent, "detail", key] as const,
    queryFn: ({ signal }) =>
      call(
        siteContentEndpoints.getAdminSiteContentByKey,
        { params: { key } },
        { signal, ...quiet, silent: true },
      ),
    retry: false,
  });
export const putSiteContent = (
  key: string,
  body: EndpointBody<typeof siteContentEndpoints.updateSiteContentByKey>,
) => call(siteContentEndpoints.updateSiteContentByKey, { params: { key }, body });

// ---- contact messages ----

export type ContactStatus = "all" | "handled" | "unhandled";
export const contactMessagesQuery = (page: number, q: string, status: ContactStatus) =>
  queryOptions({
    queryKey: [...contentAdminKeys.contact, page, q, status] as const,
    queryFn: ({ signal }) =>
      call(
        contactEndpoints.listContactMessages,
        { query: { page, page_size: 50, q: q || undefined, status } },
        { signal, ...quiet },
      ),
    placeholderData: keepPreviousData,
  });
export const setContactHandled = (id: number, handled: boolean) =>
  call(contactEndpoints.updateContactMessage, { params: { id }, body: { handled } });

// ---- short links ----

export const shortUrlsQuery = (page: number, q: string) =>
  queryOptions({
    queryKey: [...contentAdminKeys.shortUrls, page, q] as const,
    queryFn: ({ signal }) =>
      call(
        shortLinkEndpoints.listShortUrls,
        { query: { page, page_size: 50, q: q || undefined } },
        { signal, ...quiet },
      ),
    placeholderData: keepPreviousData,
  });
export const createShortUrl = (body: EndpointBody<typeof shortLinkEndpoints.createShortUrl>) =>
  call(shortLinkEndpoints.createShortUrl, { body });
export const deleteShortUrl = (id: number) => call(shortLinkEndpoints.deleteShortUrlById, { params: { id } });

// ---- Instructors page: which teachers' bios are shown ----

export const instructorsQuery = (page: number, q: string) =>
  queryOptions({
    queryKey: [...contentAdminKeys.instructors, page, q] as const,
    queryFn: ({ signal }) =>
      call(
        profileEndpoints.listTeachers,
        { query: { page, page_size: 50, q: q || undefined } },
        { signal, ...quiet },
      ),
    placeholderData: keepPreviousData,
  });
export const toggleTeacherShowBio = (userId: number) =>
  call(profileEndpoints.toggleTeacherShowBio, { body: { user_id: userId } });
