/** Texts of a guided path (the suggestion tools, the quizzes), in fi, sv and en: only elements with one ship them. */
import type { Catalogs } from './translate.js';

const en = {
  stepProgress: 'Question {n} of {count}',
  stepBack: 'Back',
  stepNext: 'Next',
  stepResults: 'Show results',
  stepRestart: 'Start over',
  stepEdit: 'Change answers',
  stepAnswers: 'Your answers',
};
export type StepperStrings = typeof en;

const fi: StepperStrings = {
  stepProgress: 'Kysymys {n}/{count}',
  stepBack: 'Edellinen',
  stepNext: 'Seuraava',
  stepResults: 'Näytä tulokset',
  stepRestart: 'Aloita alusta',
  stepEdit: 'Muuta vastauksia',
  stepAnswers: 'Vastauksesi',
};

const sv: StepperStrings = {
  stepProgress: 'Fråga {n} av {count}',
  stepBack: 'Tillbaka',
  stepNext: 'Nästa',
  stepResults: 'Visa resultat',
  stepRestart: 'Börja om',
  stepEdit: 'Ändra svar',
  stepAnswers: 'Dina svar',
};

export const stepperStrings: Catalogs<StepperStrings> = { en, fi, sv };
