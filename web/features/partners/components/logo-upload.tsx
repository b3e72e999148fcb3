import { Button, FileButton, Group, Image, Stack, Text } from "@mantine/core";
import { useEffect, useId, useState } from "react";
import {
  PARTNER_LOGO_MAX_BYTES,
  PARTNER_LOGO_TYPES,
  type PartnerDetail,
} from "../../../../contract/partners.ts";
import { ErrorText } from "../../../components/error-text.tsx";
import { t as say, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { uploadLogo, usePartnerChange } from "../api/partners.ts";
import { partnersCatalogs } from "../messages.ts";

/**
 * An owner's logo: the current one, a preview of the chosen file, and the upload. The browser
 * checks the type and size first (to say so at once); the server decides, and re-encodes it.
 */
export function LogoUpload({ partner }: { partner: PartnerDetail }) {
  const t = useT(partnersCatalogs);
  const inputId = useId();
  const upload = usePartnerChange(uploadLogo);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | null) => {
    setError(null);
    setFile(null);
    setPreview(null);
    if (!chosen) return;
    if (!(PARTNER_LOGO_TYPES as readonly string[]).includes(chosen.type)) {
      setError(say("partners.logo.wrongType"));
      return;
    }
    if (chosen.size > PARTNER_LOGO_MAX_BYTES) {
      setError(say("partners.logo.tooLarge", { max: PARTNER_LOGO_MAX_BYTES / 1024 }));
      return;
    }
    setFile(chosen);
  };

  const send = async () => {
    if (!file) return;
    setError(null);
    try {
      await upload.mutateAsync({ partnerId: partner.partnerId, file });
      toast("green", say("partners.logo.uploaded"));
      setFile(null);
      setPreview(null);
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  const shown = preview ?? partner.logoUrl;
  // The browser's own file control says "Choose File / No file chosen" in the browser's language,
  // not the page's: a button and a line of our own say it in the page's.
  return (
    <Stack gap="sm">
      <Group align="center" gap="md" wrap="wrap">
        {shown ? (
          <Image
            src={shown}
            alt={preview ? t("partners.logo.previewAlt") : t("partners.logo.currentAlt")}
            w={96}
            h={96}
            fit="contain"
            radius="md"
            bd="1px solid var(--mantine-color-gray-4)"
          />
        ) : (
          <Text c="gray.8">{t("partners.logo.none")}</Text>
        )}
        <Stack gap={4}>
          <FileButton onChange={choose} accept={PARTNER_LOGO_TYPES.join(",")}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                aria-describedby={`${inputId}-chosen ${inputId}-hint`}
              >
                {t("partners.logo.choose")}
              </Button>
            )}
          </FileButton>
          <Text size="sm" id={`${inputId}-chosen`} dir="auto">
            {file ? file.name : t("partners.logo.noFile")}
          </Text>
          <Text size="xs" c="gray.8" id={`${inputId}-hint`}>
            {t("partners.logo.hint", { max: PARTNER_LOGO_MAX_BYTES / 1024 })}
          </Text>
        </Stack>
      </Group>
      {error ? <ErrorText>{error}</ErrorText> : null}
      <Group>
        <Button onClick={send} disabled={!file} loading={upload.isPending}>
          {t("partners.logo.upload")}
        </Button>
      </Group>
    </Stack>
  );
}
