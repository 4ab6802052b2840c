/**
 * The editor forms' shared foot (client/editor/ui/FormActions.tsx): the error line as an alert (kept
 * empty in the page where it is live), a plain secondary button, then the submit button, disabled
 * while saving (saying so where the form has a saving label) or for a reason of its own.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { FormActions, FormError } from '../../../client/editor/ui/FormActions';

const noop = () => {};
const base = { cancelLabel: 'Abbrechen', onCancel: noop, submitLabel: 'Speichern', submitTestId: 'save' };

test('the error line: shown with an error, absent without one unless it is live', () => {
  expect(renderToStaticMarkup(<FormError error="" testId="form-error" />)).toBe('');
  expect(renderToStaticMarkup(<FormError error="Falsch" testId="form-error" />)).toBe('<p class="formError" role="alert" data-testid="form-error">Falsch</p>');
  expect(renderToStaticMarkup(<FormError error="" live />)).toBe('<p class="formError" role="alert"></p>');
});

test('error, then the secondary button (never a submit), then the submit button', () => {
  expect(renderToStaticMarkup(<FormActions {...base} error="Falsch" errorTestId="err" cancelTestId="cancel" />)).toBe(
    '<p class="formError" role="alert" data-testid="err">Falsch</p>' +
      '<div class="actions"><button type="button" class="secondary" data-testid="cancel">Abbrechen</button>' +
      '<button type="submit" class="primary" data-testid="save">Speichern</button></div>',
  );
});

test('saving disables the submit button and shows the saving label where there is one', () => {
  const saving = renderToStaticMarkup(<FormActions {...base} error="" saving savingLabel="Speichert …" />);
  expect(saving).toContain('<button type="submit" class="primary" disabled="" data-testid="save">Speichert …</button>');
  expect(saving).toContain('<button type="button" class="secondary">Abbrechen</button>');
  expect(renderToStaticMarkup(<FormActions {...base} error="" saving />)).toContain('disabled="" data-testid="save">Speichern<');
});

test('the submit button is disabled for a reason of its own, the secondary one when asked', () => {
  const html = renderToStaticMarkup(<FormActions {...base} error="" submitDisabled cancelDisabled />);
  expect(html).toContain('<button type="button" class="secondary" disabled="">Abbrechen</button>');
  expect(html).toContain('<button type="submit" class="primary" disabled="" data-testid="save">Speichern</button>');
});
