import { z } from 'zod';
import { BOOKING_MAX_HOURS, BOOKING_MIN_HOURS, SERVICE_TYPES, TIME_SLOTS, type ServiceType } from '../../../common/constants';
import { DURATION_MESSAGE, serviceType, timeSlot } from '../../../common/schemas/booking';
import { valuesOf, wholeNumber } from '../../../common/schemas/fields';
import {
  businessInfoSchema,
  contactInfoSchema,
  serviceInfoSchema,
  type RegistrationInput,
} from '../../../common/schemas/registration';
import { WIZARD_STEPS } from './steps';
import { BUSINESS_DATA_KEY, readSaved, writeSaved } from './stepStorage';

/**
 * The wizard's four datasets in sessionStorage (SPEC.md section 3), under the spec's keys.
 * What is read back is checked with the same schemas the server uses, so a step counts as
 * done only when its saved data would be accepted.
 */
export const CALENDAR_INCOMPLETE = 'Please complete all required fields for your selected service type';

const hours = wholeNumber(BOOKING_MIN_HOURS, BOOKING_MAX_HOURS, DURATION_MESSAGE);

export const calendarDataSchema = z
  .object({
    serviceType: serviceType,
    inPersonBookingDate: z.string().optional(),
    inPersonTimeSlot: timeSlot.optional(),
    inPersonDuration: hours.optional(),
    virtualBookingDate: z.string().optional(),
    virtualTimeSlot: timeSlot.optional(),
    virtualDuration: hours.optional(),
    specialRequests: z.string().optional(),
  })
  .refine((data) => chosenBooking(data) !== null, { error: CALENDAR_INCOMPLETE });

export type BusinessData = z.output<typeof businessInfoSchema>;
export type ContactData = z.output<typeof contactInfoSchema>;
export type ServiceData = z.output<typeof serviceInfoSchema>;
export type CalendarData = z.output<typeof calendarDataSchema>;
type TimeSlotValue = (typeof TIME_SLOTS)[number]['value'];

const datasets = {
  [BUSINESS_DATA_KEY]: businessInfoSchema,
  contactData: contactInfoSchema,
  serviceData: serviceInfoSchema,
  calendarData: calendarDataSchema,
} as const;
type DatasetKey = keyof typeof datasets;
type Dataset<K extends DatasetKey> = z.output<(typeof datasets)[K]>;

export function readStep<K extends DatasetKey>(key: K): Dataset<K> | null {
  return readSaved(key, datasets[key]) as Dataset<K> | null;
}

export function saveStep<K extends DatasetKey>(key: K, data: Dataset<K>): void {
  writeSaved(key, data);
}

export function clearWizard(): void {
  for (const key of Object.keys(datasets)) {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // Nothing to clear.
    }
  }
}

/** Date, slot and hours of the chosen service type, or null while any of them is missing. */
export function chosenBooking(data: {
  serviceType: ServiceType;
  inPersonBookingDate?: string | undefined;
  inPersonTimeSlot?: TimeSlotValue | undefined;
  inPersonDuration?: number | undefined;
  virtualBookingDate?: string | undefined;
  virtualTimeSlot?: TimeSlotValue | undefined;
  virtualDuration?: number | undefined;
}): { bookingDate: string; timeSlot: TimeSlotValue; duration: number } | null {
  const [bookingDate, slot, hours] =
    data.serviceType === 'in-person'
      ? [data.inPersonBookingDate, data.inPersonTimeSlot, data.inPersonDuration]
      : [data.virtualBookingDate, data.virtualTimeSlot, data.virtualDuration];
  if (!bookingDate || !slot || hours === undefined) return null;
  return { bookingDate, timeSlot: slot, duration: hours };
}

const STEP_KEYS: DatasetKey[] = ['businessData', 'contactData', 'serviceData', 'calendarData'];

/** The path of the first earlier step with nothing (valid) saved, or null when all are done. */
export function firstMissingStep(step: 1 | 2 | 3 | 4 | 5): string | null {
  for (let index = 0; index < step - 1; index += 1) {
    const key = STEP_KEYS[index];
    if (key && !readStep(key)) return WIZARD_STEPS[index]?.path ?? null;
  }
  return null;
}

/** The four datasets flattened into the registration request (SPEC.md section 3). */
export function registrationRequest(
  business: BusinessData,
  contact: ContactData,
  service: ServiceData,
  calendar: CalendarData,
): RegistrationInput | null {
  const booking = chosenBooking(calendar);
  if (!booking) return null;
  return {
    ...business,
    ...contact,
    ...service,
    // The calendar's active tab decides the service type (SPEC.md section 2).
    serviceType: calendar.serviceType,
    ...booking,
    specialRequests: calendar.specialRequests,
  };
}

export const serviceTypeOptions = SERVICE_TYPES.map((option) => ({ value: option.value, label: option.label }));
export const timeSlotValues = valuesOf(TIME_SLOTS);
