/** The fixed terms of the services, the studies and the programmes (`queries.ts`). */
import { cases, nfd, type QueryCase } from './query-cases';

export const SERVICES: QueryCase[] = [
  ...cases('fi', {
    word: ['salasanan', 'tilavaraus', 'kulukorvaukset', 'viisumineuvonta'],
    phrase: ['salasanan vaihto', 'kannettavan lainaus'],
    prefix: ['tilava', 'ohjelmisto'],
    typo: ['tilavaruas', 'salsanan'],
    inflection: ['salasana', 'kulukorvaus', 'lainauksen'],
    short: ['kul'],
    empty: [''],
    title: ['Työterveyshuolto'],
    pictograph: ['salasanan 🔑'],
  }),
  ...cases('sv', {
    word: ['lösenord', 'lokalbokning'],
    phrase: ['byte av lösenord', 'bärbar dator'],
    prefix: ['lokalb', 'visum'],
    typo: ['lösenrod'],
    inflection: ['lösenordet', 'reseräkning'],
    short: ['lån'],
    title: ['Passerkort'],
  }),
  ...cases('en', {
    word: ['password', 'laptop', 'visa'],
    phrase: ['room booking', 'expense claims'],
    prefix: ['regist', 'licen'],
    typo: ['pasword'],
    inflection: ['passwords', 'claim'],
    short: ['key'],
    title: ['Occupational health'],
    'two-letter': ['HR'],
  }),
];

export const STUDIES: QueryCase[] = [
  ...cases('fi', {
    word: ['tietotekniikka', 'muotoilu', 'taloustiede', 'kandidaatti'],
    phrase: ['tekniikan kandidaatti', 'tietotekniikka, diplomi-insinööri'],
    prefix: ['tietotek', 'kandi'],
    typo: ['tietotekniika', 'muotoliu'],
    inflection: ['tietotekniikan', 'muotoilun', 'taloustieteen'],
    short: ['tal'],
    empty: [''],
    title: ['Muotoilu, Taiteen kandidaatti'],
  }),
  ...cases('sv', {
    word: ['datateknik', 'design', 'nationalekonomi'],
    phrase: ['teknologie kandidat'],
    prefix: ['datatek', 'nationalek'],
    typo: ['datateknk'],
    inflection: ['datatekniken', 'nationalekonomin'],
    short: ['kan'],
    title: ['Datateknik, Teknologie kandidat'],
  }),
  ...cases('en', {
    word: ['economics', 'design', 'computer'],
    phrase: ['computer science', 'master of science'],
    prefix: ['econ', 'bach'],
    typo: ['economcs'],
    inflection: ['designs'],
    short: ['sci'],
    title: ['Design, Bachelor of Arts (Art and Design)'],
  }),
];

export const PROGRAMMES: QueryCase[] = [
  ...cases('fi', {
    word: ['tietotekniikka', 'maisteriohjelma', 'fysiikka', 'arkkitehtuuri'],
    phrase: ['luova kestävyys', 'maisteriohjelma: kemia'],
    prefix: ['kandidaatti', 'kemian'],
    typo: ['fysikka', 'arkkitehtuur'],
    inflection: ['fysiikan', 'arkkitehtuurin', 'maisteriohjelmassa'],
    short: ['rah'],
    empty: [''],
    title: ['Tohtoriohjelma: kemian tekniikka'],
  }),
  ...cases('sv', {
    word: ['datateknik', 'magisterprogrammet'],
    phrase: ['kreativ hållbarhet', 'magisterprogrammet i kemi'],
    prefix: ['doktorand', 'marknads'],
    typo: ['arkitekur'],
    inflection: ['fysiken', 'arkitekturen'],
    short: ['fys'],
    title: ['Kandidatprogrammet i matematik och systemvetenskaper'],
    decomposed: [nfd('kreativ hållbarhet')],
  }),
  ...cases('en', {
    word: ['physics', 'architecture', 'finance'],
    phrase: ['computer science', 'creative sustainability'],
    prefix: ['mathem', 'chem'],
    typo: ['architecure'],
    inflection: ['programmes'],
    short: ['art'],
    title: ['Master’s Programme in Marketing'],
  }),
];
