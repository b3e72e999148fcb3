import { Anchor, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useT } from "../../../i18n/index.ts";
import { T } from "../../../i18n/trans.ts";
import { missionsCatalogs } from "../messages.ts";

/**
 * An intro video in YouTube's privacy-enhanced player, with a plain link when it cannot play.
 *
 * The player is out of the Tab order until its document has loaded (`load` fires for an error
 * page too): a Tab into a frame whose cross-site navigation is still under way (Chromium moves the
 * frame to another process when it commits) lost focus to `<body>`. A step's heading gets focus
 * as the step renders, the frame starts loading at that moment, so a quick Tab did exactly that.
 */
export function IntroVideo({ videoId, title }: { videoId: string; title: string }) {
  useT(missionsCatalogs);
  const [loaded, setLoaded] = useState(false);
  return (
    <Stack gap="xs">
      <div
        style={{
          position: "relative",
          width: "100%",
          aspectRatio: "16 / 9",
          background: "#1b1e3c",
          borderRadius: 12,
          overflow: "hidden",
        }}
      >
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`}
          title={title}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allow="encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          tabIndex={loaded ? undefined : -1}
          onLoad={() => setLoaded(true)}
          style={{ border: 0, width: "100%", height: "100%" }}
        />
      </div>
      <Text size="sm" c="gray.7">
        <T
          id="missions.video.fallback"
          values={{ title }}
          components={{
            0: (
              <Anchor
                underline="always"
                href={`https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`}
                target="_blank"
                rel="noopener noreferrer"
              />
            ),
          }}
        />
      </Text>
    </Stack>
  );
}
