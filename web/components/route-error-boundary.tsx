import { Button, Container } from "@mantine/core";
import { Component, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { shellCatalogs } from "../app/messages.ts";
import { useT } from "../i18n/index.ts";
import { ApiError } from "../lib/api-client.ts";
import classes from "./route-error-boundary.module.css";

/** The title and message ids for a failure's status (an API error's, else none). */
function describeError(error: unknown): { title: string; message: string } {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 401)
    return {
      title: "routeError.unauthenticated.title",
      message: "routeError.unauthenticated.text",
    };
  if (status === 403)
    return { title: "routeError.forbidden.title", message: "routeError.forbidden.text" };
  if (status === 404) return { title: "title.notFound", message: "routeError.notFound.text" };
  if (status === 503)
    return { title: "routeError.unavailable.title", message: "routeError.unavailable.text" };
  return { title: "routeError.other.title", message: "error.generic" };
}

/**
 * What a failed page shows instead of a blank screen. Plain HTML where Mantine's Stack, Title and
 * Text would cost the landing's first load more than they give (ADR 022).
 */
function RouteError({ error }: { error: unknown }) {
  const t = useT(shellCatalogs);
  const { title, message } = describeError(error);
  return (
    <Container size="sm" py="xl">
      <div className={classes.view}>
        <h1 className={classes.title}>{t(title)}</h1>
        <p className={classes.message}>{t(message)}</p>
        <Button component={Link} to="/">
          {t("common.goHome")}
        </Button>
      </div>
    </Container>
  );
}

interface BoundaryProps {
  children: ReactNode;
  pathname: string;
}

interface BoundaryState {
  /** Set once something below failed to render (or its code failed to load). */
  failure?: { error: unknown };
  /** The address the children were last rendered for. */
  pathname: string;
}

/** React catches render errors only in a class component. */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  // Another address is another page: it gets its chance to render.
  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.pathname === state.pathname
      ? null
      : { pathname: props.pathname, failure: undefined };
  }

  override render() {
    const { failure } = this.state;
    return failure ? <RouteError error={failure.error} /> : this.props.children;
  }
}

/**
 * Render errors and failed page loads below end here, never in a blank screen; following a link
 * elsewhere renders the new page again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary pathname={pathname}>{children}</ErrorBoundary>;
}
