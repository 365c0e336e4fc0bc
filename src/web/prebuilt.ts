/**
 * The default question's answer, built by the build (scripts/build-web.js) with the page's
 * own code, as the form is (form-parts.ts): the page's HTML holds it, so a page opened
 * without a link paints its answer before any script runs (docs/web.md "Size and speed").
 * The build runs this on a document of plain objects that records what it builds.
 */
import { answerOf } from './answer.js';
import { DEFAULT_QUESTION, shareOf } from './question.js';
import { showAnswer } from './results.js';

export interface Prebuilt {
  /** The sides' specs the form shows (the edition and the reaction are the first choices). */
  readonly active: string;
  readonly reactive: string;
  /** The question's share string: a link to it may show the built answer too. */
  readonly share: string;
}

/** Fills `box` as the page's script fills #results for the default question. */
export function prebuilt(box: HTMLElement): Prebuilt {
  const q = DEFAULT_QUESTION;
  const a = answerOf(q);
  if (!a.ok) throw new Error(`the default question has no answer: ${a.message}`);
  if (q.rules !== 'n5' || q.roll !== 'pair' || q.vsDodge === true || q.vsReset === true)
    throw new Error("the default question's edition or reaction is not the form's first choice");
  showAnswer(box, a.value, () => '');
  return { active: q.spec ?? '', reactive: q.reactive ?? '', share: shareOf(q) };
}
