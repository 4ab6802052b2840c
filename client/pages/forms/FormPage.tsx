import { observer } from 'mobx-react';
import { FormLayout } from './FormLayout';
import { useArea } from '../../stores/context';
import { formsArea } from '../../stores/FormsStore';

/** /de/forms/{slug?}: a visitor form (without a slug: the contact form, see formLoader.ts). */
const FormPage = observer(function FormPage() {
  const forms = useArea(formsArea);
  if (!forms.current) return null;
  return <FormLayout form={forms.current} />;
});

export default FormPage;
