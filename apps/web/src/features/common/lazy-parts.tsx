import { forwardRef, lazy, Suspense, useEffect, useImperativeHandle, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { ActionSheetProps } from 'antd-mobile/es/components/action-sheet';
import type { CascadePickerProps } from 'antd-mobile/es/components/cascade-picker';
import type { DatePickerProps } from 'antd-mobile/es/components/date-picker';
import type { ImageUploaderProps, ImageUploaderRef } from 'antd-mobile/es/components/image-uploader';
import type { PickerActions, PickerProps } from 'antd-mobile/es/components/picker';
import type { PopupProps } from 'antd-mobile/es/components/popup';
import { useConfig } from 'antd-mobile/es/components/config-provider';
import Space from 'antd-mobile/es/components/space';
import Image from 'antd-mobile/es/components/image';
import 'antd-mobile/es/components/image-uploader/image-uploader.css';
import AddOutline from 'antd-mobile-icons/es/AddOutline';
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';

/*
 * antd-mobile's pickers, popups, action sheets and image uploader, loaded the first time they are used. Each brings
 * the mask and its gesture and animation libraries (@react-spring, @use-gesture: ≈ 25 KB gzip), which a form's first
 * paint does without. The same props as antd-mobile's own components; import them from here, not from antd-mobile:
 *  - overlays (Popup, ActionSheet) mount when first visible and stay mounted (closing animates, reopening is instant);
 *  - pickers (Picker, DatePicker, CascadePicker) also open through their ref (`ref.current.open()`, as Form.Item's
 *    onClick does); before their code has loaded, their `children` render prop draws the value with no picker;
 *  - ImageUploader draws its cells with antd-mobile's own light parts and a real file input; the uploader's code starts
 *    loading on the first touch or focus, and takes over once files are chosen (the chosen files are handed to it).
 * e2e/listings.test.ts checks the forms' first loads (and the lists'); the bundle budgets note the figures.
 */

/** An overlay with a `visible` prop whose code loads when it first opens. */
function lazyOverlay<P extends { visible?: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Inner = lazy(load);
  function LazyOverlay(props: P) {
    const [opened, setOpened] = useState(Boolean(props.visible));
    if (props.visible && !opened) setOpened(true);
    return opened ? (
      <Suspense fallback={null}>
        <Inner {...props} />
      </Suspense>
    ) : null;
  }
  return LazyOverlay;
}

export const Popup = lazyOverlay<PopupProps>(() => import('antd-mobile/es/components/popup'));
export const ActionSheet = lazyOverlay<ActionSheetProps>(() => import('antd-mobile/es/components/action-sheet'));

type PickerLike = { visible?: boolean; children?: (value: never, actions: PickerActions) => ReactNode };

/**
 * A picker whose code loads when it first opens: through `visible`, or through its ref's `open()` (which then opens it
 * once loaded). Until then its `children` render prop draws the current value (`valueOf(props)`, as the picker would).
 */
function lazyPicker<P extends PickerLike>(load: () => Promise<{ default: unknown }>, valueOf: (props: P) => Parameters<NonNullable<P['children']>>[0]) {
  // antd-mobile's pickers are memo(forwardRef) components with statics: typed here as what this wrapper renders.
  const Inner = lazy(load as () => Promise<{ default: ComponentType<P & { ref?: (r: PickerActions | null) => void }> }>);
  return forwardRef<PickerActions, P>(function LazyPicker(props, ref) {
    const [wanted, setWanted] = useState(Boolean(props.visible));
    if (props.visible && !wanted) setWanted(true);
    const inner = useRef<PickerActions | null>(null);
    const openOnLoad = useRef(false);
    const actions: PickerActions = {
      open: () => {
        if (inner.current) inner.current.open();
        else {
          openOnLoad.current = true;
          setWanted(true);
        }
      },
      close: () => inner.current?.close(),
      toggle: () => (inner.current ? inner.current.toggle() : actions.open()),
    };
    useImperativeHandle(ref, () => actions);
    const shown = props.children ? props.children(valueOf(props as P), actions) : null;
    if (!wanted) return <>{shown}</>;
    const attach = (r: PickerActions | null) => {
      inner.current = r;
      if (r && openOnLoad.current) {
        openOnLoad.current = false;
        r.open();
      }
    };
    return (
      <Suspense fallback={shown}>
        <Inner {...(props as P)} ref={attach} />
      </Suspense>
    );
  });
}

export const Picker = lazyPicker<PickerProps>(
  () => import('antd-mobile/es/components/picker'),
  // What antd-mobile's Picker gives its children before it has its columns' items: one null per chosen value.
  (p) => (p.value ?? p.defaultValue ?? []).map(() => null),
);
export const DatePicker = lazyPicker<DatePickerProps>(() => import('antd-mobile/es/components/date-picker'), (p) => p.value ?? p.defaultValue ?? null);
export const CascadePicker = lazyPicker<CascadePickerProps>(
  () => import('antd-mobile/es/components/cascade-picker'),
  (p) => (p.value ?? p.defaultValue ?? []).map(() => null),
);

const RealUploader = lazy(() => import('antd-mobile/es/components/image-uploader'));
const loadUploader = () => void import('antd-mobile/es/components/image-uploader').catch(() => undefined);

/**
 * antd-mobile's ImageUploader, drawn first by its light parts (the cells, the add button and a real file input, with
 * the same class names and test id): its code loads on the first touch or focus, and it takes over when files are
 * chosen, receiving them as if they had been chosen in it. Deleting a photo before that works too.
 */
export function ImageUploader(props: ImageUploaderProps) {
  const [handOver, setHandOver] = useState<File[] | null>(null);
  if (handOver) {
    return (
      <Suspense fallback={<UploaderCells {...props} />}>
        <HandOver files={handOver} {...props} />
      </Suspense>
    );
  }
  return <UploaderCells {...props} onFiles={(files) => setHandOver(files)} />;
}

/** The real uploader, given the files chosen before it loaded (its own input's change, as a person's choice would be). */
function HandOver({ files, ...props }: ImageUploaderProps & { files: File[] }) {
  const real = useRef<ImageUploaderRef>(null);
  useEffect(() => {
    const input = real.current?.nativeElement;
    if (!input || !files.length) return;
    const chosen = new DataTransfer();
    for (const f of files) chosen.items.add(f);
    input.files = chosen.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, [files]);
  return <RealUploader ref={real} {...props} />;
}

/** The uploader's cells as antd-mobile draws them (previews, the add button, its input), without its viewer. */
function UploaderCells(props: ImageUploaderProps & { onFiles?(files: File[]): void }) {
  const { locale } = useConfig();
  const value = props.value ?? props.defaultValue ?? [];
  const max = props.maxCount ?? 0;
  const showUpload = props.showUpload !== false && (max === 0 || value.length < max);
  const remove = async (index: number) => {
    const item = value[index]!;
    if ((await props.onDelete?.(item)) === false) return;
    props.onChange?.(value.filter((_, i) => i !== index));
  };
  return (
    <div className={`adm-image-uploader ${props.className ?? ''}`.trim()} style={props.style} data-testid={(props as { 'data-testid'?: string })['data-testid']} onPointerDown={loadUploader} onFocus={loadUploader}>
      <Space className="adm-image-uploader-space" wrap block>
        {value.map((item, i) => (
          // antd-mobile's PreviewItem, without its upload spinner (whose animation library it imports).
          <div key={item.key ?? i} className="adm-image-uploader-cell">
            <Image className="adm-image-uploader-cell-image" src={item.thumbnailUrl ?? item.url} fit={props.imageFit ?? 'cover'} />
            {props.deletable !== false && props.onFiles && (
              <span className="adm-image-uploader-cell-delete" onClick={() => void remove(i)}>
                {props.deleteIcon ?? <CloseOutline className="adm-image-uploader-cell-delete-icon" />}
              </span>
            )}
          </div>
        ))}
        <div className="adm-image-uploader-upload-button-wrap" style={showUpload ? undefined : { display: 'none' }}>
          {props.children ?? (
            <span className="adm-image-uploader-cell adm-image-uploader-upload-button" role="button" aria-label={locale.ImageUploader.upload}>
              <span className="adm-image-uploader-upload-button-icon">
                <AddOutline />
              </span>
            </span>
          )}
          {!props.disableUpload && (
            <input
              aria-label={locale.ImageUploader.upload}
              capture={props.capture}
              accept={props.accept ?? 'image/*'}
              multiple={props.multiple}
              type="file"
              className="adm-image-uploader-input"
              disabled={!props.onFiles}
              onChange={(e) => {
                const files = Array.from(e.target.files ?? []);
                if (files.length) props.onFiles?.(files);
              }}
            />
          )}
        </div>
      </Space>
    </div>
  );
}
