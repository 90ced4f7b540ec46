import { imageUrl } from '../../lib/image-url';

/**
 * A logo as a cover or banner: small and centred on a blurred, tinted copy of itself, with the name under it
 * (none on a banner whose page shows the name right below). Never a logo stretched over the frame.
 */
export function LogoCover({ src, name, testId }: { src: string; name?: string; testId?: string }) {
  const url = imageUrl(src, { w: 240, h: 240 });
  return (
    <div className={`logo-cover${name ? '' : ' logo-cover--plain'}`} data-testid={testId}>
      <div className="logo-cover__backdrop" style={{ backgroundImage: `url("${url}")` }} aria-hidden />
      {name && (
        <>
          <img className="logo-cover__logo" src={url} alt="" />
          <div className="logo-cover__name">{name}</div>
        </>
      )}
    </div>
  );
}
