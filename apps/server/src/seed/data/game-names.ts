import type { GameCategory } from '@lumen/contracts/system/system.contract';
import type { Translated } from '../../lib/translated.ts';
import type { Random } from '../prng.ts';

type Word = readonly [en: string, zh: string];

const adjectives: Word[] = [
  ['Golden', '黄金'], ['Lucky', '幸运'], ['Mystic', '神秘'], ['Wild', '狂野'], ['Royal', '皇家'],
  ['Blazing', '烈焰'], ['Diamond', '钻石'], ['Jade', '翡翠'], ['Crystal', '水晶'], ['Thunder', '雷霆'],
  ['Ancient', '远古'], ['Sweet', '甜蜜'], ['Cosmic', '宇宙'], ['Frozen', '冰封'], ['Neon', '霓虹'],
  ['Jungle', '丛林'], ['Midnight', '午夜'], ['Sunny', '阳光'], ['Silver', '白银'], ['Ruby', '红宝石'],
  ['Emerald', '祖母绿'], ['Stellar', '星辰'], ['Hidden', '隐秘'], ['Mighty', '威武'], ['Magic', '魔法'],
  ['Sacred', '神圣'], ['Electric', '电光'], ['Imperial', '帝国'],
];

const nouns: Word[] = [
  ['Dragon', '神龙'], ['Tiger', '猛虎'], ['Panda', '熊猫'], ['Phoenix', '凤凰'], ['Koi', '锦鲤'],
  ['Pharaoh', '法老'], ['Samurai', '武士'], ['Buffalo', '野牛'], ['Wolf', '战狼'], ['Lion', '雄狮'],
  ['Monkey King', '猴王'], ['Mermaid', '美人鱼'], ['Pirate', '海盗'], ['Viking', '维京'], ['Genie', '神灯'],
  ['Unicorn', '独角兽'], ['Gems', '宝石'], ['Fruits', '水果'], ['Candy', '糖果'], ['Cherry', '樱桃'],
  ['Sevens', '七七'], ['Bells', '铃铛'], ['Temple', '神庙'], ['Pyramid', '金字塔'], ['Galaxy', '银河'],
  ['Ninja', '忍者'], ['Wizard', '巫师'], ['Goddess', '女神'], ['Empress', '女皇'], ['Owl', '猫头鹰'],
  ['Lotus', '莲花'], ['Rooster', '金鸡'],
];

const suffixes: Word[] = [
  ['Fortune', '财富'], ['Riches', '宝藏'], ['Gold', '黄金'], ['Jackpot', '大奖'], ['Treasure', '珍宝'],
  ['Legends', '传奇'], ['Rush', '狂潮'], ['Bonanza', '盛宴'], ['Quest', '探险'], ['Spins', '旋转'],
  ['Deluxe', '豪华版'], ['Blitz', '闪电'], ['Kingdom', '王国'], ['Party', '派对'], ['Frenzy', '狂热'],
];

const places: Word[] = [
  ['Atlantis', '亚特兰蒂斯'], ['the Nile', '尼罗河'], ['the Orient', '东方'], ['Olympus Peak', '众神之巅'],
  ['the Amazon', '亚马逊'], ['Shangri-La', '香格里拉'], ['the Deep', '深海'], ['El Dorado', '黄金城'],
];

const liveTables = ['Baccarat', 'Speed Baccarat', 'Roulette', 'Lightning Roulette', 'Blackjack', 'Dragon Tiger', 'Sic Bo', 'Fan Tan', 'Teen Patti', 'Andar Bahar', 'Poker Hold\'em', 'Money Wheel'];
const fishNames = ['Ocean King', 'Fishing Legend', 'Deep Sea Hunter', 'Golden Toad', 'Mega Fishing', 'Shark Strike', 'Jackpot Fishing', 'Dragon Fishing', 'Lucky Fishing', 'Bombing Fishing', 'Fish Hunter', 'Happy Fishing', 'Coral Reef', 'Kraken Hunt', 'Boom Legend', 'Royal Fishing', 'Sea Lord', 'Pearl Catch', 'Whale Wave', 'Neptune Hunt'];
const cardNames = ['Texas Hold\'em', 'Niu Niu', 'Teen Patti', 'Rummy', 'Andar Bahar', 'Dou Dizhu', 'Mahjong', 'Blackjack', 'Three Card Poker', 'Pai Gow', 'Tongits', 'Pusoy', 'Sam Gong', 'Baccarat', 'Dragon Tiger', 'Golden Flower', 'Thirteen Cards', 'Run Fast', 'Pok Deng', 'Domino QQ'];
const crashNames = ['Sky Rocket', 'Jet Pilot', 'Crash', 'Mines', 'Plinko', 'Dice', 'Limbo', 'Hi-Lo', 'Keno', 'Goal', 'Tower', 'Balloon'];
const lottNames = ['Lotto 5D', 'Pick 3', 'Fast 3', 'Lucky 10', 'Lotto 6/49', 'Super Lotto', 'Happy 8', 'PK10 Racing', 'Power Ball', 'Daily 4', 'Keno 20', 'Speed Lotto'];
const vnNames = ['Mien Bac', 'Mien Nam', 'Mien Trung', 'VN Fast 3', 'VN Keno', 'VN Power 6/55'];
const seaNames = ['Thai Lotto', 'Lao Lotto', 'Magnum 4D', 'Toto 4D', 'Da Ma Cai 3D', 'Singapore 4D'];

function numbered(list: readonly string[], seq: number): string {
  const base = list[(seq - 1) % list.length] ?? 'Game';
  const round = Math.floor((seq - 1) / list.length);
  return round === 0 ? base : `${base} ${round + 1}`;
}

/** A game's name in EN (and ZH for slots); other languages fall back to EN. */
export function gameName(category: GameCategory, vendor: string, seq: number, rnd: Random): Translated {
  switch (category) {
    case 'RNG': {
      const a = rnd.pick(adjectives);
      const n = rnd.pick(nouns);
      const s = rnd.pick(suffixes);
      const p = rnd.pick(places);
      const form = rnd.int(0, 9);
      if (form < 3) return { EN: `${a[0]} ${n[0]}`, ZH: `${a[1]}${n[1]}` };
      if (form < 6) return { EN: `${n[0]} ${s[0]}`, ZH: `${n[1]}${s[1]}` };
      if (form < 9) return { EN: `${a[0]} ${n[0]} ${s[0]}`, ZH: `${a[1]}${n[1]}${s[1]}` };
      return { EN: `${s[0]} of ${p[0]}`, ZH: `${p[1]}${s[1]}` };
    }
    case 'LIVE':
      return { EN: numbered(liveTables, seq) };
    case 'FISH':
      return { EN: numbered(fishNames, seq) };
    case 'PVP':
      return { EN: numbered(cardNames, seq) };
    case 'SPORTS':
      if (vendor === 'IMES') return { EN: 'Esports Arena', ZH: '电竞竞技场' };
      if (vendor === 'SV388') return { EN: 'Cockfight Arena', ZH: '斗鸡场' };
      return { EN: `${vendor} Sportsbook`, ZH: `${vendor} 体育` };
    case 'CRASH':
      return { EN: numbered(crashNames, seq) };
    case 'LOTT':
      return { EN: numbered(lottNames, seq) };
    default:
      return { EN: numbered(vendor === 'TCG_SEA' ? seaNames : vnNames, seq) };
  }
}
