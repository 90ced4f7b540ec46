import { defineMessages } from '../../core/message-parts.js';

/** Trust: the admins' scam patterns (docs/trust.md). */
export const trustMessages = defineMessages({
  zh: {
    'trust.pattern_invalid': '正则表达式无效：{error}。请检查括号、转义和量词后再保存',
    'trust.pattern_unsafe_backreference': '正则表达式不能使用反向引用（\\1、\\k<名称>）：它们可能让每条消息的检查变得很慢',
    'trust.pattern_unsafe_nested': '正则表达式不能重复一个本身含有重复或“|”的分组（如 (a+)+、(a|ab)*）：这类写法可能让检查卡住。请改写成不嵌套的形式，或改用关键词',
    'trust.pattern_unsafe_unbounded': '正则表达式最多只能有 2 个不限次数的重复（*、+、{n,}）；请用 {0,20} 这样的上限',
    'trust.pattern_unsafe_empty': '正则表达式不能匹配空文本，否则每条消息都会被标记',
    'trust.word_too_long': '关键词最多 {max} 个字符',
    'trust.pattern_taken': '本站点已有这个规则',
    'trust.area_unknown': '站点不存在',
  },
  en: {
    'trust.pattern_invalid': 'The regular expression is not valid: {error}. Check its brackets, escapes and quantifiers, then save again',
    'trust.pattern_unsafe_backreference': 'The regular expression may not use back-references (\\1, \\k<name>): they can make checking every message slow',
    'trust.pattern_unsafe_nested': 'The regular expression may not repeat a group that itself repeats or holds “|” (like (a+)+ or (a|ab)*): such patterns can hang the check. Write it without nesting, or use a phrase instead',
    'trust.pattern_unsafe_unbounded': 'The regular expression may have at most 2 unlimited repeats (*, +, {n,}); give them a limit such as {0,20}',
    'trust.pattern_unsafe_empty': 'The regular expression may not match an empty text, or every message would be flagged',
    'trust.word_too_long': 'A phrase may be at most {max} characters long',
    'trust.pattern_taken': 'This area already has this pattern',
    'trust.area_unknown': 'This area does not exist',
  },
  vi: {
    'trust.pattern_invalid': 'Biểu thức chính quy không hợp lệ: {error}. Hãy kiểm tra dấu ngoặc, ký tự thoát và lượng từ rồi lưu lại',
    'trust.pattern_unsafe_backreference': 'Biểu thức chính quy không được dùng tham chiếu ngược (\\1, \\k<tên>): chúng có thể làm việc kiểm tra mỗi tin nhắn bị chậm',
    'trust.pattern_unsafe_nested': 'Biểu thức chính quy không được lặp một nhóm mà bên trong đã có lặp hoặc “|” (như (a+)+ hay (a|ab)*): kiểu này có thể làm treo việc kiểm tra. Hãy viết lại không lồng nhau, hoặc dùng cụm từ',
    'trust.pattern_unsafe_unbounded': 'Biểu thức chính quy chỉ được có tối đa 2 phép lặp không giới hạn (*, +, {n,}); hãy đặt giới hạn như {0,20}',
    'trust.pattern_unsafe_empty': 'Biểu thức chính quy không được khớp với văn bản rỗng, nếu không mọi tin nhắn đều bị đánh dấu',
    'trust.word_too_long': 'Cụm từ dài tối đa {max} ký tự',
    'trust.pattern_taken': 'Khu vực này đã có mẫu này',
    'trust.area_unknown': 'Khu vực không tồn tại',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    trust: typeof trustMessages.zh;
  }
}
