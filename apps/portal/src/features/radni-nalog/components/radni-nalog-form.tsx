import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDays, Save, X } from 'lucide-react';
import {
  Button,
  Calendar,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  FormField,
  Input,
  Popover,
  PopoverContent,
  PopoverTrigger,
  RadioGroup,
  RadioGroupItem,
  Select,
  Textarea,
  cn,
  useSubmitGuard,
} from '@rp/ui';
import {
  GODINA_GRADNJE_MIN,
  LIFT_VREDNOSTI,
  RADNI_NALOG_LISTE,
  RADNI_NALOG_NEMA_LISTE,
  RADNI_NALOG_OBAVEZNA_POLJA,
  tekucaGodina,
  type Lift,
  type RadniNalogLista,
  type RadniNalogMasterData,
  type RadniNalogPolja,
} from '@rp/contract';
import { brojIzTeksta, danZaSlanje, datumOf, nazivOpcije, prikazDana, toggleOpcija } from '../radni-nalog-form.ts';

type SelectPolje = Extract<(typeof RADNI_NALOG_LISTE)[number], { isMulti: false }>['polje'];
type MultiPolje = Extract<(typeof RADNI_NALOG_LISTE)[number], { isMulti: true }>['polje'];
type TekstPolje =
  | 'adresa'
  | 'sprat'
  | 'fasadeDodatne'
  | 'adaptacija'
  | 'radoviPriAdaptaciji'
  | 'tekuceOdrzavanje'
  | 'dodatneKarakteristike';
type BrojPolje = 'netoPovrsina' | 'svetlaVisina' | 'godinaGradnje';

const listaOf = (polje: string): RadniNalogLista => RADNI_NALOG_LISTE.find((item) => item.polje === polje)!.lista;
const OBAVEZNA: readonly string[] = RADNI_NALOG_OBAVEZNA_POLJA;
const NEMA: readonly string[] = RADNI_NALOG_NEMA_LISTE;
/** Touch-sized controls (44 px and more) for the phone in the inspector's hand. */
const TOUCH = '[&_[data-slot=select-trigger]]:h-11 [&_[data-slot=select-clear]]:p-2';

export interface RadniNalogFormProps {
  masterData: RadniNalogMasterData;
  /** The values the form starts from (the draft on this device, or the order as read); read once on mount. */
  initial: RadniNalogPolja;
  /** Every edit, for the copy kept on this device. */
  onChange: (polja: RadniNalogPolja) => void;
  /** Saves the fields; resolves true when they were saved (on the server or on this phone). */
  onSubmit: (polja: RadniNalogPolja) => Promise<boolean>;
  isOnline: boolean;
  /** The state of the order on this device and the photos, shown above the fields. */
  status?: ReactNode;
  photos?: ReactNode;
  /** 'Today' for the calendar (stories). */
  today?: Date;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">{children}</CardContent>
    </Card>
  );
}

/**
 * The work order form (part 2 §2, §3, §4, §5), phone first: one column, touch-sized controls, option lists of the
 * master data in the inspector's language. Required markers and no clear button on the structure's selects; clear
 * buttons on the optional ones. Multi-selects are lists of large checkboxes; instalacije, grejanje and
 * pomocneProstorije follow the 'nema' rule as each option is ticked. The inspection day is picked on a calendar
 * (Monday first, weeks not numbered) and shown as day, month name and year.
 */
