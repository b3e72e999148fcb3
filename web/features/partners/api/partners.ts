import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { Problem } from "../../../../contract/common.ts";
import {
  AdminPartnerListSchema,
  MyPartnersSchema,
  type PartnerDecision,
  PartnerDetailSchema,
  type PartnerInvitationInput,
  PartnerInvitationSchema,
  PartnerLogoSchema,
  RegisteredPartnerSchema,
  type RegisterPartner,
  type UpdatePartner,
} from "../../../../contract/partners.ts";
import { activeLocale, t } from "../../../i18n/index.ts";
import { ApiError, apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

const NoContent = z.unknown();

export function useMyPartners() {
  return useQuery({
    queryKey: queryKeys.partners.mine,
    queryFn: ({ signal }) => apiRequest("/api/me/partners", { schema: MyPartnersSchema, signal }),
  });
}

export function usePartnerDetail(partnerId: number) {
  return useQuery({
    queryKey: queryKeys.partners.detail(partnerId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/partners/${partnerId}/manage`, { schema: PartnerDetailSchema, signal }),
  });
}

export function useAdminPartners() {
  return useQuery({
    queryKey: queryKeys.partners.admin,
    queryFn: ({ signal }) =>
      apiRequest("/api/admin/partners", { schema: AdminPartnerListSchema, signal }),
  });
}

/** A change to partners: every partner query is read again once it is done. */
export function usePartnerChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.partners.all }),
  });
}

export const registerPartner = (registration: RegisterPartner) =>
  apiRequest("/api/partners", {
    method: "POST",
    body: registration,
    schema: RegisteredPartnerSchema,
  });

export const updatePartner = ({ partnerId, ...changes }: UpdatePartner & { partnerId: number }) =>
  apiRequest(`/api/partners/${partnerId}`, {
    method: "PATCH",
    body: changes,
    schema: PartnerDetailSchema,
  });

export const invitePerson = ({
  partnerId,
  ...invitation
}: PartnerInvitationInput & { partnerId: number }) =>
  apiRequest(`/api/partners/${partnerId}/invitations`, {
    method: "POST",
    body: invitation,
    schema: PartnerInvitationSchema,
  });

export const withdrawInvitation = (ids: { partnerId: number; invitationId: number }) =>
  apiRequest(`/api/partners/${ids.partnerId}/invitations/${ids.invitationId}`, {
    method: "DELETE",
    schema: NoContent,
  });

export const answerInvitation = ({
  invitationId,
  accept,
}: {
  invitationId: number;
  accept: boolean;
}) =>
  apiRequest(`/api/partner-invitations/${invitationId}/${accept ? "accept" : "decline"}`, {
    method: "POST",
    schema: NoContent,
  });

export const removePerson = ({ partnerId, userId }: { partnerId: number; userId: string }) =>
  apiRequest(`/api/partners/${partnerId}/people/${encodeURIComponent(userId)}`, {
    method: "DELETE",
    schema: NoContent,
  });

export const decidePartner = ({
  partnerId,
  ...decision
}: PartnerDecision & { partnerId: number }) =>
  apiRequest(`/api/admin/partners/${partnerId}/decision`, {
    method: "POST",
    body: decision,
    schema: PartnerDetailSchema,
  });

/**
 * Uploads a logo file as it is (its bytes, with the file's own type): the server decides whether
 * it is an image it accepts, and answers why not in the page's language.
 */
export async function uploadLogo({ partnerId, file }: { partnerId: number; file: Blob }) {
  let response: Response;
  try {
    response = await fetch(`/api/partners/${partnerId}/logo`, {
      method: "PUT",
      credentials: "same-origin",
      headers: {
        "accept-language": activeLocale(),
        "content-type": file.type || "application/octet-stream",
      },
      body: file,
    });
  } catch {
    throw new ApiError(0, {
      type: "about:blank",
      title: "Network error",
      status: 0,
      detail: t("error.network"),
    });
  }
  if (!response.ok) {
    const problem = (await response.json().catch(() => null)) as Problem | null;
    throw new ApiError(
      response.status,
      problem?.detail
        ? problem
        : {
            type: "about:blank",
            title: response.statusText,
            status: response.status,
            detail: t("error.generic"),
          },
    );
  }
  return PartnerLogoSchema.parse(await response.json());
}
