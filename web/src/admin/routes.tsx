// The back office's screens. The sign-in pages stand alone; everything else sits in the signed-in frame,
// each screen behind the roles that may use it (lib/access.ts).
import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { Guard } from './components/Guard';
import { RouteError } from './components/RouteError';
import { Frame } from './Frame';
import { homeOf } from './lib/access';
import Accounts from './screens/Accounts';
import Audit from './screens/Audit';
import BrandImport from './screens/BrandImport';
import BrandEditReview from './screens/BrandEditReview';
import BrandEdits from './screens/BrandEdits';
import BrandProfile from './screens/BrandProfile';
import ClaimForm from './screens/ClaimForm';
import ClaimRegister from './screens/ClaimRegister';
import ClaimReview from './screens/ClaimReview';
import ClaimReviewDetail from './screens/ClaimReviewDetail';
import ClaimsMine from './screens/ClaimsMine';
import Dead from './screens/Dead';
import Disputes from './screens/Disputes';
import EditorialEdit from './screens/EditorialEdit';
import Editorials from './screens/Editorials';
import Enrol from './screens/Enrol';
import Forgot from './screens/Forgot';
import LeadDetail from './screens/LeadDetail';
import Leads from './screens/Leads';
import Login from './screens/Login';
import NotFound from './screens/NotFound';
import Notify from './screens/Notify';
import Placements from './screens/Placements';
import Reset from './screens/Reset';
import Security from './screens/Security';
import TotpSetup from './screens/TotpSetup';
import { SessionRoot, useMe } from './session';

function Home() {
  return <Navigate to={homeOf(useMe())} replace />;
}

export const adminRoutes: RouteObject[] = [
  {
    element: <SessionRoot />,
    errorElement: <RouteError />,
    children: [
      { path: '/login', element: <Login /> },
      { path: '/totp-setup', element: <TotpSetup /> },
      { path: '/forgot', element: <Forgot /> },
      { path: '/reset/:token', element: <Reset /> },
      { path: '/enrol/:token', element: <Enrol /> },
      { path: '/register', element: <ClaimRegister /> },
      {
        element: <Frame />,
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Home /> },
          { path: '/leads', element: <Guard screen="leads"><Leads scope="brand" /></Guard> },
          { path: '/desk', element: <Guard screen="desk"><Leads scope="desk" /></Guard> },
          { path: '/leads/:id', element: <Guard screen="lead"><LeadDetail /></Guard> },
          { path: '/disputes', element: <Guard screen="disputes"><Disputes /></Guard> },
          { path: '/dead', element: <Guard screen="dead"><Dead /></Guard> },
          { path: '/audit', element: <Guard screen="audit"><Audit /></Guard> },
          { path: '/accounts', element: <Guard screen="accounts"><Accounts /></Guard> },
          { path: '/notify', element: <Guard screen="notify"><Notify /></Guard> },
          { path: '/placements', element: <Guard screen="placements"><Placements /></Guard> },
          { path: '/import', element: <Guard screen="import"><BrandImport /></Guard> },
          { path: '/brand-profile', element: <Guard screen="brandProfile"><BrandProfile /></Guard> },
          { path: '/brand-edits', element: <Guard screen="brandEdits"><BrandEdits /></Guard> },
          { path: '/brand-edits/:id', element: <Guard screen="brandEdits"><BrandEditReview /></Guard> },
          { path: '/claim', element: <Guard screen="claim"><ClaimForm /></Guard> },
          { path: '/my-claims', element: <Guard screen="myclaims"><ClaimsMine /></Guard> },
          { path: '/claims', element: <Guard screen="claims"><ClaimReview /></Guard> },
          { path: '/claims/:id', element: <Guard screen="claims"><ClaimReviewDetail /></Guard> },
          { path: '/security', element: <Security /> },
          { path: '/articles', element: <Guard screen="articles"><Editorials kind="article" /></Guard> },
          { path: '/articles/:id', element: <Guard screen="articles"><EditorialEdit kind="article" /></Guard> },
          { path: '/topics', element: <Guard screen="topics"><Editorials kind="topic" /></Guard> },
          { path: '/topics/:id', element: <Guard screen="topics"><EditorialEdit kind="topic" /></Guard> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];
