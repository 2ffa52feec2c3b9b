// Shared steps of the field stories' play functions: type, blur, and check the error wiring.
import { expect, userEvent, within } from 'storybook/test';
import { INVALID_DATA } from '../core/messages.ts';

async function typeAndBlur(canvasElement: HTMLElement, label: string, text: string): Promise<HTMLElement> {
  const input = within(canvasElement).getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, text);
  await userEvent.tab();
  return input;
}

/** Types valid text, blurs, and checks that no error is shown; `shown` is the text expected afterwards. */
export async function expectValidEntry(canvasElement: HTMLElement, label: string, text: string, shown = text) {
  const canvas = within(canvasElement);
  const input = await typeAndBlur(canvasElement, label, text);
  await expect(input).toHaveValue(shown);
  await expect(input).not.toHaveAttribute('aria-invalid');
  await expect(canvas.queryByRole('alert')).toBeNull();
  await expect(canvas.queryByRole('img', { name: /^Error on field/ })).toBeNull();
}

/** Types invalid text, blurs, and checks the icon, the alert and the aria wiring. */
export async function expectInvalidEntry(
  canvasElement: HTMLElement,
  label: string,
  text: string,
  message = INVALID_DATA,
) {
  const canvas = within(canvasElement);
  const input = await typeAndBlur(canvasElement, label, text);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent('error on field');
  await expect(alert).toHaveTextContent(message);
  await expect(input.getAttribute('aria-describedby')).toContain(alert.id);
  const icon = canvas.getByRole('img', { name: `Error on field: ${message}` });
  await expect(icon).toHaveAttribute('title', `Error on field: ${message}`);
}