export function RadniNalogForm({
  masterData,
  initial,
  onChange,
  onSubmit,
  isOnline,
  status,
  photos,
  today,
}: RadniNalogFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const formId = useId();
  const [polja, setPolja] = useState(initial);
  // Decimals as the language writes them: '30,75' in Serbian, '30.75' in English (both are read back).
  const tekstBroja = (value: number | null) =>
    value === null ? '' : language === 'sr' ? String(value).replace('.', ',') : String(value);
  const [brojevi, setBrojevi] = useState<Record<BrojPolje, string>>(() => ({
    netoPovrsina: tekstBroja(initial.netoPovrsina),
    svetlaVisina: tekstBroja(initial.svetlaVisina),
    godinaGradnje: initial.godinaGradnje === null ? '' : String(initial.godinaGradnje),
  }));
  const [isSubmitted, setIsSubmitted] = useState(false);
  const submitGuard = useSubmitGuard();

  const set = <K extends keyof RadniNalogPolja>(polje: K, value: RadniNalogPolja[K]) => {
    const next = { ...polja, [polje]: value };
    setPolja(next);
    onChange(next);
  };

  const brojError = (polje: BrojPolje): string | undefined => {
    const value = brojIzTeksta(brojevi[polje]);
    if (value === null) return undefined;
    if (polje === 'godinaGradnje')
      return Number.isInteger(value) && value >= GODINA_GRADNJE_MIN && value <= tekucaGodina()
        ? undefined
        : t('radniNalog.errors.godinaGradnje');
    return Number.isNaN(value) ? t('radniNalog.errors.broj') : undefined;
  };
  const requiredError = (polje: SelectPolje) =>
    isSubmitted && OBAVEZNA.includes(polje) && polja[polje] === null ? t('radniNalog.errors.required') : undefined;
  const hasErrors = () =>
    (['netoPovrsina', 'svetlaVisina', 'godinaGradnje'] as const).some((polje) => brojError(polje)) ||
    RADNI_NALOG_OBAVEZNA_POLJA.some((polje) => polja[polje] === null);

  // A refused save takes the inspector to the first field to fix: on a phone the required selects are screens away.
  const [refusedSaves, setRefusedSaves] = useState(0);
  useEffect(() => {
    if (refusedSaves === 0) return;
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusedSaves, formId]);

  const submit = submitGuard.guard(async (event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    setIsSubmitted(true);
    if (hasErrors()) {
      setRefusedSaves((count) => count + 1);
      return;
    }
    await onSubmit(polja);
  });

  const fieldId = (polje: string) => `${formId}-${polje}`;
  const label = (polje: keyof RadniNalogPolja) => t(`radniNalog.fields.${polje}`);

  const tekst = (polje: TekstPolje, options: { isMultiline?: boolean; maxLength: number }) => (
    <FormField label={label(polje)} htmlFor={fieldId(polje)}>
      {options.isMultiline ? (
        <Textarea
          id={fieldId(polje)}
          rows={3}
          maxLength={options.maxLength}
          value={polja[polje]}
          onChange={(event) => set(polje, event.target.value)}
        />
      ) : (
        <Input
          id={fieldId(polje)}
          className="h-11"
          autoComplete="off"
          maxLength={options.maxLength}
          value={polja[polje]}
          onChange={(event) => set(polje, event.target.value)}
        />
      )}
    </FormField>
  );

  const broj = (polje: BrojPolje) => (
    <FormField label={label(polje)} htmlFor={fieldId(polje)} error={brojError(polje)}>
      <Input
        id={fieldId(polje)}
        className="h-11"
        inputMode={polje === 'godinaGradnje' ? 'numeric' : 'decimal'}
        autoComplete="off"
        maxLength={12}
        value={brojevi[polje]}
        onChange={(event) => {
          const text = event.target.value;
          setBrojevi((current) => ({ ...current, [polje]: text }));
          const value = brojIzTeksta(text);
          const isValid = value === null || !Number.isNaN(value);
          set(polje, isValid ? value : polja[polje]);
        }}
      />
    </FormField>
  );

  const select = (polje: SelectPolje) => {
    const isRequired = OBAVEZNA.includes(polje);
    const value = polja[polje];
    return (
      <FormField
        label={label(polje)}
        htmlFor={fieldId(polje)}
        isRequired={isRequired}
        requiredLabel={t('radniNalog.required')}
        error={requiredError(polje)}
      >
        <Select
          id={fieldId(polje)}
          isRequired={isRequired}
          clearLabel={t('radniNalog.clear')}
          placeholder={t('radniNalog.choose')}
          value={value === null ? '' : String(value)}
          onValueChange={(next) => set(polje, next === '' ? null : Number(next))}
          options={masterData[listaOf(polje)].map((opcija) => ({
            value: String(opcija.id),
            label: nazivOpcije(opcija, language),
          }))}
        />
      </FormField>
    );
  };

  const multi = (polje: MultiPolje) => {
    const selected = polja[polje];
    const hintId = NEMA.includes(polje) ? `${fieldId(polje)}-hint` : undefined;
    return (
      <fieldset className="grid gap-1.5" aria-describedby={hintId}>
        <legend className="mb-1.5 text-sm font-medium">{label(polje)}</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {masterData[listaOf(polje)].map((opcija) => {
            const id = `${fieldId(polje)}-${opcija.id}`;
            return (
              <label
                key={opcija.id}
                htmlFor={id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-border px-3 py-2 text-base has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
              >
                <Checkbox
                  id={id}
                  checked={selected.includes(opcija.id)}
                  onCheckedChange={() => set(polje, toggleOpcija(polje, selected, opcija.id))}
                />
                <span>{nazivOpcije(opcija, language)}</span>
              </label>
            );
          })}
        </div>
        {hintId ? (
          <p id={hintId} className="text-xs text-muted-foreground">
            {t('radniNalog.nemaHint')}
          </p>
        ) : null}
      </fieldset>
    );
  };

  return (
    <form
      id={formId}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('radniNalog.formLabel')}
      className={cn('mx-auto grid w-full max-w-2xl grid-cols-1 gap-4 pb-24 md:pb-0', TOUCH)}
    >
      {status}
      <Section title={t('radniNalog.sections.osnovno')}>
        {tekst('adresa', { maxLength: 300 })}
        {tekst('sprat', { maxLength: 30 })}
        {broj('netoPovrsina')}
        {broj('svetlaVisina')}
        <DatumField
          id={fieldId('datumInspekcije')}
          label={label('datumInspekcije')}
          value={polja.datumInspekcije}
          onValueChange={(dan) => set('datumInspekcije', dan)}
          language={language}
          today={today}
        />
        {broj('godinaGradnje')}
      </Section>
      <Section title={t('radniNalog.sections.konstrukcija')}>
        {select('temeljId')}
        {select('nosecaKonstrId')}
        {select('medjuspratnaKonstrId')}
        {select('zidoviSpoljasnjiId')}
        {select('krovnaKonstrId')}
        {select('krovniPrekrivacId')}
        {select('fasadaId')}
        {tekst('fasadeDodatne', { isMultiline: true, maxLength: 1000 })}
      </Section>
      <Section title={t('radniNalog.sections.zavrsni')}>
        {multi('podneObloge')}
        {select('obradaPlafonaId')}
        {select('obradaZidovaId')}
        {multi('spoljasnjeStolarije')}
        {select('unutrasnjaStolarijaId')}
      </Section>
      <Section title={t('radniNalog.sections.instalacije')}>
        {multi('instalacije')}
        {multi('grejanje')}
        {select('klimatizacijaId')}
        {select('vodovodId')}
        {select('kanalizacijaId')}
        {select('telefonskeLinijeId')}
        {select('javnoParkiranjeId')}
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm font-medium">{label('lift')}</legend>
          <RadioGroup
            value={polja.lift}
            onValueChange={(value) => set('lift', value as Lift)}
            className="grid grid-cols-3 gap-2"
          >
            {LIFT_VREDNOSTI.map((value) => (
              <label
                key={value}
                htmlFor={fieldId(`lift-${value}`)}
                className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-border px-2 text-base has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
              >
                <RadioGroupItem id={fieldId(`lift-${value}`)} value={value} />
                {t(`radniNalog.lift.${value}`)}
              </label>
            ))}
          </RadioGroup>
        </fieldset>
      </Section>
      <Section title={t('radniNalog.sections.stanje')}>
        {multi('pomocneProstorije')}
        {tekst('adaptacija', { maxLength: 300 })}
        {tekst('radoviPriAdaptaciji', { isMultiline: true, maxLength: 4000 })}
        {tekst('tekuceOdrzavanje', { isMultiline: true, maxLength: 1000 })}
        {tekst('dodatneKarakteristike', { isMultiline: true, maxLength: 4000 })}
      </Section>
      {photos ? <Section title={t('radniNalog.sections.fotografije')}>{photos}</Section> : null}
      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-border bg-background/95 p-3 backdrop-blur md:static md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none">
        <div className="mx-auto flex max-w-2xl justify-end">
          <Button type="submit" size="lg" className="h-12 w-full sm:w-auto" isLoading={submitGuard.isSubmitting}>
            <Save aria-hidden className="size-4" />
            {isOnline ? t('radniNalog.save') : t('radniNalog.saveOnPhone')}
          </Button>
        </div>
      </div>
    </form>
  );
}

