/**
 * The pickers the menu asks through (@inquirer/prompts in a terminal, a script in the
 * tests): a list to choose from, a type-ahead search, a checkbox, a number, a yes/no.
 */
import type { Choice, Prompter } from '../interactive.js';

export interface SearchChoice<T extends string> extends Choice<T> {
  readonly value: T;
}

export interface MenuPrompter extends Prompter {
  search<T extends string>(options: {
    message: string;
    source: (term: string | undefined) => Promise<readonly SearchChoice<T>[]>;
  }): Promise<T>;
  checkbox<T extends string>(options: {
    message: string;
    choices: readonly (Choice<T> & { checked?: boolean })[];
  }): Promise<T[]>;
  number(options: {
    message: string;
    default?: number;
    min?: number;
    max?: number;
    required?: boolean;
  }): Promise<number | undefined>;
  confirm(options: { message: string; default?: boolean }): Promise<boolean>;
}

/** The pickers are there: inquirer, or a test's script that has them all. */
export const hasPickers = (p: Prompter): p is MenuPrompter =>
  typeof (p as Partial<MenuPrompter>).search === 'function' &&
  typeof (p as Partial<MenuPrompter>).checkbox === 'function' &&
  typeof (p as Partial<MenuPrompter>).number === 'function';
