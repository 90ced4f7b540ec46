import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { imageUrl } from '../../lib/image-url';
import { PATHS } from '../../shell/paths';
import { AppointedArticles } from '../articles';
import { Carousel } from './carousel';
import { HomeHeader } from './home-header';
import { useCarousel, useFunctionEntries, useHotKeywords } from './home-queries';
import { openLink } from './open-link';
import './home.css';

export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const carousel = useCarousel('home');
  const entries = useFunctionEntries('home');
  const hot = useHotKeywords();

  return (
    <div className="home" data-testid="home-page">
      <HomeHeader />
      <div className="home-banner">
        {carousel.data && carousel.data.length > 0 && (
          <Carousel slides={carousel.data} onOpen={(s) => openLink(navigate, s.link)} />
        )}
      </div>

      {entries.data && entries.data.length > 0 && (
        <section className="section home-entries" data-testid="home-entries">
          {entries.data.map((e) => (
            <button key={e.id} type="button" className="icon-tile home-entry" onClick={() => openLink(navigate, e.path)} data-testid={`entry-${e.id}`}>
              <img src={imageUrl(e.icon, { w: 96, h: 96 })} alt="" loading="lazy" />
              <span>{e.name}</span>
            </button>
          ))}
        </section>
      )}
      {entries.isPending && <section className="section home-entries home-entries--placeholder" aria-hidden />}

      {hot.data && hot.data.length > 0 && (
        <section className="section" data-testid="home-hot">
          <div className="section__title">{t('home.hotKeywords')}</div>
          <div className="home-hot">
            {hot.data.map((k) => (
              <button
                key={k.id}
                type="button"
                className="home-hot__chip"
                onClick={() => navigate(`${PATHS.search}?keyword=${encodeURIComponent(k.keyword)}`)}
              >
                {k.keyword}
              </button>
            ))}
          </div>
        </section>
      )}

      {/* Last: its code and data arrive after the rest of the screen, and a block that appears above others moves them. */}
      <AppointedArticles />
    </div>
  );
}
