import { Loader } from "@mantine/core";
import { Suspense } from "react";
import { Outlet, useNavigation } from "react-router";
import { NavBar } from "./nav-bar.tsx";

export function AppLayout() {
  const navigation = useNavigation();
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <NavBar />
      <main id="main" aria-busy={navigation.state === "loading"}>
        <Suspense fallback={<Loader m="xl" aria-label="Loading" />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
