import {
  counselingAccountEndpoints,
  type SaveThirdAccount,
  type ServiceCollege,
  type ThirdServiceType,
} from "@edu/shared/counseling-accounts";
import { counselingExportEndpoints } from "@edu/shared/counseling-exports";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-client";

/**
 * Query keys carry the interface language where the server writes texts for the reader (the export's
 * labels, cuts and warnings), so switching language reads them again.
 */
export const applicationsKeys = {
  all: ["counseling-applications"] as const,
  account: (student: number, type: ThirdServiceType) =>
    ["counseling-applications", "account", student, type] as const,
  colleges: (student: number, type: ThirdServiceType, keyword: string) =>
    ["counseling-applications", "colleges", student, type, keyword] as const,
  exportPreview: (locale: string, student: number, type: ThirdServiceType) =>
    ["counseling-applications", "export", locale, student, type] as const,
};

/** GET counseling-third-account: the stored login for one service (never the password). */
export const accountQuery = (student: number, type: ThirdServiceType) =>
  queryOptions({
    queryKey: applicationsKeys.account(student, type),
    queryFn: ({ signal }) =>
      call(
        counselingAccountEndpoints.getCounselingThirdAccount,
        { query: { student_user_id: student, third_service_type: type } },
        { signal, overlay: false },
      ),
  });

/**
 * GET common-app/colleges: the service's catalogue, searched with the student's login. Silent: a refused
 * login or a service that is down is said beside the search, not as a toast.
 */
export const serviceCollegesQuery = (student: number, type: ThirdServiceType, keyword: string) =>
  queryOptions({
    queryKey: applicationsKeys.colleges(student, type, keyword),
    queryFn: ({ signal }) =>
      call(
        counselingAccountEndpoints.listCommonAppColleges,
        { query: { student_user_id: student, third_service_type: type, keyword: keyword || undefined } },
        { signal, overlay: false, silent: true },
      ),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/**
 * POST counseling-profile/sync/{id} without upload: the export built now (nothing is stored or sent), read
 * like a query so the preview loads with the page and again in another language.
 */
export const exportPreviewQuery = (locale: string, student: number, type: ThirdServiceType) =>
  queryOptions({
    queryKey: applicationsKeys.exportPreview(locale, student, type),
    queryFn: ({ signal }) =>
      call(
        counselingExportEndpoints.updateCounselingProfileSyncById,
        { params: { id: student }, body: { target: type, upload: 0 } },
        { signal, overlay: false },
      ),
    // Built on the server each time: again when the page opens, not each time the window gets focus.
    refetchOnWindowFocus: false,
  });

export const saveAccount = (body: SaveThirdAccount) =>
  call(counselingAccountEndpoints.createCounselingThirdAccount, { body }, { silent: true });

/** The calls to the service answer with a message the user reads (success or the service's refusal). */
export const testLogin = (student: number, type: ThirdServiceType) =>
  call(
    counselingAccountEndpoints.loginCounselingThirdAccount,
    { body: { student_user_id: student, third_service_type: type } },
    { silent: true },
  );

export const syncColleges = (student: number, type: ThirdServiceType, colleges: ServiceCollege[]) =>
  call(
    counselingAccountEndpoints.createCounselingThirdAccountSyncCollege,
    { body: { student_user_id: student, third_service_type: type, colleges } },
    { silent: true },
  );

export const sendCounselorInvitation = (student: number) =>
  call(
    counselingAccountEndpoints.sendCounselingProfileCounselorInvitation,
    { params: { id: student }, body: {} },
    { silent: true },
  );

export const revealPassword = (student: number, type: ThirdServiceType, reason: string) =>
  call(
    counselingAccountEndpoints.createCounselingThirdAccountRevealPassword,
    { body: { student_user_id: student, third_service_type: type, reason } },
    { silent: true },
  );

/** PATCH counseling-third-applications for one service (the others keep their choice). */
export const setApplying = (student: number, type: ThirdServiceType, applying: boolean) =>
  call(
    counselingAccountEndpoints.updateCounselingThirdApplications,
    {
      body: {
        student_user_id: student,
        user_counseling_third_applications: [{ third_service_type: type, is_applying: applying ? 1 : 0 }],
      },
    },
    { silent: true },
  );

export const uploadExport = (student: number, type: ThirdServiceType) =>
  call(
    counselingExportEndpoints.updateCounselingProfileSyncById,
    { params: { id: student }, body: { target: type, upload: 1 } },
    { silent: true },
  );
