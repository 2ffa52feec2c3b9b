import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { RadnikCreatePage } from './radnik-page.tsx';
import { storyLocations } from './story-data.ts';

const meta = {
  title: 'Portal/Screens/RadnikCreate',
  component: RadnikCreatePage,
  decorators: [withScreen],
  beforeEach: signedInAs('Admin'),
  parameters: {
    screen: { path: '/index/radnici/unos', route: '/index/radnici/unos', queryData: storyLocations },
  },
} satisfies Meta<typeof RadnikCreatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Serbian: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Novi radnik' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Lozinka/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText(/Potvrda lozinke/)).toBeVisible();
    await expect(canvas.getByTestId('radnik-preostalo')).toHaveTextContent('20');
    await expect(canvas.getByRole('combobox', { name: /Država/ })).toHaveTextContent('Srbija');
    await expect(canvas.getByRole('link', { name: 'Otkaži' })).toHaveAttribute('href', '/index/radnici/list');
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New worker' })).toBeVisible();
    await expect(canvas.getByLabelText(/Confirm password/)).toBeVisible();
    // the country by its English name, not the register's Serbian one
    await expect(canvas.getByRole('combobox', { name: /Country/ })).toHaveTextContent('Serbia');
    await expect(canvas.getByRole('combobox', { name: /Country/ })).not.toHaveTextContent('Srbija');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

export const Phone: Story = {
  globals: { locale: 'sr', viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Sačuvaj' })).toBeVisible();
  },
};

/** Nothing is sent while the form is invalid: required fields, the compareTo rule and entry errors. */
export const Validation: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Lozinka/), 'tajna-lozinka');
    await userEvent.type(canvas.getByLabelText(/Potvrda lozinke/), 'druga-lozinka');
    const used = canvas.getByLabelText(/Iskorišćeni dani/);
    await userEvent.clear(used);
    await userEvent.type(used, '2x');
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj' }));
    await expect(await canvas.findByText('Potvrda lozinke se ne poklapa sa lozinkom.')).toBeVisible();
    await expect(canvas.getAllByText('Obavezno polje.')).toHaveLength(3);
    await expect(canvas.getByText('neispravan podatak')).toBeVisible();
    await expect(used).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByTestId('radnik-preostalo')).toHaveTextContent('—');

    await userEvent.clear(canvas.getByLabelText(/Potvrda lozinke/));
    await userEvent.type(canvas.getByLabelText(/Potvrda lozinke/), 'tajna-lozinka');
    await waitFor(() => expect(canvas.queryByText('Potvrda lozinke se ne poklapa sa lozinkom.')).toBeNull());
  },
};

/** A Demo login may not grant the Admin role (the server refuses it), so it is not offered. */
export const DemoWithoutAdminRole: Story = {
  globals: { locale: 'sr' },
  beforeEach: signedInAs('Demo', 2),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ulogu administratora dodeljuje samo administrator.')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: /Uloga/ }));
    const body = within(canvasElement.ownerDocument.body);
    const listbox = await body.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Radnik', 'Operativa']),
    );
    await userEvent.keyboard('{Escape}');
    // The next story must not find this listbox still closing.
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
  },
};

/** Choosing a municipality offers its places; another municipality clears the place. */
export const PlacePickers: Story = {
  globals: { locale: 'sr' },
  // Each step waits for its answer up to five seconds: the places load through queries, and a busy test machine has
  // missed the default second.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const wait = { timeout: 5000 };
    await expect(await canvas.findByRole('combobox', { name: /Grad ili naselje/ }, wait)).toBeDisabled();
    await userEvent.click(canvas.getByRole('combobox', { name: /Opština/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Novi Sad' }, wait));
    const grad = canvas.getByRole('combobox', { name: /Grad ili naselje/ });
    await waitFor(() => expect(grad).toBeEnabled(), wait);
    await userEvent.click(grad);
    await userEvent.click(await body.findByRole('option', { name: 'Petrovaradin' }, wait));
    await waitFor(() => expect(grad).toHaveTextContent('Petrovaradin'), wait);
    await userEvent.click(canvas.getByRole('combobox', { name: /Opština/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Beočin' }, wait));
    await waitFor(
      () => expect(canvas.getByRole('combobox', { name: /Grad ili naselje/ })).toHaveTextContent('Izaberite mesto'),
      wait,
    );
    // The accessibility check runs after the play function: the last picker's popup must have gone (its search field,
    // closing, may still name an option that is gone), or a slow machine checks it half-closed.
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[cmdk-input]')).toBeNull(), wait);
  },
};
