import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EntityPicker, FormField, useDebouncedCallback } from '@rp/ui';
import { bankeQuery } from '../../klijenti/api.ts';
import { bankariIzborQuery, klijentiIzborQuery } from '../izbor-api.ts';
import { bankariBanke, bankarPosleBanke } from '../procena-form.ts';

/** Typing waits this long before the server is asked (a search per key would flood it). */
const SEARCH_DEBOUNCE_MS = 250;

type Named = { id: number; naziv: string };

export interface KlijentPickersValue {
  idKlijenta: string;
  idKlijenta2: string;
  idKlijenta3: string;
}

export interface KlijentPickersProps {
  value: KlijentPickersValue;
  onValueChange: (field: keyof KlijentPickersValue, value: string) => void;
  /** The names of the records the valuation names now (a record may lie beyond a search's page). */
  known: { banka: Named | null; klijent: Named | null; bankar: Named | null };
  errors: Partial<Record<keyof KlijentPickersValue, string>>;
  idPrefix?: string;
}

const withKnown = (items: Array<{ value: string; label: string; description?: string }>, known: Named | null) =>
  known && !items.some((item) => item.value === String(known.id))
    ? [{ value: String(known.id), label: known.naziv }, ...items]
    : items;

/**
 * The bank, client and banker of a valuation, each a searchable picker over the client register (part 2 §2). The
 * banker list is the chosen bank's; choosing another bank clears a banker of a different bank.
 */
export function KlijentPickers({ value, onValueChange, known, errors, idPrefix = 'procena' }: KlijentPickersProps) {
  const { t } = useTranslation();
  const [klijentSearch, setKlijentSearch] = useState('');
  const [bankarSearch, setBankarSearch] = useState('');
  const searchKlijent = useDebouncedCallback(setKlijentSearch, SEARCH_DEBOUNCE_MS);
  const searchBankar = useDebouncedCallback(setBankarSearch, SEARCH_DEBOUNCE_MS);
  const banke = useQuery(bankeQuery());
  const klijenti = useQuery({ ...klijentiIzborQuery(klijentSearch), placeholderData: keepPreviousData });
  const bankari = useQuery({ ...bankariIzborQuery(bankarSearch, value.idKlijenta), placeholderData: keepPreviousData });
  // The names of records chosen here, so the picker still names them after the search moves on.
  const [chosen, setChosen] = useState<Record<string, Named>>({});

  const labels = {
    search: t('common.search'),
    empty: t('procena.pickers.nothingFound'),
    clear: t('procena.pickers.clear'),
    loading: t('common.loading'),
  };
  const bankariOfBank = bankariBanke(bankari.data ?? [], value.idKlijenta);
  const bankaItems = (banke.data ?? []).map((banka) => ({ value: String(banka.id), label: banka.naziv }));
  const klijentItems = withKnown(
    (klijenti.data ?? []).map((klijent) => ({ value: String(klijent.id), label: klijent.naziv })),
    chosen.klijent ?? known.klijent,
  );
  const bankarItems = withKnown(
    bankariOfBank.map((bankar) => ({
      value: String(bankar.id),
      label: bankar.naziv,
      description: value.idKlijenta === '' ? (bankar.bankaNaziv ?? undefined) : undefined,
    })),
    chosen.bankar ?? known.bankar,
  );

  const remember = (kind: 'klijent' | 'bankar', id: string, items: Array<{ value: string; label: string }>) => {
    const item = items.find((entry) => entry.value === id);
    if (item) setChosen((current) => ({ ...current, [kind]: { id: Number(id), naziv: item.label } }));
  };

  return (
    <>
      <FormField label={t('procena.fields.idKlijenta')} htmlFor={`${idPrefix}-idKlijenta`} error={errors.idKlijenta}>
        <EntityPicker
          entity="bank"
          id={`${idPrefix}-idKlijenta`}
          value={value.idKlijenta}
          onValueChange={(id) => {
            onValueChange('idKlijenta', id);
            const bankar = bankarPosleBanke(value.idKlijenta3, id, bankari.data ?? []);
            if (bankar !== value.idKlijenta3) onValueChange('idKlijenta3', bankar);
          }}
          isLoading={banke.isLoading}
          placeholder={t('procena.pickers.banka')}
          items={withKnown(bankaItems, known.banka)}
          labels={labels}
        />
      </FormField>
      <FormField label={t('procena.fields.idKlijenta2')} htmlFor={`${idPrefix}-idKlijenta2`} error={errors.idKlijenta2}>
        <EntityPicker
          entity="client"
          id={`${idPrefix}-idKlijenta2`}
          value={value.idKlijenta2}
          onValueChange={(id) => {
            remember('klijent', id, klijentItems);
            onValueChange('idKlijenta2', id);
          }}
          onSearchChange={searchKlijent}
          isLoading={klijenti.isFetching}
          placeholder={t('procena.pickers.klijent')}
          items={klijentItems}
          labels={labels}
        />
      </FormField>
      <FormField
        label={t('procena.fields.idKlijenta3')}
        htmlFor={`${idPrefix}-idKlijenta3`}
        error={errors.idKlijenta3}
        hint={errors.idKlijenta3 ? undefined : t('procena.pickers.bankarHint')}
        className="sm:col-span-2"
      >
        <EntityPicker
          entity="banker"
          id={`${idPrefix}-idKlijenta3`}
          value={value.idKlijenta3}
          onValueChange={(id) => {
            remember('bankar', id, bankarItems);
            onValueChange('idKlijenta3', id);
            // A banker chosen before the bank brings the bank along.
            const bankar = (bankari.data ?? []).find((entry) => String(entry.id) === id);
            if (bankar?.idBanke && value.idKlijenta === '') onValueChange('idKlijenta', String(bankar.idBanke));
          }}
          onSearchChange={searchBankar}
          isLoading={bankari.isFetching}
          placeholder={t('procena.pickers.bankar')}
          items={bankarItems}
          labels={labels}
        />
      </FormField>
    </>
  );
}
