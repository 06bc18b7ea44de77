import { describe, expect, it } from 'vitest';
import { detectDevice, deviceKind } from './device';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  firefoxAndroidTablet: 'Mozilla/5.0 (Android 13; Tablet; rv:125.0) Gecko/125.0 Firefox/125.0',
  windowsPhone:
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.14977',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  kindle:
    'Mozilla/5.0 (Linux; U; Android 4.0.3; en-us; KFTT Build/IML74K) AppleWebKit/537.36 (KHTML, like Gecko) Silk/3.68 like Chrome/39.0.2171.93 Safari/537.36',
  symbian:
    'Mozilla/5.0 (SymbianOS/9.4; Series60/5.0 NokiaN97-1/12.0.024) AppleWebKit/525 (KHTML, like Gecko) BrowserNG/7.1.18124',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
};

describe('detectDevice', () => {
  it('iPhone: phone', () => {
    expect(detectDevice(UA.iphone)).toEqual({ isTablet: false, isPhone: true, isAndroid: false, isPc: false });
  });

  it('iPad: tablet, even with "Mobile" in the UA', () => {
    expect(detectDevice(UA.ipad)).toEqual({ isTablet: true, isPhone: false, isAndroid: false, isPc: false });
  });

  it('Android phone: phone and Android', () => {
    expect(detectDevice(UA.androidPhone)).toEqual({ isTablet: false, isPhone: true, isAndroid: true, isPc: false });
  });

  it('Android without "Mobile": tablet and Android', () => {
    expect(detectDevice(UA.androidTablet)).toEqual({ isTablet: true, isPhone: false, isAndroid: true, isPc: false });
    expect(detectDevice(UA.firefoxAndroidTablet).isTablet).toBe(true);
    expect(detectDevice(UA.kindle).isTablet).toBe(true);
  });

  it('Windows Phone: phone, not Android even though its UA says so', () => {
    expect(detectDevice(UA.windowsPhone)).toEqual({ isTablet: false, isPhone: true, isAndroid: false, isPc: false });
  });

  it('Symbian: phone', () => {
    expect(detectDevice(UA.symbian)).toMatchObject({ isPhone: true, isPc: false });
  });

  it.each([UA.windows, UA.mac, UA.linuxFirefox, UA.headlessChrome])('desktop browsers are PCs: %s', (ua) => {
    expect(detectDevice(ua)).toEqual({ isTablet: false, isPhone: false, isAndroid: false, isPc: true });
  });

  it('an empty UA is a PC', () => {
    expect(detectDevice('').isPc).toBe(true);
  });

  it('exactly one class per UA', () => {
    for (const ua of Object.values(UA)) {
      const d = detectDevice(ua);
      expect([d.isTablet, d.isPhone, d.isPc].filter(Boolean)).toHaveLength(1);
    }
  });
});

describe('deviceKind', () => {
  it('names the class', () => {
    expect(deviceKind(UA.iphone)).toBe('phone');
    expect(deviceKind(UA.ipad)).toBe('tablet');
    expect(deviceKind(UA.androidTablet)).toBe('tablet');
    expect(deviceKind(UA.windows)).toBe('pc');
  });
});
