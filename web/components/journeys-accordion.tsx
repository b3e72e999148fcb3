import { Loader } from "@mantine/core";
import { useId, useState } from "react";
import { shellCatalogs } from "../app/messages.ts";
import { useT } from "../i18n/index.ts";
import { messageOf } from "../lib/api-client.ts";
import { useJourneys } from "../lib/public-content.ts";
import { ErrorText } from "./error-text.tsx";
import classes from "./journeys-accordion.module.css";

/**
 * The six journeys: one open at a time, each with its description and eight modules. Plain
 * buttons with aria-expanded (the disclosure pattern), no Mantine: it is on the landing page.
 */
export function JourneysAccordion() {
  const { data, error, isPending } = useJourneys();
  const [open, setOpen] = useState<number | null>(null);
  const idPrefix = useId();
  const t = useT(shellCatalogs);
  if (isPending) return <Loader aria-label={t("journeys.loading")} />;
  if (error) return <ErrorText>{messageOf(error)}</ErrorText>;
  return (
    <ul className={classes.list}>
      {data.items.map((journey) => {
        const expanded = open === journey.id;
        const panelId = `${idPrefix}-journey-${journey.id}`;
        return (
          <li key={journey.id} className={classes.item} data-open={expanded || undefined}>
            <button
              type="button"
              className={classes.control}
              aria-expanded={expanded}
              aria-controls={panelId}
              onClick={() => setOpen(expanded ? null : journey.id)}
            >
              {/* Lazy: below the landing's first screen, fetched as it scrolls into reach, not
                  among the first load's requests (ADR 048). */}
              <img
                src={journey.image}
                alt=""
                className={classes.image}
                width={64}
                height={36}
                loading="lazy"
              />
              <span className={classes.title}>{journey.title}</span>
              <svg className={classes.chevron} viewBox="0 0 15 15" aria-hidden="true">
                <path
                  d="M3.13 5.16a.5.5 0 0 1 .7-.03L7.5 8.45l3.66-3.32a.5.5 0 1 1 .68.74l-4 3.62a.5.5 0 0 1-.68 0l-4-3.62a.5.5 0 0 1-.03-.7Z"
                  fill="currentColor"
                />
              </svg>
            </button>
            <div id={panelId} className={classes.panel} hidden={!expanded}>
              <p>{journey.description}</p>
              <ul
                className={classes.modules}
                aria-label={t("journeys.modules", { title: journey.title })}
              >
                {journey.modules.map((module) => (
                  <li key={module}>{module}</li>
                ))}
              </ul>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
