/** What a user agent string says about the device (tablet, phone, Android, PC). */
export interface DeviceInfo {
  isTablet: boolean;
  isPhone: boolean;
  isAndroid: boolean;
  isPc: boolean;
}

export type DeviceKind = 'tablet' | 'phone' | 'pc';

/**
 * Device detection as a pure function of the user agent string.
 * - Android: any Android UA (phones and tablets).
 * - Tablet: iPad, PlayBook, Kindle/Silk, Android without "Mobile", Firefox OS tablets, Windows touch
 *   tablets that say "Tablet PC" are not counted (they are PCs).
 * - Phone: iPhone/iPod, Windows Phone, Android with "Mobile", BlackBerry, Symbian, other "Mobile" UAs;
 *   never a tablet.
 * - PC: neither a phone, nor a tablet, nor Android.
 * iPadOS 13+ in desktop mode sends a Mac UA and is therefore a PC here (no touch information in a UA).
 */
export function detectDevice(userAgent: string): DeviceInfo {
  const ua = userAgent || '';
  const isWindowsPhone = /Windows Phone|IEMobile/i.test(ua);
  const isSymbian = /SymbianOS|Symbian|Series60|BlackBerry|BB10/i.test(ua) || isWindowsPhone;
  const isAndroid = /Android/i.test(ua) && !isWindowsPhone;
  const isFirefox = /Firefox/i.test(ua);
  const isTablet =
    /iPad|PlayBook|Kindle|Silk/i.test(ua) ||
    (isAndroid && !/Mobile/i.test(ua)) ||
    (isFirefox && /Tablet/i.test(ua) && !/Windows/i.test(ua));
  const isPhone =
    !isTablet && (/iPhone|iPod/i.test(ua) || isWindowsPhone || isSymbian || isAndroid || /Mobile|Mobi/i.test(ua));
  const isPc = !isPhone && !isTablet && !isAndroid && !isSymbian;
  return { isTablet, isPhone, isAndroid, isPc };
}

/** The device class of a user agent: 'tablet', 'phone' or 'pc'. */
export function deviceKind(userAgent: string): DeviceKind {
  const info = detectDevice(userAgent);
  if (info.isTablet) return 'tablet';
  if (info.isPhone) return 'phone';
  return 'pc';
}
