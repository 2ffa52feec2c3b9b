import { useTranslation } from 'react-i18next';
import { VRSTE_NEPOKRETNOSTI } from '@rp/contract';

/** A property type's name in the interface language (the server names it in Serbian). */
export function useVrstaNaziv() {
  const { i18n } = useTranslation();
  return (vrsta: { id: number; naziv: string }) => {
    const known = VRSTE_NEPOKRETNOSTI.find((entry) => entry.id === vrsta.id);
    if (!known) return vrsta.naziv;
    return i18n.language === 'sr' ? known.naziv : known.nazivEn;
  };
}
