// The wire and client shapes of the phone reference, apart from the metadata that computes it:
// the browser receives countries and masks from the API and needs only these few lines.
// Field names are the wire names the spec gives (snake_case and PascalCase included).

/** A phone country as the API sends it. */
export interface ApiPhoneCountry {
  readonly id: number;
  readonly name: string;
  /** Alpha-2, lower-cased. */
  readonly country_code: string;
  /** Country calling code, digits only ('7', '44'). */
  readonly tel_code: string;
}

/** A phone country as the client holds it. */
export interface PhoneCountry {
  readonly id: number;
  readonly name: string;
  readonly code: string;
  readonly phoneCode: string;
}

export interface PhoneMask {
  readonly CountryId: number;
  /** National significant number, every digit a 9, groups joined by '-': RU '999-999-99-99'. */
  readonly Mask: string;
  /** Bounds of the national significant number's length over mobile and fixed-line numbers. */
  readonly Max: number;
  readonly Min: number;
}

export function toPhoneCountry(entry: ApiPhoneCountry): PhoneCountry {
  return {
    id: entry.id,
    name: entry.name,
    code: entry.country_code.toLowerCase(),
    phoneCode: `+${entry.tel_code.replace(/^\+/, '')}`,
  };
}
