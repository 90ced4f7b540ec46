import UserOutline from 'antd-mobile-icons/es/UserOutline';
import { imageUrl } from '../../lib/image-url';
import './avatar.css';

/** A person's round picture, or an outline when they have none (Me, profiles, a publisher on a detail page). */
export function Avatar({ src, size = 64 }: { src: string | null | undefined; size?: number }) {
  return src ? (
    <img className="avatar" src={imageUrl(src, { preset: 'avatar' })} alt="" width={size} height={size} />
  ) : (
    <span className="avatar avatar--empty" style={{ width: size, height: size, fontSize: size / 2 }}>
      <UserOutline />
    </span>
  );
}
