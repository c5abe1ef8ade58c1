/** The text shapes the rules accept, written once for the form and the server. */

/** Something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A mainland mobile number: 11 digits, the first 1, the second 3 to 9. */
export const MOBILE_PHONE_PATTERN = /^1[3-9]\d{9}$/;

/** At least 8 characters from letters, digits and ~!@#$%^&*, with at least one digit, one letter and one special. */
export const STRONG_PASSWORD_PATTERN = /^(?=.*\d)(?=.*[A-Za-z])(?=.*[~!@#$%^&*])[A-Za-z\d~!@#$%^&*]{8,}$/;

/** A whole number as typed: an optional minus and digits. */
export const INTEGER_TEXT_PATTERN = /^-?\d+$/;

/** A decimal as typed: 12, 12., 12.5, .5, with an optional exponent (1e5) as JSON numbers may be written. */
export const DECIMAL_TEXT_PATTERN = /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
