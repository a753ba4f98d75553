import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A phone number as a business or chef wrote it ("(604) 555-0150", "604.555.0150",
 * "+1 604 555 0150", "1-604-555-0150", a number abroad with its +country code) in E.164,
 * "+16045550150", which is what SMS providers take (DECISIONS.md section 15). Numbers without a
 * country code are read as Canadian; null when the text is not a valid number at all.
 */
export function toE164(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, 'CA');
  return parsed?.isValid() ? parsed.number : null;
}
