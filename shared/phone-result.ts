// The answer of POST /api/phone: the server checks the number (server/phone.ts), the phone
// field in the browser reads it (widgets/phone-input/).

/** The spec's "Phone-number result" (section 3). */
export interface PhoneResult {
  /** ISO 3166 alpha-2 code of the number's country, when known (and allowed). */
  country: string | null;
  /** Country calling code without '+', e.g. '90'. */
  countryCode: string | null;
  /** The number formatted per the mode when valid; otherwise the text as given (trimmed). */
  formatted: string;
  valid: boolean;
  possible: boolean;
  nationalNumber: string | null;
}
