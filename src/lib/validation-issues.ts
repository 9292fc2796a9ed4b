import type { z } from 'zod';

/*
 * Every validation issue is worded from the translation catalogue. A contract names its own key where
 * it has something specific to say ('validation.phone'); any other issue gets a generic key by its zod
 * issue code, with the bound it broke filled in, so that no zod default text (English only) reaches a
 * customer in either language.
 */

/** A zod issue, as reported or as given to an error map (with `input`), or one a service words itself. */
export type IssueLike = {
  path?: readonly PropertyKey[] | string;
  message?: string;
  code?: string;
  input?: unknown;
  origin?: string;
  expected?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  divisor?: number | bigint;
  keys?: readonly string[];
};

/** A message of the catalogue and the values of its `{placeholders}`. */
export type IssueWording = { key: string; values: Record<string, string | number> };

/** The catalogue's validation keys are `validation.<name>`; zod's own texts never look like that. */
export const isValidationKey = (message: string | undefined): message is string => message !== undefined && /^validation\.\w+$/.test(message);

const isCount = (origin: string | undefined) => origin === 'array' || origin === 'set' || origin === 'map' || origin === 'file';

function tooSmallKey(issue: IssueLike): string {
  if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'validation.required' : 'validation.minLength';
  if (isCount(issue.origin)) return 'validation.minItems';
  return issue.inclusive === false ? 'validation.aboveNumber' : 'validation.minNumber';
}

function tooBigKey(issue: IssueLike): string {
  if (issue.origin === 'string') return 'validation.maxLength';
  if (isCount(issue.origin)) return 'validation.maxItems';
  return issue.inclusive === false ? 'validation.belowNumber' : 'validation.maxNumber';
}

/**
 * The generic catalogue key of an issue by its code. Given as a parse's error map
 * (`safeParse(value, { error: genericIssueKey })`) it words every issue the contract left unworded,
 * and there it also sees the input, so a missing field reads "required" rather than "wrong type".
 */
export function genericIssueKey(issue: IssueLike): string {
  switch (issue.code) {
    case 'too_small':
      return tooSmallKey(issue);
    case 'too_big':
      return tooBigKey(issue);
    case 'invalid_type':
      if ('input' in issue && issue.input === undefined) return 'validation.required';
      return issue.expected === 'int' ? 'validation.wholeNumber' : 'validation.wrongType';
    case 'invalid_format':
      return 'validation.invalidFormat';
    case 'invalid_value':
      return 'validation.invalidChoice';
    case 'unrecognized_keys':
      return 'validation.unknownFields';
    case 'not_multiple_of':
      return 'validation.notMultiple';
    default:
      return 'validation.invalid';
  }
}

/** The parse options that word every issue from the catalogue (see `genericIssueKey`). */
export const catalogueWording: z.core.ParseContext<z.core.$ZodIssue> = { error: (issue) => genericIssueKey(issue as IssueLike) };

/** How an issue reads: its own key, or the generic one of its code, with the bound it broke. */
export function issueWording(issue: IssueLike): IssueWording {
  const values: Record<string, string | number> = {};
  if (issue.minimum !== undefined) values.minimum = Number(issue.minimum);
  if (issue.maximum !== undefined) values.maximum = Number(issue.maximum);
  if (issue.divisor !== undefined) values.divisor = Number(issue.divisor);
  if (issue.keys !== undefined) values.keys = issue.keys.join(', ');
  return { key: isValidationKey(issue.message) ? issue.message : genericIssueKey(issue), values };
}

/** An issue's field path as the forms name their fields: `lines.0.quantity`; the whole form is ''. */
export const issuePath = (issue: IssueLike): string => (typeof issue.path === 'string' ? issue.path : (issue.path ?? []).map(String).join('.'));

/** A catalogue text with its `{name}` placeholders filled. */
export const fillPlaceholders = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