/**
 * The inspection day: a calendar (Monday first, weeks not numbered) in a popover, shown as day, month name and year;
 * the day picked is kept as the inspector's own day (danZaSlanje). Optional, so it can be cleared.
 */
function DatumField({
  id,
  label,
  value,
  onValueChange,
  language,
  today,
}: {
  id: string;
  label: string;
  value: string | null;
  onValueChange: (dan: string | null) => void;
  language: string;
  today?: Date | undefined;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const shown = prikazDana(value, language);
  return (
    <FormField label={label} htmlFor={id}>
      <div className="relative">
        <Popover open={isOpen} onOpenChange={setIsOpen}>
          <PopoverTrigger asChild>
            <Button
              id={id}
              type="button"
              variant="outline"
              className={cn('h-11 w-full justify-start gap-2 font-normal', value && 'pr-12')}
            >
              <CalendarDays aria-hidden className="size-4 opacity-70" />
              {shown || <span className="text-muted-foreground">{t('radniNalog.datum.pick')}</span>}
            </Button>
          </PopoverTrigger>
          <PopoverContent align="start" className="w-auto p-2">
            <Calendar
              selected={datumOf(value)}
              onSelect={(date) => {
                onValueChange(danZaSlanje(date));
                setIsOpen(false);
              }}
              locale={language === 'sr' ? 'sr' : 'en'}
              {...(today ? { today } : {})}
              labels={{
                previousMonth: t('radniNalog.datum.previousMonth'),
                nextMonth: t('radniNalog.datum.nextMonth'),
              }}
            />
          </PopoverContent>
        </Popover>
        {value ? (
          <button
            type="button"
            aria-label={t('radniNalog.datum.clear')}
            title={t('radniNalog.datum.clear')}
            onClick={() => onValueChange(null)}
            className="absolute top-1/2 right-2 flex size-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-sm text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <X aria-hidden className="size-4" />
          </button>
        ) : null}
      </div>
    </FormField>
  );
}
