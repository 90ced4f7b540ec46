import Form from 'antd-mobile/es/components/form';
import { SubmitForm, type SubmitFormProps } from '../common/submit-form';
import { Popup } from '../common/lazy-parts';

interface SheetProps {
  open: boolean;
  onClose(): void;
  /** The form's header. */
  title: string;
  /** Start empty each time it opens (antd-mobile keeps the closed sheet's content otherwise). */
  destroyOnClose?: boolean;
}

/** A settings form in a bottom sheet that a tap outside closes: its title heads the fields, one submit button below. */
export function SheetForm<V>({ open, onClose, title, destroyOnClose, children, ...form }: SubmitFormProps<V> & SheetProps) {
  return (
    <Popup visible={open} onMaskClick={onClose} destroyOnClose={destroyOnClose} bodyClassName="sheet">
      <SubmitForm {...form}>
        <Form.Header>{title}</Form.Header>
        {children}
      </SubmitForm>
    </Popup>
  );
}
