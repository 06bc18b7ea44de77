import { describe, expect, it } from 'vitest';
import { findTranslation, translateMessage } from './translate';

describe('translateMessage: whole messages', () => {
  it('translates an exact message into each language', () => {
    const msg = 'Incorrect username or password';
    expect(translateMessage(msg, 'zh')).toBe('用户名或密码错误');
    expect(translateMessage(msg, 'es')).toBe('Usuario o contraseña incorrectos');
    expect(translateMessage(msg, 'ja')).toBe('ユーザー名またはパスワードが正しくありません');
  });

  it('returns English as it is', () => {
    expect(translateMessage('Incorrect username or password', 'en')).toBe('Incorrect username or password');
    expect(translateMessage('Something new', 'en')).toBe('Something new');
  });

  it('fills the placeholders of a pattern', () => {
    expect(translateMessage('Too many login attempts, please try again in 15 minutes', 'zh')).toBe(
      '登录尝试次数过多，请 15 分钟后再试',
    );
    expect(translateMessage('Too many login attempts, please try again in 1 minute', 'es')).toBe(
      'Demasiados intentos de inicio de sesión, inténtelo de nuevo en 1 minuto',
    );
    expect(translateMessage('Too many login attempts, please try again in 8 seconds', 'ja')).toBe(
      'ログインの試行回数が多すぎます。8 秒後にもう一度お試しください',
    );
    expect(translateMessage('Too many login attempts, please try again in 1 second', 'es')).toBe(
      'Demasiados intentos de inicio de sesión, inténtelo de nuevo en 1 segundo',
    );
    expect(translateMessage('Not found: GET /openapi/nothing', 'ja')).toBe('見つかりません: GET /openapi/nothing');
    expect(translateMessage('The school still has 3 users and 2 classes; move or delete them first', 'zh')).toBe(
      '该学校仍有 3 个用户和 2 个班级，请先移走或删除',
    );
  });

  it('matches messages that contain a colon or a semicolon of their own', () => {
    expect(translateMessage('You have been logged out: your session was ended elsewhere', 'zh')).toBe(
      '您已退出登录：当前会话已在其他地方被结束',
    );
    expect(translateMessage("roleType: a user's role cannot change; create a new account instead", 'es')).toBe(
      'roleType: el rol de un usuario no puede cambiar; cree una cuenta nueva',
    );
    expect(translateMessage('studentIds: already in another active class: Li (7) in 1A; use moveStudents', 'ja')).toBe(
      'studentIds: 既に別の有効なクラスに所属しています: Li (7) in 1A。moveStudents を使用してください',
    );
  });

  it('starts a Spanish message of its own with a capital, but not after a field', () => {
    expect(translateMessage('is required', 'es')).toBe('Es obligatorio');
    expect(translateMessage('name: is required', 'es')).toBe('name: es obligatorio');
    expect(translateMessage('webAddress is required', 'es')).toBe('webAddress es obligatorio');
  });
});

describe('translateMessage: validation messages', () => {
  it('translates each problem and keeps the field names', () => {
    const msg = 'loginvalue: username is required; pwd: must be an MD5 hex digest';
    expect(translateMessage(msg, 'zh')).toBe('loginvalue: 请输入用户名; pwd: 必须是 MD5 十六进制摘要');
    expect(translateMessage(msg, 'es')).toBe(
      'loginvalue: el nombre de usuario es obligatorio; pwd: debe ser un resumen MD5 en hexadecimal',
    );
    expect(translateMessage(msg, 'ja')).toBe(
      'loginvalue: ユーザー名を入力してください; pwd: MD5 の 16 進ダイジェストである必要があります',
    );
  });

  it('keeps nested field paths', () => {
    expect(translateMessage('items.0.id: must be a positive integer id', 'zh')).toBe('items.0.id: 必须是正整数 ID');
  });

  it("translates zod's issue messages, type names included", () => {
    expect(translateMessage('sort: Invalid input: expected string, received number', 'zh')).toBe(
      'sort: 输入无效：应为字符串，实际为数字',
    );
    expect(translateMessage('b: Invalid input: expected boolean, received number', 'es')).toBe(
      'b: entrada no válida: se esperaba booleano y se recibió número',
    );
    expect(translateMessage('page: Invalid input: expected int, received number', 'ja')).toBe(
      'page: 整数である必要があります',
    );
    expect(translateMessage('l: Invalid input: expected "x"', 'zh')).toBe('l: 输入无效：应为 "x"');
    expect(translateMessage('x: Invalid input: expected weird, received other', 'zh')).toBe(
      'x: 输入无效：应为weird，实际为other',
    );
  });

  it('tells >= from > and <= from <', () => {
    expect(translateMessage('page: Too small: expected number to be >=1', 'zh')).toBe('page: 不能小于 1');
    expect(translateMessage('id: Too small: expected number to be >0', 'zh')).toBe('id: 必须大于 0');
    expect(translateMessage('pageSize: Too big: expected number to be <=100', 'es')).toBe(
      'pageSize: debe ser menor o igual que 100',
    );
    expect(translateMessage('n: Too big: expected number to be <10', 'es')).toBe('n: debe ser menor que 10');
    expect(translateMessage('keyword: Too big: expected string to have <=100 characters', 'ja')).toBe(
      'keyword: 100 文字以内で入力してください',
    );
  });

  it('does not let a placeholder swallow the next part', () => {
    expect(
      translateMessage(
        'order: Invalid option: expected one of "asc"|"desc"; page: Too small: expected number to be >=1',
        'zh',
      ),
    ).toBe('order: 选项无效：应为 "asc"|"desc" 之一; page: 不能小于 1');
  });
});

describe('unknown messages', () => {
  it('stay in English', () => {
    expect(translateMessage('A message nobody catalogued', 'zh')).toBe('A message nobody catalogued');
    expect(translateMessage('field: a problem nobody catalogued', 'ja')).toBe('field: a problem nobody catalogued');
    expect(translateMessage('', 'es')).toBe('');
  });

  it('leave only the unknown parts in English', () => {
    expect(translateMessage('name: is required; grade: something else', 'zh')).toBe(
      'name: 不能为空; grade: something else',
    );
  });

  it('have no complete translation', () => {
    expect(findTranslation('name: is required; grade: something else', 'zh')).toBeUndefined();
    expect(findTranslation('A message nobody catalogued', 'en')).toBeUndefined();
    expect(findTranslation('name: is required', 'en')).toBe('name: is required');
    expect(findTranslation('name: is required; grade: must be 1 to 12', 'ja')).toBe(
      'name: 必須です; grade: 1～12 である必要があります',
    );
  });
});

describe('the variant generator’s refusals', () => {
  it('read whole in every language: the reason is a term', () => {
    const msg =
      'No variants of this question: The numbers of this question allow no variant with a nice, verified answer';
    expect(translateMessage(msg, 'zh')).toBe('无法生成该题目的变式：该题目的数字无法生成答案简洁且经验证的变式');
    expect(translateMessage(msg, 'en')).toBe(msg);
    // A reason the catalogue does not know stays as it came.
    expect(translateMessage('No variants of this question: something new', 'ja')).toBe(
      'この問題の類題は作れません: something new',
    );
  });
});
