import { Link } from 'react-router';
import { PRODUCT } from '../components/PageHead';

export default function NotFound() {
  return (
    <div className="ad-forbidden">
      <title>{`页面不存在 · ${PRODUCT}`}</title>
      <h1>页面不存在</h1>
      <p className="ad-muted">地址有误，或该页面已移除。</p>
      <p>
        <Link className="ad-link" to="/">
          返回首页
        </Link>
      </p>
    </div>
  );
}
