import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Combobox, FormField, Select } from '@rp/ui';
import { drzaveQuery, gradoviQuery, opstineQuery } from '../../lokacije/api.ts';
import { defaultDrzava, drzavaNaziv } from '../../lokacije/drzave.ts';
import { useLocales } from '../../../lib/use-locales.ts';

export interface LocationFieldsProps {
  /** '' = none. */
  idOpstine: string;
  idGrada: string;
  onOpstinaChange: (idOpstine: string) => void;
  onGradChange: (idGrada: string) => void;
  isReadOnly?: boolean;
}

/** Country, municipality and city pickers fed by the location calls; a new municipality clears the city. */
export function LocationFields({
  idOpstine,
  idGrada,
  onOpstinaChange,
  onGradChange,
  isReadOnly = false,
}: LocationFieldsProps) {
  const { t } = useTranslation();
  const locales = useLocales();
  const drzave = useQuery(drzaveQuery());
  const [chosenDrzava, setChosenDrzava] = useState('');
  const fallbackDrzava = defaultDrzava(drzave.data);
  const drzavaId = chosenDrzava || (fallbackDrzava ? String(fallbackDrzava.id) : '');
  const opstine = useQuery({ ...opstineQuery(Number(drzavaId)), enabled: drzavaId !== '' });
  const gradovi = useQuery({ ...gradoviQuery(Number(idOpstine)), enabled: idOpstine !== '' });
  const comboboxLabels = {
    search: t('common.search'),
    empty: t('radnik.place.nothingFound'),
    clear: t('radnik.place.clear'),
    loading: t('common.loading'),
  };

  return (
    <>
      <FormField label={t('radnik.fields.drzava')} htmlFor="radnik-drzava">
        <Select
          id="radnik-drzava"
          isRequired
          disabled={isReadOnly}
          value={drzavaId}
          onValueChange={(value) => {
            setChosenDrzava(value);
            onOpstinaChange('');
            onGradChange('');
          }}
          options={(drzave.data ?? []).map((drzava) => ({
            value: String(drzava.id),
            label: drzavaNaziv(drzava, locales.short),
          }))}
        />
      </FormField>
      <FormField label={t('radnik.fields.opstina')} htmlFor="radnik-opstina">
        <Combobox
          id="radnik-opstina"
          disabled={isReadOnly || drzavaId === ''}
          value={idOpstine}
          onValueChange={(value) => {
            onOpstinaChange(value);
            onGradChange('');
          }}
          isLoading={opstine.isLoading}
          placeholder={t('radnik.place.chooseOpstina')}
          items={(opstine.data ?? []).map((opstina) => ({ value: String(opstina.id), label: opstina.naziv }))}
          labels={comboboxLabels}
        />
      </FormField>
      <FormField
        label={t('radnik.fields.grad')}
        htmlFor="radnik-grad"
        hint={idOpstine === '' && !isReadOnly ? t('radnik.place.opstinaFirst') : undefined}
      >
        <Combobox
          id="radnik-grad"
          disabled={isReadOnly || idOpstine === ''}
          value={idGrada}
          onValueChange={onGradChange}
          isLoading={gradovi.isLoading}
          placeholder={t('radnik.place.chooseGrad')}
          items={(gradovi.data ?? []).map((grad) => ({ value: String(grad.id), label: grad.naziv }))}
          labels={comboboxLabels}
        />
      </FormField>
    </>
  );
}
