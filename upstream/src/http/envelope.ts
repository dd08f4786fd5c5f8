import type { Envelope } from '@shangji/contract';

export const ok = <T>(data: T): Envelope<T> => ({ code: 200, msg: 'success', data });

/** Invalid input or an unknown id: the original API answers code 400 inside an HTTP 200. */
export class BadRequest extends Error {
  constructor(message = '参数错误') {
    super(message);
  }
}

export const messages = {
  invalid: '参数错误',
  noBrand: '该项目不存在或已下架',
  noCategory: '该分类不存在',
  notFound: '信息不存在',
  busy: '系统繁忙！请稍后再试！',
} as const;
