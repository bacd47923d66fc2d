/** Real browsers' user agents, for tests of what a click records. */
export const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
export const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
export const ANDROID_PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
export const TABLET =
  "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/**
 * The crawlers that build a link card from a shared page, as each documents its agent: the
 * share-preview tests read the page's raw HTML the way each does (no script, its agent).
 */
export const SHARE_CRAWLERS = {
  Facebook: "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  X: "Twitterbot/1.0",
  LinkedIn: "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
  WhatsApp: "WhatsApp/2.23.20.0 A",
  Telegram: "TelegramBot (like TwitterBot)",
  Pinterest: "Pinterest/0.2 (+https://www.pinterest.com/bot.html)",
} as const;
