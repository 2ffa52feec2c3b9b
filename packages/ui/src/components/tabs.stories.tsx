import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { defaultValue: 'info', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Procena">
        <TabsTrigger value="info">Podaci</TabsTrigger>
        <TabsTrigger value="dokumenti">Dokumenti</TabsTrigger>
        <TabsTrigger value="slike">Slike</TabsTrigger>
        <TabsTrigger value="mapa" disabled>
          Mapa
        </TabsTrigger>
      </TabsList>
      <TabsContent value="info">Osnovni podaci procene.</TabsContent>
      <TabsContent value="dokumenti">Lista dokumenata.</TabsContent>
      <TabsContent value="slike">Galerija slika.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Dokumenti' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('dokumenti');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Lista dokumenata.');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Slike' })).toHaveFocus();
  },
};
export const Serbian: Story = {};
export const English: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Valuation">
        <TabsTrigger value="info">Details</TabsTrigger>
        <TabsTrigger value="dokumenti">Documents</TabsTrigger>
      </TabsList>
      <TabsContent value="info">Valuation details.</TabsContent>
      <TabsContent value="dokumenti">Documents.</TabsContent>
    </Tabs>
  ),
};
