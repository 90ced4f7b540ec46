import { forwardRef, useEffect, useId, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import SignaturePad from 'signature_pad';

export interface SignatureHandle {
  /** The drawing as a PNG data URL, or null when nothing is drawn. */
  png(): string | null;
}

/** A labelled signature canvas (signature_pad) with its clear button; sized to its box at up to 2× pixel density. */
export const SignatureField = forwardRef<SignatureHandle>(function SignatureField(_props, ref) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const hintId = useId();
  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    el.width = el.offsetWidth * ratio;
    el.height = el.offsetHeight * ratio;
    el.getContext('2d')?.scale(ratio, ratio);
    const p = new SignaturePad(el, { penColor: '#111', minWidth: 1, maxWidth: 3 });
    pad.current = p;
    return () => p.off();
  }, []);
  useImperativeHandle(ref, () => ({ png: () => (pad.current && !pad.current.isEmpty() ? pad.current.toDataURL('image/png') : null) }), []);
  return (
    <div className="agr-pad">
      <canvas ref={canvas} className="agr-pad__canvas" role="img" aria-label={t('agreements.sign.pad')} aria-describedby={hintId} data-testid="agr-pad" />
      <div className="agr-pad__foot">
        <span id={hintId} className="agr-hint">
          {t('agreements.sign.padHint')}
        </span>
        <Button size="small" fill="outline" onClick={() => pad.current?.clear()} data-testid="agr-pad-clear">
          {t('agreements.sign.clear')}
        </Button>
      </div>
    </div>
  );
});
