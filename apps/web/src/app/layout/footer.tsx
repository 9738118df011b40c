import type { VendorCard } from '@lumen/contracts/system/system.contract';
import { Headset, RefreshCw, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '@/components/loader/loader.tsx';
import { VendorLogo } from '@/components/vendor-logo/vendor-logo.tsx';
import { categoryPath, helpPath, paths } from '@/config/paths.ts';
import { productCategories } from '@/features/catalogue/lib/build-categories.ts';
import { useHelpCenter } from '@/features/help/api/get-help-center.ts';
import { usePermission } from '@/features/system/api/get-permission.ts';
import { chatChannels, customerServiceUrl, openCustomerService, socialEntry } from '@/features/system/lib/customer-service.ts';
import { setGameType } from '@/lib/ui-store.ts';
import { useCategories } from '../hooks/use-categories.ts';
import { useGameActions } from '../hooks/use-game-actions.ts';
import { BrandLogo } from './brand-logo.tsx';
import { FacebookIcon, YoutubeIcon } from './social-icons.tsx';
import './footer.css';
import { useVendorImage } from '@/lib/image-cdn.ts';

/**
 * The site footer: help links, products by category, social links, vendor logos, customer service.
 * Help links or products that cannot be loaded leave a short note with a retry under their heading.
 */
export function Footer() {
  const vendorImage = useVendorImage();
  const { t } = useTranslation();
  const { categories, loading, error: categoriesError, refetch: refetchCategories } = useCategories();
  const permission = usePermission();
  const help = useHelpCenter();
  const { openVendor } = useGameActions();
  const info = permission.data?.info;
  const facebook = socialEntry(info?.customerService, 'FACEBOOK');
  const youtube = socialEntry(info?.customerService, 'YOUTUBE');
  const channels = chatChannels(info?.customerService);
  const products = productCategories(categories);
  const allVendors = categories.flatMap((c) => c.vendors);
  const footerVendors = (info?.footerVendors ?? []).map((code) => ({ code, card: allVendors.find((v) => v.vassalage === code) }));
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-top">
          <div className="footer-brand">
            <BrandLogo />
            <p className="footer-about">{t('footer.about')}</p>
            {(facebook || youtube) && (
              <ul className="footer-social" aria-label={t('footer.followUs')}>
                {facebook && <SocialLink entry={facebook} label={t('footer.facebook')} icon={<FacebookIcon />} />}
                {youtube && <SocialLink entry={youtube} label={t('footer.youtube')} icon={<YoutubeIcon />} />}
              </ul>
            )}
          </div>

          <nav className="footer-col" aria-labelledby="footer-help-title">
            <h2 id="footer-help-title" className="footer-heading">
              {t('footer.help')}
            </h2>
            {help.isError && !help.data ? (
              <LoadFailed list={t('footer.help')} onRetry={() => void help.refetch()} />
            ) : (
              <ul className="footer-links">
                {help.isPending
                  ? Array.from({ length: 4 }, (_, i) => (
                      <li key={i}>
                        <Skeleton width={120} height={14} />
                      </li>
                    ))
                  : (help.data?.categories ?? []).map((c) => (
                      <li key={c.id}>
                        <Link to={helpPath(c.anchor)}>{c.title}</Link>
                      </li>
                    ))}
              </ul>
            )}
          </nav>

          {channels.length > 0 && (
            <div className="footer-col">
              <h2 className="footer-heading">{t('footer.support')}</h2>
              <ul className="footer-links">
                {channels.map((c) => (
                  <li key={`${c.csType}-${c.name}`}>
                    <button type="button" className="footer-cs" onClick={() => openCustomerService(c)}>
                      {c.icon ? <img src={c.icon} alt="" className="footer-cs-icon" /> : <Headset size={15} aria-hidden />}
                      {c.name}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>

        <section className="footer-products" aria-labelledby="footer-products-title">
          <h2 id="footer-products-title" className="footer-heading">
            {t('footer.products')}
          </h2>
          {categoriesError ? (
            <LoadFailed list={t('footer.products')} onRetry={refetchCategories} />
          ) : (
            <div className="footer-products-grid">
              {loading
                ? Array.from({ length: 6 }, (_, i) => <Skeleton key={i} height={64} />)
                : products.map((category) => (
                    <div key={category.code} className="footer-product">
                      <h3>{t(`category.${category.code}`)}</h3>
                      <ul>
                        <li>
                          <Link to={categoryPath(category.code) ?? paths.home} onClick={() => setGameType(category.code)} className="footer-all">
                            {t('common.all')}
                          </Link>
                        </li>
                        {category.vendors.map((v: VendorCard) => (
                          <li key={v.vassalage}>
                            <button type="button" onClick={() => openVendor(category.code, v)}>
                              {v.displayName}
                            </button>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
            </div>
          )}
        </section>

        {footerVendors.length > 0 && (
          <section className="footer-vendors" aria-label={t('footer.partners')}>
            <ul>
              {footerVendors.map(({ code, card }) => (
                <li key={code} title={card?.displayName ?? code}>
                  <VendorLogo src={card ? vendorImage(card, 'white') : undefined} code={code} name={card?.displayName ?? code} size="md" />
                </li>
              ))}
            </ul>
          </section>
        )}

        <div className="footer-bottom">
          <p className="footer-responsible">
            <span className="footer-age" aria-hidden dir="ltr">
              18+
            </span>
            <ShieldCheck size={16} aria-hidden />
            {t('footer.responsible')}
          </p>
          <p className="footer-copy">{t('footer.copyright', { year, brand: t('brand.name') })}</p>
        </div>
      </div>
    </footer>
  );
}

/**
 * A footer list that could not be loaded: a short note and a retry, named with the list it brings
 * back (the page above may offer a retry of its own).
 */
function LoadFailed({ list, onRetry }: { list: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="footer-links footer-load-failed">
      <p className="footer-about">{t('common.loadFailed')}</p>
      <button type="button" className="footer-cs" onClick={onRetry} aria-label={`${t('common.retry')}: ${list}`}>
        <RefreshCw size={15} aria-hidden />
        {t('common.retry')}
      </button>
    </div>
  );
}

function SocialLink({ entry, label, icon }: { entry: Parameters<typeof customerServiceUrl>[0]; label: string; icon: ReactNode }) {
  const url = customerServiceUrl(entry);
  if (!url) return null;
  return (
    <li>
      <a href={url} target="_blank" rel="noopener noreferrer" aria-label={label} className="footer-social-link">
        {icon}
      </a>
    </li>
  );
}
