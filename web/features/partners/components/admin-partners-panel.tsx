import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/InlineInput.css";
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
} from "@mantine/core";
import { useState } from "react";
import type { AdminPartnerList } from "../../../../contract/partners.ts";
import { formatDay, t as say, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { decidePartner, useAdminPartners, usePartnerChange } from "../api/partners.ts";
import { partnersCatalogs } from "../messages.ts";
import { PartnerStatusBadge } from "./partner-status.tsx";

type AdminPartner = AdminPartnerList["partners"][number];

/** One registration: approve or reject it with a note (and trust); a decided one's trust only. */
function PartnerRow({ partner }: { partner: AdminPartner }) {
  const t = useT(partnersCatalogs);
  const decide = usePartnerChange(decidePartner);
  const [note, setNote] = useState("");
  const [trusted, setTrusted] = useState(partner.trusted);
  const [error, setError] = useState<string | null>(null);
  const pending = partner.status === "pending";

  const send = async (decision: "approved" | "rejected", trust: boolean) => {
    setError(null);
    try {
      await decide.mutateAsync({
        partnerId: partner.partnerId,
        decision,
        ...(pending && note.trim() ? { note: note.trim() } : {}),
        ...(decision === "approved" ? { trusted: trust } : {}),
      });
      toast(
        "green",
        say(
          pending
            ? decision === "approved"
              ? "partners.admin.approvedDone"
              : "partners.admin.rejectedDone"
            : "partners.admin.trustDone",
          { name: partner.name },
        ),
      );
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  return (
    <Paper withBorder p="md" radius="md" data-testid="admin-partner">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Text fw={700}>{partner.name}</Text>
            <Anchor
              href={partner.website}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              dir="ltr"
            >
              {partner.website}
            </Anchor>
            <Text size="sm" c="gray.8">
              {t("partners.admin.registeredBy", {
                name: partner.registeredBy.name,
                email: partner.registeredBy.email,
                day: formatDay(partner.createdAt),
              })}
            </Text>
          </Stack>
          <PartnerStatusBadge status={partner.status} />
        </Group>
        <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} dir="auto">
          {partner.description}
        </Text>
        {pending ? (
          <>
            <Textarea
              label={t("partners.admin.note")}
              description={t("partners.admin.noteHint")}
              maxLength={500}
              autosize
              minRows={2}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
            <Checkbox
              label={t("partners.admin.trusted")}
              description={t("partners.admin.trustedHint")}
              checked={trusted}
              onChange={(event) => setTrusted(event.currentTarget.checked)}
            />
            <Group gap="xs">
              <Button
                size="xs"
                loading={decide.isPending}
                onClick={() => send("approved", trusted)}
              >
                {t("partners.admin.approve")}
              </Button>
              <Button
                size="xs"
                color="red.9"
                variant="outline"
                loading={decide.isPending}
                onClick={() => send("rejected", false)}
              >
                {t("partners.admin.reject")}
              </Button>
            </Group>
          </>
        ) : partner.status === "approved" ? (
          <Group gap="xs">
            <Text size="sm">
              {partner.trusted ? t("partners.admin.isTrusted") : t("partners.admin.notTrusted")}
            </Text>
            <Button
              size="xs"
              variant="default"
              loading={decide.isPending}
              onClick={() => send("approved", !partner.trusted)}
            >
              {partner.trusted ? t("partners.admin.untrust") : t("partners.admin.trust")}
            </Button>
          </Group>
        ) : null}
        {error ? (
          <Text c="red.9" fw={600} role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The admin console's partners: registrations waiting first, then every other partner. */
export function AdminPartnersPanel() {
  const t = useT(partnersCatalogs);
  const list = useAdminPartners();
  if (list.isPending) return <Loader aria-label={t("partners.loading")} />;
  if (list.isError) {
    return (
      <Alert color="red.9" title={t("partners.loadFailed")}>
        <Text mb="sm">{messageOf(list.error)}</Text>
        <Button variant="outline" color="red.9" onClick={() => void list.refetch()}>
          {t("partners.tryAgain")}
        </Button>
      </Alert>
    );
  }
  const waiting = list.data.partners.filter((partner) => partner.status === "pending").length;
  return (
    <Stack gap="md">
      <Text maw={640}>{t("partners.admin.intro")}</Text>
      <Text fw={600}>{t("partners.admin.waiting", { count: waiting })}</Text>
      {list.data.partners.length === 0 ? (
        <Text c="gray.8">{t("partners.admin.none")}</Text>
      ) : (
        list.data.partners.map((partner) => (
          <PartnerRow key={`${partner.partnerId}-${partner.status}`} partner={partner} />
        ))
      )}
    </Stack>
  );
}
