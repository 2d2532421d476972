import { AppError } from '../app-error';

describe('AppError', () => {
  it('is built from an HTTP answer of the CMS', () => {
    const error = AppError.fromHttpResponse('events', 'https://cms.example/api/events', { status: 503, statusText: 'Service Unavailable' });
    expect(error).toBeInstanceOf(Error);
    expect(error.toJSON()).toEqual({
      scope: 'events',
      source: 'https://cms.example/api/events',
      statusCode: 503,
      message: '503 Service Unavailable',
      previous: null,
    });
  });

  it('round-trips through JSON with its chain of previous errors', () => {
    const first = new AppError({ scope: 'crm', source: 'a', statusCode: 0, message: 'timed out' });
    const second = new AppError({ scope: 'crm', source: 'a', statusCode: 502, message: '502 Bad Gateway', previous: first });
    const copy = AppError.fromJson(JSON.parse(JSON.stringify(second)));
    expect(copy.statusCode).toBe(502);
    expect(copy.previous?.message).toBe('timed out');
    expect(copy.previous?.previous).toBeNull();
  });

  it('wraps anything thrown, keeping an AppError as it is', () => {
    expect(AppError.wrap('events', '/api/events', new TypeError('fetch failed')).message).toBe('fetch failed');
    const original = new AppError({ scope: 's', source: 'x', statusCode: 404, message: 'm' });
    expect(AppError.wrap('other', 'y', original)).toBe(original);
  });
});
