/** Texts of the device preview, in the editor chunk only (useWidgetTexts). */
import { useWidgetTexts, type WidgetTexts } from '../finders/i18n';

export const previewTexts: WidgetTexts = {
  de: {
    devicePreview: {
      button: 'Vorschau',
      title: 'Vorschau des Entwurfs',
      devices: 'Gerätegröße',
      phone: 'Smartphone',
      tablet: 'Tablet',
      desktop: 'Desktop',
      px: '{{width}} px',
      frameTitle: 'Vorschau: {{device}}, {{width}} Pixel breit',
      scaled: 'Verkleinert auf {{percent}} %',
      hint: 'So sehen Besucher die Seite, sobald der Entwurf veröffentlicht ist. Ohne Cookie-Hinweis und ohne Bearbeitungsleiste.',
      close: 'Vorschau schließen',
    },
  },
  en: {
    devicePreview: {
      button: 'Preview',
      title: 'Preview of the draft',
      devices: 'Device size',
      phone: 'Phone',
      tablet: 'Tablet',
      desktop: 'Desktop',
      px: '{{width}} px',
      frameTitle: 'Preview: {{device}}, {{width}} pixels wide',
      scaled: 'Scaled down to {{percent}}%',
      hint: 'This is how visitors will see the page once the draft is published. Without the cookie notice and the editing bar.',
      close: 'Close preview',
    },
  },
};

/** `t` for these texts (below `devicePreview` of the widgets' namespace, apart from the other widgets' keys), and the page's language. */
export function usePreviewTexts() {
  const { t, locale } = useWidgetTexts(previewTexts);
  return { t: (key: string, options: Record<string, unknown> = {}): string => t(`devicePreview.${key}`, options), locale };
}
