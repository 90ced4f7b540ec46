import type { DialogAlertProps, DialogConfirmProps } from 'antd-mobile/es/components/dialog';
import type { ToastShowProps } from 'antd-mobile/es/components/toast';

/*
 * antd-mobile's Toast and Dialog, loaded the first time one is shown: they bring the mask and its animation
 * library (≈ 20 KB gzip), which a screen's first paint does without. Screens that show a toast or a dialog only
 * after a tap use these instead of importing the components.
 */
const toastModule = () => import('antd-mobile/es/components/toast');
const dialogModule = () => import('antd-mobile/es/components/dialog');

export function showToast(props: ToastShowProps | string): void {
  // A toast whose code cannot load (offline, a newer version's files) is skipped, not an unhandled rejection.
  toastModule().then(
    ({ default: Toast }) => Toast.show(props),
    () => undefined,
  );
}

/** Resolves true when the person confirms. */
export async function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  const { default: Dialog } = await dialogModule();
  return Dialog.confirm(props);
}

export async function alertDialog(props: DialogAlertProps): Promise<void> {
  const { default: Dialog } = await dialogModule();
  return Dialog.alert(props);
}
