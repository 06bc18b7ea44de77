import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ResultCode } from '@edu/shared';
import { md5Hex } from '../modules/auth/password';
import { createTestApp, envelopeOf, type TestApp } from '../test/harness';

let t: TestApp;

beforeAll(async () => {
  // Another zod locale configured elsewhere must not change the message ids: the app pins English.
  z.config(z.locales.de());
  t = await createTestApp({ config: { loginMaxPerAccount: 3, loginDelayMs: 600_000 } });
});
afterAll(async () => {
  await t.close();
});

function login(payload: Record<string, string>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/openapi/user/login',
    headers: { host: 'localhost', ...headers },
    payload,
  });
}

describe('error messages in the language of Accept-Language', () => {
  it('answers a wrong password in Chinese, Spanish, or English without the header', async () => {
    const wrong = { loginvalue: 'teacher', pwd: md5Hex('not-the-password') };

    const zh = await login(wrong, { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' });
    expect(zh.statusCode).toBe(400);
    expect(envelopeOf(zh)).toEqual({ code: ResultCode.badRequest, msg: '用户名或密码错误', data: null });
    expect(String(zh.headers.vary)).toMatch(/accept-language/i);

    const es = await login(wrong, { 'accept-language': 'es' });
    expect(envelopeOf(es)).toEqual({
      code: ResultCode.badRequest,
      msg: 'Usuario o contraseña incorrectos',
      data: null,
    });

    const en = await login(wrong);
    expect(envelopeOf(en)).toEqual({ code: ResultCode.badRequest, msg: 'Incorrect username or password', data: null });
  });

  it('translates the login rate limit, keeping Retry-After', async () => {
    // Three failures above used up the account's attempts.
    const res = await login({ loginvalue: 'teacher', pwd: md5Hex('demo123') }, { 'accept-language': 'ja' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(envelopeOf(res).msg).toMatch(/^ログインの試行回数が多すぎます。\d+ 分後にもう一度お試しください$/);
  });

  it('translates validation messages part by part, keeping the field names', async () => {
    const res = await login({ loginvalue: '', pwd: 'x' }, { 'accept-language': 'zh-TW' });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).msg).toBe('loginvalue: 请输入用户名; pwd: 必须是 MD5 十六进制摘要');

    const missing = await login({}, { 'accept-language': 'es-ES' });
    expect(envelopeOf(missing).msg).toBe('loginvalue: es obligatorio; pwd: es obligatorio');

    const types = await login({ loginvalue: 'x'.repeat(65), pwd: md5Hex('x') }, { 'accept-language': 'ja' });
    expect(envelopeOf(types).msg).toBe('loginvalue: 64 文字以内で入力してください');
    const english = await login({ loginvalue: 'x'.repeat(65), pwd: md5Hex('x') });
    expect(envelopeOf(english).msg).toBe('loginvalue: Too big: expected string to have <=64 characters');
  });

  it('translates session errors and the not-found answer', async () => {
    const noToken = await t.app.inject({ url: '/openapi/user/getInfo', headers: { 'accept-language': 'ja' } });
    expect(envelopeOf(noToken)).toMatchObject({ code: ResultCode.unauthorized, msg: 'ログインしてください' });

    const missing = await t.app.inject({ url: '/openapi/nothing?x=1', headers: { 'accept-language': 'zh' } });
    expect(missing.statusCode).toBe(404);
    expect(envelopeOf(missing)).toEqual({ code: ResultCode.notFound, msg: '未找到：GET /openapi/nothing', data: null });
  });

  it('falls back to English for other languages', async () => {
    const res = await t.app.inject({ url: '/openapi/user/getInfo', headers: { 'accept-language': 'fr-FR,de;q=0.8' } });
    expect(envelopeOf(res).msg).toBe('Please log in');
  });
});
