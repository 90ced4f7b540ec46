import type { Dictionary } from '../../../i18n/dictionary';
import type { topicsZh } from './zh';

export const topicsVi: Dictionary<typeof topicsZh> = {
  tabs: { hot: 'Nổi bật', new: 'Mới nhất', followed: 'Đang theo dõi' },
  follow: 'Theo dõi',
  followed: 'Đang theo dõi',
  followFailed: 'Thao tác không thành công, vui lòng thử lại sau',
  create: 'Tạo chủ đề',
  posts: '{{count}} bài đăng',
  followers: '{{count}} người theo dõi',
  postsLabel: 'Bài đăng',
  followersLabel: 'Người theo dõi',
  unread: '{{count}} bài mới',
  empty: 'Chưa có chủ đề',
  emptyFollowed: 'Bạn chưa theo dõi chủ đề nào',
  noMore: 'Hết rồi',
  notFound: 'Chủ đề không tồn tại hoặc đã bị xóa',
  publish: 'Đăng trong chủ đề này',
  noDescription: 'Chưa có mô tả',
  feedEmpty: 'Chủ đề này chưa có bài đăng, hãy là người đầu tiên',
  release: {
    name: 'Tên chủ đề',
    namePlaceholder: '2 đến 20 ký tự, không có #',
    nameRule: 'Tên chủ đề có 2 đến 20 ký tự, không có # và không bắt đầu bằng dấu cách',
    cover: 'Ảnh bìa',
    description: 'Mô tả',
    descriptionPlaceholder: 'Chủ đề này nói về điều gì?',
    submit: 'Tạo',
    created: 'Đã tạo chủ đề',
    duplicate: 'Chủ đề này đã có, hãy đổi tên khác',
    uploading: 'Ảnh đang tải lên, vui lòng đợi',
  },
};

export default topicsVi;
