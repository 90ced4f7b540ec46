import { useEffect, useRef } from 'react';
import Input, { type InputProps, type InputRef } from 'antd-mobile/es/components/input';
import TextArea, { type TextAreaProps, type TextAreaRef } from 'antd-mobile/es/components/text-area';

/*
 * antd-mobile puts data-* attributes on the wrapper div; browser tests need them on the <input> itself
 * to type into it, so these wrappers move the test id onto the native element.
 */
export function FieldInput({ testId, ...props }: InputProps & { testId: string }) {
  const ref = useRef<InputRef>(null);
  useEffect(() => ref.current?.nativeElement?.setAttribute('data-testid', testId), [testId]);
  return <Input ref={ref} {...props} />;
}

export function FieldTextArea({ testId, ...props }: TextAreaProps & { testId: string }) {
  const ref = useRef<TextAreaRef>(null);
  useEffect(() => ref.current?.nativeElement?.setAttribute('data-testid', testId), [testId]);
  return <TextArea ref={ref} {...props} />;
}
