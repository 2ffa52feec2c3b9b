/**
 * The `@rp/fields` inputs dressed as the design system's Input (`@rp/ui`): its height, left padding, type size,
 * background, shadow and focus ring, so that a number beside a text field is one form, not two. The package keeps a
 * neutral look of its own for the other apps; its classes come first on the element, so the ones that differ are
 * marked important. The right padding stays the package's: it makes room for the error icon.
 */
export const ENTRY_INPUT_CLASS = [
  '!h-8 !pl-2.5 !text-base !bg-card shadow-xs placeholder:text-muted-foreground/80',
  'focus-visible:border-ring focus-visible:!ring-ring/30 aria-invalid:focus-visible:!ring-danger/25',
  'read-only:!bg-muted/60 disabled:!bg-muted',
].join(' ');
