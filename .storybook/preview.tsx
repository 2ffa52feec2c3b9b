import type { Preview } from '@storybook/react-vite';
import './storybook.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story tests.
    a11y: { test: 'error' },
  },
  globalTypes: {
    locale: {
      description: 'Language of the interface',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'sr', title: 'Srpski' },
          { value: 'en_US', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'sr' },
  tags: ['autodocs'],
};

export default preview;
