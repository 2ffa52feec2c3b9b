import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, userEvent, within } from 'storybook/test';
import { EntryField } from './entry-field.tsx';
import { applyServerReply, fieldRules } from './react-hook-form.ts';

interface KlijentForm {
  maticniBroj: string;
  email: string;
  dogovorenaCena: string;
}

/** A form built with react-hook-form: entry rules from fieldRules, errors from a (fake) server reply. */
function KlijentFormDemo({ locale = 'sr' }: { locale?: 'sr' | 'en' }) {
  const { register, handleSubmit, setError, formState } = useForm<KlijentForm>({ mode: 'onBlur' });
  const [alert, setAlert] = useState<string | null>(null);
  const onSubmit = handleSubmit(() => {
    // Stands in for a server that refuses the registry number.
    setAlert(
      applyServerReply(
        {
          ok: false,
          message: 'Pravno lice već postoji u bazi',
          clientEntryErrors: [{ name: 'maticniBroj', error: 'Već postoji' }],
        },
        setError,
      ),
    );
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-xs gap-3">
      <div className="grid gap-1">
        <label htmlFor="maticniBroj" className="text-sm font-medium">
          Matični broj
        </label>
        <EntryField
          entryType="INTEGER"
          id="maticniBroj"
          validated={false}
          error={formState.errors.maticniBroj?.message}
          {...register('maticniBroj', fieldRules('INTEGER', { locale }))}
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor="email" className="text-sm font-medium">
          E-pošta
        </label>
        <EntryField
          entryType="EMAIL"
          id="email"
          validated={false}
          error={formState.errors.email?.message}
          {...register('email', fieldRules('EMAIL'))}
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor="dogovorenaCena" className="text-sm font-medium">
          Dogovorena cena
        </label>
        <EntryField
          entryType="CURRENCY"
          id="dogovorenaCena"
          locale={locale}
          validated={false}
          error={formState.errors.dogovorenaCena?.message}
          {...register('dogovorenaCena', fieldRules('CURRENCY', { locale }))}
        />
      </div>
      <button type="submit" className="h-9 rounded-md border border-input px-3 text-sm">
        Sačuvaj
      </button>
      {alert && <output className="text-sm text-danger">{alert}</output>}
    </form>
  );
}

const meta = {
  title: 'Fields/ReactHookForm',
  component: KlijentFormDemo,
  args: { locale: 'sr' },
} satisfies Meta<typeof KlijentFormDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Serbian: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const broj = canvas.getByLabelText('Matični broj');
    await userEvent.type(broj, '12a');
    await userEvent.tab();
    await expect(broj).toHaveAttribute('aria-invalid', 'true');
    await expect(await canvas.findByRole('img', { name: 'Error on field: invalid data' })).toBeInTheDocument();
    await userEvent.clear(broj);
    await userEvent.type(broj, '12345678');
    await userEvent.type(canvas.getByLabelText('Dogovorena cena'), '1.500,00 €');
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj' }));
    await expect(await canvas.findByText('ERROR: Pravno lice već postoji u bazi')).toBeInTheDocument();
    await expect(await canvas.findByRole('img', { name: 'Error on field: Već postoji' })).toBeInTheDocument();
  },
};

export const English: Story = {
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cena = canvas.getByLabelText('Dogovorena cena');
    await userEvent.type(cena, '€1.500,00');
    await userEvent.tab();
    await expect(cena).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(cena);
    await userEvent.type(cena, '€1,500.00');
    await userEvent.tab();
    await expect(cena).not.toHaveAttribute('aria-invalid');
  },
};
