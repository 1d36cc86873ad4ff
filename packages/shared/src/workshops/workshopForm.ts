/**
 * A workshop as the Verwaltung's form edits it (docs/product.md, "Verwaltung › Workshops"): every field as
 * typed text, a German message per field that is not right, and the checked Workshop once every field is.
 * Field by field, WorkshopSchema decides (its messages, the ones workshops/save answers too); then the
 * rules of workshopRules.ts (no start in the past, no deadline after the day, no capacity below the
 * places taken), which workshops/save applies as well. One rule is the form's own: a workshop on site
 * needs its place named.
 */
import { DEFAULT_WORKSHOP_LOCATION, type WorkshopTypeId } from './workshopTypes';
import { addDays, isDateString } from '../calendar/dates';
import { slugify } from '../text/slug';
import { berlinDateAndTime, berlinInstant } from '../calendar/berlinInstant';
import { workshopRuleErrors } from './workshopRules';
import { workshopSlug } from './workshops';
import { WorkshopSchema, type Workshop } from '../schemas/workshop';

/** The workshop as the form holds it. */
export interface WorkshopForm {
  type: WorkshopTypeId | '';
  title: string;
  /** Berlin day of the start, yyyy-MM-dd. */
  date: string;
  /** Berlin time of the start, HH:mm. */
  time: string;
  /** Minutes, as chosen ('' until chosen). */
  duration: string;
  /** Online (no location stored) or on site. */
  online: boolean;
  location: string;
  /** yyyy-MM-dd. */
  deadline: string;
  annotation: string;
  template: string;
  /** Places; empty for no limit. */
  capacity: string;
}

/** A field of the form that can carry a message. */
export type WorkshopFormField = Exclude<keyof WorkshopForm, 'online'>;
export type WorkshopFormErrors = Partial<Record<WorkshopFormField, string>>;

/** The form's own messages (the rest are WORKSHOP_FIELD_MESSAGES and the rules'). */
export const WORKSHOP_FORM_MESSAGES = {
  date: 'Bitte geben Sie den Tag des Workshops an.',
  time: 'Bitte geben Sie die Uhrzeit an, zu der der Workshop beginnt, z. B. 14:00.',
  location: 'Bitte geben Sie den Ort an, oder wählen Sie „Online“.',
  titleLetters: 'Bitte geben Sie einen Titel mit Buchstaben oder Ziffern ein.',
} as const;

/** Registration closes this many days before the day unless the admin says otherwise (SPEC section 9). */
export const DEFAULT_DEADLINE_DAYS = 14;

/** The deadline to suggest for a workshop on `date`: 14 days before, '' while the date is incomplete. */
export function suggestedDeadline(date: string): string {
  return isDateString(date) ? addDays(date, -DEFAULT_DEADLINE_DAYS) : '';
}

/** An empty form: online, 90 minutes, 14:00. */
export const EMPTY_WORKSHOP_FORM: WorkshopForm = {
  type: '',
  title: '',
  date: '',
  time: '14:00',
  duration: '90',
  online: true,
  location: '',
  deadline: '',
  annotation: '',
  template: '',
  capacity: '',
};

/** The form of a stored workshop (its start in Berlin time). */
export function workshopFormOf(workshop: Workshop): WorkshopForm {
  const start = berlinDateAndTime(workshop.date);
  const location = workshop.location?.trim() ?? '';
  return {
    type: workshop.type,
    title: workshop.title,
    date: start.date,
    time: start.time,
    duration: String(workshop.duration),
    online: location === '' || location === DEFAULT_WORKSHOP_LOCATION,
    location: location === DEFAULT_WORKSHOP_LOCATION ? '' : location,
    deadline: workshop.deadline,
    annotation: workshop.annotation ?? '',
    template: workshop.template ?? '',
    capacity: workshop.capacity === undefined ? '' : String(workshop.capacity),
  };
}

const FIELD_OF_PATH: Partial<Record<keyof Workshop, WorkshopFormField>> = {
  title: 'title',
  date: 'date',
  deadline: 'deadline',
  duration: 'duration',
  type: 'type',
  location: 'location',
  annotation: 'annotation',
  template: 'template',
  capacity: 'capacity',
};

export interface WorkshopFormContext {
  /** The stored workshop being edited (its slug stays); null or undefined for a new one. */
  stored?: Workshop | null;
  now?: Date | number;
}

/**
 * The workshop to save, or the German message of every field that is not right. A new workshop's slug is
 * its title and day (workshopSlug); an edited one keeps its slug, so its address and registrations stay.
 * The places taken are the stored workshop's (the server counts them again when it saves).
 */
export function checkWorkshopForm(
  form: WorkshopForm,
  { stored, now = Date.now() }: WorkshopFormContext = {},
): { workshop: Workshop } | { errors: WorkshopFormErrors } {
  const errors: WorkshopFormErrors = {};
  const dateOk = isDateString(form.date);
  const timeOk = /^([01]\d|2[0-3]):[0-5]\d$/.test(form.time);
  if (!dateOk) errors.date = WORKSHOP_FORM_MESSAGES.date;
  if (!timeOk) errors.time = WORKSHOP_FORM_MESSAGES.time;
  const location = form.location.trim();
  if (!form.online && location === '') errors.location = WORKSHOP_FORM_MESSAGES.location;
  const capacityText = form.capacity.trim();
  const title = form.title.trim();
  const date = dateOk && timeOk ? berlinInstant(form.date, form.time) : '';
  // A new workshop's address: its title and day (a title of punctuation only has none).
  if (!stored && title !== '' && slugify(title) === '') errors.title = WORKSHOP_FORM_MESSAGES.titleLetters;
  const slug = stored?.slug ?? (date && !errors.title && title ? workshopSlug(title, date) : 'neu');
  const candidate: Record<string, unknown> = {
    slug,
    title,
    date,
    deadline: form.deadline,
    duration: /^\d+$/.test(form.duration) ? Number(form.duration) : form.duration,
    type: form.type,
    ...(form.online ? {} : { location }),
    ...(form.annotation.trim() ? { annotation: form.annotation.trim() } : {}),
    ...(form.template.trim() ? { template: form.template.trim() } : {}),
    ...(capacityText ? { capacity: /^\d+$/.test(capacityText) ? Number(capacityText) : capacityText } : {}),
    ...(stored?.seatsTaken !== undefined ? { seatsTaken: stored.seatsTaken } : {}),
  };
  const parsed = WorkshopSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // The start's own messages (day, time) say more than the schema's about the joined instant; the
      // slug and the places taken are no field of the form (the title and the server decide them).
      const field = FIELD_OF_PATH[issue.path[0] as keyof Workshop] ?? 'title';
      if (!(field === 'date' && (errors.date || errors.time))) errors[field] ??= issue.message;
    }
  }
  // The rules speak as soon as their own fields are right, so every message shows at once.
  if (date && isDateString(form.deadline)) {
    const capacity = typeof candidate.capacity === 'number' ? candidate.capacity : undefined;
    const rules = workshopRuleErrors(
      { date, deadline: form.deadline, capacity },
      { stored, seatsTaken: stored?.seatsTaken ?? 0, now },
    );
    if (rules.date) errors.date ??= rules.date;
    if (rules.deadline) errors.deadline ??= rules.deadline;
    if (rules.capacity) errors.capacity ??= rules.capacity;
  }
  return !parsed.success || Object.keys(errors).length > 0 ? { errors } : { workshop: parsed.data };
}
