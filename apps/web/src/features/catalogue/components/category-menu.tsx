import type { VendorCard } from '@lumen/contracts/system/system.contract';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { VendorLogo } from '@/components/vendor-logo/vendor-logo.tsx';
import { type Category, usesLargeDropdown } from '../lib/build-categories.ts';
import { CategoryIcon } from './category-icon.tsx';
import './category-menu.css';
import { useVendorImage } from '@/lib/image-cdn.ts';

/** An entry after the categories that opens a page of its own (rewards, invite friends). */
export interface CategoryMenuExtra {
  key: string;
  label: string;
  icon: ReactNode;
  active: boolean;
  onClick: () => void;
}

interface CategoryMenuProps {
  categories: readonly Category[];
  extras?: readonly CategoryMenuExtra[];
  /** Link target of a category (its page, or the home page for those without one). */
  hrefOf: (category: Category) => string;
  isActive: (category: Category) => boolean;
  onCategoryClick: (category: Category) => void;
  onVendorClick: (category: Category, vendor: VendorCard) => void;
}

const OPEN_DELAY = 80;
const CLOSE_DELAY = 160;

/**
 * The header's category menu; hovering a category (not HOME or PROMO) opens its vendor dropdown.
 * Extras follow the categories in the same scrolling row.
 */
export function CategoryMenu({ categories, extras = [], hrefOf, isActive, onCategoryClick, onVendorClick }: CategoryMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<{ code: string; x: number } | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  /** Opens (or closes, with null) after a short delay; the panel is centred under its item. */
  const schedule = (item: HTMLElement | null, code: string | null, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const nav = navRef.current;
      if (!code || !item || !nav) return setOpen(null);
      const navRect = nav.getBoundingClientRect();
      const rect = item.getBoundingClientRect();
      setOpen({ code, x: rect.left - navRect.left + rect.width / 2 });
    }, delay);
  };

  return (
    <nav ref={navRef} className="category-menu" aria-label={t('nav.categories')}>
      <ul className="category-menu-list">
        {categories.map((category) => {
          const hasDropdown = category.code !== 'HOME' && category.code !== 'PROMO' && category.vendors.length > 0;
          const isOpen = open?.code === category.code;
          const label = t(`category.${category.code}`);
          return (
            <li
              key={category.code}
              className="category-menu-item"
              data-category={category.code}
              onMouseEnter={hasDropdown ? (e) => schedule(e.currentTarget, category.code, OPEN_DELAY) : undefined}
              onMouseLeave={hasDropdown ? () => schedule(null, null, CLOSE_DELAY) : undefined}
              onFocus={hasDropdown ? (e) => schedule(e.currentTarget, category.code, 0) : undefined}
              onBlur={
                hasDropdown
                  ? (e) => {
                      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) schedule(null, null, 0);
                    }
                  : undefined
              }
              onKeyDown={(e) => {
                if (e.key === 'Escape') setOpen(null);
              }}
            >
              <NavLink
                to={hrefOf(category)}
                className={() => (isActive(category) ? 'category-menu-link active' : 'category-menu-link')}
                aria-current={isActive(category) ? 'page' : undefined}
                aria-expanded={hasDropdown ? isOpen : undefined}
                onClick={() => {
                  setOpen(null);
                  onCategoryClick(category);
                }}
              >
                <CategoryIcon code={category.code} size={17} />
                <span>{label}</span>
              </NavLink>
              {hasDropdown && isOpen && (
                <VendorDropdown
                  label={t('nav.vendorsOf', { category: label })}
                  vendors={category.vendors}
                  anchorX={open.x}
                  onPick={(vendor) => {
                    setOpen(null);
                    onVendorClick(category, vendor);
                  }}
                />
              )}
            </li>
          );
        })}
        {extras.map((item) => (
          <li key={item.key} className="category-menu-item" data-extra={item.key}>
            <button
              type="button"
              className={item.active ? 'category-menu-link active' : 'category-menu-link'}
              aria-current={item.active ? 'page' : undefined}
              onClick={() => {
                setOpen(null);
                item.onClick();
              }}
            >
              {item.icon}
              <span>{item.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface VendorDropdownProps {
  label: string;
  vendors: readonly VendorCard[];
  /** Horizontal centre of the compact panel, from the menu's left edge. */
  anchorX?: number;
  onPick: (vendor: VendorCard) => void;
}

export function VendorDropdown({ label, vendors, anchorX, onPick }: VendorDropdownProps) {
  const vendorImage = useVendorImage();
  const { t } = useTranslation();
  const large = usesLargeDropdown(vendors.length);
  return (
    <fieldset
      className={large ? 'vendor-dropdown vendor-dropdown-large' : 'vendor-dropdown'}
      aria-label={label}
      data-layout={large ? 'large' : 'compact'}
      style={large || anchorX === undefined ? undefined : { left: `clamp(160px, ${anchorX}px, calc(100% - 160px))` }}
    >
      <ul className="vendor-dropdown-list">
        {vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <button type="button" className="vendor-dropdown-item" onClick={() => onPick(vendor)} disabled={vendor.maintenance}>
              <span className="vendor-dropdown-logo">
                <VendorLogo src={vendorImage(vendor, 'white')} code={vendor.vassalage} name="" size="sm" />
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
    </fieldset>
  );
}
