// The code of every page that is not prerendered, a chunk each. This module (where each page's
// chunk is, and the chunks each one needs) is not in the landing's initial JavaScript: it is fetched
// at the first sign that a link is about to be followed (a pointer over it, a touch, focus), or
// with the first visit to one of these pages (ADR 022). The prerendered pages' loaders stay in router.tsx: they hydrate without
// this extra step.
import type { ComponentType } from "react";
import { startPwaAfterLoad } from "../pwa/after-load.ts";

// The service worker and the offline banner come with the app's pages, not the landing (ADR 043).
startPwaAfterLoad();

export const pageModules = {
  loginPage: () =>
    import("../features/auth/components/login-page.tsx").then((module) => module.LoginPage),
  signUpPage: () =>
    import("../features/auth/components/sign-up-page.tsx").then((module) => module.SignUpPage),
  forgotPasswordPage: () =>
    import("../features/auth/components/forgot-password-page.tsx").then(
      (module) => module.ForgotPasswordPage,
    ),
  resetPasswordPage: () =>
    import("../features/auth/components/reset-password-page.tsx").then(
      (module) => module.ResetPasswordPage,
    ),
  checkoutPage: () =>
    import("../features/payments/components/checkout-page.tsx").then(
      (module) => module.CheckoutPage,
    ),
  testCheckoutPage: () =>
    import("../features/payments/components/test-checkout-page.tsx").then(
      (module) => module.TestCheckoutPage,
    ),
  clubSearchPage: () =>
    import("../features/clubs/components/club-search-page.tsx").then(
      (module) => module.ClubSearchPage,
    ),
  createClubPage: () =>
    import("../features/clubs/components/create-club-page.tsx").then(
      (module) => module.CreateClubPage,
    ),
  adminPage: () => import("./routes/admin.tsx").then((module) => module.AdminConsolePage),
  adminReportsPage: () =>
    import("../features/reports/components/admin-reports-page.tsx").then(
      (module) => module.AdminReportsPage,
    ),
  clubReportPage: () =>
    import("../features/reports/components/club-report-page.tsx").then(
      (module) => module.ClubReportPage,
    ),
  partnersPage: () =>
    import("../features/partners/components/partners-page.tsx").then(
      (module) => module.PartnersPage,
    ),
  partnerManagePage: () =>
    import("../features/partners/components/partner-manage-page.tsx").then(
      (module) => module.PartnerManagePage,
    ),
  clubLeaderPage: () =>
    import("./routes/club-leader-page.tsx").then((module) => module.ClubLeaderPage),
  notificationSettingsPage: () =>
    import("../features/email-preferences/components/notification-settings-page.tsx").then(
      (module) => module.NotificationSettingsPage,
    ),
  dashboardPage: () => import("./routes/dashboard.tsx").then((module) => module.DashboardPage),
  accountPage: () => import("./routes/account.tsx").then((module) => module.AccountPage),
  dashboardOne: () =>
    import("../features/dashboard/components/dashboard-switch.tsx").then(
      (module) => module.DashboardOne,
    ),
  dashboardTwoPage: () =>
    import("./routes/dashboard.tsx").then((module) => module.DashboardTwoPage),
  previewPage: () =>
    import("../features/journey-choice/components/preview-page.tsx").then(
      (module) => module.PreviewPage,
    ),
  workingPage: () =>
    import("../features/journey-choice/components/working-page.tsx").then(
      (module) => module.WorkingPage,
    ),
  missionCompletionPage: () =>
    import("../features/missions/components/mission-completion-page.tsx").then(
      (module) => module.MissionCompletionPage,
    ),
  missionVerificationPage: () =>
    import("../features/completions/components/mission-verification-page.tsx").then(
      (module) => module.MissionVerificationPage,
    ),
  missionManagerPage: () =>
    import("../features/mission-manager/components/mission-manager-page.tsx").then(
      (module) => module.MissionManagerPage,
    ),
  rewardsPage: () =>
    import("../features/rewards/components/rewards-page.tsx").then((module) => module.RewardsPage),
  notificationsPage: () =>
    import("../features/notifications/components/notifications-page.tsx").then(
      (module) => module.NotificationsPage,
    ),
  adminQueuePage: () =>
    import("../features/review/components/admin-queue-page.tsx").then(
      (module) => module.AdminQueuePage,
    ),
  credentialPage: () =>
    import("../features/credentials/components/credential-page.tsx").then(
      (module) => module.CredentialPage,
    ),
  publicProfilePage: () =>
    import("../features/public-profile/components/public-profile-page.tsx").then(
      (module) => module.PublicProfilePage,
    ),
  meetingPage: () => import("./routes/meeting-page.tsx").then((module) => module.MeetingPage),
  checkInScreenPage: () =>
    import("../features/attendance/components/check-in-screen.tsx").then(
      (module) => module.CheckInScreenPage,
    ),
  meetingConsolePage: () =>
    import("../features/meeting-console/components/live-console-page.tsx").then(
      (module) => module.LiveConsolePage,
    ),
  meetingReportPage: () =>
    import("../features/meeting-console/components/report-page.tsx").then(
      (module) => module.ReportPage,
    ),
  opportunitiesPage: () =>
    import("../features/opportunities/components/board-page.tsx").then(
      (module) => module.OpportunitiesPage,
    ),
  opportunityPage: () =>
    import("./routes/opportunities.tsx").then((module) => module.OpportunityPage),
  partnerOpportunitiesPage: () =>
    import("./routes/opportunities.tsx").then((module) => module.PartnerOpportunitiesPage),
  opportunityApplicantsPage: () =>
    import("../features/opportunity-applications/components/applicants-page.tsx").then(
      (module) => module.ApplicantsPage,
    ),
  speechPage: () =>
    import("../features/evaluations/components/speech-page.tsx").then(
      (module) => module.SpeechPage,
    ),
  checkInPage: () =>
    import("../features/attendance/components/check-in-landing.tsx").then(
      (module) => module.CheckInPage,
    ),
  slugPage: () => import("./routes/slug-page.tsx").then((module) => module.SlugPage),
  notFoundPage: () =>
    import("../components/not-found-page.tsx").then((module) => module.NotFoundPage),
} satisfies Record<string, () => Promise<ComponentType>>;

export type PageModuleName = keyof typeof pageModules;
