/** Word lists the seed draws from: small, so the data is realistic without shipping a dump. */

export const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Lucas',
  'Mia',
  'Mateo',
  'Sofia',
  'Leon',
  'Chloe',
  'Hugo',
  'Yuki',
  'Arjun',
  'Fatima',
  'Omar',
  'Ingrid',
  'Lars',
  'Chiara',
  'Marco',
  'Ana',
  'João',
  'Elif',
  'Mehmet',
  'Priya',
  'Wei',
  'Hana',
  'Diego',
  'Zara',
  'Kofi',
] as const;

export const LAST_NAMES = [
  'Smith',
  'Johnson',
  'García',
  'Müller',
  'Rossi',
  'Dubois',
  'Silva',
  'Kowalski',
  'Novak',
  'Tanaka',
  'Kim',
  'Patel',
  'Nguyen',
  'Yilmaz',
  'Andersen',
  'Costa',
  'Ivanova',
  'Okafor',
  'Brown',
  'Lopez',
] as const;

export const COUNTRIES = [
  'US',
  'GB',
  'DE',
  'FR',
  'ES',
  'IT',
  'PT',
  'PL',
  'NL',
  'SE',
  'TR',
  'IN',
  'JP',
  'KR',
  'BR',
  'MX',
  'NG',
  'CA',
  'AU',
  'UA',
] as const;

export const MAIL_DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.com', 'proton.me', 'icloud.com'];

export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fr', name: 'Français' },
  { code: 'it', name: 'Italiano' },
  { code: 'pt', name: 'Português' },
  { code: 'pl', name: 'Polski' },
  { code: 'tr', name: 'Türkçe' },
  { code: 'uk', name: 'Українська' },
  { code: 'ja', name: '日本語' },
  { code: 'ko', name: '한국어' },
  { code: 'zh', name: '中文' },
] as const;

export const MISSION_CATEGORIES = [
  'Social',
  'Onboarding',
  'Daily',
  'Gaming',
  'Community',
  'Partners',
];

/** Missions as an operator words them: a thing a user does, in the user's words. */
export const MISSION_TITLES = [
  'Follow us on X',
  'Join our Telegram channel',
  'Invite a friend',
  'Complete your profile',
  'Take the daily quiz',
  'Win 3 matches',
  'Visit the partner store',
  'Rate the app',
  'Join our Discord server',
  'Play in the weekly tournament',
  'Share a screenshot of your best score',
  'Log in 7 days in a row',
  'Turn on notifications',
  'Watch the tutorial video',
  'Reach level 10',
  'Leave a review',
  'Subscribe to the newsletter',
  'Connect your wallet',
  'Make your first purchase',
  'Post with our hashtag',
];

export const EVENT_NAMES = [
  'First deposit',
  'Level up',
  'Purchase completed',
  'Profile completed',
  'Daily login',
  'Match won',
  'Subscription renewed',
  'Review posted',
  'Tutorial finished',
  'Streak of 7 days',
];

export const REWARD_NAMES = [
  'Free spin',
  '10% discount',
  'Gift card $5',
  'Gift card $20',
  'Exclusive avatar',
  'Bonus XP',
  'Premium week',
  'Merch T-shirt',
  'Cashback 5%',
  'Mystery box',
  'VIP lounge pass',
  'Coffee voucher',
];

export const ACTIVITY_TYPES = [
  'MISSION_COMPLETED',
  'REWARD_CLAIMED',
  'TAP',
  'REFERRAL',
  'AIRDROP',
  'EVENT',
] as const;

export const REVENUE_SOURCES = [
  'Reward purchase',
  'Subscription',
  'In-app purchase',
  'Partner payout',
];

export const REQUEST_TYPES = ['WITHDRAWAL', 'REWARD_CLAIM', 'POINTS_EXCHANGE', 'ACCOUNT_DELETION'];

export const SEGMENT_NAMES = [
  'High rollers',
  'New this week',
  'Dormant 30 days',
  'Referral champions',
  'Mobile only',
  'Mission lovers',
  'Web3 holders',
  'VIP',
];

export const AIRDROP_NAMES = [
  'Launch airdrop',
  'Holiday bonus',
  'Season 1 finale',
  'Community thanks',
  'Partner drop',
];

export const CREDIT_ACTIONS = [
  'MISSION_COMPLETED',
  'REWARD_CLAIMED',
  'EVENT_TRACKED',
  'REFERRAL_USED',
  'AIRDROP_SENT',
  'TAP',
];
