import { type GameCategory, gameCategoryCodes } from '@lumen/contracts/system/system.contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CategoryIcon } from '@/features/catalogue/components/category-icon.tsx';
import './game-type.css';

const isGameCategory = (code: string): code is GameCategory => (gameCategoryCodes as readonly string[]).includes(code);

/** A game type's name as the site's menus call it ("Slots" for RNG); an unknown type shows its code. */
export function gameTypeName(t: TFunction, code: string): string {
  return t(`category.${code}`, { defaultValue: code });
}

/** A game type with its menu icon and name. */
export function GameType({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <span className="game-type">
      {isGameCategory(code) && (
        <span className="game-type-icon">
          <CategoryIcon code={code} size={16} />
        </span>
      )}
      <span className="game-type-name">{gameTypeName(t, code)}</span>
    </span>
  );
}
