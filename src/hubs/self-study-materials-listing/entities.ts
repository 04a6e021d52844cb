/** A self-study material: its subject, type, level, languages, payment, and links with their titles. */
import { fields, flag, optionalText, rawList, reshaped, text, textList, titledLinks, url, type Parsed } from '../../core/entities/fields.js';

export const selfStudyMaterialSchema = reshaped(
  fields({
    id: text,
    name: text,
    url,
    subject: textList,
    materialType: textList,
    level: textList,
    supportingLanguage: textList,
    /** `free` or `paid` (other values shown as sent). */
    payment: optionalText,
    pros: optionalText,
    cons: optionalText,
    kbProduced: flag(false),
    // Raw lists: links and titles pair by position, as in the search service's hits.
    kb_external_links: rawList,
    kb_external_links_title: rawList,
  }),
  ({ kb_external_links, kb_external_links_title, ...material }) => ({ ...material, externalLinks: titledLinks(kb_external_links, kb_external_links_title) }),
);
export type SelfStudyMaterial = Parsed<typeof selfStudyMaterialSchema>;
