import { Route, Switch } from 'wouter';
import { HeldUntilTakenOver } from '../../components/ui/field';
import { BuyerPage } from '../../features/reports/buyers/buyer-page';
import { BuyersPage } from '../../features/reports/buyers/buyers-page';
import { VatReportPage } from '../../features/reports/vat/vat-report-page';

/**
 * The Reports screens, one chunk and one entry in the app's router (which the first screen carries): the VAT report,
 * the buyers and one buyer's account. wouter has already decoded the path (decodeURI); a buyer's key is URL-safe as
 * it is (contract/buyer-key.ts), and a second decode would throw on a stray `%`.
 */
export default function ReportsRoute() {
  return (
    <HeldUntilTakenOver>
      <Switch>
        <Route path="/b/:business/reports/buyers/:key">
          {({ business, key }) => <BuyerPage key={`${business}/${key}`} business={business} buyerKey={key} />}
        </Route>
        <Route path="/b/:business/reports/buyers">
          {({ business }) => <BuyersPage key={business} business={business} />}
        </Route>
        <Route path="/b/:business/reports">
          {({ business }) => <VatReportPage key={business} business={business} />}
        </Route>
      </Switch>
    </HeldUntilTakenOver>
  );
}
