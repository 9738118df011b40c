import type { VendorCard } from '@lumen/contracts/system/system.contract';
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { VendorLogo } from '@/components/vendor-logo/vendor-logo.tsx';
import { type Category, usesLargeDropdown } from '../lib/build-categories.ts';
import { CategoryIcon } from './category-icon.tsx';
import './category-menu.css';

interface CategoryMenuProps {
  categories: readonly Category[];
  /** Link target of a category (its page, or the home page for those without one). */
  hrefOf: (category: Category) => string;
  isActive: (category: Category) => boolean;
  onCategoryClick: (category: Category) => void;
  onVendorClick: (category: Category, vendor: VendorCard) => void;
}

const OPEN_DELAY = 80;
const CLOSE_DELAY = 160;

/** The header's category menu; hovering a category (not HOME or PROMO) opens its vendor dropdown. */
export function CategoryMenu({ categories, hrefOf, isActive, onCategoryClick, onVendorClick }: CategoryMenuProps) {
  const { t } = useTranslation();
  const [openCode, setOpenCode] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const schedule = (code: string | null, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpenCode(code), delay);
  };

  return (
    <nav className="category-menu" aria-label={t('nav.categories')}>
      <ul className="category-menu-list">
        {categories.map((category) => {
          const hasDropdown = category.code !== 'HOME' && category.code !== 'PROMO' && category.vendors.length > 0;
          const open = openCode === category.code;
          const label = t(`category.${category.code}`);
          return (
            <li
              key={category.code}
              className="category-menu-item"
              data-category={category.code}
              onMouseEnter={hasDropdown ? () => schedule(category.code, OPEN_DELAY) : undefined}
              onMouseLeave={hasDropdown ? () => schedule(null, CLOSE_DELAY) : undefined}
              onFocus={hasDropdown ? () => schedule(category.code, 0) : undefined}
              onBlur={
                hasDropdown
                  ? (e) => {
                      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) schedule(null, 0);
                    }
                  : undefined
              }
              onKeyDown={(e) => {
                if (e.key === 'Escape') setOpenCode(null);
              }}
            >
              <NavLink
                to={hrefOf(category)}
                className={() => (isActive(category) ? 'category-menu-link active' : 'category-menu-link')}
                aria-current={isActive(category) ? 'page' : undefined}
                aria-expanded={hasDropdown ? open : undefined}
                onClick={() => {
                  setOpenCode(null);
                  onCategoryClick(category);
                }}
              >
                <CategoryIcon code={category.code} size={17} />
                <span>{label}</span>
                {hasDropdown && <ChevronDown size={13} aria-hidden className="category-menu-chevron" />}
              </NavLink>
              {hasDropdown && open && (
                <VendorDropdown
                  label={t('nav.vendorsOf', { category: label })}
                  vendors={category.vendors}
                  onPick={(vendor) => {
                    setOpenCode(null);
                    onVendorClick(category, vendor);
                  }}
                />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function VendorDropdown({ label, vendors, onPick }: { label: string; vendors: readonly VendorCard[]; onPick: (vendor: VendorCard) => void }) {
  const { t } = useTranslation();
  const large = usesLargeDropdown(vendors.length);
  return (
    <div className={large ? 'vendor-dropdown vendor-dropdown-large' : 'vendor-dropdown'} role="group" aria-label={label} data-layout={large ? 'large' : 'compact'}>
      <ul className="vendor-dropdown-list">
        {vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <button type="button" className="vendor-dropdown-item" onClick={() => onPick(vendor)} disabled={vendor.maintenance}>
              <span className="vendor-dropdown-logo">
                <VendorLogo src={vendor.images.white || vendor.icon} code={vendor.vassalage} name="" size="sm" />
              </span>
              <span className="vendor-dropdown-text">
                <span className="vendor-dropdown-name">{vendor.displayName}</span>
                <span className="vendor-dropdown-meta">
                  {vendor.maintenance ? t('catalogue.underMaintenance') : t('catalogue.gameCount', { count: vendor.gameCount })}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
