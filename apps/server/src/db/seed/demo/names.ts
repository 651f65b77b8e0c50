// Word lists for demo people and company names, by naming style.

export type NameStyle = 'hk' | 'cn' | 'tw' | 'th' | 'in' | 'lk' | 'tr' | 'it' | 'be' | 'il' | 'us' | 'ae' | 'jp' | 'de' | 'au' | 'br';
export type Person = readonly [first: string, gender: 'm' | 'f'];

const m = (...names: string[]): Person[] => names.map((n) => [n, 'm'] as const);
const f = (...names: string[]): Person[] => names.map((n) => [n, 'f'] as const);

/** First names (with gender) and family names by style. */
export const PEOPLE: Record<NameStyle, { first: Person[]; last: string[] }> = {
  hk: {
    first: [...m('Kelvin', 'Raymond', 'Vincent', 'Jacky', 'Eric', 'Dickson'), ...f('Winnie', 'Cherry', 'Mandy', 'Ivy', 'Karen', 'Queenie')],
    last: ['Chan', 'Wong', 'Leung', 'Cheung', 'Lau', 'Ho', 'Ng', 'Tsang', 'Lam', 'Yip'],
  },
  cn: {
    first: [...m('Wei', 'Hao', 'Jun', 'Lei', 'Qiang', 'Bo'), ...f('Jing', 'Xiaoling', 'Mei', 'Yan', 'Fang', 'Na')],
    last: ['Li', 'Wang', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Zhou', 'Wu', 'Lin', 'Xu'],
  },
  tw: {
    first: [...m('Chih-Hao', 'Jun-Jie', 'Wei-Lun', 'Kuan-Yu'), ...f('Yi-Ting', 'Ya-Wen', 'Shu-Fen', 'Hsin-Yi')],
    last: ['Chen', 'Lin', 'Huang', 'Chang', 'Lee', 'Wang', 'Tsai'],
  },
  th: {
    first: [...m('Somchai', 'Anan', 'Prasert', 'Thanawat'), ...f('Nattaya', 'Kanya', 'Siriporn', 'Pimchanok')],
    last: ['Srisuk', 'Chaiyaporn', 'Rattanakorn', 'Wongsawat', 'Suwannarat', 'Boonmee'],
  },
  in: {
    first: [...m('Rahul', 'Amit', 'Vikram', 'Sanjay', 'Rohan'), ...f('Priya', 'Neha', 'Pooja', 'Anjali', 'Kavita')],
    last: ['Shah', 'Mehta', 'Patel', 'Jain', 'Agarwal', 'Kothari', 'Bhansali', 'Sanghvi', 'Choksi'],
  },
  lk: {
    first: [...m('Nuwan', 'Chaminda', 'Ruwan'), ...f('Dilani', 'Ishara', 'Sanduni')],
    last: ['Perera', 'Fernando', 'Silva', 'Jayasinghe', 'Wickramasinghe', 'Bandara'],
  },
  tr: {
    first: [...m('Mehmet', 'Emre', 'Burak', 'Kerem'), ...f('Ayşe', 'Zeynep', 'Elif', 'Selin')],
    last: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Öztürk', 'Aydın', 'Arslan'],
  },
  it: {
    first: [...m('Marco', 'Luca', 'Alessandro', 'Matteo'), ...f('Giulia', 'Francesca', 'Chiara', 'Elena')],
    last: ['Rossi', 'Bianchi', 'Ferrari', 'Colombo', 'Ricci', 'Marino', 'Gallo', 'Conti'],
  },
  be: {
    first: [...m('Pieter', 'Jan', 'Dirk', 'Tom'), ...f('Els', 'Sofie', 'An', 'Lies')],
    last: ['Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems'],
  },
  il: {
    first: [...m('David', 'Yossi', 'Avi', 'Eitan'), ...f('Noa', 'Tamar', 'Michal', 'Yael')],
    last: ['Cohen', 'Levi', 'Mizrahi', 'Friedman', 'Katz', 'Shapiro'],
  },
  us: {
    first: [...m('Michael', 'Daniel', 'James', 'Robert'), ...f('Jennifer', 'Sarah', 'Emily', 'Jessica')],
    last: ['Miller', 'Johnson', 'Goldberg', 'Davis', 'Brown', 'Wilson', 'Klein'],
  },
  ae: {
    first: [...m('Ahmed', 'Omar', 'Khalid', 'Rashid'), ...f('Fatima', 'Mariam', 'Aisha', 'Sara')],
    last: ['Al Mansoori', 'Al Hashimi', 'Al Suwaidi', 'Al Falasi', 'Haddad', 'Khoury'],
  },
  jp: {
    first: [...m('Hiroshi', 'Takeshi', 'Kenji', 'Satoshi'), ...f('Yuko', 'Naomi', 'Aiko', 'Emi')],
    last: ['Tanaka', 'Suzuki', 'Takahashi', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura'],
  },
  de: {
    first: [...m('Thomas', 'Stefan', 'Markus'), ...f('Anna', 'Julia', 'Katrin')],
    last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Becker'],
  },
  au: {
    first: [...m('Jack', 'Liam', 'Noah'), ...f('Chloe', 'Olivia', 'Mia')],
    last: ['Smith', 'Jones', 'Williams', 'Taylor', 'Martin', 'Walker'],
  },
  br: {
    first: [...m('João', 'Pedro', 'Lucas'), ...f('Ana', 'Mariana', 'Beatriz')],
    last: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Costa', 'Pereira'],
  },
};

/** Chinese-style brand words: [English, traditional, simplified]. */
export const ZH_WORDS: readonly (readonly [string, string, string])[] = [
  ['Everbright', '永耀', '永耀'],
  ['Golden Phoenix', '金鳳凰', '金凤凰'],
  ['Harbour Star', '港星', '港星'],
  ['Jade Garden', '翠園', '翠园'],
  ['Prosperity', '昌盛', '昌盛'],
  ['Dragon Pearl', '龍珠', '龙珠'],
  ['Lucky Cloud', '祥雲', '祥云'],
  ['Grand Orient', '東方', '东方'],
  ['Fortune', '富達', '富达'],
  ['Silver Moon', '銀月', '银月'],
  ['Crystal Bay', '晶灣', '晶湾'],
  ['Pacific', '太平洋', '太平洋'],
  ['Kingdom', '君豪', '君豪'],
  ['Lotus', '蓮花', '莲花'],
  ['Peony', '牡丹', '牡丹'],
  ['Treasure Land', '寶地', '宝地'],
  ['Starlight', '星光', '星光'],
  ['Evergreen', '長青', '长青'],
  ['Sunrise', '旭日', '旭日'],
  ['Sincere', '誠信', '诚信'],
  ['Harmony', '和諧', '和谐'],
  ['Rich Bloom', '富華', '富华'],
  ['Jin Long', '金龍', '金龙'],
  ['Brilliant Peak', '輝峰', '辉峰'],
  ['Oriental Pearl', '東珠', '东珠'],
  ['Imperial', '御寶', '御宝'],
  ['Glory', '榮耀', '荣耀'],
  ['Heng Xin', '恆信', '恒信'],
];

/** Brand words for the other styles. */
export const WORDS: Record<Exclude<NameStyle, 'hk' | 'cn' | 'tw'>, readonly string[]> = {
  th: ['Siam', 'Chao Phraya', 'Lanna', 'Ratana', 'Sukhothai', 'Thai Star', 'Royal Orchid', 'Andaman', 'Ayutthaya'],
  in: ['Shree', 'Jaipur Royal', 'Rajwada', 'Navratna', 'Shubh', 'Laxmi', 'Pink City', 'Sanghvi', 'Kiran', 'Mehta', 'Surya', 'Ratnakar'],
  lk: ['Ceylon', 'Ratnapura', 'Lanka', 'Serendib', 'Ruhuna', 'Sapphire Isle', 'Kandy'],
  tr: ['Galata', 'Anadolu', 'Bosphorus', 'Sultan', 'Yıldız', 'Altın Saray', 'Osmanlı', 'Ege', 'Kapalıçarşı'],
  it: ['Berica', 'Palladio', 'Etruria', 'Toscana Oro', 'Valentia', 'Aurum', 'Stella', 'Fiorentina', 'Po'],
  be: ['Schelde', 'Hoveniers', 'Pelikaan', 'Rubens', 'Meir', 'Brabo', 'Diamant Square'],
  il: ['Yarkon', 'Carmel', 'Negev', 'Galil', 'Jaffa', 'Eilat'],
  us: ['Fifth Avenue', 'Hudson', 'Liberty', 'Pacific Coast', 'Empire', 'Brooklyn', 'Golden Gate', 'Stellar', 'Madison'],
  ae: ['Al Noor', 'Gulf', 'Deira', 'Al Fahidi', 'Emirates', 'Desert Rose', 'Creek'],
  jp: ['Kobe', 'Ise-Shima', 'Sakura', 'Kansai', 'Hoshi', 'Tsuki', 'Yamato', 'Ago Bay'],
  de: ['Idar', 'Nahe', 'Oberstein', 'Schwarzwald', 'Goldstadt', 'Enz'],
  au: ['Broome', 'Kimberley', 'Cable Beach', 'Roebuck Bay', 'Pinctada'],
  br: ['Minas', 'Mucuri', 'Jequitinhonha', 'Brasil', 'Serra Azul'],
};

/** Legal-form suffixes by style. */
export const SUFFIXES: Record<NameStyle, readonly string[]> = {
  hk: ['Ltd.', 'Co. Ltd.', 'Company Limited', 'International Ltd.', 'Manufacturing Ltd.'],
  cn: ['Co., Ltd.'],
  tw: ['Co., Ltd.'],
  th: ['Co., Ltd.', 'Ltd., Part.'],
  in: ['Pvt. Ltd.', 'LLP', 'Exports'],
  lk: ['(Pvt) Ltd'],
  tr: ['Ltd. Şti.', 'A.Ş.'],
  it: ['S.r.l.', 'S.p.A.'],
  be: ['BV', 'NV'],
  il: ['Ltd.'],
  us: ['Inc.', 'LLC'],
  ae: ['LLC', 'DMCC'],
  jp: ['Co., Ltd.'],
  de: ['GmbH'],
  au: ['Pty Ltd'],
  br: ['Ltda.'],
};

/** Job titles of supplier staff. */
export const SUPPLIER_TITLES = [
  'Sales Manager',
  'Export Manager',
  'Marketing Manager',
  'Sales Executive',
  'Merchandiser',
  'Business Development Manager',
  'Showroom Manager',
  'General Manager',
  'Account Manager',
  'Director',
];
