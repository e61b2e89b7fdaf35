import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ZodType, z } from 'zod';

const COOKIE = 'meiyu_docs';

function toJsonSchema(schema: unknown): unknown {
  if (!schema || typeof schema !== 'object' || !('safeParse' in schema)) return schema;
  try {
    return z.toJSONSchema(schema as ZodType, { io: 'input', unrepresentable: 'any' });
  } catch {
    return {};
  }
}

function cookieToken(req: FastifyRequest): string | null {
  const header = req.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === COOKIE) return decodeURIComponent(v.join('='));
  }
  return null;
}

const LOGIN_PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>Meiyu API</title>
<style>body{font-family:system-ui,sans-serif;background:#f0f2f5;display:flex;align-items:center;justify-content:center;height:100vh;margin:0}
form{background:#fff;padding:32px;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.1);width:320px}
h1{font-size:20px;margin:0 0 16px}input{width:100%;box-sizing:border-box;padding:8px;margin:6px 0 12px;border:1px solid #d9d9d9;border-radius:4px}
button{width:100%;padding:10px;background:#1677ff;color:#fff;border:0;border-radius:4px;cursor:pointer}#e{color:#cf1322;min-height:20px}</style></head>
<body><form id="f"><h1>美育 API 文档 / Meiyu API docs</h1>
<label>账号 / Account<input name="UserName" autocomplete="username" required></label>
<label>密码 / Password<input name="Password" type="password" autocomplete="current-password" required></label>
<div id="e"></div><button>登录 / Sign in</button></form>
<script>document.getElementById('f').onsubmit=async function(ev){ev.preventDefault();
var r=await fetch('/api/swagger/submitUrl',{method:'POST',body:new URLSearchParams(new FormData(ev.target))});
var code=await r.json();var t=r.headers.get('access-token');
if(code===200&&t){document.cookie='${COOKIE}='+encodeURIComponent(t)+'; path=/api/docs; SameSite=Strict';location.reload();}
else{document.getElementById('e').textContent='账号或密码错误 / Wrong account or password';}};</script></body></html>`;

/** OpenAPI docs at /api/docs, open only after the swagger login (checkUrl/submitUrl). */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Meiyu API', description: '美育 — Admin.NET-compatible wire contract', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: ({ schema, url }) => {
      const s = (schema ?? {}) as Record<string, unknown>;
      const out: Record<string, unknown> = { ...s };
      for (const key of ['body', 'querystring', 'params']) if (s[key]) out[key] = toJsonSchema(s[key]);
      return { schema: out, url };
    },
  });
  const guard = async (req: FastifyRequest, reply: FastifyReply) => {
    const token = cookieToken(req);
    if (token) {
      const check = await app.ctx.tokens.checkAccess(token);
      if (check.kind === 'valid' && (await app.ctx.tokens.sessionAlive(check.claims.sid, check.claims.UserId))) return;
    }
    return reply.status(401).type('text/html; charset=utf-8').send(LOGIN_PAGE);
  };
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiHooks: { onRequest: guard } });
}
