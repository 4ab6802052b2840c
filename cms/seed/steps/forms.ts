/** The demo forms with their fields. */
import { FIELD_TYPES, type FieldType } from '../../../shared/forms/fieldTypes';
import { form_fields, forms } from '../../db/schema';
import { rich, type SeedContext } from '../context';

interface FieldDef {
  slug: string;
  label: [string, string];
  type: FieldType;
  required?: boolean;
  choices?: [string[], string[]];
  placeholder?: [string, string];
  help?: [string, string];
  default_value?: string;
}

export async function seedForms(ctx: SeedContext): Promise<void> {
  const defs: { slug: string; title: [string, string]; intro: [string, string]; success: [string, string]; fields: FieldDef[] }[] = [
    {
      slug: 'kontakt',
      title: ['Kontaktformular', 'Contact form'],
      intro: ['<p>Fragen, Wünsche oder Anregungen: Wir antworten in der Regel innerhalb von zwei Werktagen.</p>', '<p>Questions, wishes or feedback: we usually reply within two working days.</p>'],
      success: ['Vielen Dank! Ihre Nachricht ist bei uns angekommen.', 'Thank you! We have received your message.'],
      fields: [
        { slug: 'name', label: ['Name', 'Name'], type: FIELD_TYPES.text, required: true, placeholder: ['Vor- und Nachname', 'First and last name'] },
        { slug: 'email', label: ['E-Mail', 'Email'], type: FIELD_TYPES.email, required: true, placeholder: ['name@beispiel.de', 'name@example.com'] },
        {
          slug: 'subject',
          label: ['Betreff', 'Subject'],
          type: FIELD_TYPES.select,
          required: true,
          choices: [
            ['Allgemeine Anfrage', 'Karten & Abonnements', 'Presse', 'Barrierefreiheit', 'Schulen & Musikvermittlung'],
            ['General enquiry', 'Tickets & subscriptions', 'Press', 'Accessibility', 'Schools & education'],
          ],
        },
        { slug: 'message', label: ['Nachricht', 'Message'], type: FIELD_TYPES.textarea, required: true },
        {
          slug: 'privacy',
          label: ['Ich habe die Datenschutzerklärung gelesen und bin einverstanden.', 'I have read and accept the privacy policy.'],
          type: FIELD_TYPES.checkbox,
          required: true,
          help: ['Ihre Angaben verwenden wir nur zur Beantwortung Ihrer Anfrage.', 'We use your details only to answer your enquiry.'],
        },
      ],
    },
    {
      slug: 'newsletter',
      title: ['Newsletter', 'Newsletter'],
      intro: ['<p>Einmal im Monat: neue Konzerte, Stories und Vorverkaufsstarts.</p>', '<p>Once a month: new concerts, stories and presale starts.</p>'],
      success: ['Fast geschafft! Bitte bestätigen Sie Ihre Anmeldung in der E-Mail, die wir Ihnen gesendet haben.', 'Almost done! Please confirm your subscription in the email we have sent you.'],
      fields: [
        { slug: 'first_name', label: ['Vorname', 'First name'], type: FIELD_TYPES.text },
        { slug: 'last_name', label: ['Nachname', 'Last name'], type: FIELD_TYPES.text },
        { slug: 'email', label: ['E-Mail', 'Email'], type: FIELD_TYPES.email, required: true },
        {
          slug: 'interests',
          label: ['Was interessiert Sie?', 'What are you interested in?'],
          type: FIELD_TYPES.checkboxList,
          choices: [
            ['Sinfoniekonzerte', 'Kammermusik', 'Familienkonzerte', 'Neue Musik'],
            ['Symphony concerts', 'Chamber music', 'Family concerts', 'New music'],
          ],
        },
        {
          slug: 'consent',
          label: ['Ich möchte den Newsletter erhalten und kann mich jederzeit abmelden.', 'I would like to receive the newsletter and can unsubscribe at any time.'],
          type: FIELD_TYPES.checkbox,
          required: true,
        },
      ],
    },
  ];
  for (const f of defs) {
    const [form] = await ctx.db
      .insert(forms)
      .values({
        slug: f.slug,
        title_de: f.title[0],
        title_en: f.title[1],
        intro_de: rich(f.intro[0]),
        intro_en: rich(f.intro[1]),
        success_message_de: f.success[0],
        success_message_en: f.success[1],
      })
      .returning();
    for (const [order, field] of f.fields.entries()) {
      await ctx.db.insert(form_fields).values({
        form_id: form.id,
        slug: field.slug,
        label_de: field.label[0],
        label_en: field.label[1],
        field_type: field.type,
        required: field.required ?? false,
        choices_de: field.choices?.[0] ?? [],
        choices_en: field.choices?.[1] ?? [],
        default_value: field.default_value ?? '',
        placeholder_de: field.placeholder?.[0] ?? '',
        placeholder_en: field.placeholder?.[1] ?? '',
        help_text_de: field.help?.[0] ?? '',
        help_text_en: field.help?.[1] ?? '',
        order,
      });
    }
  }
}
