import { defineMessages } from '../../core/message-parts.js';

/** The dashboards' messages. */
export const dashboardsMessages = defineMessages({
  zh: {
    'dashboards.area_unknown': '该站点不存在或已停用',
  },
  en: {
    'dashboards.area_unknown': 'This area does not exist or is switched off',
  },
  vi: {
    'dashboards.area_unknown': 'Khu vực này không tồn tại hoặc đã bị tắt',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    dashboards: typeof dashboardsMessages.zh;
  }
}
