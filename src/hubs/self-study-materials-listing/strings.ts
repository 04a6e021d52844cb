/** The self-study materials listing's texts, in fi, sv and en. */
import type { Catalogs } from '../../core/i18n/translate.js';

const en = {
  list: 'Self-study materials',
  search: 'Search self-study materials',
  count: { one: 'Showing {count} material', other: 'Showing {count} materials' },
  countPart: { one: 'Showing {shown} of {count} material', other: 'Showing {shown} of {count} materials' },
  noResults: 'No results',
  groupSubject: 'Subject',
  groupType: 'Material type',
  groupLevel: 'Level',
  groupSupport: 'Supporting language',
  groupPayment: 'Payment',
  payment_free: 'Free',
  payment_paid: 'Paid',
  kbProduced: 'Produced by Aalto University',
  pros: 'Pros',
  cons: 'Cons',
  links: 'Links',
};
export type SelfStudyStrings = typeof en;

const fi: SelfStudyStrings = {
  list: 'Itseopiskelumateriaalit',
  search: 'Hae itseopiskelumateriaaleja',
  count: { one: 'Näytetään {count} materiaali', other: 'Näytetään {count} materiaalia' },
  countPart: { one: 'Näytetään {shown}/{count} materiaalista', other: 'Näytetään {shown}/{count} materiaalista' },
  noResults: 'Ei tuloksia',
  groupSubject: 'Aihe',
  groupType: 'Materiaalityyppi',
  groupLevel: 'Taso',
  groupSupport: 'Tukikieli',
  groupPayment: 'Hinta',
  payment_free: 'Maksuton',
  payment_paid: 'Maksullinen',
  kbProduced: 'Aalto-yliopiston tuottama',
  pros: 'Hyvää',
  cons: 'Huomioitavaa',
  links: 'Linkit',
};

const sv: SelfStudyStrings = {
  list: 'Självstudiematerial',
  search: 'Sök självstudiematerial',
  count: { one: 'Visar {count} material', other: 'Visar {count} material' },
  countPart: { one: 'Visar {shown} av {count} material', other: 'Visar {shown} av {count} material' },
  noResults: 'Inga resultat',
  groupSubject: 'Ämne',
  groupType: 'Materialtyp',
  groupLevel: 'Nivå',
  groupSupport: 'Stödspråk',
  groupPayment: 'Pris',
  payment_free: 'Avgiftsfritt',
  payment_paid: 'Avgiftsbelagt',
  kbProduced: 'Producerat av Aalto-universitetet',
  pros: 'Fördelar',
  cons: 'Nackdelar',
  links: 'Länkar',
};

export const selfStudyStrings: Catalogs<SelfStudyStrings> = { en, fi, sv };
