/**
 * Messages of the AI provider settings (issue 14 item 1; apps/server/src/modules/ai), spread into
 * SERVER_MESSAGES (catalogue.ts). Same rules: the English text is the id; `field: problem` messages are
 * translated part by part, so problems appear here without their field.
 */
import type { MessageTranslations } from './catalogue';

export const AI_MESSAGES: Readonly<Record<string, MessageTranslations>> = {
  'Too many AI requests: try again in {n} s': {
    zh: 'AI 请求过多：请在 {n} 秒后重试',
    es: 'Demasiadas solicitudes de IA: inténtelo de nuevo en {n} s',
    ja: 'AI へのリクエストが多すぎます：{n} 秒後にもう一度お試しください',
  },
  'Only the platform admin changes the platform default': {
    zh: '只有平台管理员可以修改平台默认设置',
    es: 'Solo el administrador de la plataforma cambia el valor predeterminado de la plataforma',
    ja: 'プラットフォームの既定はプラットフォーム管理者だけが変更できます',
  },
  'must be an http or https address': {
    zh: '必须是 http 或 https 地址',
    es: 'debe ser una dirección http o https',
    ja: 'http または https のアドレスである必要があります',
  },
  'must not carry a user name or password': {
    zh: '不能包含用户名或密码',
    es: 'no debe llevar un nombre de usuario ni una contraseña',
    ja: 'ユーザー名やパスワードを含めることはできません',
  },
  'the host name cannot be resolved': {
    zh: '无法解析主机名',
    es: 'no se puede resolver el nombre del host',
    ja: 'ホスト名を解決できません',
  },
  'must not point at a loopback, private or link-local address': {
    zh: '不能指向回环、内网或链路本地地址',
    es: 'no debe apuntar a una dirección de bucle local, privada o de enlace local',
    ja: 'ループバック、プライベート、リンクローカルのアドレスは指定できません',
  },
  'enter the key again to use it with another address': {
    zh: '要在其他地址使用密钥，请重新输入密钥',
    es: 'vuelva a introducir la clave para usarla con otra dirección',
    ja: '別のアドレスで使うには、キーをもう一度入力してください',
  },
  'the stored key cannot be read (the server secret changed): enter it again': {
    zh: '无法读取已保存的密钥（服务器密钥已更改）：请重新输入',
    es: 'no se puede leer la clave guardada (cambió el secreto del servidor): introdúzcala de nuevo',
    ja: '保存されたキーを読み取れません（サーバーのシークレットが変わりました）。もう一度入力してください',
  },
  'No AI provider setting is saved: enter its address and model': {
    zh: '尚未保存 AI 服务设置：请输入地址和模型',
    es: 'No hay ninguna configuración de proveedor de IA guardada: introduzca su dirección y modelo',
    ja: 'AI プロバイダーの設定が保存されていません。アドレスとモデルを入力してください',
  },
  'The AI provider did not answer in time': {
    zh: 'AI 服务未能及时响应',
    es: 'El proveedor de IA no respondió a tiempo',
    ja: 'AI プロバイダーが時間内に応答しませんでした',
  },
  'The AI provider cannot be reached': {
    zh: '无法连接 AI 服务',
    es: 'No se puede conectar con el proveedor de IA',
    ja: 'AI プロバイダーに接続できません',
  },
  'The AI provider is limiting requests: try again later': {
    zh: 'AI 服务正在限制请求：请稍后再试',
    es: 'El proveedor de IA está limitando las solicitudes: inténtelo más tarde',
    ja: 'AI プロバイダーがリクエストを制限しています。しばらくしてからもう一度お試しください',
  },
  'The AI provider refused the key': {
    zh: 'AI 服务拒绝了该密钥',
    es: 'El proveedor de IA rechazó la clave',
    ja: 'AI プロバイダーがキーを拒否しました',
  },
  'The AI provider does not know this address or model': {
    zh: 'AI 服务不认识该地址或模型',
    es: 'El proveedor de IA no conoce esta dirección o modelo',
    ja: 'AI プロバイダーはこのアドレスまたはモデルを認識しません',
  },
  'The AI provider answered with an error': {
    zh: 'AI 服务返回了错误',
    es: 'El proveedor de IA respondió con un error',
    ja: 'AI プロバイダーがエラーを返しました',
  },
  'The AI provider answered something that is not a chat completion': {
    zh: 'AI 服务返回的内容不是对话补全结果',
    es: 'El proveedor de IA respondió algo que no es una respuesta de chat',
    ja: 'AI プロバイダーの応答がチャット補完の形式ではありません',
  },
};
