/** The cookie consent dialog's strings (docs/api.md, 'Consent cookies'), in fi, sv and en. */
import type { Catalogs } from '../../core/i18n/translate.js';

const en = {
  title: 'Cookies on this site',
  description:
    'We use cookies to make the site work, to remember your settings, to understand how the site is used and to show relevant content on other services. You decide which ones you allow; you can change your choice at any time.',
  acceptAll: 'Accept all',
  declineAll: 'Decline all',
  choose: 'Choose cookies',
  save: 'Save choices',
  categories: 'Cookie categories',
  privacy: 'Privacy notice',
  necessary: 'Necessary',
  necessaryPurpose: 'Needed for the site to work: security, your session and this consent choice. Always on.',
  preferences: 'Preferences',
  preferencesPurpose: 'Remember your settings, such as language and layout, between visits.',
  statistics: 'Statistics',
  statisticsPurpose: 'Tell us, anonymously, how the site is used, so that we can improve it.',
  marketing: 'Marketing',
  marketingPurpose: 'Let us and our partners show you relevant content and measure campaigns on other services.',
};
export type ConsentStrings = typeof en;

const fi: ConsentStrings = {
  title: 'Evästeet tällä sivustolla',
  description:
    'Käytämme evästeitä sivuston toimintaan, asetustesi muistamiseen, sivuston käytön ymmärtämiseen ja kiinnostavan sisällön näyttämiseen muissa palveluissa. Sinä päätät, mitkä sallit; voit muuttaa valintaasi milloin tahansa.',
  acceptAll: 'Hyväksy kaikki',
  declineAll: 'Hylkää kaikki',
  choose: 'Valitse evästeet',
  save: 'Tallenna valinnat',
  categories: 'Evästeluokat',
  privacy: 'Tietosuojaseloste',
  necessary: 'Välttämättömät',
  necessaryPurpose: 'Tarvitaan sivuston toimintaan: tietoturva, istuntosi ja tämä suostumusvalinta. Aina käytössä.',
  preferences: 'Asetukset',
  preferencesPurpose: 'Muistavat asetuksesi, kuten kielen ja näkymän, käyntikerrasta toiseen.',
  statistics: 'Tilastot',
  statisticsPurpose: 'Kertovat meille nimettömästi, miten sivustoa käytetään, jotta voimme parantaa sitä.',
  marketing: 'Markkinointi',
  marketingPurpose: 'Antavat meidän ja kumppaniemme näyttää sinulle kiinnostavaa sisältöä ja mitata kampanjoita muissa palveluissa.',
};

const sv: ConsentStrings = {
  title: 'Kakor på den här webbplatsen',
  description:
    'Vi använder kakor för att webbplatsen ska fungera, för att komma ihåg dina inställningar, för att förstå hur webbplatsen används och för att visa relevant innehåll i andra tjänster. Du bestämmer vilka du tillåter; du kan ändra ditt val när som helst.',
  acceptAll: 'Godkänn alla',
  declineAll: 'Avvisa alla',
  choose: 'Välj kakor',
  save: 'Spara valen',
  categories: 'Kategorier av kakor',
  privacy: 'Dataskyddsbeskrivning',
  necessary: 'Nödvändiga',
  necessaryPurpose: 'Behövs för att webbplatsen ska fungera: säkerhet, din session och detta samtycke. Alltid på.',
  preferences: 'Inställningar',
  preferencesPurpose: 'Kommer ihåg dina inställningar, som språk och visning, mellan besöken.',
  statistics: 'Statistik',
  statisticsPurpose: 'Berättar anonymt för oss hur webbplatsen används, så att vi kan förbättra den.',
  marketing: 'Marknadsföring',
  marketingPurpose: 'Låter oss och våra partner visa dig relevant innehåll och mäta kampanjer i andra tjänster.',
};

export const consentStrings: Catalogs<ConsentStrings> = { en, fi, sv };
