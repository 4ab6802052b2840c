import { observer } from 'mobx-react-lite';
import { useStore } from '../../stores/context';
import { FormLayout } from './FormLayout';

/** /de/forms/{slug?}: a visitor form (without a slug: the contact form, see loaders.ts). */
const FormPage = observer(function FormPage() {
  const { forms } = useStore();
  if (!forms.current) return null;
  return <FormLayout form={forms.current} />;
});

export default FormPage;
