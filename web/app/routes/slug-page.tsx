import { Loader } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { Navigate, useParams } from "react-router";
import { SlugTargetSchema } from "../../../contract/pages.ts";
import { componentCatalogs } from "../../components/messages.ts";
import { NotFoundPage } from "../../components/not-found-page.tsx";
import { BookSlotStepContext } from "../../features/missions/components/book-slot-context.tsx";
import { useT } from "../../i18n/index.ts";
import { ApiError, apiRequest } from "../../lib/api-client.ts";
import { queryKeys } from "../../lib/query-keys.ts";

const ClubPage = lazy(async () => ({
  default: (await import("../../features/clubs/components/club-page.tsx")).ClubPage,
}));
const BookSlotStep = lazy(async () => ({
  default: (await import("../../features/meetings/components/book-slot-step.tsx")).BookSlotStep,
}));
const MissionPage = lazy(async () => ({
  default: (await import("../../features/missions/components/mission-page.tsx")).MissionPage,
}));

/** `/` + a club's or mission's name without spaces: the club page or the mission wizard. */
export function SlugPage() {
  const { slug = "", "*": rest = "" } = useParams();
  const t = useT(componentCatalogs);
  const target = useQuery({
    queryKey: queryKeys.page(slug),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest(`/api/pages/${encodeURIComponent(slug)}`, {
          schema: SlugTargetSchema,
          signal,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

  if (target.isPending) return <Loader m="xl" aria-label={t("common.loadingEllipsis")} />;
  if (target.error) throw target.error;
  if (!target.data) return <NotFoundPage />;
  // A renamed mission's old address: on to its current one (the step, if any, kept).
  if (target.data.kind === "redirect") {
    return <Navigate replace to={`/${target.data.slug}${rest ? `/${rest}` : ""}`} />;
  }
  return (
    <Suspense fallback={<Loader m="xl" aria-label={t("common.loadingEllipsis")} />}>
      {target.data.kind === "club" ? (
        <ClubPage clubId={target.data.clubId} />
      ) : (
        // A mission's "book a slot" step books through the meetings feature.
        <BookSlotStepContext value={BookSlotStep}>
          <MissionPage missionId={target.data.missionId} />
        </BookSlotStepContext>
      )}
    </Suspense>
  );
}
