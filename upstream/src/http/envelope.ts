import type { Envelope } from '@shangji/contract';

export const ok = <T>(data: T): Envelope<T> => ({ code: 200, msg: 'success', data });

/** Invalid input or an unknown id: the original API answers code 400 inside an HTTP 200. */
export class BadRequest extends Error {
  /** The envelope code: 400, or a more specific refusal code a client acts on (e.g. 401 not verified). */
  readonly code: number;
  constructor(message = '参数错误', code = 400) {
    super(message);
    this.code = code;
  }
}

export const messages = {
  invalid: '参数错误',
  noBrand: '该项目不存在或已下架',
  noCategory: '该分类不存在',
  notFound: '信息不存在',
  busy: '系统繁忙！请稍后再试！',
} as const;
