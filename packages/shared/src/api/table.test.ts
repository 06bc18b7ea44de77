import { describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '../roles';
import { api, endpointById, endpoints, mayCall } from './index';

describe('the endpoint table', () => {
  it('has one entry per path and method, every path under /openapi/<domain>/<name>', () => {
    const seen = new Set<string>();
    for (const e of endpoints) {
      expect(e.path, e.id).toMatch(/^\/openapi\/[a-z]+\/[A-Za-z]+(\/:[a-z]+)?$/);
      for (const method of e.methods) {
        const key = `${method} ${e.path}`;
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
    expect(new Set(endpoints.map((e) => e.id)).size).toBe(endpoints.length);
  });

  it('declares a policy for every endpoint: public, or a scope and the roles that may call it', () => {
    for (const e of endpoints) {
      if (e.access.scope === 'public') continue;
      expect(e.access.roles.length, e.id).toBeGreaterThan(0);
      for (const role of e.access.roles) expect(ROLE_NAMES, e.id).toContain(role);
    }
  });

  it('sends bodies only with POST, and keeps file answers and uploads consistent', () => {
    for (const e of endpoints) {
      if (e.body) expect(e.methods[0], e.id).toBe('POST');
      if (e.body === 'multipart') expect(e.methods, e.id).toEqual(['POST']);
      if (e.answer === 'file') expect(e.methods[0], e.id).toBe('GET');
      if (e.path.includes('/:')) expect(e.access.scope, e.id).toBe('public');
    }
  });

  it('has the spec section 7 calls with their methods (GET changes answered on POST too)', () => {
    const methods = (id: string) => endpointById(id)?.methods;
    expect(api.brand.getBrandByWebAddress.path).toBe('/openapi/brand/getBrandByWebAddress');
    expect(methods('org.updateSchool')).toEqual(['POST', 'GET']);
    expect(methods('org.bindBrandSchools')).toEqual(['POST', 'GET']);
    expect(methods('org.addBrandUser')).toEqual(['POST', 'GET']);
    expect(methods('session.resettingPwd')).toEqual(['POST', 'GET']);
    expect(methods('session.modifyPasswordByOldPwd')).toEqual(['POST', 'GET']);
    expect(methods('session.modifyPassword')).toEqual(['POST', 'GET']);
    expect(methods('session.clientLogin')).toEqual(['GET']);
    expect(methods('org.getStuInfoByUserId')).toEqual(['GET']);
  });

  it('answers who may call what', () => {
    expect(mayCall(api.org.deleteSchool, ['admin'])).toBe(true);
    expect(mayCall(api.org.deleteSchool, ['schooladmin'])).toBe(false);
    expect(mayCall(api.session.login, [])).toBe(true);
    expect(mayCall(api.content.saveCourse, ['teacher'])).toBe(false);
    expect(mayCall(api.content.getCourseList, ['teacher'])).toBe(true);
  });
});
