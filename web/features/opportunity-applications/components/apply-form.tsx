import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/Radio.css";
import {
  Alert,
  Button,
  Checkbox,
  Loader,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { type FormEvent, useId, useState } from "react";
import type {
  MyOpportunityApplication,
  PortfolioOptions,
} from "../../../../contract/opportunity-applications.ts";
import { isolate } from "../../../i18n/bidi.ts";
import { formatNumber, useT } from "../../../i18n/index.ts";
import { ApiError, messageOf } from "../../../lib/api-client.ts";
import { useApply, usePortfolioOptions } from "../api/opportunity-applications.ts";
import { opportunityApplicationsCatalogs } from "../messages.ts";
import { speechLabel } from "./speech-label.ts";

const NOTE_MIN = 20;
const NOTE_MAX = 2000;

/** The problem's message for one field (`share.walletId`, `note`), if the server named it. */
function fieldProblem(error: unknown, prefix: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.problem.errors?.find((each) => each.field.startsWith(prefix))?.message;
}

function ShareChoices({
  options,
  partner,
  value,
  onChange,
}: {
  options: PortfolioOptions;
  partner: string;
  value: Choice;
  onChange: (next: Choice) => void;
}) {
  const t = useT(opportunityApplicationsCatalogs);
  const explanationId = useId();
  return (
    <Stack gap="md" role="group" aria-describedby={explanationId}>
      <Alert color="blue.9" id={explanationId} role="note">
        {t("opportunityApplications.apply.explain", { partner })}
      </Alert>
      <Checkbox.Group
        label={t("opportunityApplications.apply.credentials")}
        value={value.credentialIds}
        onChange={(credentialIds) => onChange({ ...value, credentialIds })}
      >
        <Stack gap="xs" mt="xs">
          {options.credentials.length === 0 ? (
            <Text size="sm">{t("opportunityApplications.apply.noneYet")}</Text>
          ) : (
            options.credentials.map((credential) => (
              <Checkbox
                key={credential.credentialId}
                value={credential.credentialId}
                label={credential.name}
              />
            ))
          )}
        </Stack>
      </Checkbox.Group>
      <Checkbox.Group
        label={t("opportunityApplications.apply.speeches")}
        value={value.speechSlotIds.map(String)}
        onChange={(ids) => onChange({ ...value, speechSlotIds: ids.map(Number) })}
      >
        <Stack gap="xs" mt="xs">
          {options.speeches.length === 0 ? (
            <Text size="sm">{t("opportunityApplications.apply.noneYet")}</Text>
          ) : (
            options.speeches.map((speech) => (
              <Checkbox
                key={speech.slotId}
                value={String(speech.slotId)}
                label={speechLabel(t, speech)}
              />
            ))
          )}
        </Stack>
      </Checkbox.Group>
      <Checkbox
        label={t("opportunityApplications.apply.roles", { count: options.rolesHeld })}
        checked={value.roles}
        onChange={(event) => onChange({ ...value, roles: event.currentTarget.checked })}
      />
      <Checkbox
        label={t("opportunityApplications.apply.vocate", {
          balance: formatNumber(options.vocate),
        })}
        checked={value.vocate}
        onChange={(event) => onChange({ ...value, vocate: event.currentTarget.checked })}
      />
      {options.wallets.length > 0 ? (
        <Radio.Group
          label={t("opportunityApplications.apply.wallet")}
          value={value.walletId === null ? "" : String(value.walletId)}
          onChange={(id) => onChange({ ...value, walletId: id ? Number(id) : null })}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="" label={t("opportunityApplications.apply.noWallet")} />
            {options.wallets.map((wallet) => (
              <Radio
                key={wallet.walletId}
                value={String(wallet.walletId)}
                label={<span style={{ overflowWrap: "anywhere" }}>{wallet.address}</span>}
              />
            ))}
          </Stack>
        </Radio.Group>
      ) : null}
    </Stack>
  );
}

interface Choice {
  credentialIds: string[];
  speechSlotIds: number[];
  roles: boolean;
  vocate: boolean;
  walletId: number | null;
}
const NOTHING: Choice = {
  credentialIds: [],
  speechSlotIds: [],
  roles: false,
  vocate: false,
  walletId: null,
};

/**
 * Applying to an opportunity: a note to the organisation and what to share, each part off until
 * ticked, with what the organisation will (and will not) see said plainly. `title` and `partner`
 * name the opportunity and its organisation (the programme's name for an admin-posted one).
 */
export function ApplyToOpportunity({
  opportunityId,
  title,
  partner,
  onApplied,
}: {
  opportunityId: number;
  title: string;
  partner: string;
  onApplied?: (application: MyOpportunityApplication) => void;
}) {
  const t = useT(opportunityApplicationsCatalogs);
  const options = usePortfolioOptions();
  const apply = useApply(opportunityId);
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | undefined>();
  const [share, setShare] = useState<Choice>(NOTHING);
  const headingId = useId();

  if (apply.isSuccess) {
    return (
      <Alert color="green" role="status">
        {t("opportunityApplications.apply.sent", { partner })}
      </Alert>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = note.trim();
    if (trimmed.length < NOTE_MIN || trimmed.length > NOTE_MAX) {
      setNoteError(t("opportunityApplications.apply.noteLength"));
      document.getElementById(`${headingId}-note`)?.focus();
      return;
    }
    setNoteError(undefined);
    apply.mutate(
      { note: trimmed, share },
      { onSuccess: (application) => onApplied?.(application) },
    );
  };
  const shareProblem = fieldProblem(apply.error, "share");

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} id={headingId}>
            {t("opportunityApplications.apply.title", { title: isolate(title) })}
          </Title>
          <Textarea
            id={`${headingId}-note`}
            label={t("opportunityApplications.apply.note", { partner })}
            description={t("opportunityApplications.apply.noteHint")}
            autosize
            minRows={4}
            maxLength={NOTE_MAX}
            required
            value={note}
            error={noteError ?? fieldProblem(apply.error, "note")}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          {options.isPending ? (
            <Loader aria-label={t("opportunityApplications.apply.loading")} />
          ) : options.isError ? (
            <Alert color="red.9">{messageOf(options.error)}</Alert>
          ) : (
            <ShareChoices
              options={options.data}
              partner={partner}
              value={share}
              onChange={setShare}
            />
          )}
          {apply.isError ? (
            <Alert color="red.9" role="alert">
              {shareProblem ?? messageOf(apply.error)}
            </Alert>
          ) : null}
          <Button type="submit" loading={apply.isPending} disabled={!options.isSuccess}>
            {t("opportunityApplications.apply.submit")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
