/**
 * Where people write to the programme (the Contact, Privacy and Terms pages). One address, so the
 * pages never disagree.
 */
export const CONTACT_EMAIL = "hello@blockvocates.app";
