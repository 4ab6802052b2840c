/** Texts of the rich-text field (namespace `editorWidgets`, key `richText`), in the editor chunk only. */
import type { WidgetTexts } from '../finders/i18n';

export const richTextTexts: WidgetTexts = {
  de: {
    richText: {
      toolbar: 'Textformatierung',
      bold: 'Fett (Strg+B)',
      italic: 'Kursiv (Strg+I)',
      bulletedList: 'Aufzählung',
      numberedList: 'Nummerierte Liste',
      link: 'Link (Strg+K)',
      undo: 'Rückgängig (Strg+Z)',
      redo: 'Wiederholen (Strg+Y)',
      linkTitle: 'Link bearbeiten',
      url: 'Adresse (https://…, mailto:…, tel:… oder Pfad wie /de/konzerte)',
      openNewWindow: 'In neuem Fenster öffnen',
      apply: 'Übernehmen',
      removeLink: 'Link entfernen',
      invalidUrl: 'Bitte eine Adresse mit https://, mailto: oder tel: oder einen Pfad, der mit / beginnt, eingeben.',
      orFind: 'Oder eine Seite, ein Konzert, eine Story oder eine Person suchen',
      unsaved: {
        title: 'Link verwerfen?',
        message: 'Sie haben den Link geändert, aber nicht übernommen. Wenn Sie schließen, geht die Änderung verloren.',
        discard: 'Verwerfen',
        keepEditing: 'Weiter bearbeiten',
      },
    },
  },
  en: {
    richText: {
      toolbar: 'Text formatting',
      bold: 'Bold (Ctrl+B)',
      italic: 'Italic (Ctrl+I)',
      bulletedList: 'Bulleted list',
      numberedList: 'Numbered list',
      link: 'Link (Ctrl+K)',
      undo: 'Undo (Ctrl+Z)',
      redo: 'Redo (Ctrl+Y)',
      linkTitle: 'Edit link',
      url: 'Address (https://…, mailto:…, tel:… or a path like /en/concerts)',
      openNewWindow: 'Open new window',
      apply: 'Apply',
      removeLink: 'Remove link',
      invalidUrl: 'Enter an address starting with https://, mailto: or tel:, or a path starting with /.',
      orFind: 'Or find a page, concert, story or person',
      unsaved: {
        title: 'Discard the link?',
        message: 'You changed the link but did not apply it. If you close, the change is lost.',
        discard: 'Discard',
        keepEditing: 'Keep editing',
      },
    },
  },
};
