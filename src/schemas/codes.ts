// The two codes every API call checks, apart from the error catalogue (errors.ts builds on them) so that
// the browser's API client does not carry the whole catalogue with its messages in both languages.
export const SUCCESS_CODE = '000000';
export const SESSION_INVALID_CODE = '000004';
/** An account that must change its password first: the browser sends its user to the password form. */
export const PASSWORD_CHANGE_REQUIRED_CODE = '100030';
