import { useTranslation } from 'react-i18next';
import type { Problem } from './validation';

export type FieldRule = { validator(_: unknown, value: unknown): Promise<void> };
/** Form rules for one field from a check of validation.ts; `label` names the field in the message. */
export type RuleFor = (label: string, check: (v: unknown) => Problem) => FieldRule[];

/** The edit form's rules: a check's Problem becomes its translated message under the field. */
export function useProblemRules(): RuleFor {
  const { t } = useTranslation();
  return (label, check) => [
    {
      validator: (_, v) => {
        const p = check(v);
        return p ? Promise.reject(new Error(t(`listing.validation.${p.key}`, { label, ...p.values }))) : Promise.resolve();
      },
    },
  ];
}
