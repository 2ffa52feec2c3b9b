import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { RadnikInfoPage } from './radnik-page.tsx';
import { radnikData, storyAdmin, storyLocations, storyRadnik } from './story-data.ts';

const screen = (radnikId: number, radnik = storyRadnik) => ({
  path: `/index/radnici/info/${radnikId}`,
  route: '/index/radnici/info/:radnikId',
  queryData: [radnikData(radnik), ...storyLocations],
});

const meta = {
  title: 'Portal/Screens/RadnikInfo',
  component: RadnikInfoPage,
  decorators: [withScreen],
  beforeEach: signedInAs('Admin'),
  parameters: { screen: screen(7) },
} satisfies Meta<typeof RadnikInfoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An Admin on a worker: every field, the links, and a password reset (not a change: not their own record). */
export const Serbian: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Radnik' })).toBeVisible();
    await expect(canvas.getByTestId('radnik-name')).toHaveTextContent('Milan Stojanović');
    const links = within(canvas.getByRole('navigation', { name: 'Stranice radnika' }));
    await expect(links.getByRole('link', { name: 'Evidencija' })).toHaveAttribute(
      'href',
      '/index/radnici/evidencija/7',
    );
    await expect(links.getByRole('link', { name: 'Dokumenti' })).toHaveAttribute('href', '/index/radnici/dokumenti/7');
    await expect(links.getByRole('link', { name: 'Beleške' })).toHaveAttribute('href', '/index/radnici/notes/7');
    await expect(links.getByRole('link', { name: 'Zadaci radnika' })).toHaveAttribute(
      'href',
      '/index/radnici/status/7',
    );
    await expect(canvas.getByRole('button', { name: 'Resetuj lozinku' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Promeni lozinku' })).toBeNull();
    await expect(canvas.getByLabelText(/Cena rada/)).toHaveValue('1.600,00');
    await expect(canvas.getByTestId('radnik-preostalo')).toHaveTextContent('9');
    await expect(canvas.getByRole('combobox', { name: /Opština/ })).toHaveTextContent('Novi Sad');
    await expect(canvas.getByRole('combobox', { name: /Grad ili naselje/ })).toHaveTextContent('Petrovaradin');
    await expect(canvas.queryByLabelText(/^Lozinka/)).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Worker' })).toBeVisible();
    await expect(canvas.getByLabelText(/Rate/)).toHaveValue('1,600.00');
    await expect(canvas.getByRole('button', { name: 'Reset password' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { locale: 'sr', viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Sačuvaj' })).toBeVisible();
  },
};

/** Editing shows how much leave is left and lets the changes be discarded. */
export const Editing: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const used = await canvas.findByLabelText(/Iskorišćeni dani/);
    const discard = canvas.getByRole('button', { name: 'Poništi izmene' });
    await expect(discard).toBeDisabled();
    await userEvent.clear(used);
    await userEvent.type(used, '15');
    await expect(canvas.getByTestId('radnik-preostalo')).toHaveTextContent('5');
    await expect(discard).toBeEnabled();
    await userEvent.click(discard);
    await expect(used).toHaveValue('11');
  },
};

/** The reset dialog refuses a confirmation that differs from the new password (compareTo). */
export const ResetPasswordValidation: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Resetuj lozinku' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.getByText(/mstojanovic/)).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/Nova lozinka/), 'nova-lozinka');
    await userEvent.type(dialog.getByLabelText(/Potvrda lozinke/), 'nova-lozinkA');
    await userEvent.click(dialog.getByRole('button', { name: 'Resetuj lozinku' }));
    await expect(await dialog.findByText('Potvrda lozinke se ne poklapa sa lozinkom.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Otkaži' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
  },
};

/** A User on their own record: name and place only, a password change, no links to Admin screens. */
export const OwnRecordAsUser: Story = {
  globals: { locale: 'sr' },
  beforeEach: signedInAs('User', 7),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Na svom kartonu menjate ime/)).toBeVisible();
    await expect(canvas.getByLabelText(/^Ime/)).not.toHaveAttribute('readonly');
    await expect(canvas.getByLabelText(/Korisničko ime/)).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText(/Slobodni dani/)).toHaveAttribute('readonly');
    await expect(canvas.getByRole('combobox', { name: /Uloga/ })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: /Aktivan nalog/ })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: /Opština/ })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Evidencija' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Beleške' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Resetuj lozinku' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Promeni lozinku' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Promeni lozinku' }));
    // the old password, the new one and its confirmation, each marked required
    await expect(await dialog.findAllByText('Obavezno polje.')).toHaveLength(3);
  },
};

/** Only an Admin changes an Admin's record: a Demo login sees it read-only. */
export const AdminRecordAsDemo: Story = {
  globals: { locale: 'sr' },
  beforeEach: signedInAs('Demo', 2),
  parameters: { screen: screen(1, storyAdmin) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ove podatke možete samo da pregledate.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Ime/)).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: 'Sačuvaj' })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: /Uloga/ })).toHaveTextContent('Administrator');
  },
};

/** An Admin on their own record may not drop the Admin role or deactivate the account. */
export const OwnRecordAsAdmin: Story = {
  globals: { locale: 'sr' },
  parameters: { screen: screen(1, storyAdmin) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Administrator ne može sebi oduzeti ulogu/)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Uloga/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Promeni lozinku' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resetuj lozinku' })).toBeVisible();
  },
};

/** A dirty form warns before leaving with the product's message. */
export const UnsavedChangesWarning: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await canvas.findByLabelText(/^Ime/), 'a');
    await userEvent.click(canvas.getByRole('link', { name: 'Evidencija' }));
    const prompt = await body.findByRole('alertdialog', { name: 'Imate nesačuvane podatke na stranici!' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Ne' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByLabelText(/^Ime/)).toHaveValue('Milana');
  },
};
