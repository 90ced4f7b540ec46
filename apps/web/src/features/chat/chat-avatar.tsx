import TeamFill from 'antd-mobile-icons/es/TeamFill';
import { imageUrl } from '../../lib/image-url';

const COLORS = ['#1677ff', '#00b578', '#ff8f1f', '#7c4dff', '#eb2f96', '#13c2c2'];

/** Square, rounded avatar: the image, or the first letter on a colour, or a group icon. */
export function ChatAvatar({ src, name, group = false, size = 44 }: { src: string | null | undefined; name: string; group?: boolean; size?: number }) {
  const style = { width: size, height: size };
  if (src) return <img className="chat-avatar" src={imageUrl(src, { preset: 'avatar' })} alt="" style={style} loading="lazy" />;
  const letter = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  const colour = COLORS[Array.from(name).reduce((n, ch) => n + ch.codePointAt(0)!, 0) % COLORS.length];
  return (
    <span className="chat-avatar chat-avatar--empty" style={{ ...style, background: group ? '#4e8cff' : colour, fontSize: size * 0.42 }} aria-hidden>
      {group ? <TeamFill /> : letter}
    </span>
  );
}
