// The notification pipeline, below the features (ADR 030): every feature tells people through it,
// and it knows no feature. This file is its one public entry; the rest of server/notify is its own.

/**
 * Email: the queue of notification emails and its worker (started by server/jobs/queue.ts), and
 * account emails (confirmation, reset) sent at once with the queue as their fallback.
 */
export {
  type AccountEmailToQueue,
  createEmailWorker,
  EMAIL_JOB_EXPIRY_SECONDS,
  EMAIL_QUEUE,
  type EmailJobData,
  type EmailToQueue,
  emailQueue,
  queueDeliveriesWithoutJob,
  queueEmail,
  sendAccountEmail,
  setEmailQueue,
} from "./email.ts";

/**
 * Every kind of notification, as data: `notification(name, params)` gives the words (said in
 * each reader's language) and the link of one, to pass to `notify`.
 */
export {
  NOTIFICATION_KINDS,
  type NotificationName,
  type NotificationParams,
  notification,
} from "./kinds.ts";
export { type MissionRef, type WaitingItemText, waitingDaysOf } from "./messages.ts";
/** Which kinds of email each person turned off (the settings page reads and writes it). */
export { disabledEmailKinds, isEmailEnabled, setEmailPreference } from "./preferences.ts";
/**
 * Web push (ADR 044): the VAPID keys, the queue of pushes and its worker (started by
 * server/jobs/queue.ts), and each person's push choice per kind (the settings page's).
 */
export {
  PUSH_JOB_EXPIRY_SECONDS,
  PUSH_QUEUE,
  PUSH_TTL_SECONDS,
  type PushJobData,
  pushChoices,
  pushWorkerOf,
  setPushPreference,
} from "./push.ts";
export { loadVapidKeys, type VapidKeys, vapidKeyFileOf } from "./push-keys.ts";
/** The signed one-click unsubscribe link of every notification email. */
export { readUnsubscribeToken, UNSUBSCRIBE_PATH, unsubscribeToken } from "./unsubscribe-token.ts";
/**
 * Telling someone: the notification row in their language, its live event and its email job, in
 * the caller's transaction (or in the statement of the change it reports).
 */
export {
  changeAndNotify,
  type NotificationInput,
  notify,
  notifyAdmins,
} from "./write.ts";
