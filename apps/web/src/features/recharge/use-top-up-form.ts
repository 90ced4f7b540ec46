import { RECHARGE, RECHARGE_CALLING_CODES, recogniseOperator } from '@haiwai/contracts/recharge/constants';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../shell/paths';
import { useApp } from '../../stores/app-store';
// The payment engine's pay helper (docs/payments.md §10); the payments feature has no index.ts to export it from yet.
import { usePay } from '../payments';
import { useRechargeDraft } from './draft-store';
import { useOrderTopUp, useRechargeConfig } from './queries';

/** Back from the area-code page the screen sent the person to: take the code picked there. */
function useAdoptPickedAreaCode() {
  useEffect(() => {
    const d = useRechargeDraft.getState();
    if (d.pickingAreaCode) d.set({ pickingAreaCode: false, callingCode: useApp.getState().areaCode, operator: null, faceValue: null });
  }, []);
}

/**
 * The top-up screen's state: the draft (number, operator, face value), the calling code's operators and
 * prices, the operator recognised from the number, and the actions (type, pick a code, choose, pay).
 */
export function useTopUpForm() {
  const navigate = useNavigate();
  const pay = usePay();
  const draft = useRechargeDraft();
  const [choosing, setChoosing] = useState(false);
  useAdoptPickedAreaCode();

  const supported = !draft.callingCode || RECHARGE_CALLING_CODES.includes(draft.callingCode);
  const config = useRechargeConfig(draft.callingCode, supported);
  const c = config.data;
  const code = draft.callingCode || c?.country.calling_code || '';
  const recognised = code ? recogniseOperator(code, draft.mobile) : null;
  const current = draft.operator ?? recognised;
  const operator = c?.operators.find((o) => o.id === current);
  const face = operator?.face_values.find((v) => v.amount === draft.faceValue);
  const digits = draft.mobile.replace(/\D/g, '').replace(/^0+/, '');
  const order = useOrderTopUp();
  const canPay = Boolean(c?.payable && operator && face && digits.length >= RECHARGE.nationalMin);

  const typed = (mobile: string) => {
    const next = code ? recogniseOperator(code, mobile) : null;
    draft.set({ mobile, ...(next !== recognised ? { operator: null, faceValue: null } : {}) });
  };
  const pickCode = () => {
    draft.set({ pickingAreaCode: true });
    navigate(PATHS.areaCode);
  };
  const chooseOperator = (id: string) => {
    draft.set({ operator: id, faceValue: null });
    setChoosing(false);
  };
  const chooseFaceValue = (faceValue: number) => draft.set({ faceValue });
  const submit = async () => {
    if (!operator || !face) return;
    pay(await order.mutateAsync({ area_code: code, mobile: draft.mobile, operator: operator.id, face_value: face.amount }));
  };

  return {
    draft, supported, config, code, recognised, current, operator, face, canPay, paying: order.isPending,
    choosing, openChoice: () => setChoosing(true), typed, pickCode, chooseOperator, chooseFaceValue, submit,
  };
}

export type TopUpForm = ReturnType<typeof useTopUpForm>;
