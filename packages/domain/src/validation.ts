// SPEC §5 validation rules, worded for the product. Each *Error returns the message to show, or null when valid.

import { messages } from './alertsAndConfirmations.ts';
import { limits } from './limits.ts';
import { isCoverImage } from './options.ts';
import { isBlank } from './text.ts';

/** A comment needs at least 3 characters after trimming and at most 150. */
export function commentError(text: string): string | null {
  const length = text.trim().length;
  if (length < limits.commentMin) return messages.commentTooShort;
  if (length > limits.commentMax) return messages.commentTooLong;
  return null;
}

/** The comment box's live counter: '42/150'. */
export function commentCounter(length: number): string {
  return `${length}/${limits.commentMax}`;
}

/** A cookbook title is required and at most 18 characters. */
export function cookbookTitleError(title: string): string | null {
  if (isBlank(title)) return messages.cookbookTitleRequired;
  if (title.trim().length > limits.cookbookTitleMax) return messages.cookbookTitleTooLong;
  return null;
}

/** 'Please select a cover image.' until one of the nine covers is chosen. */
export function coverError(cover: string | null | undefined): string | null {
  return isCoverImage(cover) ? null : messages.coverRequired;
}

/** 'Create Cookbook' is enabled only with a valid title and a cover. */
export function canCreateCookbook(title: string, cover: string | null | undefined): boolean {
  return cookbookTitleError(title) === null && coverError(cover) === null;
}

export function cookbookTitleCounter(length: number): string {
  return `${length}/${limits.cookbookTitleMax} characters`;
}

export function bioCounter(length: number): string {
  return `${length}/${limits.bioMax} characters`;
}

/** User search runs only for at least 2 non-blank characters. */
export function canSearchUsers(query: string): boolean {
  return query.trim().length >= limits.userSearchMinChars;
}

/** A chat message needs non-blank text, and stays within the API's cap. */
export function chatTextValid(text: string): boolean {
  const length = text.trim().length;
  return length > 0 && length <= limits.chatMessageMax;
}

export interface SignUpFields {
  username: string;
  password: string;
  fName: string;
  lName: string;
  bio?: string;
}

/** The required sign-up fields (marked *) that are still blank, in form order. */
export function missingSignUpFields(form: SignUpFields): (keyof SignUpFields)[] {
  const required = ['username', 'password', 'fName', 'lName'] as const;
  return required.filter((field) => isBlank(form[field]));
}

/** Login needs both a username and a password. */
export function canLogIn(username: string, password: string): boolean {
  return !isBlank(username) && !isBlank(password);
}
